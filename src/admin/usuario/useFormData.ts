import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { UsuarioFormData } from '../../shared/contracts/admin-staff';
import type { AdminDataProvider } from '../providers/data-provider';

/** GET /admin/usuario/formdata: the area roles and the zone roles of the existing zones. */
export function useFormData() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: ['usuario', 'formdata'],
    queryFn: () => dataProvider.getCustom<UsuarioFormData>('usuario/formdata'),
    staleTime: 60_000,
  });
}
