import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PagosPendientes } from '../../shared/contracts/payments-queue';
import type { AdminDataProvider } from '../providers/data-provider';

export const PENDIENTES_KEY = ['pagos-por-verificar', 'pendientes'] as const;

/** GET /admin/pagos-por-verificar/pendientes every minute: the menu badge and the list header. */
export function usePendingCount(enabled = true) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: PENDIENTES_KEY,
    queryFn: () => dataProvider.getCustom<PagosPendientes>('pagos-por-verificar/pendientes'),
    refetchInterval: 60_000,
    enabled,
  });
}
