import type { UsuarioFormData } from '../../shared/contracts/admin-staff';
import { useAdminData } from '../common/useAdminData';

/** GET /admin/usuario/formdata: the area roles and the zone roles of the existing zones. */
export const useFormData = () => useAdminData<UsuarioFormData>('usuario/formdata', 60_000);
