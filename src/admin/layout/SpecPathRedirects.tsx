/**
 * The admin paths of spec section 2 (`registrar`, `{id}/editar`, `{id}/imagen`) lead to react-admin's own
 * pages (`create`, `{id}`), replacing the history entry, so links written from the spec keep working.
 */
import { CustomRoutes, Navigate, useCreatePath, useLocation, useParams } from 'react-admin';
import { Route } from 'react-router-dom';

type Target = 'create' | 'edit' | 'show';

function SpecPathRedirect({ resource, type }: { resource: string; type: Target }) {
  const createPath = useCreatePath();
  const { id } = useParams<{ id: string }>();
  const { search } = useLocation();
  return <Navigate to={`${createPath({ resource, type, id })}${search}`} replace />;
}

/** Routes for Admin's children: `{specPathRoutes('categoria')}` next to `<Resource name="categoria" />`. */
export function specPathRoutes(resource: string, key?: string) {
  return (
    <CustomRoutes key={key}>
      <Route path={`/${resource}/registrar`} element={<SpecPathRedirect resource={resource} type="create" />} />
      <Route path={`/${resource}/:id/editar`} element={<SpecPathRedirect resource={resource} type="edit" />} />
      <Route path={`/${resource}/:id/imagen`} element={<SpecPathRedirect resource={resource} type="edit" />} />
    </CustomRoutes>
  );
}

/** For read-only resources: the spec's `{id}` path opens react-admin's show page (`/pedido/7` -> `/pedido/7/show`). */
export function specShowRoute(resource: string, key?: string) {
  return (
    <CustomRoutes key={key}>
      <Route path={`/${resource}/:id`} element={<SpecPathRedirect resource={resource} type="show" />} />
    </CustomRoutes>
  );
}
