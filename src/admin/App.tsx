/**
 * The back office: react-admin under /admin, Spanish, one Resource per admin area. It brings its own
 * browser router based at /admin (react-admin alone would create a hash router), so its URLs are
 * /admin/categoria...; the spec's own paths (/admin/categoria/registrar, /{id}/editar, /{id}/imagen)
 * redirect to those.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { lazy, type ComponentType } from 'react';
import { Admin, localStorageStore, Navigate, Resource } from 'react-admin';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import es from './i18n/es';
import { AccessDenied, accessDeniedPath } from './layout/AccessDenied';
import { Dashboard } from './layout/Dashboard';
import { Layout } from './layout/Layout';
import { LoginPage } from './layout/LoginPage';
import { nestedSpecRoutes, specPathRoutes, specShowRoute } from './layout/SpecPathRedirects';
import { theme } from './layout/theme';
import { authProvider, dataProvider, queryClient, session } from './providers';
import { accessDenial } from './providers/auth-provider';
import { ADMIN_RESOURCES, type AdminResource, type View } from './resources';

const i18nProvider = polyglotI18nProvider(() => es, 'es', [{ locale: 'es', name: 'Español' }], { allowMissing: true });

const store = localStorageStore(undefined, 'mz-admin');

/**
 * An area's view as a lazy component: the area's chunk loads the first time one of its pages opens, and
 * only for staff holding its role; others get the 'Área restringida' page without any request of the area.
 */
function lazyView(resource: AdminResource, view: View): ComponentType | undefined {
  if (!resource.views.includes(view)) return undefined;
  const Lazy = lazy(() =>
    resource.load().then((module) => {
      const component = module.default[view];
      if (!component) throw new Error(`La sección ${resource.name} no tiene la vista ${view}`);
      return { default: component };
    }),
  );
  return function GuardedView() {
    const denial = accessDenial(session.claims()?.roles ?? null, resource.name);
    if (denial === 'area' || denial === 'zona') return <Navigate to={accessDeniedPath(denial)} replace />;
    return <Lazy />;
  };
}

const resources = ADMIN_RESOURCES.map((r) => ({
  definition: r,
  list: lazyView(r, 'list'),
  create: lazyView(r, 'create'),
  edit: lazyView(r, 'edit'),
  show: lazyView(r, 'show'),
}));

function BackOffice() {
  return (
    <Admin
      title="Mercado en Zonas · Administración"
      dataProvider={dataProvider}
      authProvider={authProvider}
      queryClient={queryClient}
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
      {resources.map(({ definition, ...views }) => (
        <Resource key={definition.name} name={definition.name} recordRepresentation={definition.recordRepresentation} {...views} />
      ))}
      {resources.map(({ definition: { name, specPaths } }) =>
        specPaths === 'crud' ? specPathRoutes(name, name) : specPaths === 'show' ? specShowRoute(name, name) : null,
      )}
      {nestedSpecRoutes()}
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
