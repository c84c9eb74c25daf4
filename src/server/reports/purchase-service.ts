/**
 * Purchases by customer (reporte/compra-usuario): orders of the caller's zones in a date range, grouped
 * by customer. The sums come from the rollup (purchase-rollup.ts: the months fully inside the range and the
 * days of its edges), are sorted and paged in SQL (a top-N sort of the customers, counted by a window),
 * and only the page's customers are joined to `usuario` (all of them when sorting by name). A page is kept
 * a minute. The plan and customer filters narrow the customers through `usuario` before adding anything.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  REPORTE_DIAS_DEFECTO,
  type CompraUsuarioFila,
  type CompraUsuarioFiltro,
  type CompraUsuarioOrdenable,
} from '../../shared/contracts/admin-reports';
import { usuarioTipoEtiqueta, usuarioTipoPorId, type UsuarioTipoId } from '../../shared/enums';
import { accentFold } from '../catalog/fold';
import { keyedCachedRead } from '../cache';
import type { Db } from '../db/client';
import { escapeLike, type ListQuery } from '../list-query';
import type { StaffZones } from '../zones/service';
import { ensurePurchaseRollup, rollupSource, type PurchaseSource } from './purchase-rollup';
import { reportRange, rowsOf, type DayRange } from './range';

export interface PurchaseRow {
  id: number;
  nombre: string;
  email: string;
  usuario_tipo: number;
  ordenes: number;
  unidades: number;
  total_usd: string;
  total_bs: string;
  primera: string;
  ultima: string;
}

/** Customers matching the filter's plan and name or e-mail prefix (null: no such filter). */
function customerCondition(filter: CompraUsuarioFiltro): SQL | null {
  const conds: SQL[] = [];
  if (filter.usuarioTipo !== undefined) conds.push(sql`u.usuario_tipo = ${filter.usuarioTipo}`);
  const cliente = filter.cliente?.trim().replace(/\s+/g, ' ');
  if (cliente) {
    conds.push(sql`(u.nombre_busqueda like ${`${escapeLike(accentFold(cliente))}%`} or lower(u.email) like ${`${escapeLike(cliente.toLowerCase())}%`})`);
  }
  return conds.length ? sql.join(conds, sql` and `) : null;
}

/** The WHERE over a source's columns: the caller's zones, the filter's zone and customers. */
export function purchaseWhere(zonas: StaffZones, filter: CompraUsuarioFiltro) {
  return (cols: { zona: SQL; usuario: SQL }): SQL => {
    const conds: SQL[] = [sql`true`];
    if (!zonas.all) conds.push(sql`${cols.zona} = any(${`{${zonas.ids.join(',') || 0}}`}::int[])`);
    if (filter.zonaId !== undefined) conds.push(sql`${cols.zona} = ${filter.zonaId}`);
    const customers = customerCondition(filter);
    if (customers) conds.push(sql`${cols.usuario} in (select u.id from usuario u where ${customers})`);
    return sql.join(conds, sql` and `);
  };
}

/** Per-customer sums of the source's rows kept by `where` (amounts in cents). */
function aggregate(source: PurchaseSource, where: (cols: { zona: SQL; usuario: SQL }) => SQL): SQL {
  return sql`select s.usuario_id, sum(s.ordenes)::int as ordenes, sum(s.unidades)::int as unidades, sum(s.usd) as usd, sum(s.bs) as bs,
      min(s.primera) as primera, max(s.ultima) as ultima
    from (${source.rows(where)}) s group by s.usuario_id having sum(s.ordenes) > 0`;
}

const NAME = sql`coalesce(nullif(trim(u.nombre || ' ' || u.apellido), ''), u.email)`;

const SORT_SQL: Record<CompraUsuarioOrdenable, SQL> = {
  id: sql`a.usuario_id`,
  nombre: sql`u.nombre_busqueda collate "C"`, // the name without accents or case, compared byte by byte
  ordenes: sql`a.ordenes`,
  unidades: sql`a.unidades`,
  totalUsd: sql`a.usd`,
  ticketPromedioUsd: sql`a.usd / a.ordenes`,
  primeraCompra: sql`a.primera`,
  ultimaCompra: sql`a.ultima`,
};

/** The columns of a report row from the sums `a` and the customer `u`. */
const ROW_COLUMNS = sql`a.usuario_id as id, ${NAME} as nombre, u.email, u.usuario_tipo, a.ordenes, a.unidades,
  (a.usd / 100)::numeric(20, 2)::text as total_usd, (a.bs / 100)::numeric(20, 2)::text as total_bs,
  to_json(a.primera)#>>'{}' as primera, to_json(a.ultima)#>>'{}' as ultima`;

/** Decimal division half-up to 2 places on strings of at most 14 digits (exact in cents). */
function average(total: string, n: number): string {
  if (n <= 0) return '0.00';
  const [int, frac = ''] = total.split('.');
  const cents = BigInt(int!) * 100n + BigInt((frac + '00').slice(0, 2) || '0');
  const q = (cents * 2n + BigInt(n)) / (2n * BigInt(n));
  const s = q.toString().padStart(3, '0');
  return `${s.slice(0, -2)}.${s.slice(-2)}`;
}

export function toFila(r: PurchaseRow): CompraUsuarioFila {
  const tipo = r.usuario_tipo as UsuarioTipoId;
  return {
    id: r.id,
    nombre: r.nombre,
    email: r.email,
    usuarioTipo: r.usuario_tipo,
    plan: usuarioTipoEtiqueta[usuarioTipoPorId[tipo] ?? 'normal'],
    ordenes: r.ordenes,
    unidades: r.unidades,
    totalUsd: r.total_usd,
    totalBs: r.total_bs,
    ticketPromedioUsd: average(r.total_usd, r.ordenes),
    ticketPromedioBs: average(r.total_bs, r.ordenes),
    primeraCompra: new Date(r.primera).toISOString(),
    ultimaCompra: new Date(r.ultima).toISOString(),
  };
}

export const PURCHASE_CACHE_MS = 60_000;
const pageCache = keyedCachedRead<{ rows: CompraUsuarioFila[]; total: number }>('reporte-compras', PURCHASE_CACHE_MS, 50);

/** Runs `query` with room to hash tens of thousands of customers in memory instead of sorting on disk, without JIT. */
function withWorkMem<T>(db: Db, query: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`);
    // no JIT: compiling these plans took 1.3 s of the 3.5 s measured on 1,000,000 orders (EXPLAIN ANALYZE)
    await tx.execute(sql`set local jit = off`);
    return rowsOf<T>(tx, query);
  });
}

/** One page of the report over `source` (the rollup; `ordersSource` for the reference), uncached. */
export async function purchasePage(
  db: Db,
  zonas: StaffZones,
  query: ListQuery<CompraUsuarioFiltro, CompraUsuarioOrdenable>,
  source: PurchaseSource,
): Promise<{ rows: CompraUsuarioFila[]; total: number }> {
  const sums = aggregate(source, purchaseWhere(zonas, query.filter));
  const dir = sql.raw(query.sort.order);
  const order = sql`${SORT_SQL[query.sort.field]} ${dir}, a.usuario_id ${dir}`;
  const byName = query.sort.field === 'nombre' ? sql`join usuario u on u.id = a.usuario_id` : sql``;
  const page = await withWorkMem<PurchaseRow & { total: number }>(
    db,
    sql`with a as (${sums}),
      p as (select a.*, count(*) over () as total from a ${byName} order by ${order} limit ${query.limit} offset ${query.offset})
    select ${ROW_COLUMNS}, a.total::int as total from p a join usuario u on u.id = a.usuario_id order by ${order}`,
  );
  if (page.length > 0 || query.offset === 0) return { rows: page.map(toFila), total: page[0]?.total ?? 0 };
  const [count] = await withWorkMem<{ n: number }>(db, sql`select count(*)::int as n from (${sums}) a`);
  return { rows: [], total: count?.n ?? 0 };
}

export async function purchaseReport(
  db: Db,
  zonas: StaffZones,
  query: ListQuery<CompraUsuarioFiltro, CompraUsuarioOrdenable>,
): Promise<{ rows: CompraUsuarioFila[]; total: number }> {
  const range = reportRange(query.filter, REPORTE_DIAS_DEFECTO);
  const key = JSON.stringify([cacheKey(zonas, query.filter, range), query.sort, query.offset, query.limit]);
  return pageCache.get(db, key, async () => {
    await ensurePurchaseRollup(db);
    return purchasePage(db, zonas, query, rollupSource(range));
  });
}

function cacheKey(zonas: StaffZones, filter: CompraUsuarioFiltro, range: DayRange): unknown[] {
  return [zonas.all ? 'todas' : zonas.ids, filter.zonaId, filter.usuarioTipo, filter.cliente?.trim().toLowerCase(), range.desde, range.hasta];
}

/**
 * Every row of the report in customer-id order, in batches of `batch` customer ids (a range of
 * `usuario` ids, read from the rollup through compra_cliente_usuario_idx): for a CSV of any size.
 */
export async function* purchaseReportBatches(
  db: Db,
  zonas: StaffZones,
  filter: CompraUsuarioFiltro,
  batch = 2000,
): AsyncGenerator<CompraUsuarioFila[]> {
  const range = reportRange(filter, REPORTE_DIAS_DEFECTO);
  await ensurePurchaseRollup(db);
  const where = purchaseWhere(zonas, filter);
  const customers = customerCondition(filter) ?? sql`true`;
  const rows = rollupSource(range);
  let after = 0;
  for (;;) {
    const [bound] = await rowsOf<{ hasta: number | null }>(
      db,
      sql`select max(x.id) as hasta from (select u.id from usuario u where u.id > ${after} and ${customers} order by u.id limit ${batch}) x`,
    );
    const hasta = bound?.hasta;
    if (hasta === null || hasta === undefined) return;
    const inBatch = (cols: { zona: SQL; usuario: SQL }) => sql`${where(cols)} and ${cols.usuario} > ${after} and ${cols.usuario} <= ${hasta}`;
    const page = await rowsOf<PurchaseRow>(
      db,
      sql`with a as (${aggregate(rows, inBatch)})
      select ${ROW_COLUMNS} from a join usuario u on u.id = a.usuario_id order by a.usuario_id`,
    );
    if (page.length > 0) yield page.map(toFila);
    after = hasta;
  }
}
