/** Storefront menu: logo by plan, search, zone and currency selectors, account, categories and zone links. */
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useState } from 'react';
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
import ZoneLinks from './ZoneLinks';
import ZoneSelector from './ZoneSelector';

const NavDrawer = lazy(() => import('./NavDrawer'));

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
      <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: '1px solid #e2eadf' }}>
        <Container maxWidth="xl" disableGutters>
          <Toolbar sx={{ gap: { xs: 1, md: 2 }, flexWrap: 'wrap', py: 1 }}>
            <IconButton edge="start" aria-label="Abrir menú" sx={{ display: { md: 'none' } }} onClick={() => toggle('menu')}>
              <MenuIcon />
            </IconButton>
            <Link href={link('zona', { zona: zona.slug })} aria-label={`Inicio de ${zona.nombre}`} sx={{ mr: 'auto', flexShrink: 0 }}>
              <PlanLogo plan={plan} height={40} />
            </Link>
            <Box sx={{ order: { xs: 10, md: 0 }, flexBasis: { xs: '100%', md: 'auto' }, flexGrow: { md: 1 }, maxWidth: { md: 560 } }}>
              <SearchBox zona={zona.slug} />
            </Box>
            <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 1, alignItems: 'center', ml: 'auto' }}>
              <ZoneSelector />
              <CurrencySelector />
            </Box>
            <AccountMenu />
            <NotificationBell />
            <CartButton />
          </Toolbar>
        </Container>
        <Box sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText', display: { xs: 'none', md: 'block' } }}>
          <Container maxWidth="xl" disableGutters>
            <Toolbar variant="dense" sx={{ gap: 1, minHeight: 44 }}>
              <Button
                color="inherit"
                startIcon={<CategoryIcon icono={iconoCategoria} />}
                onClick={() => toggle('categorias')}
                sx={{ bgcolor: 'rgba(255,255,255,0.14)', px: 2 }}
              >
                Categorías
              </Button>
              <ZoneLinks links={zona.linkMenu} />
            </Toolbar>
          </Container>
        </Box>
      </AppBar>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <NavDrawer />
        </Suspense>
      )}
    </>
  );
}
