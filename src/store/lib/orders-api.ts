/**
 * Calls of checkout, orders, tracking, ratings and coupons (contracts in shared/contracts/orders.ts and
 * coupons.ts). Keyed by the customer's uid so another login never sees cached data of the previous one.
 * Each call passes the statuses whose messages its screen shows itself.
 */
import { queryOptions } from '@tanstack/react-query';
import type { CuponAplicado, CuponesUsuario } from '../../shared/contracts/coupons';
import type {
  CalificacionFila,
  DireccionUsuario,
  FormPago,
  NuevaCalificacion,
  NuevaDireccion,
  OrdenCompleta,
  OrdenesPagina,
  OrdenRegistrada,
  OrdenResumen,
  RastreoListado,
  RegistrarOrden,
} from '../../shared/contracts/orders';
import { api } from './api';

export type {
  CalificacionFila,
  CuponAplicado,
  DireccionUsuario,
  FormPago,
  NuevaCalificacion,
  OrdenCompleta,
  OrdenResumen,
  RegistrarOrden,
};
export type { CuponUsable, Express, MetodoPagoOpcion, Ventana } from '../../shared/contracts/orders';

/** Query keys of this module, for invalidation after an order or a rating. */
export const ordersKeys = {
  all: (uid: string | null) => ['usuario', uid, 'orden'] as const,
  formPago: (uid: string | null, zona: string, pagina: number) => ['usuario', uid, 'formpago', zona, pagina] as const,
  rastreo: (uid: string | null) => ['usuario', uid, 'orden', 'rastreo'] as const,
  cupones: (uid: string | null, zona?: string | null) => (zona === undefined ? ['usuario', uid, 'cupon'] : ['usuario', uid, 'cupon', zona]) as readonly unknown[],
};

/** Needs the checkout page's data fresh on each visit: stock, prices and balance change. */
export function formPagoQuery(uid: string | null, zona: string, pagina: number) {
  return queryOptions({
    queryKey: ordersKeys.formPago(uid, zona, pagina),
    queryFn: () => api.get<FormPago>(`/usuario/orden/zona/${encodeURIComponent(zona)}/pagina/${pagina}/formpago`),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

export function registrarOrden(zona: string, pagina: number, body: RegistrarOrden) {
  return api.post<OrdenRegistrada>(`/usuario/orden/zona/${encodeURIComponent(zona)}/pagina/${pagina}/registrar`, body, {
    passErrors: [400, 409, 422],
  });
}

export function aplicarCupon(carritoId: number, codigo: string) {
  return api.get<CuponAplicado>(`/usuario/carrito/${carritoId}/cupon/${encodeURIComponent(codigo)}/aplicar`, {
    passErrors: [400, 404, 422],
  });
}

export function guardarDireccion(zona: string, body: NuevaDireccion) {
  return api.post<DireccionUsuario>(`/usuario/direccion/zona/${encodeURIComponent(zona)}`, body, { passErrors: [400, 422] });
}

/** The tracking panel's list; loaded when the panel first opens, kept until an order changes it. */
export function rastreoQuery(uid: string | null) {
  return queryOptions({
    queryKey: ordersKeys.rastreo(uid),
    queryFn: () => api.get<RastreoListado>('/usuario/rastreo/listado'),
    staleTime: Infinity,
  });
}

/** The 'Mis Cupones' panel's list of a zone; loaded when the panel first opens. */
export function cuponesUsuarioQuery(uid: string | null, zona: string | null) {
  return queryOptions({
    queryKey: ordersKeys.cupones(uid, zona),
    queryFn: () => api.get<CuponesUsuario>(`/usuario/cupon/cuponesusuario/${encodeURIComponent(zona ?? '')}`),
    staleTime: Infinity,
  });
}

export function ordenesQuery(uid: string | null, pagina: number) {
  return queryOptions({
    queryKey: [...ordersKeys.all(uid), 'pagina', pagina],
    queryFn: () => api.get<OrdenesPagina>(`/usuario/orden/pagina/${pagina}`),
  });
}

/** The zone slug of the customer's latest order (first of page 1), null without orders or on any failure. */
export async function lastOrderZone(): Promise<string | null> {
  try {
    const page = await api.get<OrdenesPagina>('/usuario/orden/pagina/1', { passErrors: 'all' });
    return page?.orden[0]?.zona.slug ?? null;
  } catch {
    return null;
  }
}

export function ordenQuery(uid: string | null, id: number) {
  return queryOptions({
    queryKey: [...ordersKeys.all(uid), 'detalle', id],
    queryFn: () => api.get<OrdenCompleta>(`/usuario/orden/${id}/usuario`),
  });
}

export function calificacionesQuery(uid: string | null) {
  return queryOptions({
    queryKey: [...ordersKeys.all(uid), 'calificaciones'],
    queryFn: () => api.get<{ calificacion: CalificacionFila[] }>('/usuario/orden/calificaciones'),
  });
}

/** The prompt after login stays quiet on any failure: it is a reminder, not a page. */
export function calificacionPendienteQuery(uid: string | null) {
  return queryOptions({
    queryKey: [...ordersKeys.all(uid), 'calificacion', 'pendiente'],
    queryFn: () => api.get<{ orden: OrdenResumen | null }>('/usuario/orden/calificacion/pendiente', { passErrors: 'all' }),
    staleTime: Infinity,
    retry: false,
  });
}

export function calificar(body: NuevaCalificacion) {
  return api.post<unknown>('/usuario/orden/calificacion', body, { passErrors: [400, 409, 422] });
}
