import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { CuponFormRegistrar } from '../../shared/contracts/admin-coupons';
import type { AdminDataProvider } from '../providers/data-provider';

/** GET /admin/cupon/formregistrar: the zones the staff member may use and a new coupon's defaults. */
export function useCuponForm() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: ['cupon', 'formregistrar'],
    queryFn: () => dataProvider.getCustom<CuponFormRegistrar>('cupon/formregistrar'),
    staleTime: 60_000,
  });
}
