/** Account dropdown for customers (Admin for staff, Cerrar Sesión) or the 'Ingresar' link for guests. */
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import LocalOffer from '@mui/icons-material/LocalOffer';
import LocalShipping from '@mui/icons-material/LocalShipping';
import Logout from '@mui/icons-material/Logout';
import Person from '@mui/icons-material/Person';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isAdmin, ROLE_USUARIO } from '../../../shared/roles';
import { loginUrl } from '../../lib/http-errors';
import { formatCaracasDateTime } from '../../lib/time';
import { useProfile } from '../../lib/use-website';
import { usePanelsStore } from '../../state/panels';
import { useSessionStore } from '../../state/session';
import { link } from '../../lib/links';

export default function AccountMenu() {
  const claims = useSessionStore((s) => s.claims);
  const location = useLocation();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const show = usePanelsStore((s) => s.show);
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
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} onClick={() => setAnchor(null)}>
        <ListItemText
          sx={{ px: 2, py: 1 }}
          primary={claims.username}
          secondary={`Sesión activa hasta el ${formatCaracasDateTime(claims.exp * 1000)}`}
        />
        <Divider />
        {customer && [
          <MenuItem key="pedidos" onClick={() => navigate(link('misPedidos'))}>
            <ListItemIcon>
              <ReceiptLong fontSize="small" />
            </ListItemIcon>
            Mis pedidos
          </MenuItem>,
          <MenuItem key="cupones" onClick={() => show('cupones')}>
            <ListItemIcon>
              <LocalOffer fontSize="small" />
            </ListItemIcon>
            Mis Cupones
          </MenuItem>,
          <MenuItem key="rastreo" onClick={() => show('rastreo')}>
            <ListItemIcon>
              <LocalShipping fontSize="small" />
            </ListItemIcon>
            Rastreo
          </MenuItem>,
        ]}
        {isAdmin(claims.roles) && (
          <MenuItem component="a" href={link('admin')}>
            <ListItemIcon>
              <AdminPanelSettings fontSize="small" />
            </ListItemIcon>
            Admin
          </MenuItem>
        )}
        <MenuItem onClick={() => navigate(link('logout'))}>
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          Cerrar Sesión
        </MenuItem>
      </Menu>
    </>
  );
}
