/**
 * The shell's bell for a logged-in customer: the unread count of the in-app notifications (polled, see
 * notifications-api.ts); opens the notifications panel, which loads on its first opening.
 */
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useCustomerUid } from '../../lib/use-website';
import { usePanelsStore } from '../../state/panels';
import { notificationsQuery } from './notifications-api';

const NotificationsPanel = lazy(() => import('./NotificationsPanel'));

export default function NotificationBell() {
  const uid = useCustomerUid();
  const toggle = usePanelsStore((s) => s.toggle);
  const opened = usePanelsStore((s) => s.open === 'notificaciones');
  const [loaded, setLoaded] = useState(false);
  if (opened && !loaded) setLoaded(true);
  const { data } = useQuery(notificationsQuery(uid));
  if (uid === null) return null;
  const unread = data?.noLeidas ?? 0;
  return (
    <>
      <IconButton
        color="primary"
        aria-label={unread ? `Notificaciones: ${unread} sin leer` : 'Notificaciones'}
        onClick={() => toggle('notificaciones')}
        data-testid="campana"
      >
        <Badge badgeContent={unread} color="error" max={99} data-testid="campana-badge">
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      {loaded && (
        <Suspense fallback={null}>
          <NotificationsPanel />
        </Suspense>
      )}
    </>
  );
}
