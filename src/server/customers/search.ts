/**
 * The back-office customer list, built for a million customers: every text filter maps onto an index of
 * `usuario` (migration cliente14): the accent-free name under pg_trgm (`nombre_busqueda like '%...%'`), the
 * e-mail prefix (`lower(email) text_pattern_ops`), the document (btree, exact), the phone's last digits (the
 * reversed phone, a prefix search). The page is a LIMIT over an index order and a large total is the
 * planner's estimate instead of a full count.
 */
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { TELEFONO_FILTRO_INVALIDO, type ClienteFila, type ClienteFiltro, type ClienteOrdenable } from '../../shared/contracts/admin-customers';
import { TIMEZONE } from '../../shared/enums';
import { ROLE_USUARIO } from '../../shared/roles';
import { usuario } from '../auth/tables';
import { accentFold } from '../catalog/fold';
import type { Db } from '../db/client';
import { badRequest } from '../errors';
import { escapeLike, type ListQuery } from '../list-query';
import { listZones } from '../zones/service';

/** Results the planner expects to be at most this big are counted exactly (the count itself capped there). */
const EXACT_COUNT_LIMIT = 5_000;
const DOCUMENTO = /^([VEJG])-?(\d{4,12})$/i;
const invalid = (errores: Record<string, string>) => badRequest('Los parámetros de la lista no son válidos', errores);
const dayStart = (day: string, plusDays = 0) => sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${TIMEZONE})`;

// raw names: Drizzle leaves columns unqualified in a one-table select, which a correlated subquery cannot use
/** Holds ROLE_USUARIO: a customer (staff members who also shop count too). */
export const isCustomer = sql`exists (select 1 from usuario_rol r where r.usuario_id = "usuario"."id" and r.rol = ${ROLE_USUARIO})`;

/** The zone of a customer's last order: one step down orden (usuario_id, creado_en). */
export const ultimaZonaId = sql<number | null>`(select o.zona_id from orden o where o.usuario_id = "usuario"."id" order by o.creado_en desc, o.id desc limit 1)`;

/** Every word somewhere in the accent-free name and surname ('ines nunez' finds 'Inés María Núñez'). */
function nameCondition(text: string): SQL | undefined {
  const words = accentFold(text).split(/\s+/).filter(Boolean).slice(0, 5);
  if (!words.length) return undefined;
  return and(...words.map((w) => sql`${usuario.nombreBusqueda} like ${`%${escapeLike(w)}%`}`));
}

function emailCondition(text: string): SQL | undefined {
  const q = text.trim().toLowerCase();
  return q ? sql`lower(${usuario.email}) like ${`${escapeLike(q)}%`}` : undefined;
}

/** A document with or without its letter and hyphen: V-12345678, V12345678 or 12345678. */
function documentCondition(text: string): SQL | undefined {
  const q = text.trim().replace(/\s+/g, '').toUpperCase();
  if (!q) return undefined;
  const doc = DOCUMENTO.exec(q);
  const digits = doc ? doc[2]! : q.replace(/-/g, '');
  if (doc) return and(eq(usuario.documento, digits), eq(usuario.tipoDocumento, doc[1]!.toUpperCase()));
  return eq(usuario.documento, digits);
}

/** The last digits of a phone (4 or more; a whole number ends with itself). */
function phoneDigits(text: string): string | null {
  const digits = text.replace(/[\s\-()+.]/g, '');
  return /^\d{4,15}$/.test(digits) ? digits : null;
}

function phoneCondition(digits: string): SQL {
  const reversed = [...digits].reverse().join('');
  return sql`${usuario.telefonoInverso} like ${`${reversed}%`}`;
}

/** `q`: an e-mail prefix when it has '@', a document or phone's last digits when it is digits, else a name. */
function anyCondition(text: string): SQL | undefined {
  const q = text.trim();
  if (!q) return undefined;
  if (q.includes('@')) return emailCondition(q);
  if (DOCUMENTO.test(q.replace(/\s+/g, ''))) return documentCondition(q);
  const digits = phoneDigits(q);
  if (digits) return or(phoneCondition(digits), eq(usuario.documento, digits));
  return or(nameCondition(q), /^[^\s]+$/.test(q) ? emailCondition(q) : undefined);
}

/**
 * True when the filter searches the name (a `like '%...%'` under pg_trgm). With a LIMIT the planner likes to
 * walk the primary key testing each row, which is right when many names match and a second on a million
 * customers when the estimate is off and nobody matches; when few matches are expected the page is
 * sorted from the trigram matches instead (listCustomersAdmin).
 */
export function searchesName(f: ClienteFiltro): boolean {
  if (f.nombre?.trim()) return true;
  const q = f.q?.trim();
  if (!q || q.includes('@') || DOCUMENTO.test(q.replace(/\s+/g, ''))) return false;
  return phoneDigits(q) === null;
}

/** The WHERE of the list and the export. */
export function customerConditions(f: ClienteFiltro): SQL | undefined {
  if (f.desde && f.hasta && f.desde > f.hasta) throw invalid({ 'filter.hasta': 'Debe ser igual o posterior a la fecha inicial' });
  const conds: (SQL | undefined)[] = [isCustomer];
  if (f.q !== undefined) conds.push(anyCondition(f.q));
  if (f.nombre !== undefined) conds.push(nameCondition(f.nombre));
  if (f.email !== undefined) conds.push(emailCondition(f.email));
  if (f.documento !== undefined) conds.push(documentCondition(f.documento));
  if (f.telefono !== undefined && f.telefono.trim() !== '') {
    const digits = phoneDigits(f.telefono);
    if (!digits) throw invalid({ 'filter.telefono': TELEFONO_FILTRO_INVALIDO });
    conds.push(phoneCondition(digits));
  }
  if (f.usuarioTipo !== undefined) conds.push(eq(usuario.usuarioTipo, f.usuarioTipo));
  if (f.estatus !== undefined) conds.push(eq(usuario.estatus, f.estatus));
  if (f.zonaId !== undefined) conds.push(sql`${ultimaZonaId} = ${f.zonaId}`);
  if (f.desde) conds.push(sql`${usuario.creadoEn} >= ${dayStart(f.desde)}`);
  if (f.hasta) conds.push(sql`${usuario.creadoEn} < ${dayStart(f.hasta, 1)}`);
  if (f.id !== undefined) conds.push(Array.isArray(f.id) ? inArray(usuario.id, f.id) : eq(usuario.id, f.id));
  return and(...conds);
}

export const filaColumns = {
  id: usuario.id,
  nombre: usuario.nombre,
  apellido: usuario.apellido,
  email: usuario.email,
  telefono: usuario.telefono,
  tipoDocumento: usuario.tipoDocumento,
  documento: usuario.documento,
  usuarioTipo: usuario.usuarioTipo,
  estatus: usuario.estatus,
  ultimaZonaId,
  creadoEn: usuario.creadoEn,
  ultimoAcceso: usuario.ultimoAcceso,
};

export type RawFila = { [K in keyof typeof filaColumns]: unknown } & {
  id: number;
  nombre: string;
  apellido: string;
  email: string;
  telefono: string | null;
  tipoDocumento: string | null;
  documento: string | null;
  usuarioTipo: number;
  estatus: number;
  ultimaZonaId: number | null;
  creadoEn: Date;
  ultimoAcceso: Date | null;
};

export function toFila(r: RawFila, zoneNames: Map<number, string>): ClienteFila {
  const zonaId = r.ultimaZonaId === null ? null : Number(r.ultimaZonaId);
  return {
    ...r,
    ultimaZonaId: zonaId,
    ultimaZonaNombre: zonaId === null ? null : (zoneNames.get(zonaId) ?? null),
    creadoEn: r.creadoEn.toISOString(),
    ultimoAcceso: r.ultimoAcceso?.toISOString() ?? null,
  };
}

export async function zoneNames(db: Db): Promise<Map<number, string>> {
  return new Map((await listZones(db)).map((z) => [z.id, z.nombre]));
}

function orderBy(field: ClienteOrdenable, order: 'ASC' | 'DESC', byMatches: boolean): SQL[] {
  const direction = order === 'ASC' ? asc : desc;
  // `+ 0` and the like keep the planner from walking an index in this order (see searchesName)
  const columns = byMatches
    ? {
        id: [sql`${usuario.id} + 0`],
        nombre: [usuario.nombreBusqueda, sql`${usuario.id} + 0`],
        email: [sql`lower(${usuario.email}) || ''`, sql`${usuario.id} + 0`],
        creadoEn: [sql`${usuario.creadoEn} + interval '0 s'`, sql`${usuario.id} + 0`],
        estatus: [sql`${usuario.estatus} + 0`, sql`${usuario.id} + 0`],
      }
    : {
        id: [usuario.id],
        nombre: [usuario.nombreBusqueda, usuario.id],
        email: [sql`lower(${usuario.email})`, usuario.id],
        creadoEn: [usuario.creadoEn, usuario.id],
        estatus: [usuario.estatus, usuario.id],
      };
  return columns[field].map((c) => direction(c));
}

/** Rows of EXPLAIN's top plan node: PGlite and node-postgres hand the JSON back differently. */
function planRows(result: unknown): number {
  const rows = (result as { rows?: Record<string, unknown>[] }).rows ?? (result as Record<string, unknown>[]);
  const cell = rows[0] ? Object.values(rows[0])[0] : null;
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [{ Plan: { 'Plan Rows': number } }] | null;
  return Math.round(plan?.[0]?.Plan['Plan Rows'] ?? 0);
}

async function countUpTo(db: Db, where: SQL | undefined, cap: number): Promise<number> {
  const filter = where ? sql`where ${where}` : sql``;
  const result = await db.execute(sql`select count(*)::int as n from (select 1 from ${usuario} ${filter} limit ${cap}) as capped`);
  const rows = (result as { rows?: { n: number }[] }).rows ?? (result as unknown as { n: number }[]);
  return Number(rows[0]?.n ?? 0);
}

async function estimateRows(db: Db, where: SQL | undefined): Promise<number> {
  const filter = where ? sql`where ${where}` : sql``;
  return planRows(await db.execute(sql`explain (format json) select 1 from ${usuario} ${filter}`));
}

/**
 * The list's total. A short page is its own count; otherwise small results are counted (capped) and large
 * ones take the planner's estimate. Name searches always take the estimate: counting them exactly visits
 * every trigram candidate's row (hundreds of milliseconds on a million customers).
 */
async function listTotal(db: Db, where: SQL | undefined, query: { offset: number; limit: number }, rows: number, estimate: number | null): Promise<number> {
  if (rows > 0 && rows < query.limit) return query.offset + rows;
  if (rows === 0 && query.offset === 0) return 0;
  const seen = query.offset + rows + (rows === query.limit ? 1 : 0);
  if (estimate !== null) return Math.max(estimate, seen);
  const estimated = await estimateRows(db, where);
  if (estimated <= EXACT_COUNT_LIMIT) {
    const counted = await countUpTo(db, where, EXACT_COUNT_LIMIT + 1);
    if (counted <= EXACT_COUNT_LIMIT) return counted;
  }
  return Math.max(estimated, seen);
}

/** Name searches expected to match fewer rows than this read the trigram matches and sort them (see searchesName). */
const SPARSE_MATCHES = 5_000;

export async function listCustomersAdmin(db: Db, query: ListQuery<ClienteFiltro, ClienteOrdenable>): Promise<{ rows: ClienteFila[]; total: number }> {
  const where = customerConditions(query.filter);
  const estimate = searchesName(query.filter) ? await estimateRows(db, where) : null;
  const byMatches = estimate !== null && estimate <= SPARSE_MATCHES;
  const [rows, names] = await Promise.all([
    db
      .select(filaColumns)
      .from(usuario)
      .where(where)
      .orderBy(...orderBy(query.sort.field, query.sort.order, byMatches))
      .limit(query.limit)
      .offset(query.offset),
    zoneNames(db),
  ]);
  const total = await listTotal(db, where, query, rows.length, estimate);
  return { rows: rows.map((r) => toFila(r as RawFila, names)), total };
}
