/** The shell around every storefront page: menus, footer and backgrounds as the route declares them. */
import Box from '@mui/material/Box';
import Fade from '@mui/material/Fade';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useCustomerUid } from '../../lib/use-website';
import { usePanelsStore } from '../../state/panels';
import { useUiStore } from '../../state/ui';
import CartSync from '../../features/cart/CartSync';
import AppUpdate from '../../features/app-update/AppUpdate';
import MobileMiniMenu from './MobileMiniMenu';
import NavigationProgress from './NavigationProgress';
import NormalMenu from './NormalMenu';
import SessionWatcher from './SessionWatcher';
import { shellFor } from './shell-config';
import SimpleMenu from './SimpleMenu';

// below the fold or shown on demand: none of them weighs on the first load
const Footer = lazy(() => import('./Footer'));
const AppDialogs = lazy(() => import('./AppDialogs'));
const CategoriesPanel = lazy(() => import('../../features/categories/CategoriesPanel'));
const CartPanel = lazy(() => import('../../features/cart/CartPanel'));
const CouponsPanel = lazy(() => import('../../features/coupons/CouponsPanel'));
const TrackingPanel = lazy(() => import('../../features/orders/TrackingPanel'));
const PendingRatingPrompt = lazy(() => import('../../features/orders/PendingRatingPrompt'));
const NotificationsPanel = lazy(() => import('../../features/notifications/NotificationsPanel'));

const BACKGROUNDS = {
  verde: 'linear-gradient(160deg, #1a7f37 0%, #146c2e 60%, #0f5523 100%)',
  claro: '#f3f7f1',
} as const;

export default function RootLayout() {
  const config = shellFor(useMatches().map((m) => m.handle));
  const location = useLocation();
  const categoriesOpened = usePanelsStore((s) => s.open === 'categorias');
  const closeAll = usePanelsStore((s) => s.closeAll);
  const customer = useCustomerUid() !== null;
  const [panelLoaded, setPanelLoaded] = useState(false);
  if (categoriesOpened && !panelLoaded) setPanelLoaded(true);
  const cartOpened = usePanelsStore((s) => s.open === 'carrito');
  const [cartLoaded, setCartLoaded] = useState(false);
  if (cartOpened && !cartLoaded) setCartLoaded(true);
  const notificationsOpened = usePanelsStore((s) => s.open === 'notificaciones');
  const [notificationsLoaded, setNotificationsLoaded] = useState(false);
  if (notificationsOpened && !notificationsLoaded) setNotificationsLoaded(true);
  const dialogWanted = useUiStore((s) => s.refreshing || s.semanticError || s.alert !== null);
  const [dialogsLoaded, setDialogsLoaded] = useState(false);
  if (dialogWanted && !dialogsLoaded) setDialogsLoaded(true);

  const [firstPath] = useState(location.pathname);

  useEffect(() => {
    window.scrollTo(0, 0);
    closeAll();
  }, [location.pathname, location.search, closeAll]);

  return (
    <Box
      className={`fondo-${config.background}`}
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: BACKGROUNDS[config.background] }}
    >
      <Box
        component="a"
        href="#contenido"
        sx={{ position: 'absolute', left: 8, top: -64, zIndex: 2000, px: 2, py: 1, borderRadius: 2, bgcolor: 'primary.dark', color: '#fff', fontWeight: 700, '&:focus': { top: 8 } }}
      >
        Saltar al contenido
      </Box>
      <NavigationProgress />
      {config.menu === 'normal' && <NormalMenu />}
      {(config.menu === 'simple' || config.menu === 'simplePrime') && <SimpleMenu prime={config.menu === 'simplePrime'} />}
      <Box
        component="main"
        id="contenido"
        tabIndex={-1}
        sx={{ outline: 'none',  flex: 1, pt: config.topPadding ? { xs: 2, md: 3 } : 0, pb: config.miniMenu ? { xs: 10, md: 4 } : 4 }}
      >
        {/* the first page shows at once (its largest paint is not held back); later pages fade in */}
        <Fade key={location.pathname} in appear={location.pathname !== firstPath} timeout={400}>
          <div>
            <Outlet />
          </div>
        </Fade>
      </Box>
      {config.footer && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
      {config.miniMenu && <MobileMiniMenu />}
      {panelLoaded && (
        <Suspense fallback={null}>
          <CategoriesPanel />
        </Suspense>
      )}
      {customer && (
        <Suspense fallback={null}>
          <CouponsPanel />
          <TrackingPanel />
          <PendingRatingPrompt />
        </Suspense>
      )}
      {cartLoaded && (
        <Suspense fallback={null}>
          <CartPanel />
        </Suspense>
      )}
      {notificationsLoaded && (
        <Suspense fallback={null}>
          <NotificationsPanel />
        </Suspense>
      )}
      <CartSync />
      {dialogsLoaded && (
        <Suspense fallback={null}>
          <AppDialogs />
        </Suspense>
      )}
      <SessionWatcher />
      <AppUpdate />
    </Box>
  );
}
