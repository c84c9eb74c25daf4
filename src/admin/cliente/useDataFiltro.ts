import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ClienteDataFiltro } from '../../shared/contracts/admin-customers';
import type { AdminDataProvider } from '../providers/data-provider';

/** GET /admin/cliente/datafiltro: plans, statuses and zones for the list's filters. */
export function useDataFiltro() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: ['cliente', 'datafiltro'],
    queryFn: () => dataProvider.getCustom<ClienteDataFiltro>('cliente/datafiltro'),
    staleTime: 5 * 60_000,
  });
}
