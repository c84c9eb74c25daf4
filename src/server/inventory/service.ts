/**
 * Stock changes of checkout and cancellation. Taking stock is one guarded multi-row UPDATE
 * (`existencia >= cantidad`) locking its rows in inventario id order, so concurrent checkouts lock rows in the same order
 * and can never oversell. Callers reindex the products (search) after their transaction commits.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { Estatus } from '../../shared/enums';
import { producto } from '../catalog/tables';
import type { Db, Tx } from '../db/client';
import { conflict, type AppError } from '../errors';
import { inventario, precio } from './tables';

export interface StockLine {
  inventarioId: number;
  productoId: number;
  cantidad: number;
}

/** Lines of the same row added up, by inventario id. */
function merged<T extends { inventarioId: number; cantidad: number }>(lines: T[]): T[] {
  const byRow = new Map<number, T>();
  for (const l of lines) {
    const seen = byRow.get(l.inventarioId);
    byRow.set(l.inventarioId, seen ? { ...seen, cantidad: seen.cantidad + l.cantidad } : { ...l });
  }
  return [...byRow.values()].filter((l) => l.cantidad > 0).sort((a, b) => a.inventarioId - b.inventarioId);
}

async function productName(tx: Tx, productoId: number): Promise<string> {
  const [row] = await tx.select({ nombre: producto.nombre }).from(producto).where(eq(producto.id, productoId)).limit(1);
  return row?.nombre ?? `producto ${productoId}`;
}

/**
 * Takes the quantities from their rows in one statement: the rows locked in id order (a plain multi-row
 * UPDATE locks in scan order and can deadlock), each guarded by `existencia >= cantidad` on its latest
 * version; 409 naming the first product (by row id) without enough stock, and then nothing is taken.
 * FOR NO KEY UPDATE, the lock the UPDATE itself takes: FOR UPDATE would conflict with the KEY SHARE locks
 * the order's lines (foreign key to inventario) took earlier in concurrent checkouts, and deadlock them.
 */
export async function takeStock(tx: Tx, lines: StockLine[]): Promise<void> {
  const take = stockTake(lines);
  if (!take) return;
  const taken = await tx.execute<{ id: number }>(take.statement);
  const short = firstShort(take.rows, (taken as unknown as { rows: { id: number }[] }).rows.map((r) => r.id));
  if (short) throw notEnoughStock(short.productoId, await productName(tx, short.productoId));
}

/**
 * takeStock's UPDATE (returning the ids of the rows it took from) and the rows it takes, merged and in
 * id order; null when there is nothing to take. For a caller that folds it into a statement of its
 * own: it must then check the ids with firstShort and refuse with notEnoughStock, as takeStock does.
 */
export function stockTake(lines: StockLine[]): { statement: SQL; rows: StockLine[] } | null {
  const rows = merged(lines);
  if (rows.length === 0) return null;
  const pedido = sql.join(
    rows.map((l) => sql`(${l.inventarioId}::int, ${l.cantidad}::int)`),
    sql`, `,
  );
  const statement = sql`
    with pedido (id, cantidad) as (values ${pedido}),
    bloqueadas as (select ${inventario.id} from ${inventario} where ${inventario.id} in (select id from pedido) order by ${inventario.id} for no key update)
    update ${inventario} set existencia = ${inventario.existencia} - pedido.cantidad, actualizado_en = now()
    from pedido
    where ${inventario.id} = pedido.id and ${inventario.id} in (select id from bloqueadas) and ${inventario.existencia} >= pedido.cantidad
    returning ${inventario.id}`;
  return { statement, rows };
}

/** The first row (by id) the update did not take from; undefined when it took them all. */
export function firstShort(rows: StockLine[], takenIds: unknown[]): StockLine | undefined {
  const ok = new Set(takenIds.map(Number));
  return rows.find((l) => !ok.has(l.inventarioId));
}

/** The 409 of a product without enough stock. */
export function notEnoughStock(productoId: number, nombre: string): AppError {
  const mensaje = `No hay existencia suficiente de ${nombre}`;
  return conflict(mensaje, { [`producto.${productoId}`]: mensaje });
}

/** Puts the quantities back (cancellation). */
export async function returnStock(tx: Tx, lines: { inventarioId: number; cantidad: number }[]): Promise<void> {
  for (const l of merged(lines)) {
    await tx
      .update(inventario)
      .set({ existencia: sql`${inventario.existencia} + ${l.cantidad}`, actualizadoEn: new Date() })
      .where(eq(inventario.id, l.inventarioId));
  }
}


/**
 * Of these products, those the plan has an active price for in the zone (active product, active stock row)
 * but nothing left to sell: the cart says 'Sin inventario disponible' instead of 'Producto no disponible'.
 */
export async function soldOutProducts(db: Db | Tx, zonaId: number, usuarioTipoId: number, productoIds: number[]): Promise<Set<number>> {
  if (!productoIds.length) return new Set();
  const rows = await db
    .selectDistinct({ id: inventario.productoId })
    .from(inventario)
    .innerJoin(precio, and(eq(precio.inventarioId, inventario.id), eq(precio.usuarioTipo, usuarioTipoId), eq(precio.estatus, Estatus.ACTIVO)))
    .innerJoin(producto, and(eq(producto.id, inventario.productoId), eq(producto.estatus, Estatus.ACTIVO)))
    .where(and(eq(inventario.zonaId, zonaId), eq(inventario.estatus, Estatus.ACTIVO), inArray(inventario.productoId, productoIds)));
  return new Set(rows.map((r) => r.id));
}
