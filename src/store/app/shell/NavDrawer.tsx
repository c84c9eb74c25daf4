/** The phone menu: zone and currency, the zone's links and the account entries. */
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Logout from '@mui/icons-material/Logout';
import PersonAdd from '@mui/icons-material/PersonAdd';
import Person from '@mui/icons-material/Person';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useLocation } from 'react-router';
import { isAdmin } from '../../../shared/roles';
import PlanLogo from '../../components/PlanLogo';
import { loginUrl } from '../../lib/http-errors';
import { usePanelsStore } from '../../state/panels';
import { useSessionStore } from '../../state/session';
import { useZoneStore } from '../../state/zone';
import { link } from '../../lib/links';
import CurrencySelector from './CurrencySelector';
import ZoneLinksList from './ZoneLinksList';
import ZoneSelector from './ZoneSelector';

export default function NavDrawer() {
  const open = usePanelsStore((s) => s.open === 'menu');
  const closeAll = usePanelsStore((s) => s.closeAll);
  const claims = useSessionStore((s) => s.claims);
  const zona = useZoneStore((s) => s.zona);
  const location = useLocation();

  return (
    <Drawer open={open} onClose={closeAll} slotProps={{ paper: { sx: { width: 300, maxWidth: '85vw' } } }}>
      <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
        <PlanLogo plan={claims?.usuarioTipo.tipo ?? 'normal'} height={36} />
        <ZoneSelector fullWidth />
        <CurrencySelector fullWidth />
      </Box>
      <Divider />
      {zona && zona.linkMenu.length > 0 && <ZoneLinksList links={zona.linkMenu} />}
      <Divider />
      <List dense subheader={<ListSubheader>{claims ? claims.username : 'Mi cuenta'}</ListSubheader>}>
        {claims && isAdmin(claims.roles) && (
          <ListItemButton component="a" href={link('admin')}>
            <ListItemIcon><AdminPanelSettings /></ListItemIcon>
            <ListItemText primary="Admin" />
          </ListItemButton>
        )}
        {claims ? (
          <ListItemButton href={link('logout')}>
            <ListItemIcon><Logout /></ListItemIcon>
            <ListItemText primary="Cerrar Sesión" />
          </ListItemButton>
        ) : (
          <>
            <ListItemButton href={loginUrl(location.pathname + location.search)}>
              <ListItemIcon><Person /></ListItemIcon>
              <ListItemText primary="Ingresar" />
            </ListItemButton>
            <ListItemButton href={link('registro')}>
              <ListItemIcon><PersonAdd /></ListItemIcon>
              <ListItemText primary="Crear cuenta" />
            </ListItemButton>
          </>
        )}
      </List>
    </Drawer>
  );
}
