import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { OrdenDataFiltro } from '../../shared/contracts/admin-orders';
import type { AdminDataProvider } from '../providers/data-provider';

/** GET /admin/orden/datafiltro: the options of the list's filters (zones: only the caller's). */
export function useDataFiltro() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: ['orden', 'datafiltro'],
    queryFn: () => dataProvider.getCustom<OrdenDataFiltro>('orden/datafiltro'),
    staleTime: 5 * 60_000,
  });
}
