/** Back-office stock and prices: the rules of price entries, their audit shape, and publishing after a commit. */
import { INVENTARIO_MENSAJES as M, type PrecioBody, type PrecioFila } from '../../shared/contracts/admin-inventory';
import { usuarioTipoPorId, type UsuarioTipoId } from '../../shared/enums';
import { MAX_EXISTENCIA, precioErrors, type PrecioReglas } from '../../shared/price-rules';
import { catalogTotalsChanged } from '../catalog/admin-totals';
import type { Db } from '../db/client';
import { unprocessable, type FieldErrors } from '../errors';
import { reindexProducts } from '../search/sync';

export const PLANES: UsuarioTipoId[] = [1, 2, 3];

export const planNombre = (tipo: number) => usuarioTipoPorId[tipo as UsuarioTipoId] ?? String(tipo);

/** Field errors of price entries (`precios.<i>.<campo>`), with each plan at most once. */
export function preciosErrors(precios: PrecioBody[], requireAll: boolean): FieldErrors {
  const errores: FieldErrors = {};
  const seen = new Set<number>();
  precios.forEach((p, i) => {
    if (seen.has(p.usuarioTipo)) errores[`precios.${i}.usuarioTipo`] = M.planRepetido;
    seen.add(p.usuarioTipo);
    for (const [campo, mensaje] of Object.entries(precioErrors(p))) errores[`precios.${i}.${campo}`] = mensaje;
  });
  if (requireAll && !PLANES.every((t) => seen.has(t))) errores.precios = M.planesFaltantes;
  return errores;
}

/** A price entry's columns (the inventory routes and the CSV import); maximo 0 is no maximum. */
export const precioValues = (p: PrecioReglas) => ({
  precio: p.precio,
  oferta: p.oferta,
  minimo: p.minimo,
  maximo: p.maximo === 0 ? null : p.maximo,
  grupo: p.grupo,
  unidad: p.unidad,
});

/** A row's prices as flat audit fields: {'normal.precio': '1.00', 'prime.oferta': ...}. */
export function flatPrices(precios: Pick<PrecioFila, 'usuarioTipo' | 'precio' | 'oferta' | 'minimo' | 'maximo' | 'grupo' | 'unidad'>[]) {
  const out: Record<string, unknown> = {};
  for (const p of precios) {
    const plan = planNombre(p.usuarioTipo);
    out[`${plan}.precio`] = p.precio;
    out[`${plan}.oferta`] = p.oferta;
    out[`${plan}.minimo`] = p.minimo;
    out[`${plan}.maximo`] = p.maximo;
    out[`${plan}.grupo`] = p.grupo;
    out[`${plan}.unidad`] = p.unidad;
  }
  return out;
}

/** After a commit: the products' prices and stock into search (sold out leaves it at once). */
export async function publish(db: Db, productoIds: number[]): Promise<void> {
  catalogTotalsChanged(db);
  await reindexProducts(db, productoIds, 'disponibilidad');
}

/** A stock adjustment (one row or a selection): not 0, and within ±MAX_EXISTENCIA; 422 on `ajuste` otherwise. */
export function checkAjuste(n: number): void {
  if (n === 0) throw unprocessable(M.ajusteCero, { ajuste: M.ajusteCero });
  if (Math.abs(n) > MAX_EXISTENCIA) {
    const mensaje = `El ajuste debe estar entre -${MAX_EXISTENCIA} y ${MAX_EXISTENCIA}`;
    throw unprocessable(mensaje, { ajuste: mensaje });
  }
}
