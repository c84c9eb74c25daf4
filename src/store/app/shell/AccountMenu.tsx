/**
 * Account dropdown for customers (Admin for staff, Cerrar Sesión) or the 'Ingresar' link for guests; plain
 * elements (shell.module.css), the header renders on every page's first paint.
 */
import { Suspense, useState } from 'react';
import { lazyThemed } from '../../components/mui/lazy-themed';
import { Link, useLocation } from 'react-router';
import { ROLE_USUARIO } from '../../../shared/roles';
import { loginUrl } from '../../lib/http-errors';
import { useProfile } from '../../lib/use-website';
import { useSessionStore } from '../../state/session';
import { PlainIcon } from '../../components/PlainIcon';
import css from './shell.module.css';

// the open menu (MUI Menu: popover, modal, transitions) loads on the first click, not with the header
const AccountMenuList = lazyThemed(() => import('./AccountMenuList'));

export default function AccountMenu() {
  const claims = useSessionStore((s) => s.claims);
  const location = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const profile = useProfile().data;

  if (!claims) {
    return (
      <Link to={loginUrl(location.pathname + location.search)} className={`${css.button} ${css.contained}`}>
        <PlainIcon name="person" size={18} />
        Ingresar
      </Link>
    );
  }

  // the customer's first name (profile); staff without a profile keep their e-mail's local part
  const name = profile?.nombre.trim().split(/\s+/)[0] || claims.username.split('@')[0] || 'Mi cuenta';
  const customer = claims.roles.includes(ROLE_USUARIO);
  return (
    <>
      <button
        type="button"
        className={css.button}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-label="Mi cuenta"
      >
        <PlainIcon name="person" size={20} />
        <span>{name}</span>
        <PlainIcon name="arrowDown" size={20} />
      </button>
      {anchor && (
        <Suspense fallback={null}>
          <AccountMenuList anchor={anchor} onClose={() => setAnchor(null)} customer={customer} />
        </Suspense>
      )}
    </>
  );
}
