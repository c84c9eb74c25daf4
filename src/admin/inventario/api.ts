/**
 * The inventory area's calls beyond ra-data-simple-rest: POST verbs (registrar, bulk offer and stock with
 * preview) and the stock and price routes addressed by zone, branch and product.
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type {
  ExistenciaBody,
  InventarioDataFiltro,
  InventarioFila,
  InventarioProductoOpcion,
  InventarioRegistrarBody,
  LoteExistenciaBody,
  LoteExistenciaRespuesta,
  LoteOfertaBody,
  LoteOfertaRespuesta,
  PreciosBody,
} from '../../shared/contracts/admin-inventory';
import { session } from '../providers';
import type { AdminDataProvider } from '../providers/data-provider';
import { API_BASE, createHttpClient } from '../providers/http';

const http = createHttpClient({ fetch: (input, init) => fetch(input, init), cookies: () => document.cookie, token: () => session.freshToken() });
const ADMIN = `${API_BASE}/admin/inventario`;

async function send<T>(method: 'POST' | 'PUT', path: string, body: unknown): Promise<T> {
  const { json } = await http(`${ADMIN}/${path}`, { method, body: JSON.stringify(body) });
  return json as T;
}

/** `zona/<slug>/sucursal/<id>/producto/<id>`: where a row's stock and prices live. */
export const rowPath = (r: Pick<InventarioFila, 'zonaSlug' | 'sucursalId' | 'productoId'>) =>
  `zona/${encodeURIComponent(r.zonaSlug)}/sucursal/${r.sucursalId}/producto/${r.productoId}`;

export const inventarioApi = {
  registrar: (body: InventarioRegistrarBody) => send<InventarioFila>('POST', 'registrar', body),
  ajustar: (r: InventarioFila, body: ExistenciaBody) => send<InventarioFila>('PUT', rowPath(r), body),
  precios: (r: InventarioFila, body: PreciosBody) => send<InventarioFila>('PUT', `${rowPath(r)}/precio`, body),
  loteOferta: (body: LoteOfertaBody) => send<LoteOfertaRespuesta>('POST', 'lote/oferta', body),
  loteExistencia: (body: LoteExistenciaBody) => send<LoteExistenciaRespuesta>('POST', 'lote/existencia', body),
  productos: async (q: string) => (await http(`${ADMIN}/productos?q=${encodeURIComponent(q)}`)).json as InventarioProductoOpcion[],
};

/** GET /admin/inventario/datafiltro: the caller's zones and their branches. */
export function useDataFiltro() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: ['inventario', 'datafiltro'],
    queryFn: () => dataProvider.getCustom<InventarioDataFiltro>('inventario/datafiltro'),
    staleTime: 60_000,
  });
}

/** The message of a failed call: the server's field error for `field` first, then its general message. */
export function errorText(error: unknown, field?: string): string {
  const e = error as { message?: string; body?: { errores?: Record<string, string> } };
  const errores = e.body?.errores ?? {};
  return (field && errores[field]) || Object.values(errores)[0] || e.message || 'Error';
}
