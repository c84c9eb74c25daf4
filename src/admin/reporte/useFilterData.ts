import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ReporteDataFiltro } from '../../shared/contracts/admin-reports';
import type { AdminDataProvider } from '../providers/data-provider';

/** Zone and plan choices of a report's filters (`<path>/datafiltro`). */
export function useFilterData(path: string) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({ queryKey: [path, 'datafiltro'], queryFn: () => dataProvider.getCustom<ReporteDataFiltro>(`${path}/datafiltro`), staleTime: 60_000 });
}
