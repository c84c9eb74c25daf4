/**
 * The shell's bell for a logged-in customer (wide screens; phones have it in the bottom menu): the unread
 * count of the in-app notifications (polled, see notifications-api.ts); opens the notifications panel.
 * Plain elements: it is in every header.
 */
import BadgedIcon from '../../components/BadgedIcon';
import css from '../../components/header-button.module.css';
import { usePanelsStore } from '../../state/panels';
import { bellLabel, useUnreadNotifications } from './use-unread';

export default function NotificationBell() {
  const { uid, unread } = useUnreadNotifications();
  const toggle = usePanelsStore((s) => s.toggle);
  if (uid === null) return null;
  return (
    <button
      type="button"
      aria-label={bellLabel(unread)}
      onClick={() => toggle('notificaciones')}
      data-testid="campana"
      className={`${css.button} ${css.wideOnly}`}
    >
      <BadgedIcon icon="bell" count={unread} error testId="campana-badge" />
    </button>
  );
}
