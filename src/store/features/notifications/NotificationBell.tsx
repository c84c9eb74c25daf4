/**
 * The shell's bell for a logged-in customer (wide screens; phones have it in the bottom menu): the unread
 * count of the in-app notifications (polled, see notifications-api.ts); opens the notifications panel.
 */
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { usePanelsStore } from '../../state/panels';
import { bellLabel, useUnreadNotifications } from './use-unread';

export default function NotificationBell() {
  const { uid, unread } = useUnreadNotifications();
  const toggle = usePanelsStore((s) => s.toggle);
  if (uid === null) return null;
  return (
    <IconButton
      color="primary"
      aria-label={bellLabel(unread)}
      onClick={() => toggle('notificaciones')}
      data-testid="campana"
      sx={{ display: { xs: 'none', md: 'inline-flex' } }}
    >
      <Badge badgeContent={unread} color="error" max={99} data-testid="campana-badge">
        <NotificationsOutlined />
      </Badge>
    </IconButton>
  );
}
