/**
 * The customer's in-app notifications (spec sections 7 and 9): polled every 150 s while the app is open and
 * again when the window regains focus. Requests under /usuario/notificacion skip the common error handler
 * (lib/http-errors.ts): a failed poll keeps what was shown and stays quiet.
 */
import { queryOptions } from '@tanstack/react-query';
import { NOTIFICACION_INTERVALO_S, type Notificaciones } from '../../../shared/contracts/notifications';
import { api } from '../../lib/api';

export const NOTIFICACION_PATH = '/usuario/notificacion';
export const notificationsKey = (uid: string | null) => ['usuario', uid, 'notificacion'] as const;

export function notificationsQuery(uid: string | null) {
  return queryOptions({
    queryKey: notificationsKey(uid),
    queryFn: async () => (await api.get<Notificaciones>(NOTIFICACION_PATH)) ?? { noLeidas: 0, notificacion: [] },
    enabled: uid !== null,
    staleTime: 30_000,
    refetchInterval: NOTIFICACION_INTERVALO_S * 1000,
    // the app is open even in a background tab (browsers slow its timers down anyway)
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: true,
    retry: false,
  });
}

export const markRead = (id: number) => api.put<Notificaciones>(`${NOTIFICACION_PATH}/${id}/leida`);
export const markAllRead = () => api.put<Notificaciones>(`${NOTIFICACION_PATH}/leidas`);
