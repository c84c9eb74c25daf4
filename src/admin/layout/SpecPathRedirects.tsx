/**
 * The admin paths of spec section 2 (`registrar`, `{id}/editar`, `{id}/imagen`, and the nested inventory and
 * branch paths) lead to react-admin's own pages (`create`, `{id}`, `{id}/show`), replacing the history entry,
 * so links written from the spec keep working.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CustomRoutes, Loading, Navigate, useCreatePath, useDataProvider, useLocation, useNotify, useParams } from 'react-admin';
import { Route } from 'react-router-dom';
import type { InventarioDataFiltro, InventarioFila } from '../../shared/contracts/admin-inventory';
import type { AdminDataProvider } from '../providers/data-provider';

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

/** Waits for `resolve` (an id or a path), then replaces the history entry with where it leads. */
function ResolvedRedirect({ resolve, fallback }: { resolve: () => Promise<string>; fallback: string }) {
  const notify = useNotify();
  const { pathname } = useLocation();
  const target = useQuery({ queryKey: ['spec-path', pathname], queryFn: resolve, retry: false, staleTime: 0, gcTime: 0 });
  useEffect(() => {
    if (target.isError) notify('ra.page.not_found', { type: 'warning' });
  }, [target.isError, notify]);
  if (target.isPending) return <Loading />;
  return <Navigate to={target.isError ? fallback : target.data} replace />;
}

/**
 * Spec section 2's inventory paths: `inventario/zona/{zona}` is the grid filtered to the zone (slug or id),
 * `/registrar` the registration, `/{inventario}` a row's page, and
 * `inventario/zona/{zona}/sucursal/{sucursal}/producto/{producto}` (its `/precio`) the row of that product
 * at that branch (its page; the price editor).
 */
function InventarioZona() {
  const { zona = '' } = useParams<{ zona: string }>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  return (
    <ResolvedRedirect
      fallback="/inventario"
      resolve={async () => {
        const { zonas } = await dataProvider.getCustom<InventarioDataFiltro>('inventario/datafiltro');
        const found = zonas.find((z) => z.slug === zona || String(z.id) === zona);
        if (!found) throw new Error('zona');
        return `/inventario?${new URLSearchParams({ filter: JSON.stringify({ zonaId: found.id }) })}`;
      }}
    />
  );
}

function InventarioDeProducto({ precio }: { precio?: boolean }) {
  const { zona = '', sucursal = '', producto = '' } = useParams<{ zona: string; sucursal: string; producto: string }>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  return (
    <ResolvedRedirect
      fallback="/inventario"
      resolve={async () => {
        const path = `inventario/zona/${encodeURIComponent(zona)}/sucursal/${encodeURIComponent(sucursal)}/producto/${encodeURIComponent(producto)}`;
        const row = await dataProvider.getCustom<InventarioFila>(path);
        return precio ? `/inventario/${row.id}` : `/inventario/${row.id}/show`;
      }}
    />
  );
}

function ShowWith({ resource, param, name = 'sucursal' }: { resource: string; param?: (p: Record<string, string | undefined>) => string; name?: string }) {
  const createPath = useCreatePath();
  const params = useParams();
  const search = param ? `?${new URLSearchParams({ [name]: param(params) })}` : '';
  return <Navigate to={`${createPath({ resource, type: 'show', id: params.id })}${search}`} replace />;
}

/** The spec's nested paths of the inventory area and of a store's branches (`tienda/{t}/sucursal/...`). */
export function nestedSpecRoutes() {
  return (
    <CustomRoutes key="nested-spec-paths">
      <Route path="/inventario/zona/:zona" element={<InventarioZona />} />
      <Route path="/inventario/zona/:zona/registrar" element={<Navigate to="/inventario/create" replace />} />
      <Route path="/inventario/zona/:zona/:id" element={<SpecPathRedirect resource="inventario" type="show" />} />
      <Route path="/inventario/zona/:zona/sucursal/:sucursal/producto/:producto" element={<InventarioDeProducto />} />
      <Route path="/inventario/zona/:zona/sucursal/:sucursal/producto/:producto/precio" element={<InventarioDeProducto precio />} />
      {/* a store's page holds its branches; `?sucursal=` opens the registration or a branch's dialog */}
      {/* a customer's page with the block dialog open */}
      <Route path="/cliente/:id/bloqueo" element={<ShowWith resource="cliente" name="accion" param={() => 'bloqueo'} />} />
      <Route path="/tienda/:id/sucursal" element={<ShowWith resource="tienda" />} />
      <Route path="/tienda/:id/sucursal/registrar" element={<ShowWith resource="tienda" param={() => 'registrar'} />} />
      <Route path="/tienda/:id/sucursal/:sucursal" element={<ShowWith resource="tienda" param={(p) => p.sucursal ?? ''} />} />
      <Route path="/tienda/:id/sucursal/:sucursal/editar" element={<ShowWith resource="tienda" param={(p) => p.sucursal ?? ''} />} />
    </CustomRoutes>
  );
}
