/**
 * The back office: react-admin under /admin, Spanish, one Resource per admin area. It brings its own
 * browser router based at /admin (react-admin alone would create a hash router), so its URLs are
 * /admin/categoria...; the spec's own paths (/admin/categoria/registrar, /{id}/editar, /{id}/imagen)
 * redirect to those.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { Admin, localStorageStore, Resource } from 'react-admin';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import categoria from './categoria';
import cupon from './cupon';
import es from './i18n/es';
import { AccessDenied } from './layout/AccessDenied';
import { Dashboard } from './layout/Dashboard';
import { Layout } from './layout/Layout';
import { LoginPage } from './layout/LoginPage';
import { specPathRoutes, specShowRoute } from './layout/SpecPathRedirects';
import { theme } from './layout/theme';
import pedido from './pedido';
import { authProvider, dataProvider } from './providers';

const i18nProvider = polyglotI18nProvider(() => es, 'es', [{ locale: 'es', name: 'Español' }], { allowMissing: true });

const store = localStorageStore(undefined, 'mz-admin');

function BackOffice() {
  return (
    <Admin
      title="Mercado en Zonas · Administración"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      layout={Layout}
      loginPage={LoginPage}
      dashboard={Dashboard}
      accessDenied={AccessDenied}
      theme={theme}
      darkTheme={null}
      requireAuth
      disableTelemetry
    >
      <Resource name="categoria" {...categoria} />
      {specPathRoutes('categoria')}
      <Resource name="pedido" {...pedido} />
      {specShowRoute('pedido')}
      <Resource name="cupon" {...cupon} />
      {specPathRoutes('cupon')}
    </Admin>
  );
}

// the router owns the /admin prefix, so every link of the back office (react-admin's and ours) stays under it
const router = createBrowserRouter([{ path: '/*', element: <BackOffice /> }], { basename: '/admin' });

/**
 * Router updates are applied at once, not as React transitions: with transitions, react-admin's logout of
 * an anonymous visitor (LogoutOnMount, re-mounted by every failed auth check) keeps interrupting the
 * pending move to /admin/login, which then loops on history.pushState for seconds.
 */
export default function App() {
  return <RouterProvider router={router} useTransitions={false} />;
}
