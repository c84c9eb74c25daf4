import { useEffect, type ReactNode } from 'react';
import { Layout as RaLayout, useLocation } from 'react-admin';
import { AppBar } from './AppBar';
import { Menu } from './Menu';

/**
 * Writes the path of the screen just shown on the content element (`data-ruta`, invisible), after the
 * screen has rendered: it sits inside the layout's Suspense after the screen, so its effect runs only once
 * the screen's tree has committed (not while the screen's chunk loads) and after the screen's own effects
 * have started its queries. Browser tests wait for it after navigating within the app.
 */
function RouteRendered() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.getElementById('main-content')?.setAttribute('data-ruta', window.location.pathname);
  }, [pathname]);
  return null;
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={AppBar} menu={Menu}>
      {children}
      <RouteRendered />
    </RaLayout>
  );
}
