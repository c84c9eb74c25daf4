import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HttpError, useDataProvider, useNotify } from 'react-admin';
import type { ConfigData } from '../../shared/contracts/admin-config';
import type { AdminDataProvider } from '../providers/data-provider';

const KEY = ['config', 'configdata'];

export function useConfigData() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({ queryKey: KEY, queryFn: () => dataProvider.getCustom<ConfigData>('config/configdata') });
}

/** The field errors of a refused edit ({campo: mensaje}), or null. */
export function fieldErrors(error: unknown): Record<string, string> | null {
  const errors = error instanceof HttpError ? (error.body as { errors?: Record<string, unknown> } | undefined)?.errors : undefined;
  const fields = Object.entries(errors ?? {}).filter((e): e is [string, string] => e[0] !== 'root' && typeof e[1] === 'string');
  return fields.length > 0 ? Object.fromEntries(fields) : null;
}

/** PUT /admin/config/<path>/editar; the answer is the whole screen's data, stored as the query's. */
export function useConfigEdit(path: string, onDone?: () => void) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const client = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (body: Record<string, string>) => dataProvider.putCustom<ConfigData>(`config/${path}/editar`, body),
    onSuccess: (data) => {
      client.setQueryData(KEY, data);
      notify('resources.config.guardado', { type: 'success' });
      onDone?.();
    },
    onError: (error: Error) => {
      if (!fieldErrors(error)) notify(error.message, { type: 'error' });
    },
  });
}
