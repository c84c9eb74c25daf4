import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../providers/data-provider';

/**
 * GET /admin/<path> for what an area's forms and filters offer (e.g. 'cliente/datafiltro',
 * 'usuario/formdata'), cached under the path's segments.
 */
export function useAdminData<T>(path: string, staleTime = 5 * 60_000) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: path.split('/'),
    queryFn: () => dataProvider.getCustom<T>(path),
    staleTime,
  });
}
