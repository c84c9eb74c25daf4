/**
 * Quick lists on the storefront: a zone's active lists (cached, user-independent) and one list's
 * sellable products with their suggested quantities made valid for the caller's plan.
 */
import { asc, eq } from 'drizzle-orm';
import type { ListaRapida, ListaRapidaDetalle, ListasRapidas, ModalidadVentaWire } from '../../shared/contracts/catalog-pages';
import { Estatus, type UsuarioTipoId } from '../../shared/enums';
import { defaultQuantity, maxQuantity } from '../../shared/quantity';
import { cachedRead } from '../cache';
import { dropCatalogPages, type PageResult } from '../catalog/page-cache';
import { listSellable } from '../catalog/sellable';
import { storefront } from '../catalog/storefront';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import { listaRapida, listaRapidaProducto } from './tables';

/** More products than any list holds: a list is shown whole. */
const LIST_MAX_PRODUCTS = 500;

const lists = cachedRead('listas-rapidas', async (db): Promise<Map<number, ListaRapida[]>> => {
  const rows = await db
    .select({
      zonaId: listaRapida.zonaId,
      id: listaRapida.id,
      nombre: listaRapida.nombre,
      slug: listaRapida.slug,
      descripcion: listaRapida.descripcion,
      imagen: listaRapida.imagen,
    })
    .from(listaRapida)
    .where(eq(listaRapida.estatus, Estatus.ACTIVO))
    .orderBy(asc(listaRapida.orden), asc(listaRapida.id));
  const byZone = new Map<number, ListaRapida[]>();
  for (const { zonaId, imagen, ...l } of rows) {
    const zone = byZone.get(zonaId) ?? [];
    zone.push({ ...l, imagen: (imagen ?? null) as ListaRapida['imagen'] });
    byZone.set(zonaId, zone);
  }
  return byZone;
});

/** Call after any change to a quick list or its products. */
export function invalidateQuickLists(db: Db): void {
  lists.invalidate(db);
  dropCatalogPages(db, ['listas']);
}

/** The active quick lists of a zone, in their order. */
export async function zoneQuickLists(db: Db, zonaId: number): Promise<ListaRapida[]> {
  return (await lists.get(db)).get(zonaId) ?? [];
}

export async function quickLists(db: Db, zona: string): Promise<PageResult<ListasRapidas>> {
  const { zonaId } = await storefront(db, zona, null);
  return { body: { listaRapida: await zoneQuickLists(db, zonaId) }, keys: ['listas'] };
}

/**
 * The suggested quantity made a valid choice: at least minimo*unidad, on a grupo*unidad step, at most
 * the stock and maximo*unidad; null when no quantity can be bought (the minimum exceeds the stock).
 */
export function clampQuantity(cantidad: number, m: ModalidadVentaWire, existencia: number): number | null {
  const min = defaultQuantity(m);
  const max = maxQuantity(m, existencia);
  if (min > max) return null;
  const step = Math.max(1, m.grupo) * Math.max(1, m.unidad);
  const wanted = Math.min(Math.max(cantidad, min), max);
  return min + Math.floor((wanted - min) / step) * step;
}

export async function quickListDetail(
  db: Db,
  req: { zona: string; slug: string; usuarioTipoId: UsuarioTipoId | null | undefined },
): Promise<PageResult<ListaRapidaDetalle>> {
  const tienda = await storefront(db, req.zona, req.usuarioTipoId);
  const lista = (await zoneQuickLists(db, tienda.zonaId)).find((l) => l.slug === req.slug);
  if (!lista) throw notFound('Lista rápida no encontrada');
  const enlace = {
    table: listaRapidaProducto,
    productoId: listaRapidaProducto.productoId,
    where: eq(listaRapidaProducto.listaRapidaId, lista.id),
    orden: listaRapidaProducto.orden,
    cantidad: listaRapidaProducto.cantidad,
  };
  const { rows } = await listSellable(db, { ...tienda, scope: { enlace }, limit: LIST_MAX_PRODUCTS, total: false });
  const producto = rows.flatMap((r) => {
    const cantidad = clampQuantity(r.cantidad ?? 1, r.producto.precio.modalidadVenta, r.producto.inventario[0]!.existencia);
    return cantidad === null ? [] : [{ cantidad, producto: r.producto }];
  });
  return { body: { listaRapida: lista, producto }, keys: ['listas', `l:${lista.id}`] };
}
