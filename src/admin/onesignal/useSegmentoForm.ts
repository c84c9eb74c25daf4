import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { SegmentoFormData } from '../../shared/contracts/admin-onesignal';
import type { AdminDataProvider } from '../providers/data-provider';

/** GET /admin/onesignal/formdata: zones, plans and where sends go. */
export function useSegmentoForm() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: ['onesignal', 'formdata'],
    queryFn: () => dataProvider.getCustom<SegmentoFormData>('onesignal/formdata'),
    staleTime: 60_000,
  });
}
