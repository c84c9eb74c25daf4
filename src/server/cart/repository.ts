/**
 * Reads and writes of the cart tables. A page's carrito row is created lazily with INSERT ... ON CONFLICT,
 * which also locks it: every write to a page runs after that lock, so concurrent saves of one page queue
 * up instead of colliding on the unique keys.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CarritoDetalleEstatusId } from '../../shared/enums';
import type { Db, Tx } from '../db/client';
import { prebuilt, runPrebuilt } from '../db/prebuilt';
import { carrito, carritoDetalle } from './tables';

export interface StoredLine {
  productoId: number;
  cantidad: number;
}

export interface StoredPage {
  carritoId: number | null;
  pagina: number;
  lineas: StoredLine[];
}

export interface LineWrite extends StoredLine {
  estatus: CarritoDetalleEstatusId;
}

const owner = (usuarioId: number, zonaId: number) => and(eq(carrito.usuarioId, usuarioId), eq(carrito.zonaId, zonaId));

/** The three pages of a user in a zone, lines in the order they were added; a page never saved has id null. */
export async function readPages(db: Db | Tx, usuarioId: number, zonaId: number): Promise<StoredPage[]> {
  const rows = await runPrebuilt<{ id: unknown; pagina: unknown; producto_id: unknown; cantidad: unknown }>(db, READ_PAGES, { usuarioId, zonaId });
  const pages: StoredPage[] = [0, 1, 2].map((pagina) => ({ carritoId: null, pagina, lineas: [] }));
  for (const r of rows) {
    const page = pages[Number(r.pagina)];
    if (!page) continue;
    page.carritoId = Number(r.id);
    if (r.producto_id !== null && r.cantidad !== null) page.lineas.push({ productoId: Number(r.producto_id), cantidad: Number(r.cantidad) });
  }
  return pages;
}

/** Every cart save answers with the three pages: prepared (db/prebuilt.ts). */
const READ_PAGES = prebuilt(
  'carrito_paginas',
  sql`select ${carrito.id} as id, ${carrito.pagina} as pagina, ${carritoDetalle.productoId} as producto_id, ${carritoDetalle.cantidad} as cantidad
    from ${carrito} left join ${carritoDetalle} on ${carritoDetalle.carritoId} = ${carrito.id}
    where ${carrito.usuarioId} = ${sql.placeholder('usuarioId')}::int and ${carrito.zonaId} = ${sql.placeholder('zonaId')}::int
    order by ${carrito.pagina}, ${carritoDetalle.id}`,
);

/** One page; with `lock` its carrito row stays locked until the caller's transaction ends. */
export async function readPage(db: Db | Tx, usuarioId: number, zonaId: number, pagina: number, lock = false): Promise<StoredPage> {
  const query = db
    .select({ id: carrito.id })
    .from(carrito)
    .where(and(owner(usuarioId, zonaId), eq(carrito.pagina, pagina)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return { carritoId: null, pagina, lineas: [] };
  return { carritoId: row.id, pagina, lineas: await readLines(db, row.id) };
}

/** A page's lines, in the order they were added. */
export function readLines(db: Db | Tx, carritoId: number): Promise<StoredLine[]> {
  return db
    .select({ productoId: carritoDetalle.productoId, cantidad: carritoDetalle.cantidad })
    .from(carritoDetalle)
    .where(eq(carritoDetalle.carritoId, carritoId))
    .orderBy(asc(carritoDetalle.id));
}

/** The page's carrito row, created when missing, locked for the rest of the transaction; with its lines. */
export async function lockPage(tx: Tx, usuarioId: number, zonaId: number, pagina: number): Promise<StoredPage & { carritoId: number }> {
  const carritoId = await lockPageRow(tx, usuarioId, zonaId, pagina);
  return { carritoId, pagina, lineas: await readLines(tx, carritoId) };
}

/** lockPage without reading the lines: its carrito id. */
export async function lockPageRow(tx: Tx, usuarioId: number, zonaId: number, pagina: number): Promise<number> {
  const [row] = await runPrebuilt<{ id: unknown }>(tx, LOCK_PAGE_ROW, { usuarioId, zonaId, pagina });
  return Number(row!.id);
}

const LOCK_PAGE_ROW = prebuilt(
  'carrito_bloqueo',
  sql`insert into ${carrito} (usuario_id, zona_id, pagina)
    values (${sql.placeholder('usuarioId')}::int, ${sql.placeholder('zonaId')}::int, ${sql.placeholder('pagina')}::smallint)
    on conflict (usuario_id, zona_id, pagina) do update set actualizado_en = now()
    returning id`,
);

/**
 * Replaces every line of a locked page, one prepared statement (every cart save runs it): the insert reads
 * the delete's output in a One-Time Filter, so the old lines are gone before the new ones go in (a product
 * kept on the page does not collide with its own deleted line on carrito_detalle_carrito_producto_uq). The
 * lines go as integer arrays, unnested in their order (the lines' ids keep the order they were given in).
 */
export async function replaceLines(tx: Tx, carritoId: number, lineas: LineWrite[]): Promise<void> {
  const ints = (pick: (l: LineWrite) => number) => `{${lineas.map((l) => integer(pick(l))).join(',')}}`;
  await runPrebuilt(tx, REPLACE_LINES, { carritoId, productos: ints((l) => l.productoId), cantidades: ints((l) => l.cantidad), estatus: ints((l) => l.estatus) });
}

function integer(n: number): number {
  if (!Number.isSafeInteger(n)) throw new Error('carrito: valor no entero');
  return n;
}

const REPLACE_LINES = prebuilt(
  'carrito_reemplazo',
  sql`with borrado as (delete from ${carritoDetalle} where ${carritoDetalle.carritoId} = ${sql.placeholder('carritoId')}::int returning 1)
    insert into ${carritoDetalle} (carrito_id, producto_id, cantidad, estatus)
    select ${sql.placeholder('carritoId')}::int, x.producto_id, x.cantidad, x.estatus
    from unnest(${sql.placeholder('productos')}::int[], ${sql.placeholder('cantidades')}::int[], ${sql.placeholder('estatus')}::smallint[]) as x(producto_id, cantidad, estatus)
    where (select count(*) from borrado) >= 0`,
);

/** Sets the quantity of these products on a locked page (adding the ones missing). */
export async function upsertLines(tx: Tx, carritoId: number, lineas: LineWrite[]): Promise<void> {
  if (!lineas.length) return;
  await tx
    .insert(carritoDetalle)
    .values(lineas.map((l) => ({ carritoId, ...l })))
    .onConflictDoUpdate({
      target: [carritoDetalle.carritoId, carritoDetalle.productoId],
      set: { cantidad: sql`excluded.cantidad`, estatus: sql`excluded.estatus` },
    });
}

export async function deleteLines(tx: Tx, carritoId: number, productoIds: number[]): Promise<void> {
  if (!productoIds.length) return;
  await tx.delete(carritoDetalle).where(and(eq(carritoDetalle.carritoId, carritoId), inArray(carritoDetalle.productoId, productoIds)));
}

/** Empties a page (its carrito row, if any, stays). */
export async function deletePageLines(db: Db | Tx, usuarioId: number, zonaId: number, pagina: number): Promise<void> {
  const page = db
    .select({ id: carrito.id })
    .from(carrito)
    .where(and(owner(usuarioId, zonaId), eq(carrito.pagina, pagina)));
  await db.delete(carritoDetalle).where(inArray(carritoDetalle.carritoId, page));
}

/** Zone and page of a cart id when it belongs to that customer; null otherwise. */
export async function findOwnPage(db: Db | Tx, usuarioId: number, carritoId: number): Promise<{ zonaId: number; pagina: number } | null> {
  const [page] = await db
    .select({ zonaId: carrito.zonaId, pagina: carrito.pagina })
    .from(carrito)
    .where(and(eq(carrito.id, carritoId), eq(carrito.usuarioId, usuarioId)))
    .limit(1);
  return page ?? null;
}
