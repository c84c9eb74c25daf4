/**
 * Storefront menu: logo by plan, search, zone and currency selectors, account, categories and zone links.
 * Plain elements (shell.module.css): it renders on every storefront page's first paint.
 */
import { Suspense, useState } from 'react';
import { lazyThemed } from '../../components/mui/lazy-themed';
import { Link } from 'react-router';
import CategoryIcon from '../../components/CategoryIcon';
import PlanLogo from '../../components/PlanLogo';
import CartButton from '../../features/cart/CartButton';
import NotificationBell from '../../features/notifications/NotificationBell';
import SearchBox from '../../features/search/SearchBox';
import { useResolve } from '../../lib/use-website';
import { usePanelsStore } from '../../state/panels';
import { useSessionStore } from '../../state/session';
import { useZoneStore } from '../../state/zone';
import { link } from '../../lib/links';
import AccountMenu from './AccountMenu';
import CurrencySelector from './CurrencySelector';
import { PlainIcon } from '../../components/PlainIcon';
import css from './shell.module.css';
import ZoneLinks from './ZoneLinks';
import ZoneSelector from './ZoneSelector';

const NavDrawer = lazyThemed(() => import('./NavDrawer'));

export default function NormalMenu() {
  const zona = useZoneStore((s) => s.zona);
  const plan = useSessionStore((s) => s.claims?.usuarioTipo.tipo ?? 'normal');
  const toggle = usePanelsStore((s) => s.toggle);
  const iconoCategoria = useResolve().data?.configuracion.iconoCategoria;
  // the phone menu loads on its first opening
  const menuOpened = usePanelsStore((s) => s.open === 'menu');
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  if (menuOpened && !drawerLoaded) setDrawerLoaded(true);
  if (!zona) return null;

  return (
    <>
      <header className={css.header}>
        <div className={`${css.container} ${css.toolbar}`}>
          <button type="button" aria-label="Abrir menú" className={`${css.iconButton} ${css.phoneOnly}`} onClick={() => toggle('menu')}>
            <PlainIcon name="menu" />
          </button>
          <Link to={link('zona', { zona: zona.slug })} aria-label={`Inicio de ${zona.nombre}`} className={css.logo}>
            <PlanLogo plan={plan} height={40} />
          </Link>
          <div className={css.search}>
            <SearchBox zona={zona.slug} />
          </div>
          <div className={css.desktopOnly}>
            <ZoneSelector />
            <CurrencySelector />
          </div>
          <AccountMenu />
          <NotificationBell />
          <CartButton />
        </div>
        <div className={css.bar}>
          <div className={`${css.container} ${css.barToolbar}`}>
            <button type="button" className={`${css.barButton} ${css.categories}`} onClick={() => toggle('categorias')}>
              <CategoryIcon icono={iconoCategoria} />
              Categorías
            </button>
            <ZoneLinks links={zona.linkMenu} />
          </div>
        </div>
      </header>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <NavDrawer />
        </Suspense>
      )}
    </>
  );
}
