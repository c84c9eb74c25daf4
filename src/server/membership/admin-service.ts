/**
 * Back-office PRIME requests (ROLE_MEMBRESIA): list, approve (membership from-to, plan set to PRIME), reject
 * (a balance payment goes back to the balance) and end a membership early. Each decision is one transaction
 * that locks the request, so concurrent approvals give one membership.
 */
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  DecisionSolicitudBody,
  SolicitudMembresiaAdmin,
  SolicitudMembresiaFila,
  SolicitudMembresiaFiltro,
  SolicitudMembresiaOrdenable,
} from '../../shared/contracts/membership';
import { MEMBRESIA_MENSAJES } from '../../shared/contracts/membership';
import { MembresiaEstatus, MembresiaSolicitudEstatus, MetodoPago, UsuarioTipo, usuarioTipoPorId, type UsuarioTipoId } from '../../shared/enums';
import { round2 } from '../../shared/money';
import { usuario } from '../auth/tables';
import { audit } from '../audit/service';
import type { Db, Tx } from '../db/client';
import { badRequest, conflict, notFound, unprocessable } from '../errors';
import { escapeLike, type ListQuery } from '../list-query';
import { notify } from '../notifications/service';
import { creditBalance } from '../wallet/service';
import { hasActiveMembership, setPlan } from './plan';
import { membershipsOf } from './service';
import { membresia, membresiaPlan, membresiaSolicitud } from './tables';

const DAY_MS = 86_400_000;
const decisor = alias(usuario, 'decisor');

const filaColumns = {
  id: membresiaSolicitud.id,
  creadoEn: membresiaSolicitud.creadoEn,
  estatus: membresiaSolicitud.estatus,
  usuarioId: membresiaSolicitud.usuarioId,
  clienteNombre: sql<string>`trim(${usuario.nombre} || ' ' || ${usuario.apellido})`,
  clienteEmail: usuario.email,
  planId: membresiaSolicitud.planId,
  planNombre: membresiaPlan.nombre,
  metodoPago: membresiaSolicitud.metodoPago,
  monto: membresiaSolicitud.monto,
  montoBs: membresiaSolicitud.montoBs,
  tasa: membresiaSolicitud.tasa,
  referencia: membresiaSolicitud.referencia,
  banco: membresiaSolicitud.banco,
  decididoEn: membresiaSolicitud.decididoEn,
};

type FilaRow = { creadoEn: Date; decididoEn: Date | null; monto: string; montoBs: string | null };
const fila = <R extends FilaRow>(r: R) => ({
  ...r,
  creadoEn: r.creadoEn.toISOString(),
  decididoEn: r.decididoEn?.toISOString() ?? null,
  monto: round2(r.monto),
  montoBs: r.montoBs === null ? null : round2(r.montoBs),
});

const oneOrMany = (column: Parameters<typeof eq>[0], v: number | number[]) => (Array.isArray(v) ? inArray(column, v) : eq(column, v));

function conditions(f: SolicitudMembresiaFiltro): SQL | undefined {
  const conds: (SQL | undefined)[] = [];
  if (f.id !== undefined) conds.push(oneOrMany(membresiaSolicitud.id, f.id));
  if (f.estatus !== undefined) conds.push(oneOrMany(membresiaSolicitud.estatus, f.estatus));
  if (f.metodoPago !== undefined) conds.push(eq(membresiaSolicitud.metodoPago, f.metodoPago));
  if (f.planId !== undefined) conds.push(eq(membresiaSolicitud.planId, f.planId));
  if (f.usuarioId !== undefined) conds.push(eq(membresiaSolicitud.usuarioId, f.usuarioId));
  const q = f.q?.trim().replace(/\s+/g, ' ').toLowerCase();
  if (q) {
    const prefix = `${escapeLike(q)}%`;
    conds.push(
      or(
        sql`lower(${usuario.email}) like ${prefix}`,
        sql`lower(trim(${usuario.nombre} || ' ' || ${usuario.apellido})) like ${prefix}`,
        sql`lower(${membresiaSolicitud.referencia}) = ${q}`,
      ),
    );
  }
  return and(...conds);
}

export async function listRequests(
  db: Db,
  query: ListQuery<SolicitudMembresiaFiltro, SolicitudMembresiaOrdenable>,
): Promise<{ rows: SolicitudMembresiaFila[]; total: number }> {
  const where = conditions(query.filter);
  const dir = query.sort.order === 'ASC' ? asc : desc;
  const sortColumn = { id: membresiaSolicitud.id, creadoEn: membresiaSolicitud.creadoEn, estatus: membresiaSolicitud.estatus }[query.sort.field];
  const base = () =>
    db
      .select(filaColumns)
      .from(membresiaSolicitud)
      .innerJoin(usuario, eq(usuario.id, membresiaSolicitud.usuarioId))
      .innerJoin(membresiaPlan, eq(membresiaPlan.id, membresiaSolicitud.planId));
  const [rows, [total]] = await Promise.all([
    base().where(where).orderBy(dir(sortColumn), dir(membresiaSolicitud.id)).limit(query.limit).offset(query.offset),
    db
      .select({ n: count() })
      .from(membresiaSolicitud)
      .innerJoin(usuario, eq(usuario.id, membresiaSolicitud.usuarioId))
      .where(where),
  ]);
  return { rows: rows.map(fila), total: total?.n ?? 0 };
}

export async function getRequestAdmin(db: Db | Tx, id: number): Promise<Omit<SolicitudMembresiaAdmin, 'referenciaDuplicada'>> {
  const [row] = await db
    .select({
      ...filaColumns,
      nota: membresiaSolicitud.nota,
      planDias: membresiaPlan.dias,
      usuarioTipo: usuario.usuarioTipo,
      decididoPor: sql<string | null>`nullif(trim(${decisor.nombre} || ' ' || ${decisor.apellido}), '')`,
    })
    .from(membresiaSolicitud)
    .innerJoin(usuario, eq(usuario.id, membresiaSolicitud.usuarioId))
    .innerJoin(membresiaPlan, eq(membresiaPlan.id, membresiaSolicitud.planId))
    .leftJoin(decisor, eq(decisor.id, membresiaSolicitud.decididoPor))
    .where(eq(membresiaSolicitud.id, id))
    .limit(1);
  if (!row) throw notFound(MEMBRESIA_MENSAJES.solicitudNoEncontrada);
  return {
    ...fila(row),
    usuarioTipo: usuarioTipoPorId[row.usuarioTipo as UsuarioTipoId] ?? 'normal',
    membresias: await membershipsOf(db, row.usuarioId),
  };
}

function parseDate(value: string | undefined, field: string): Date | null {
  if (value === undefined) return null;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) throw badRequest('Los datos enviados no son válidos', { [field]: 'Fecha inválida' });
  return d;
}

/** When a new membership starts by default: now, or when the running one ends (a renewal extends it). */
async function defaultStart(tx: Tx, usuarioId: number, now: Date): Promise<Date> {
  const [row] = await tx
    .select({ fin: sql<number | null>`extract(epoch from max(${membresia.fechaFinal}))::float8` })
    .from(membresia)
    .where(and(eq(membresia.usuarioId, usuarioId), eq(membresia.estatus, MembresiaEstatus.ACTIVA)));
  const end = row?.fin ? new Date(row.fin * 1000) : null;
  return end && end > now ? end : now;
}

/**
 * Approves (2) or rejects (3) a pending request. Approval creates the membership and sets the plan to
 * PRIME (ending the customer's sessions); rejection returns a balance payment to the balance.
 */
export async function decideRequest(db: Db, id: number, decision: DecisionSolicitudBody, autorId: number | null): Promise<void> {
  const nota = decision.nota?.trim().replace(/\s+/g, ' ') ?? '';
  const desde = parseDate(decision.fechaInicio, 'fechaInicio');
  const hasta = parseDate(decision.fechaFinal, 'fechaFinal');
  await db.transaction(async (tx) => {
    const [s] = await tx.select().from(membresiaSolicitud).where(eq(membresiaSolicitud.id, id)).for('update');
    if (!s) throw notFound(MEMBRESIA_MENSAJES.solicitudNoEncontrada);
    if (s.estatus !== MembresiaSolicitudEstatus.PENDIENTE) throw conflict(MEMBRESIA_MENSAJES.yaProcesada, { estatus: MEMBRESIA_MENSAJES.yaProcesada });
    const now = new Date();
    const antes = { estatus: s.estatus };
    if (decision.estatus === MembresiaSolicitudEstatus.APROBADA) {
      const [plan] = await tx.select().from(membresiaPlan).where(eq(membresiaPlan.id, s.planId));
      const inicio = desde ?? (await defaultStart(tx, s.usuarioId, now));
      const final = hasta ?? new Date(inicio.getTime() + plan!.dias * DAY_MS);
      if (final <= inicio || final <= now) throw unprocessable(MEMBRESIA_MENSAJES.fechas, { fechaFinal: MEMBRESIA_MENSAJES.fechas });
      const [m] = await tx
        .insert(membresia)
        .values({ usuarioId: s.usuarioId, solicitudId: s.id, planId: s.planId, fechaInicio: inicio, fechaFinal: final, nota })
        .returning({ id: membresia.id });
      await setPlan(tx, s.usuarioId, UsuarioTipo.prime);
      await notify(tx, s.usuarioId, {
        titulo: 'Su membresía PRIME está activa',
        texto: `Disfrute precios PRIME y compras sin monto mínimo hasta el ${new Intl.DateTimeFormat('es-VE', { timeZone: 'America/Caracas', dateStyle: 'long' }).format(final)}.`,
        enlace: '/prime',
      });
      await audit(tx, {
        recurso: 'membresia',
        registroId: m!.id,
        accion: 'crear',
        despues: { usuarioId: s.usuarioId, solicitudId: s.id, fechaInicio: inicio, fechaFinal: final },
      });
    } else if (s.metodoPago === MetodoPago.SALDO) {
      await creditBalance(tx, {
        usuarioId: s.usuarioId,
        monto: s.monto,
        tipo: 'membresiapago',
        referenciaId: s.id,
        descripcion: `Reintegro de la solicitud PRIME #${s.id} rechazada`,
        autorId,
      });
    }
    if (decision.estatus !== MembresiaSolicitudEstatus.APROBADA) {
      await notify(tx, s.usuarioId, {
        titulo: 'Solicitud PRIME no aprobada',
        texto: `Su solicitud #${s.id} no fue aprobada${nota ? `: ${nota}` : ''}.${s.metodoPago === MetodoPago.SALDO ? ' El monto volvió a su saldo TZM.' : ''}`,
        enlace: '/prime',
      });
    }
    await tx
      .update(membresiaSolicitud)
      .set({ estatus: decision.estatus, nota, decididoPor: autorId, decididoEn: now })
      .where(eq(membresiaSolicitud.id, id));
    await audit(tx, { recurso: 'membresia-solicitud', registroId: id, accion: 'estatus', antes, despues: { estatus: decision.estatus, nota } });
  });
}

/** Ends an active membership now; the plan goes back to normal unless another membership runs. Answers its request id. */
export async function endMembership(db: Db, id: number, notaRaw: string): Promise<number | null> {
  const nota = notaRaw.trim().replace(/\s+/g, ' ');
  if (nota.length < 3) throw badRequest('Los datos enviados no son válidos', { nota: 'Indique una nota de al menos 3 caracteres' });
  return db.transaction(async (tx) => {
    const [m] = await tx.select().from(membresia).where(eq(membresia.id, id)).for('update');
    if (!m) throw notFound(MEMBRESIA_MENSAJES.membresiaNoEncontrada);
    const now = new Date();
    if (m.estatus !== MembresiaEstatus.ACTIVA || m.fechaFinal <= now) throw unprocessable(MEMBRESIA_MENSAJES.membresiaNoActiva);
    const final = m.fechaInicio < now ? now : new Date(m.fechaInicio.getTime() + 1000);
    await tx.update(membresia).set({ estatus: MembresiaEstatus.FINALIZADA, fechaFinal: final, nota }).where(eq(membresia.id, id));
    await audit(tx, {
      recurso: 'membresia',
      registroId: id,
      accion: 'estatus',
      antes: { estatus: m.estatus, fechaFinal: m.fechaFinal },
      despues: { estatus: MembresiaEstatus.FINALIZADA, fechaFinal: final, nota },
    });
    if (!(await hasActiveMembership(tx, m.usuarioId, now))) await setPlan(tx, m.usuarioId, UsuarioTipo.normal);
    return m.solicitudId;
  });
}

/** Pending requests paid manually (the verification queue's membership source), oldest first. */
export async function pendingManualRequests(db: Db, limit: number, q?: string) {
  const where = and(
    eq(membresiaSolicitud.estatus, MembresiaSolicitudEstatus.PENDIENTE),
    sql`${membresiaSolicitud.metodoPago} not in (${MetodoPago.SALDO}, ${MetodoPago.TARJETA})`,
    q ? sql`lower(${membresiaSolicitud.referencia}) = ${q}` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(filaColumns)
      .from(membresiaSolicitud)
      .innerJoin(usuario, eq(usuario.id, membresiaSolicitud.usuarioId))
      .innerJoin(membresiaPlan, eq(membresiaPlan.id, membresiaSolicitud.planId))
      .where(where)
      .orderBy(asc(membresiaSolicitud.creadoEn), asc(membresiaSolicitud.id))
      .limit(Math.max(limit, 0)),
    db.select({ n: count() }).from(membresiaSolicitud).where(where),
  ]);
  return { rows: rows.map(fila), total: total?.n ?? 0 };
}

/** Requests (of any status: a rejected payment's reference counts too) whose reference is one of `refs` (lower-cased), for duplicate flags. */
export async function requestsWithReferences(db: Db, refs: string[]): Promise<{ id: number; referencia: string }[]> {
  if (!refs.length) return [];
  const rows = await db
    .select({ id: membresiaSolicitud.id, referencia: sql<string>`lower(${membresiaSolicitud.referencia})` })
    .from(membresiaSolicitud)
    .where(inArray(sql`lower(${membresiaSolicitud.referencia})`, refs));
  return rows;
}
