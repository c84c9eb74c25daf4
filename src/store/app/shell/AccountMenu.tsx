/** Account dropdown for customers (Admin for staff, Cerrar Sesión) or the 'Ingresar' link for guests. */
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import Person from '@mui/icons-material/Person';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { ROLE_USUARIO } from '../../../shared/roles';
import { loginUrl } from '../../lib/http-errors';
import { useProfile } from '../../lib/use-website';
import { useSessionStore } from '../../state/session';

// the open menu (MUI Menu: popover, modal, transitions) loads on the first click, not with the header
const AccountMenuList = lazy(() => import('./AccountMenuList'));

export default function AccountMenu() {
  const claims = useSessionStore((s) => s.claims);
  const location = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const profile = useProfile().data;

  if (!claims) {
    return (
      <Button href={loginUrl(location.pathname + location.search)} variant="contained" startIcon={<Person />} size="small">
        Ingresar
      </Button>
    );
  }

  // the customer's first name (profile); staff without a profile keep their e-mail's local part
  const name = profile?.nombre.trim().split(/\s+/)[0] || claims.username.split('@')[0] || 'Mi cuenta';
  const customer = claims.roles.includes(ROLE_USUARIO);
  return (
    <>
      <Button
        onClick={(e) => setAnchor(e.currentTarget)}
        startIcon={<Person />}
        endIcon={<KeyboardArrowDown />}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-label="Mi cuenta"
        sx={{ maxWidth: { xs: 150, md: 220 } }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</span>
      </Button>
      {anchor && (
        <Suspense fallback={null}>
          <AccountMenuList anchor={anchor} onClose={() => setAnchor(null)} customer={customer} />
        </Suspense>
      )}
    </>
  );
}
