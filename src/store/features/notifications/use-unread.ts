/** The logged-in customer's unread notifications count, from the polled query (0 for guests). */
import { useQuery } from '@tanstack/react-query';
import { useCustomerUid } from '../../lib/use-website';
import { notificationsQuery } from './notifications-api';

export function useUnreadNotifications(): { uid: string | null; unread: number } {
  const uid = useCustomerUid();
  const { data } = useQuery(notificationsQuery(uid));
  return { uid, unread: uid === null ? 0 : (data?.noLeidas ?? 0) };
}

export const bellLabel = (unread: number) => (unread ? `Notificaciones: ${unread} sin leer` : 'Notificaciones');
