/**
 * The dashboard's sales summary (resumen_venta_dia): per day in America/Caracas, zone, order status and
 * product, the orders, units and amounts that the dashboard used to add from `orden` and `orden_detalle`
 * on every read (40,000 orders and 80,000 lines for 30 days on 1,000,000 orders).
 *
 * Kept exact: every order write that changes a figure (an order placed, a status change) calls
 * `recordSale` in its own transaction, which inserts the change as rows of resumen_venta_delta (plain
 * inserts, so concurrent checkouts never wait on one another). Readers first fold the pending changes into
 * resumen_venta_dia (`foldSales`: one DELETE ... RETURNING feeding an upsert, so two readers never add a
 * change twice). A database that had orders before the summary existed is built from `orden` on the first
 * read (`ensureSalesSummary`); bulk loads that bypass the order code call `rebuildSalesSummary`, which
 * also builds the purchase report's rollup (purchase-rollup.ts) that recordSale keeps as well.
 */
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { TIMEZONE } from '../../shared/enums';
import type { Db, Tx } from '../db/client';
import { changePurchase, counts, rebuildPurchaseRollup, settlePurchaseEnds } from './purchase-rollup';

type Runner = Pick<Db, 'execute'> | Pick<Tx, 'execute'>;

const dayOf = (column: string) => sql.raw(`(${column} at time zone '${TIMEZONE}')::date`);

/**
 * Records in the summary an order's move from status `from` (null: just placed) to `to` (null: gone):
 * minus its figures under `from`, plus under `to`; and in the purchase report's rollup when the move makes
 * it a purchase or no longer one (purchase-rollup.ts). Call it in the transaction that writes the order
 * (after its lines, before the coupon, stock and balance rows, as checkout does: the rollup's rows are
 * locked). One statement; two when the order stops counting as a purchase.
 */
export async function recordSale(tx: Runner, ordenId: number, from: number | null, to: number | null): Promise<void> {
  const delta = saleDelta(ordenId, from, to);
  if (!delta) return;
  const purchase = Number(counts(to)) - Number(counts(from));
  if (purchase === 0) await tx.execute(delta);
  else {
    await tx.execute(sql`with d as (${delta}) ${changePurchase(ordenId, purchase > 0 ? 1 : -1)}`);
    if (purchase < 0) await settlePurchaseEnds(tx, ordenId);
  }
}

/**
 * The insert recordSale runs (null when there is nothing to record), for a caller that folds it into a
 * statement of its own (`ordenId` may be a placeholder: checkout's prepared statement). `lines`: where the order's lines are read, with orden_id, producto_id, nombre,
 * cantidad and total (orden_detalle; checkout, inserting them in the same statement, names that insert's
 * WITH query). The order row itself is read from `orden`: it must have been written by an earlier statement.
 */
export function saleDelta(ordenId: number | Placeholder, from: number | null, to: number | null, lines: SQL = sql`orden_detalle`): SQL | null {
  const rows = [from === null ? null : sql`(${from}::smallint, -1)`, to === null ? null : sql`(${to}::smallint, 1)`].filter((r) => r !== null);
  if (rows.length === 0) return null;
  const moves = sql`(values ${sql.join(rows, sql`, `)})`;
  return sql`insert into resumen_venta_delta (dia, producto_id, zona_id, estatus, nombre, ordenes, unidades, total_usd, total_bs)
    select ${dayOf('o.creado_en')}, 0, o.zona_id, m.estatus, '', m.signo, 0, m.signo * o.total, m.signo * round(o.total * o.tasa, 2)
      from orden o cross join ${moves} as m(estatus, signo) where o.id = ${ordenId}
    union all
    select ${dayOf('o.creado_en')}, l.producto_id, o.zona_id, m.estatus, max(l.nombre), 0, m.signo * sum(l.cantidad), m.signo * sum(l.total), 0
      from orden o join ${lines} l on l.orden_id = o.id cross join ${moves} as m(estatus, signo) where o.id = ${ordenId}
      group by 1, 2, 3, 4, m.signo`;
}

/** Folds the pending changes into resumen_venta_dia (a reader's first step). */
export async function foldSales(db: Runner): Promise<void> {
  await db.execute(sql`with moved as (delete from resumen_venta_delta returning *)
    insert into resumen_venta_dia as r (dia, producto_id, zona_id, estatus, nombre, ordenes, unidades, total_usd, total_bs)
    select dia, producto_id, zona_id, estatus, max(nombre), sum(ordenes), sum(unidades), sum(total_usd), sum(total_bs)
      from moved group by 1, 2, 3, 4
    on conflict (dia, producto_id, zona_id, estatus) do update set
      nombre = greatest(r.nombre, excluded.nombre), ordenes = r.ordenes + excluded.ordenes, unidades = r.unidades + excluded.unidades,
      total_usd = r.total_usd + excluded.total_usd, total_bs = r.total_bs + excluded.total_bs`);
}

/**
 * Builds resumen_venta_dia (then compra_cliente) again from `orden` and `orden_detalle`, in day order (30 days are then a few
 * hundred pages: the top products' scan of 20,000 rows read 4,600 pages before). Holds resumen_venta_delta exclusively
 * meanwhile: order writes not committed yet wait to record their change until the new summary is in, and
 * their orders are not in it, so nothing is counted twice or missed.
 */
export async function rebuildSalesSummary(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table resumen_venta_delta in exclusive mode`);
    await tx.execute(sql`delete from resumen_venta_delta`);
    await tx.execute(sql`delete from resumen_venta_dia`);
    await tx.execute(sql`insert into resumen_venta_dia (dia, producto_id, zona_id, estatus, nombre, ordenes, unidades, total_usd, total_bs)
      select ${dayOf('o.creado_en')}, 0, o.zona_id, o.estatus, '', count(*), 0, sum(o.total), sum(round(o.total * o.tasa, 2))
        from orden o group by 1, 3, 4 order by 1`);
    await tx.execute(sql`insert into resumen_venta_dia (dia, producto_id, zona_id, estatus, nombre, ordenes, unidades, total_usd, total_bs)
      select ${dayOf('o.creado_en')}, l.producto_id, o.zona_id, o.estatus, max(l.nombre), 0, sum(l.cantidad), sum(l.total), 0
        from orden o join orden_detalle l on l.orden_id = o.id group by 1, 2, 3, 4 order by 1`);
    await tx.execute(sql`insert into resumen_venta_estado (id) values (1) on conflict (id) do update set construido_en = now()`);
  });  // fresh statistics, or the planner keeps the empty table's and scans it all instead of the 30 days
  await db.execute(sql`analyze resumen_venta_dia`);
  await rebuildPurchaseRollup(db); // after: one table held at a time, so writers (which touch both) never deadlock with it
}

/** The summary ready to read: built once if this database had orders before it, then pending changes folded. */
export async function ensureSalesSummary(db: Db): Promise<void> {
  const built = (await db.execute(sql`select 1 from resumen_venta_estado where id = 1`)) as { rows: unknown[] };
  if (built.rows.length === 0) await rebuildSalesSummary(db);
  else await foldSales(db);
}
