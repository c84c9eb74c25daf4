/**
 * The back office's list of every customer's balance, built for 1,000,000 ledger rows (tests/bench/saldo.ts):
 * - the page is read from `saldo_usuario` alone, down an index in the list's order holding every column the
 *   page needs (an index-only scan, even 50,000 rows deep), and only its 50 rows are joined to `usuario`
 *   (a deferred join: joining before the OFFSET looked up every skipped customer: 254 ms at page 1,000);
 * - the tie-breaker follows the sort's direction, so one index serves both directions;
 * - a text search is an exact e-mail (with '@', the unique lower(email) index) or a piece of the e-mail or
 *   name under pg_trgm GIN indexes (lower(email) and the accent-free name; PGlite loads pg_trgm too); its
 *   matches are sorted directly (`+ 0` keeps the planner from walking the sort index testing each row).
 *
 * Expected plans on PostgreSQL, 1,000,000 movements / 100,000 balances (NOT yet confirmed: the bench runs that
 * print them, tests/bench/saldo.ts explain(), did not complete on the shared machine; times are estimates):
 * - default page:   Limit -> Nested Loop -> Index Only Scan Backward using saldo_usuario_actualizado_idx; ~0.1 ms
 * - page 1,000:     Index Only Scan Backward (50,000 rows, Heap Fetches: 0) then 50 PK lookups; ~8 ms
 * - by amount:      Index Only Scan Backward using saldo_usuario_saldo_idx; ~0.1 ms
 * - 'saldo4242':    BitmapOr of usuario_email_trgm_idx and usuario_nombre_busqueda_trgm_idx -> Hash/Nested
 *                   Loop on saldo_usuario_pkey -> top-N sort; ~2 ms
 */
import { and, asc, count, desc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { SaldoFila, SaldoFiltro, SaldoOrdenable } from '../../shared/contracts/admin-wallet';
import { usuario } from '../auth/tables';
import { accentFold } from '../catalog/fold';
import type { Db } from '../db/client';
import { escapeLike, type ListQuery } from '../list-query';
import { saldoUsuario } from './tables';

const clienteNombre = sql<string>`trim(${usuario.nombre} || ' ' || ${usuario.apellido})`;

/** Past this many rows the unfiltered list's total is the planner's estimate (kept by autovacuum), not a full count. */
export const ESTIMATE_FROM = 20_000;

/** The number of balance rows: exact while small, the table statistics' estimate beyond ESTIMATE_FROM. */
async function balanceRowCount(db: Db): Promise<number> {
  const result = (await db.execute(sql`select reltuples::bigint as n from pg_class where oid = to_regclass('saldo_usuario')`)) as unknown as {
    rows: { n: string | number }[];
  };
  const estimate = Number(result.rows[0]?.n ?? -1);
  if (estimate >= ESTIMATE_FROM) return estimate;
  const [{ total }] = (await db.select({ total: count() }).from(saldoUsuario)) as [{ total: number }];
  return total;
}

/**
 * The customers a text names: an exact e-mail when it has '@'; otherwise a piece of the e-mail or every word
 * in the accent-free name. Under 3 characters pg_trgm has no trigram to look up: the e-mail's prefix then.
 */
export function customerText(text: string): SQL | undefined {
  const q = text.trim().toLowerCase();
  if (!q) return undefined;
  if (q.includes('@')) return sql`lower(${usuario.email}) = ${q}`;
  if (q.length < 3) return sql`lower(${usuario.email}) like ${`${escapeLike(q)}%`}`;
  const words = accentFold(q).split(/\s+/).filter(Boolean).slice(0, 5);
  const name = and(...words.map((w) => sql`${usuario.nombreBusqueda} like ${`%${escapeLike(w)}%`}`));
  return words.length > 1 ? name : or(sql`lower(${usuario.email}) like ${`%${escapeLike(q)}%`}`, name);
}

type Raw = { id: number; email: string; cliente: string; saldo: string; actualizadoEn: Date };
const toFila = (r: Raw): SaldoFila => ({ ...r, actualizadoEn: r.actualizadoEn.toISOString() });
const columns = { id: saldoUsuario.usuarioId, email: usuario.email, cliente: clienteNombre, saldo: saldoUsuario.saldo, actualizadoEn: saldoUsuario.actualizadoEn };

function sortColumns(field: SaldoOrdenable, searching: boolean): SQL[] {
  if (field === 'email') return [sql`lower(${usuario.email})`, sql`${saldoUsuario.usuarioId}`];
  const key = { id: saldoUsuario.usuarioId, saldo: saldoUsuario.saldo, actualizadoEn: saldoUsuario.actualizadoEn }[field];
  if (!searching) return field === 'id' ? [sql`${key}`] : [sql`${key}`, sql`${saldoUsuario.usuarioId}`];
  // a search's matches are few: sort them rather than walk an index in this order testing every row
  const plain = field === 'actualizadoEn' ? sql`${key} + interval '0 s'` : sql`${key} + 0`;
  return field === 'id' ? [plain] : [plain, sql`${saldoUsuario.usuarioId} + 0`];
}

export async function listBalances(db: Db, q: ListQuery<SaldoFiltro, SaldoOrdenable>): Promise<{ rows: SaldoFila[]; total: number }> {
  const f = q.filter;
  const text = f.q?.trim() ? customerText(f.q) : undefined;
  const conds: (SQL | undefined)[] = [
    text ? sql`${saldoUsuario.usuarioId} in (select ${usuario.id} from ${usuario} where ${text})` : undefined,
    f.conSaldo ? gt(saldoUsuario.saldo, '0') : undefined,
    f.id === undefined ? undefined : Array.isArray(f.id) ? inArray(saldoUsuario.usuarioId, f.id) : eq(saldoUsuario.usuarioId, f.id),
  ];
  const where = and(...conds);
  const dir = q.sort.order === 'ASC' ? asc : desc;
  const order = sortColumns(q.sort.field, text !== undefined).map((c) => dir(c));
  const total = text || conds.some(Boolean) ? countWhere(db, where) : balanceRowCount(db);
  if (q.sort.field === 'email') {
    const rows = await db.select(columns).from(saldoUsuario).innerJoin(usuario, eq(usuario.id, saldoUsuario.usuarioId)).where(where).orderBy(...order).limit(q.limit).offset(q.offset);
    return { rows: rows.map(toFila), total: await total };
  }
  // deferred join: the page's ids from the index alone, then their rows
  const page = db.select({ pid: saldoUsuario.usuarioId }).from(saldoUsuario).where(where).orderBy(...order).limit(q.limit).offset(q.offset).as('pagina');
  const reorder = sortColumns(q.sort.field, false).map((c) => dir(c));
  const [rows, n] = await Promise.all([
    db.select(columns).from(page).innerJoin(saldoUsuario, eq(saldoUsuario.usuarioId, page.pid)).innerJoin(usuario, eq(usuario.id, page.pid)).orderBy(...reorder),
    total,
  ]);
  return { rows: rows.map(toFila), total: n };
}

async function countWhere(db: Db, where: SQL | undefined): Promise<number> {
  const [{ total }] = (await db.select({ total: count() }).from(saldoUsuario).where(where)) as [{ total: number }];
  return total;
}
