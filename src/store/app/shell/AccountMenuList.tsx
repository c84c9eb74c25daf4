/** The open account menu (loaded on the first click of the header's account button). */
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import AccountCircle from '@mui/icons-material/AccountCircle';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import LocalOffer from '@mui/icons-material/LocalOffer';
import LocalShipping from '@mui/icons-material/LocalShipping';
import Logout from '@mui/icons-material/Logout';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Redeem from '@mui/icons-material/Redeem';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useNavigate } from 'react-router';
import { isAdmin } from '../../../shared/roles';
import { link } from '../../lib/links';
import { formatCaracasDateTime } from '../../lib/time';
import { usePanelsStore } from '../../state/panels';
import { useSessionStore } from '../../state/session';

interface Props {
  anchor: HTMLElement;
  onClose(): void;
  customer: boolean;
}

export default function AccountMenuList({ anchor, onClose, customer }: Props) {
  const claims = useSessionStore((s) => s.claims);
  const navigate = useNavigate();
  const show = usePanelsStore((s) => s.show);
  if (!claims) return null;
  return (
  <Menu anchorEl={anchor} open onClose={onClose} onClick={onClose}>
    <ListItemText
      sx={{ px: 2, py: 1 }}
      primary={claims.username}
      secondary={`Sesión activa hasta el ${formatCaracasDateTime(claims.exp * 1000)}`}
    />
    <Divider />
    {customer && [
      <MenuItem key="perfil" onClick={() => navigate(link('miCuenta'))}>
        <ListItemIcon>
          <AccountCircle fontSize="small" />
        </ListItemIcon>
        Mi perfil
      </MenuItem>,
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
      <MenuItem key="saldo" onClick={() => navigate(link('tarjetaSaldo'))}>
        <ListItemIcon>
          <AccountBalanceWallet fontSize="small" />
        </ListItemIcon>
        Saldo TZM
      </MenuItem>,
      <MenuItem key="comparte" onClick={() => navigate(link('comparteYGana'))}>
        <ListItemIcon>
          <Redeem fontSize="small" />
        </ListItemIcon>
        Comparte y gana
      </MenuItem>,
      <MenuItem key="rastreo" onClick={() => show('rastreo')}>
        <ListItemIcon>
          <LocalShipping fontSize="small" />
        </ListItemIcon>
        Rastreo
      </MenuItem>,
      claims.usuarioTipo.tipo !== 'mayorista' && (
        <MenuItem key="prime" onClick={() => navigate(link('prime'))}>
          <ListItemIcon>
            <WorkspacePremium fontSize="small" />
          </ListItemIcon>
          {claims.usuarioTipo.tipo === 'prime' ? 'Mi membresía PRIME' : 'Hágase PRIME'}
        </MenuItem>
      ),
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
  );
}
