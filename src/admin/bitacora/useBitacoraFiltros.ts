import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { BitacoraDataFiltro } from '../../shared/contracts/audit';
import type { AdminDataProvider } from '../providers/data-provider';

/** The staff members, areas and kinds of record the trail holds, for the list's filters. */
export function useBitacoraFiltros(): BitacoraDataFiltro | undefined {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: ['bitacora', 'datafiltro'],
    queryFn: () => dataProvider.getCustom<BitacoraDataFiltro>('bitacora/datafiltro'),
    staleTime: 60_000,
  }).data;
}
