import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { EnvioFormData } from '../../shared/contracts/shipping';
import type { AdminDataProvider } from '../providers/data-provider';

/** The staff member's zones with their delivery areas (GET /admin/envio/registrardata). */
export function useEnvioForm() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({ queryKey: ['envio', 'registrardata'], queryFn: () => dataProvider.getCustom<EnvioFormData>('envio/registrardata') });
}
