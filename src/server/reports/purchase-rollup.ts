/**
 * The purchase report's rollup (compra_cliente): per customer, zone and day, and per customer, zone and
 * month, the orders not cancelled with their units, amounts in cents and first and last time. A year is
 * then read from the months fully inside it and the days of its partial edge months, never from `orden`
 * and `orden_detalle` (500,000 orders and 1,000,000 lines for a year on 1,000,000 orders).
 *
 * Kept exact by recordSale (sales-summary.ts), in the transaction of every order write that makes an order
 * count or stop counting (placed, cancelled): its figures are added to or taken from the order's day and
 * month rows. Adding is one upsert whose row lock orders concurrent writers of the same customer, zone and
 * period (least/greatest keep the first and last time exact); every writer locks the day row, then the
 * month row, before the coupon, stock and balance rows (checkout's order), so none deadlocks. Taking away
 * subtracts under that row lock (the same upsert), then, in a second statement (a fresh snapshot that sees every writer the lock waited for), reads the
 * first and last time again from the customer's orders of that period (orden_usuario_creado_idx), and
 * drops a row left with no order. A database that had orders before the rollup is built on the first read
 * (`ensurePurchaseRollup`); bulk loads call `rebuildSalesSummary`, which builds this too.
 */
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { OrdenEstatus, TIMEZONE } from '../../shared/enums';
import type { Db, Tx } from '../db/client';
import { addDays, inRange, type DayRange } from './range';

type Runner = Pick<Db, 'execute'> | Pick<Tx, 'execute'>;

const DAY = sql.raw(`(o.creado_en at time zone '${TIMEZONE}')::date`);
const MONTH = sql.raw(`date_trunc('month', o.creado_en at time zone '${TIMEZONE}')::date`);
/** resumen_venta_estado's row for this rollup. */
const BUILT_ID = 2;

/** Whether an order in status `estatus` (null: no order) is a purchase. */
export const counts = (estatus: number | null) => estatus !== null && estatus !== OrdenEstatus.CANCELADO;

/** Order `id`'s two rollup rows (its day and its month) with its figures; `unidades` when its lines are not written yet. */
function orderFigures(id: number | Placeholder, unidades?: number | Placeholder): SQL {
  const units = unidades === undefined ? sql`(select coalesce(sum(d.cantidad), 0) from orden_detalle d where d.orden_id = o.id)::int` : sql`${unidades}::int`;
  return sql`select k.nivel, k.periodo, o.usuario_id, o.zona_id, 1 as ordenes,
      ${units} as unidades,
      (o.total * 100)::bigint as usd, (round(o.total * o.tasa, 2) * 100)::bigint as bs, o.creado_en
    from orden o cross join lateral (values ('d', ${DAY}), ('m', ${MONTH})) as k(nivel, periodo) where o.id = ${id}`;
}

/**
 * Adds order `id` to its rows (sign 1) or takes it from them (sign -1), locking them day first, then month,
 * in every writer: one upsert, usable as a WITH item. Taking away leaves the first and last time to
 * settlePurchaseEnds.
 */
export function changePurchase(id: number | Placeholder, sign: 1 | -1, unidades?: number | Placeholder): SQL {
  const k = sql.raw(String(sign));
  const ends =
    sign > 0
      ? sql`primera = least(c.primera, excluded.primera), ultima = greatest(c.ultima, excluded.ultima)`
      : sql`primera = c.primera, ultima = c.ultima`;
  return sql`insert into compra_cliente as c (nivel, periodo, usuario_id, zona_id, ordenes, unidades, total_usd_cent, total_bs_cent, primera, ultima)
    select f.nivel, f.periodo, f.usuario_id, f.zona_id, ${k} * f.ordenes, ${k} * f.unidades, ${k} * f.usd, ${k} * f.bs, f.creado_en, f.creado_en
    from (${orderFigures(id, unidades)}) f
    on conflict (nivel, periodo, usuario_id, zona_id) do update set
      ordenes = c.ordenes + excluded.ordenes, unidades = c.unidades + excluded.unidades,
      total_usd_cent = c.total_usd_cent + excluded.total_usd_cent, total_bs_cent = c.total_bs_cent + excluded.total_bs_cent, ${ends}`;
}

const SAME_ROW = sql`c.nivel = f.nivel and c.periodo = f.periodo and c.usuario_id = f.usuario_id and c.zona_id = f.zona_id`;

/**
 * After changePurchase(id, -1), in its own statement: order `id`'s rows get their first and last time again
 * from the other purchases of the period; a row left with no order goes.
 */
export async function settlePurchaseEnds(tx: Runner, id: number): Promise<void> {
  const end = sql.raw(`((f.periodo + case f.nivel when 'd' then interval '1 day' else interval '1 month' end) at time zone '${TIMEZONE}')`);
  await tx.execute(sql`with f as (${orderFigures(id)}),
    gone as (delete from compra_cliente c using f where ${SAME_ROW} and c.ordenes = 0),
    e as (select f.*, x.primera, x.ultima from f cross join lateral (
      select min(o.creado_en) as primera, max(o.creado_en) as ultima from orden o
      where o.usuario_id = f.usuario_id and o.zona_id = f.zona_id and o.estatus <> ${OrdenEstatus.CANCELADO} and o.id <> ${id}
        and o.creado_en >= (f.periodo::timestamp at time zone ${TIMEZONE}) and o.creado_en < ${end}) x)
    update compra_cliente c set primera = f.primera, ultima = f.ultima from e f where ${SAME_ROW} and c.ordenes <> 0`);
}

/**
 * Builds compra_cliente again from `orden` (days) and its days (months), holding it exclusively: order
 * writes not committed yet wait to record their change until it is in, and their orders are not in it.
 */
export async function rebuildPurchaseRollup(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table compra_cliente in exclusive mode`);
    await tx.execute(sql`delete from compra_cliente`);
    await tx.execute(sql`insert into compra_cliente (nivel, periodo, usuario_id, zona_id, ordenes, unidades, total_usd_cent, total_bs_cent, primera, ultima)
      select 'd', ${DAY}, o.usuario_id, o.zona_id, count(*), coalesce(sum(d.n), 0), sum((o.total * 100)::bigint),
          sum((round(o.total * o.tasa, 2) * 100)::bigint), min(o.creado_en), max(o.creado_en)
        from orden o left join (select orden_id, sum(cantidad) as n from orden_detalle group by orden_id) d on d.orden_id = o.id
        where o.estatus <> ${OrdenEstatus.CANCELADO} group by 2, 3, 4 order by 2, 3, 4`);
    await tx.execute(sql`insert into compra_cliente (nivel, periodo, usuario_id, zona_id, ordenes, unidades, total_usd_cent, total_bs_cent, primera, ultima)
      select 'm', date_trunc('month', periodo)::date, usuario_id, zona_id, sum(ordenes), sum(unidades), sum(total_usd_cent),
          sum(total_bs_cent), min(primera), max(ultima)
        from compra_cliente where nivel = 'd' group by 2, 3, 4 order by 2, 3, 4`);
    await tx.execute(sql`insert into resumen_venta_estado (id) values (${BUILT_ID}) on conflict (id) do update set construido_en = now()`);
  });
  // statistics for the planner, and the visibility map for index-only reads
  await db.execute(sql`vacuum analyze compra_cliente`);
}

const built = new WeakSet<Db>();

/** The rollup ready to read: built once if this database had orders before it. */
export async function ensurePurchaseRollup(db: Db): Promise<void> {
  if (built.has(db)) return;
  const state = (await db.execute(sql`select 1 from resumen_venta_estado where id = ${BUILT_ID}`)) as { rows: unknown[] };
  if (state.rows.length === 0) await rebuildPurchaseRollup(db);
  built.add(db);
}

/** First day of `day`'s month. */
const monthOf = (day: string) => `${day.slice(0, 8)}01`;
const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};

/** The range as the months fully inside it and the days outside those ([desde, hasta] inclusive each). */
export function splitRange(range: DayRange): { months: DayRange | null; days: DayRange[] } {
  const first = range.desde.endsWith('-01') ? range.desde : nextMonth(monthOf(range.desde));
  const after = monthOf(addDays(range.hasta, 1)); // the month after the last full one
  if (first >= after) return { months: null, days: [range] };
  const days = [
    { desde: range.desde, hasta: addDays(first, -1) },
    { desde: after, hasta: range.hasta },
  ].filter((d) => d.desde <= d.hasta);
  return { months: { desde: first, hasta: addDays(after, -1) }, days };
}

/** The rows to add up per customer: usuario_id, ordenes, unidades, usd and bs (cents), primera, ultima. */
export interface PurchaseSource {
  /** `where` over the source's zone column (`zona`) and customer column (`usuario`). */
  rows(where: (cols: { zona: SQL; usuario: SQL }) => SQL): SQL;
}

/** The rollup's rows of the range: months fully inside it, days of the edges. */
export function rollupSource(range: DayRange): PurchaseSource {
  const { months, days } = splitRange(range);
  const periods = [
    ...(months ? [sql`(c.nivel = 'm' and c.periodo between ${months.desde}::date and ${months.hasta}::date)`] : []),
    ...days.map((d) => sql`(c.nivel = 'd' and c.periodo between ${d.desde}::date and ${d.hasta}::date)`),
  ];
  return {
    rows: (where) => sql`select c.usuario_id, c.ordenes, c.unidades, c.total_usd_cent as usd, c.total_bs_cent as bs, c.primera, c.ultima
      from compra_cliente c where (${sql.join(periods, sql` or `)}) and ${where({ zona: sql`c.zona_id`, usuario: sql`c.usuario_id` })}`,
  };
}

/** The same rows added from `orden` and `orden_detalle` (the reference the rollup must equal). */
export function ordersSource(range: DayRange): PurchaseSource {
  return {
    rows: (where) => sql`select o.usuario_id, 1 as ordenes,
        (select coalesce(sum(d.cantidad), 0) from orden_detalle d where d.orden_id = o.id)::int as unidades,
        (o.total * 100)::bigint as usd, (round(o.total * o.tasa, 2) * 100)::bigint as bs, o.creado_en as primera, o.creado_en as ultima
      from orden o where ${inRange(sql`o.creado_en`, range)} and o.estatus <> ${OrdenEstatus.CANCELADO}
        and ${where({ zona: sql`o.zona_id`, usuario: sql`o.usuario_id` })}`,
  };
}

