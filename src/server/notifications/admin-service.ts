/**
 * Back-office push segments (area `onesignal`): segments are named filter sets over customers with a
 * live count. Sends live in send-service.ts. Every write is audited in its transaction.
 */
import { and, asc, count, desc, eq, ilike, inArray, max, ne, sql, type SQL } from 'drizzle-orm';
import {
  SEGMENTO_NOMBRE_TOMADO,
  type SegmentoBody,
  type SegmentoFila,
  type SegmentoFiltro,
  type SegmentoFiltros,
  type SegmentoFormData,
  type SegmentoOrdenable,
} from '../../shared/contracts/admin-onesignal';
import { Estatus, usuarioTipoPorId, type UsuarioTipoId } from '../../shared/enums';
import { audit } from '../audit/service';
import { changeStatus } from '../audit/status';
import { uniqueViolationField } from '../db/errors';
import type { Db, Tx } from '../db/client';
import { badRequest, conflict, notFound } from '../errors';
import { escapeLike, type ListQuery } from '../list-query';
import { listZones } from '../zones/service';
import { checkFilters, countSegment, countSegments, describeFilters } from './segments';
import { envioPush, segmentoPush } from './tables';

export const segmentoNoEncontrado = () => notFound('Segmento no encontrado');
const PLAN_NOMBRE: Record<UsuarioTipoId, string> = { 1: 'Normal', 2: 'Prime', 3: 'Mayorista' };

export async function segmentFormData(db: Db, oneSignal: boolean): Promise<SegmentoFormData> {
  return {
    zona: (await listZones(db)).map((z) => ({ id: z.id, nombre: z.nombre })),
    usuarioTipo: (Object.keys(usuarioTipoPorId) as unknown as UsuarioTipoId[]).map((id) => ({ id: Number(id), nombre: PLAN_NOMBRE[id] })),
    canal: oneSignal ? 'Notificaciones en la aplicación y OneSignal' : 'Notificaciones en la aplicación (OneSignal no está configurado)',
  };
}

async function names(db: Db) {
  const zonas = new Map((await listZones(db)).map((z) => [z.id, z.nombre]));
  const planes = new Map(Object.entries(PLAN_NOMBRE).map(([id, n]) => [Number(id), n]));
  return { zonas, planes };
}

const sortColumns = { id: segmentoPush.id, nombre: segmentoPush.nombre, estatus: segmentoPush.estatus, creadoEn: segmentoPush.creadoEn } satisfies Record<SegmentoOrdenable, unknown>;

function conditions(f: SegmentoFiltro): SQL | undefined {
  const conds: (SQL | undefined)[] = [];
  const q = f.q?.trim();
  if (q) conds.push(ilike(segmentoPush.nombre, `%${escapeLike(q)}%`));
  if (f.estatus !== undefined) conds.push(eq(segmentoPush.estatus, f.estatus));
  if (f.id !== undefined) conds.push(Array.isArray(f.id) ? inArray(segmentoPush.id, f.id.length ? f.id : [0]) : eq(segmentoPush.id, f.id));
  return and(...conds);
}

async function toFilas(db: Db, rows: (typeof segmentoPush.$inferSelect)[]): Promise<SegmentoFila[]> {
  const { zonas, planes } = await names(db);
  const ids = rows.map((r) => r.id);
  const stats = ids.length
    ? await db
        .select({ id: envioPush.segmentoId, n: count(), ultimo: max(envioPush.enviadoEn) })
        .from(envioPush)
        .where(inArray(envioPush.segmentoId, ids))
        .groupBy(envioPush.segmentoId)
    : [];
  const byId = new Map(stats.map((s) => [s.id, s]));
  const totals = await countSegments(db, rows.map((r) => r.filtros as SegmentoFiltros));
  return rows.map((r, i) => {
      const filtros = r.filtros as SegmentoFiltros;
      const s = byId.get(r.id);
      return {
        id: r.id,
        nombre: r.nombre,
        filtros,
        descripcion: describeFilters(filtros, zonas, planes),
        estatus: r.estatus,
        total: totals[i]!,
        envios: Number(s?.n ?? 0),
        ultimoEnvio: s?.ultimo ? new Date(s.ultimo as unknown as string).toISOString() : null,
        creadoEn: r.creadoEn.toISOString(),
        actualizadoEn: r.actualizadoEn.toISOString(),
      };
    });
}

export async function listSegments(db: Db, query: ListQuery<SegmentoFiltro, SegmentoOrdenable>): Promise<{ rows: SegmentoFila[]; total: number }> {
  const where = conditions(query.filter);
  const direction = query.sort.order === 'ASC' ? asc : desc;
  const rows = await db
    .select()
    .from(segmentoPush)
    .where(where)
    .orderBy(direction(sortColumns[query.sort.field]), asc(segmentoPush.id))
    .limit(query.limit)
    .offset(query.offset);
  const [{ total }] = (await db.select({ total: count() }).from(segmentoPush).where(where)) as [{ total: number }];
  return { rows: await toFilas(db, rows), total: Number(total) };
}

export async function getSegment(db: Db, id: number): Promise<SegmentoFila> {
  const [row] = await db.select().from(segmentoPush).where(eq(segmentoPush.id, id));
  if (!row) throw segmentoNoEncontrado();
  return (await toFilas(db, [row]))[0]!;
}

export async function liveCount(db: Db, filtros: SegmentoFiltros): Promise<{ total: number }> {
  await checkFilters(db, filtros);
  return { total: await countSegment(db, filtros) };
}

const normalizeName = (nombre: string) => nombre.trim().replace(/\s+/g, ' ');

/** Drops empty optional values so stored filters stay canonical. */
function cleanFilters(f: SegmentoFiltros): SegmentoFiltros {
  const out: SegmentoFiltros = { ...f };
  if (out.ciudad !== undefined) out.ciudad = out.ciudad.trim().replace(/\s+/g, ' ');
  if (out.usuarioTipo) out.usuarioTipo = [...out.usuarioTipo].sort();
  return out;
}

async function clean(db: Db | Tx, body: SegmentoBody): Promise<{ nombre: string; filtros: SegmentoFiltros }> {
  const nombre = normalizeName(body.nombre);
  if (nombre.length < 3) throw badRequest('Los datos enviados no son válidos', { nombre: 'El nombre debe tener al menos 3 caracteres' });
  await checkFilters(db, body.filtros);
  return { nombre, filtros: cleanFilters(body.filtros) };
}

async function assertNameFree(tx: Tx, nombre: string, exceptId?: number): Promise<void> {
  const [row] = await tx
    .select({ id: segmentoPush.id })
    .from(segmentoPush)
    .where(and(sql`lower(${segmentoPush.nombre}) = lower(${nombre})`, exceptId ? ne(segmentoPush.id, exceptId) : undefined))
    .limit(1);
  if (row) throw conflict(SEGMENTO_NOMBRE_TOMADO, { nombre: SEGMENTO_NOMBRE_TOMADO });
}

async function withUniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (!uniqueViolationField(e, { segmento_push_nombre_uq: 'nombre' }, 'nombre')) throw e;
    throw conflict(SEGMENTO_NOMBRE_TOMADO, { nombre: SEGMENTO_NOMBRE_TOMADO });
  }
}

export async function createSegment(db: Db, body: SegmentoBody): Promise<SegmentoFila> {
  const data = await clean(db, body);
  const id = await withUniqueName(() =>
    db.transaction(async (tx) => {
      await assertNameFree(tx, data.nombre);
      const [row] = await tx
        .insert(segmentoPush)
        .values({ ...data, estatus: body.estatus ?? Estatus.ACTIVO })
        .returning();
      await audit(tx, { recurso: 'segmento-push', registroId: row!.id, accion: 'crear', despues: row });
      return row!.id;
    }),
  );
  return getSegment(db, id);
}

export async function updateSegment(db: Db, id: number, body: SegmentoBody): Promise<SegmentoFila> {
  const data = await clean(db, body);
  await withUniqueName(() =>
    db.transaction(async (tx) => {
      const [antes] = await tx.select().from(segmentoPush).where(eq(segmentoPush.id, id)).for('update');
      if (!antes) throw segmentoNoEncontrado();
      await assertNameFree(tx, data.nombre, id);
      const [despues] = await tx
        .update(segmentoPush)
        .set({ ...data, estatus: body.estatus ?? antes.estatus, actualizadoEn: new Date() })
        .where(eq(segmentoPush.id, id))
        .returning();
      await audit(tx, { recurso: 'segmento-push', registroId: id, accion: 'editar', antes, despues });
    }),
  );
  return getSegment(db, id);
}

export async function setSegmentStatus(db: Db, id: number, estatus?: number): Promise<SegmentoFila> {
  await changeStatus(db, { table: segmentoPush, recurso: 'segmento-push', id, estatus, notFound: segmentoNoEncontrado });
  return getSegment(db, id);
}
