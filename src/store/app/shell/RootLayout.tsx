/** The shell around every storefront page: menus, footer and backgrounds as the route declares them. */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { lazyThemed } from '../../components/mui/lazy-themed';
import { usePainted } from '../../lib/progressive';
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
import css from './shell.module.css';

// below the fold or shown on demand: none of them weighs on the first load; the footer is plain (its
// code is asked for once the first screen has been painted, so it is not part of that screen's load),
// the panels and dialogs use MUI and bring their theme
const Footer = lazy(() => import('./Footer'));
const AppDialogs = lazyThemed(() => import('./AppDialogs'));
const CategoriesPanel = lazyThemed(() => import('../../features/categories/CategoriesPanel'));
const CartPanel = lazyThemed(() => import('../../features/cart/CartPanel'));
const CouponsPanel = lazyThemed(() => import('../../features/coupons/CouponsPanel'));
const TrackingPanel = lazyThemed(() => import('../../features/orders/TrackingPanel'));
const PendingRatingPrompt = lazyThemed(() => import('../../features/orders/PendingRatingPrompt'));
const NotificationsPanel = lazyThemed(() => import('../../features/notifications/NotificationsPanel'));

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
  const painted = usePainted();

  useEffect(() => {
    window.scrollTo(0, 0);
    closeAll();
  }, [location.pathname, location.search, closeAll]);

  const mainClass = [css.main, config.topPadding && css.topPadding, config.miniMenu && css.withMiniMenu].filter(Boolean).join(' ');
  return (
    <div className={`fondo-${config.background} ${css.root} ${css[config.background]}`}>
      <a href="#contenido" className={css.skip}>
        Saltar al contenido
      </a>
      <NavigationProgress />
      {config.menu === 'normal' && <NormalMenu />}
      {(config.menu === 'simple' || config.menu === 'simplePrime') && <SimpleMenu prime={config.menu === 'simplePrime'} />}
      <main id="contenido" tabIndex={-1} className={mainClass}>
        {/* the first page shows at once (its largest paint is not held back); later pages fade in */}
        <div key={location.pathname} className={location.pathname !== firstPath ? css.fadeIn : undefined}>
          <Outlet />
        </div>
      </main>
      {config.footer && painted && (
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
    </div>
  );
}
