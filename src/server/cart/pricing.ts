/**
 * Cart lines priced for the caller's plan: the sellable rule (catalog/sellable-by-ids.ts) gives the price, sale mode and stock of the
 * zone's selling branch; a product it does not return is shown as NO_DISPONIBLE (no price, no stock).
 * Totals count ACTIVO lines only.
 */
import { inArray } from 'drizzle-orm';
import type { CarritoPagina, LineaCarrito, ProductoCarrito } from '../../shared/contracts/cart';
import { CarritoDetalleEstatus, carritoDetalleEstatusMensaje, type CarritoDetalleEstatusId, type UsuarioTipoId, type UsuarioTipoNombre } from '../../shared/enums';
import { cartTotals } from '../../shared/order-totals';
import { checkQuantity, type ModalidadVenta } from '../../shared/quantity';
import { type SellableRow } from '../catalog/sellable';
import { sellableByIds } from '../catalog/sellable-by-ids';
import { producto } from '../catalog/tables';
import type { Db, Tx } from '../db/client';
import { soldOutProducts } from '../inventory/service';
import type { StoredLine, StoredPage } from './repository';

/** Who a cart belongs to and whose prices apply (the request's principal fits). */
export interface Cliente {
  id: number;
  usuarioTipoId: UsuarioTipoId;
  usuarioTipo: UsuarioTipoNombre;
}

/**
 * What the caller's plan can buy of these products in the zone, by product id (products not sold are
 * absent): the listing query's answer for these ids, through its narrow prepared form (sellableByIds).
 * A read: checkout must still take the stock through the guarded update.
 */
export async function priceLines(
  db: Db | Tx,
  zonaId: number,
  usuarioTipoId: UsuarioTipoId,
  productoIds: number[],
): Promise<Map<number, SellableRow>> {
  const rows = await sellableByIds(db, zonaId, usuarioTipoId, productoIds);
  return new Map(rows.map((r) => [r.producto.id, r]));
}

type ProductoBase = Omit<ProductoCarrito, 'precio' | 'existencia'>;

/** Products of a cart with their prices, and the plain description of those that are not sold. */
export interface CartCatalog {
  sellable: Map<number, SellableRow>;
  unsold: Map<number, ProductoBase>;
  /** Not sold only because the zone has no stock left of it for the plan. */
  agotados: Set<number>;
}

/** `known`: rows this request already priced (a save prices its lines first); only the others are read. */
export async function loadCatalog(
  db: Db | Tx,
  zonaId: number,
  usuarioTipoId: UsuarioTipoId,
  productoIds: number[],
  known: Map<number, SellableRow> = new Map(),
): Promise<CartCatalog> {
  const sellable = new Map(known);
  for (const [id, row] of await priceLines(db, zonaId, usuarioTipoId, productoIds.filter((id) => !known.has(id)))) sellable.set(id, row);
  const missing = [...new Set(productoIds)].filter((id) => !sellable.has(id));
  const unsold = new Map<number, ProductoBase>();
  const agotados = await soldOutProducts(db, zonaId, usuarioTipoId, missing);
  if (missing.length) {
    const rows = await db
      .select({ id: producto.id, slug: producto.slug, nombre: producto.nombre, imagen: producto.principalImagen, impuesto: producto.impuesto })
      .from(producto)
      .where(inArray(producto.id, missing));
    for (const r of rows) unsold.set(r.id, { ...r, imagen: (r.imagen ?? null) as ProductoBase['imagen'] });
  }
  return { sellable, unsold, agotados };
}

export function modalidadOf(row: SellableRow): ModalidadVenta {
  return row.producto.precio.modalidadVenta;
}

export function existenciaOf(row: SellableRow): number {
  return row.producto.inventario[0]?.existencia ?? 0;
}

/**
 * The status of a quantity of a product: INVENTARIO_INSUFICIENTE when only the stock is missing,
 * NO_DISPONIBLE when the plan cannot buy it at all.
 */
export function lineStatus(cantidad: number, row: SellableRow | undefined, agotado = false): CarritoDetalleEstatusId {
  if (row) return checkQuantity(cantidad, modalidadOf(row), existenciaOf(row));
  return agotado ? CarritoDetalleEstatus.INVENTARIO_INSUFICIENTE : CarritoDetalleEstatus.NO_DISPONIBLE;
}

/** The product's name for messages, whether it is sold or not. */
export function productName(catalog: CartCatalog, productoId: number): string {
  return catalog.sellable.get(productoId)?.producto.nombre ?? catalog.unsold.get(productoId)?.nombre ?? `Producto ${productoId}`;
}

function priceLine(line: StoredLine, catalog: CartCatalog): LineaCarrito | null {
  const row = catalog.sellable.get(line.productoId);
  const estatus = lineStatus(line.cantidad, row, catalog.agotados.has(line.productoId));
  const mensaje = carritoDetalleEstatusMensaje[estatus];
  if (row) {
    const { id, slug, nombre, imagen, impuesto, precio } = row.producto;
    return { cantidad: line.cantidad, estatus, mensaje, producto: { id, slug, nombre, imagen, impuesto, precio, existencia: existenciaOf(row) } };
  }
  const base = catalog.unsold.get(line.productoId);
  // a product id that does not exist at all has nothing to show
  return base ? { cantidad: line.cantidad, estatus, mensaje, producto: { ...base, precio: null, existencia: 0 } } : null;
}

/** A page as the cart shows it: every line priced and judged, totals over the ACTIVO lines. */
export function pricePage(page: StoredPage, catalog: CartCatalog): CarritoPagina {
  const lineas = page.lineas.map((l) => priceLine(l, catalog)).filter((l): l is LineaCarrito => l !== null);
  const totals = cartTotals(
    lineas
      .filter((l) => l.estatus === CarritoDetalleEstatus.ACTIVO && l.producto.precio)
      .map((l) => ({ precio: l.producto.precio!.precio, oferta: l.producto.precio!.oferta, impuesto: l.producto.impuesto, cantidad: l.cantidad })),
  );
  return {
    id: page.carritoId,
    pagina: page.pagina,
    carritoDetalle: lineas,
    totales: { subtotal: totals.subtotal, impuesto: totals.impuesto, total: totals.productos },
  };
}

/** Prices several pages with one catalog read. */
export async function pricePages(
  db: Db | Tx,
  zonaId: number,
  usuarioTipoId: UsuarioTipoId,
  pages: StoredPage[],
  known?: Map<number, SellableRow>,
): Promise<CarritoPagina[]> {
  const catalog = await loadCatalog(db, zonaId, usuarioTipoId, pages.flatMap((p) => p.lineas.map((l) => l.productoId)), known);
  return pages.map((p) => pricePage(p, catalog));
}
