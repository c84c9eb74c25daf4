/**
 * Bottom mini menu on phones: storefront home, categories, the cart, a customer's notifications and the
 * menu drawer. Plain elements (shell.module.css): it renders on every storefront page's first paint.
 */
import { useLocation, useNavigate } from 'react-router';
import { useCartView } from '../../features/cart/use-cart';
import { bellLabel, useUnreadNotifications } from '../../features/notifications/use-unread';
import { usePanelsStore } from '../../state/panels';
import { useZoneStore } from '../../state/zone';
import { link } from '../../lib/links';
import BadgedIcon from '../../components/BadgedIcon';
import type { PlainIconName } from '../../components/PlainIcon';
import css from './shell.module.css';

interface ActionProps {
  label: string;
  icon: PlainIconName;
  selected: boolean;
  onClick(): void;
  /** A count shown over the icon (none when 0). */
  badge?: { count: number; error?: boolean };
  ariaLabel?: string;
  testId?: string;
}

function Action({ label, icon, selected, onClick, badge, ariaLabel, testId }: ActionProps) {
  return (
    <button type="button" className={selected ? `${css.bottomAction} ${css.selected}` : css.bottomAction} onClick={onClick} aria-label={ariaLabel} data-testid={testId}>
      <BadgedIcon icon={icon} count={badge?.count ?? 0} error={badge?.error} />
      <span>{label}</span>
    </button>
  );
}

export default function MobileMiniMenu() {
  const slug = useZoneStore((s) => s.zona?.slug);
  const { open, toggle } = usePanelsStore();
  const navigate = useNavigate();
  const location = useLocation();
  const home = slug ? link('zona', { zona: slug }) : link('inicio');
  const cart = useCartView();
  const avisos = useUnreadNotifications();
  const value = open ?? (location.pathname === home ? 'inicio' : null);

  return (
    <nav aria-label="Menú inferior" className={css.bottomNav}>
      <Action label="Inicio" icon="home" selected={value === 'inicio'} onClick={() => navigate(home)} />
      <Action label="Categorías" icon="category" selected={value === 'categorias'} onClick={() => toggle('categorias')} />
      <Action
        label={cart.uid ? `Carrito #${cart.pagina + 1}` : 'Carrito'}
        icon="cart"
        selected={value === 'carrito'}
        badge={{ count: cart.lines.length }}
        onClick={() => toggle('carrito')}
      />
      {avisos.uid && (
        <Action
          label="Avisos"
          icon="bell"
          selected={value === 'notificaciones'}
          badge={{ count: avisos.unread, error: true }}
          ariaLabel={bellLabel(avisos.unread)}
          testId="campana-movil"
          onClick={() => toggle('notificaciones')}
        />
      )}
      <Action label="Menú" icon="menu" selected={value === 'menu'} onClick={() => toggle('menu')} />
    </nav>
  );
}
