/** Bottom mini menu on phones: storefront home, categories, the cart, a customer's notifications and the menu drawer. */
import Category from '@mui/icons-material/Category';
import Home from '@mui/icons-material/Home';
import MenuIcon from '@mui/icons-material/Menu';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Badge from '@mui/material/Badge';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import { useLocation, useNavigate } from 'react-router';
import { useCartView } from '../../features/cart/use-cart';
import { bellLabel, useUnreadNotifications } from '../../features/notifications/use-unread';
import { usePanelsStore } from '../../state/panels';
import { useZoneStore } from '../../state/zone';
import { link } from '../../lib/links';

export default function MobileMiniMenu() {
  const slug = useZoneStore((s) => s.zona?.slug);
  const { open, toggle } = usePanelsStore();
  const navigate = useNavigate();
  const location = useLocation();
  const home = slug ? link('zona', { zona: slug }) : link('inicio');
  const cart = useCartView();
  const cartCount = cart.lines.length;
  const avisos = useUnreadNotifications();
  const value = open ?? (location.pathname === home ? 'inicio' : null);

  return (
    <Paper
      elevation={8}
      sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, display: { xs: 'block', md: 'none' }, zIndex: (t) => t.zIndex.drawer + 2, borderRadius: 0 }}
    >
      <BottomNavigation
        showLabels
        value={value}
        component="nav"
        aria-label="Menú inferior"
        sx={{ '& .MuiBottomNavigationAction-root': { minWidth: 0, px: 0.5 } }}
      >
        <BottomNavigationAction label="Inicio" value="inicio" icon={<Home />} onClick={() => navigate(home)} />
        <BottomNavigationAction label="Categorías" value="categorias" icon={<Category />} onClick={() => toggle('categorias')} />
        <BottomNavigationAction
          label={cart.uid ? `Carrito #${cart.pagina + 1}` : 'Carrito'}
          value="carrito"
          icon={
            <Badge badgeContent={cartCount} color="secondary" max={99}>
              <ShoppingCartOutlined />
            </Badge>
          }
          onClick={() => toggle('carrito')}
        />
        {avisos.uid && (
          <BottomNavigationAction
            label="Avisos"
            value="notificaciones"
            aria-label={bellLabel(avisos.unread)}
            data-testid="campana-movil"
            icon={
              <Badge badgeContent={avisos.unread} color="error" max={99}>
                <NotificationsOutlined />
              </Badge>
            }
            onClick={() => toggle('notificaciones')}
          />
        )}
        <BottomNavigationAction label="Menú" value="menu" icon={<MenuIcon />} onClick={() => toggle('menu')} />
      </BottomNavigation>
    </Paper>
  );
}
