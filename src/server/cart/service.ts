/**
 * A customer's three cart pages per zone (spec section 4): save a page, set or add one line, merge the
 * guest cart after login, empty a page, and price a guest's cached cart. Every answer prices the lines
 * for the caller's plan. Checkout locks, reads and prices a page's lines itself (orders/checkout-read.ts)
 * and empties it (orders/checkout-writes.ts).
 */
import type { CarritoPagina, CarritoRespuesta, CombinarCarrito, GuardarCarrito, LineaCarritoEntrada, LineaIndividual } from '../../shared/contracts/cart';
import type { UsuarioTipoId } from '../../shared/enums';
import { cappedAddition } from '../../shared/quantity';
import type { Db } from '../db/client';
import { badRequest, unprocessable, type FieldErrors } from '../errors';
import type { SellableRow } from '../catalog/sellable';
import { existenciaOf, lineStatus, loadCatalog, type Cliente, modalidadOf, priceLines, pricePage, pricePages } from './pricing';
import { deleteLines, deletePageLines, lockPage, lockPageRow, readPages, replaceLines, upsertLines, type LineWrite, type StoredLine } from './repository';

export { priceLines, type Cliente } from './pricing';
export { findOwnPage } from './repository';
export { validateCartPage } from './validation';

/** Largest quantity a line may hold (the contract's cantidad maximum). */
const MAX_CANTIDAD = 100_000;
const NOT_SOLD = 'Producto no disponible en esta zona para su plan';

/** The three pages priced; `known`: rows the caller already priced in this request (not read again). */
export async function getCarts(db: Db, cliente: Cliente, zonaId: number, known?: Map<number, SellableRow>): Promise<CarritoRespuesta> {
  const pages = await readPages(db, cliente.id, zonaId);
  return { carrito: await pricePages(db, zonaId, cliente.usuarioTipoId, pages, known) };
}

export async function clearPage(db: Db, cliente: Cliente, zonaId: number, pagina: number): Promise<CarritoRespuesta> {
  await deletePageLines(db, cliente.id, zonaId, pagina);
  return getCarts(db, cliente, zonaId);
}

const write = (productoId: number, cantidad: number, row: SellableRow | undefined): LineWrite => ({
  productoId,
  cantidad,
  estatus: lineStatus(cantidad, row),
});

/** Replaces a page's lines; quantity 0 drops a line. A product not sold to the caller is 422 unless already saved there. */
export async function saveCartPage(db: Db, cliente: Cliente, zonaId: number, body: GuardarCarrito): Promise<CarritoRespuesta> {
  refuseRepeated(body.carritoDetalle);
  const wanted = body.carritoDetalle.filter((l) => l.cantidad > 0);
  const sellable = await priceLines(db, zonaId, cliente.usuarioTipoId, wanted.map((l) => l.producto.id));
  await db.transaction(async (tx) => {
    // the saved lines matter only for products not sold to the caller (kept when already there)
    const unsold = wanted.some((l) => !sellable.has(l.producto.id));
    const page = unsold ? await lockPage(tx, cliente.id, zonaId, body.pagina) : { carritoId: await lockPageRow(tx, cliente.id, zonaId, body.pagina), lineas: [] };
    const saved = new Set(page.lineas.map((l) => l.productoId));
    const errores: FieldErrors = {};
    body.carritoDetalle.forEach((l, i) => {
      if (l.cantidad > 0 && !sellable.has(l.producto.id) && !saved.has(l.producto.id)) errores[`carritoDetalle.${i}.producto.id`] = NOT_SOLD;
    });
    if (Object.keys(errores).length) throw unprocessable('Algunos productos no están disponibles', errores);
    await replaceLines(tx, page.carritoId, wanted.map((l) => write(l.producto.id, l.cantidad, sellable.get(l.producto.id))));
  });
  return getCarts(db, cliente, zonaId, sellable);
}

function refuseRepeated(lineas: LineaCarritoEntrada[]): void {
  const seen = new Set<number>();
  const errores: FieldErrors = {};
  lineas.forEach((l, i) => {
    if (seen.has(l.producto.id)) errores[`carritoDetalle.${i}.producto.id`] = 'Producto repetido';
    seen.add(l.producto.id);
  });
  if (Object.keys(errores).length) throw badRequest('Los datos enviados no son válidos', errores);
}

/**
 * An added quantity never goes above what may be bought: past the stock or the maximum it becomes the
 * largest valid quantity (kept as it is when none is valid, so validation reports it).
 */
function addedQuantity(total: number, row: SellableRow | undefined): number {
  const capped = Math.min(total, MAX_CANTIDAD);
  return row ? cappedAddition(capped, modalidadOf(row), existenciaOf(row)) : capped;
}

/** Sets one line, or adds to it with `acumular`; a resulting quantity <= 0 removes it. */
export async function saveLine(db: Db, cliente: Cliente, zonaId: number, body: LineaIndividual): Promise<CarritoRespuesta> {
  const productoId = body.producto.id;
  const row = (await priceLines(db, zonaId, cliente.usuarioTipoId, [productoId])).get(productoId);
  await db.transaction(async (tx) => {
    const page = await lockPage(tx, cliente.id, zonaId, body.pagina);
    const current = page.lineas.find((l) => l.productoId === productoId);
    const before = current?.cantidad ?? 0;
    const cantidad = !body.acumular ? body.cantidad : body.cantidad > 0 ? addedQuantity(before + body.cantidad, row) : before;
    if (cantidad <= 0) return deleteLines(tx, page.carritoId, [productoId]);
    if (!row && !current) throw unprocessable(NOT_SOLD, { 'producto.id': NOT_SOLD });
    await upsertLines(tx, page.carritoId, [write(productoId, cantidad, row)]);
  });
  return getCarts(db, cliente, zonaId, row ? new Map([[productoId, row]]) : undefined);
}

/** Positive quantities of a guest cart, the same product added up. */
function guestLines(lineas: LineaCarritoEntrada[]): StoredLine[] {
  const byProduct = new Map<number, number>();
  for (const l of lineas) if (l.cantidad > 0) byProduct.set(l.producto.id, (byProduct.get(l.producto.id) ?? 0) + l.cantidad);
  return [...byProduct].map(([productoId, cantidad]) => ({ productoId, cantidad }));
}

/** Adds the guest cart into page 0: quantities add up (capped), products not sold to the caller are dropped. */
export async function mergeGuestCart(db: Db, cliente: Cliente, zonaId: number, body: CombinarCarrito): Promise<CarritoRespuesta> {
  const incoming = guestLines(body.carritoDetalle);
  const sellable = await priceLines(db, zonaId, cliente.usuarioTipoId, incoming.map((l) => l.productoId));
  const merged = incoming.filter((l) => sellable.has(l.productoId));
  if (merged.length) {
    await db.transaction(async (tx) => {
      const page = await lockPage(tx, cliente.id, zonaId, 0);
      const current = new Map(page.lineas.map((l) => [l.productoId, l.cantidad]));
      const lines = merged.map((l) => {
        const row = sellable.get(l.productoId);
        return write(l.productoId, addedQuantity((current.get(l.productoId) ?? 0) + l.cantidad, row), row);
      });
      await upsertLines(tx, page.carritoId, lines);
    });
  }
  return getCarts(db, cliente, zonaId, sellable);
}

/** A guest's cached cart priced and judged for a plan, as page 0; writes nothing. */
export async function reviewGuestCart(db: Db, usuarioTipoId: UsuarioTipoId, zonaId: number, body: CombinarCarrito): Promise<CarritoPagina> {
  const lineas = guestLines(body.carritoDetalle);
  const catalog = await loadCatalog(db, zonaId, usuarioTipoId, lineas.map((l) => l.productoId));
  return pricePage({ carritoId: null, pagina: 0, lineas }, catalog);
}
