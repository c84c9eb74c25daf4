/**
 * Back-office balances: card requests (list), every customer's balance, one customer's ledger, and staff
 * adjustments. An adjustment is a credit or a debit with a required reason, written with its movement
 * (kind ajuste, referenciaId = the adjustment) in one transaction; a debit is the ledger's guarded UPDATE,
 * so it never takes a balance below 0, whatever races it (a checkout spending the same balance).
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type {
  AjusteFila,
  AjusteFiltro,
  AjusteOrdenable,
  MovimientoFila,
  MovimientoFiltro,
  MovimientoOrdenable,
  NuevoAjuste,
  SaldoFila,
  SolicitudFila,
  SolicitudFiltro,
  SolicitudOrdenable,
} from '../../shared/contracts/admin-wallet';
import { ROLE_USUARIO } from '../../shared/roles';
import { usuario, usuarioRol } from '../auth/tables';
import { audit } from '../audit/service';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { AppError, badRequest, conflict, notFound } from '../errors';
import { escapeLike, type ListQuery } from '../list-query';
import type { Actor } from '../request-context';
import { checkAmount, DATOS_INVALIDOS } from './amounts';
import { adminColumns, toAdminRows } from './card-admin-service';
import { ledgerRows, TIPO_NOMBRE } from './history';
import { creditBalance, debitBalance, SALDO_INSUFICIENTE } from './service';
import { ajusteSaldo, movimientoSaldo, saldoUsuario, tarjetaSolicitud } from './tables';

export const CLIENTE_NO_ENCONTRADO = 'Cliente no encontrado';
export const AJUSTE_MAXIMO = '10000.00';
const clienteNombre = sql<string>`trim(${usuario.nombre} || ' ' || ${usuario.apellido})`;
const direction = (o: 'ASC' | 'DESC') => (o === 'ASC' ? asc : desc);
const dayStart = (d: string) => new Date(`${d}T00:00:00-04:00`);
const nextDay = (d: string) => new Date(dayStart(d).getTime() + 86_400_000);

// ---- card requests ----------------------------------------------------------------------------------

const solicitudSort = {
  id: tarjetaSolicitud.id,
  creadoEn: tarjetaSolicitud.creadoEn,
  monto: tarjetaSolicitud.monto,
  estatus: tarjetaSolicitud.estatus,
  tipo: tarjetaSolicitud.tipo,
  metodo: tarjetaSolicitud.metodo,
} satisfies Record<SolicitudOrdenable, unknown>;

export async function listCardRequestsAdmin(db: Db, q: ListQuery<SolicitudFiltro, SolicitudOrdenable>): Promise<{ rows: SolicitudFila[]; total: number }> {
  const f = q.filter;
  const conds: (SQL | undefined)[] = [];
  const text = f.q?.trim();
  if (text) {
    const p = `%${escapeLike(text)}%`;
    conds.push(or(ilike(usuario.email, p), ilike(tarjetaSolicitud.referencia, p), ilike(tarjetaSolicitud.destinatarioEmail, p)));
  }
  if (f.estatus !== undefined) conds.push(eq(tarjetaSolicitud.estatus, f.estatus));
  if (f.tipo !== undefined) conds.push(eq(tarjetaSolicitud.tipo, f.tipo));
  if (f.metodo !== undefined) conds.push(eq(tarjetaSolicitud.metodo, f.metodo));
  if (f.usuarioId !== undefined) conds.push(eq(tarjetaSolicitud.usuarioId, f.usuarioId));
  if (f.desde) conds.push(gte(tarjetaSolicitud.creadoEn, dayStart(f.desde)));
  if (f.hasta) conds.push(lt(tarjetaSolicitud.creadoEn, nextDay(f.hasta)));
  if (f.id !== undefined) conds.push(Array.isArray(f.id) ? inArray(tarjetaSolicitud.id, f.id) : eq(tarjetaSolicitud.id, f.id));
  const where = and(...conds);
  const rows = await db
    .select(adminColumns)
    .from(tarjetaSolicitud)
    .innerJoin(usuario, eq(usuario.id, tarjetaSolicitud.usuarioId))
    .where(where)
    .orderBy(direction(q.sort.order)(solicitudSort[q.sort.field]), asc(tarjetaSolicitud.id))
    .limit(q.limit)
    .offset(q.offset);
  const [{ total }] = (await db
    .select({ total: count() })
    .from(tarjetaSolicitud)
    .innerJoin(usuario, eq(usuario.id, tarjetaSolicitud.usuarioId))
    .where(where)) as [{ total: number }];
  return { rows: await toAdminRows(db, rows), total };
}

// ---- balances and ledgers ---------------------------------------------------------------------------

export async function getBalanceRow(db: Db, usuarioId: number): Promise<SaldoFila> {
  const [r] = await db
    .select({ id: usuario.id, email: usuario.email, cliente: clienteNombre, saldo: saldoUsuario.saldo, actualizadoEn: saldoUsuario.actualizadoEn, creadoEn: usuario.creadoEn })
    .from(usuario)
    .leftJoin(saldoUsuario, eq(saldoUsuario.usuarioId, usuario.id))
    .where(eq(usuario.id, usuarioId));
  if (!r) throw notFound(CLIENTE_NO_ENCONTRADO);
  return { id: r.id, email: r.email, cliente: r.cliente, saldo: r.saldo ?? '0.00', actualizadoEn: (r.actualizadoEn ?? r.creadoEn).toISOString() };
}

const movSort = { id: movimientoSaldo.id, creadoEn: movimientoSaldo.creadoEn } satisfies Record<MovimientoOrdenable, unknown>;

export async function ledgerOf(db: Db, usuarioId: number, q: ListQuery<MovimientoFiltro, MovimientoOrdenable>): Promise<{ rows: MovimientoFila[]; total: number }> {
  await getBalanceRow(db, usuarioId);
  const where = and(eq(movimientoSaldo.usuarioId, usuarioId), q.filter.tipo ? eq(movimientoSaldo.tipo, q.filter.tipo) : undefined);
  const d = direction(q.sort.order);
  const [rows, [{ total }]] = (await Promise.all([
    q.sort.field === 'creadoEn'
      ? ledgerRows(db, where, q.sort.order, q.limit, q.offset)
      : db.select().from(movimientoSaldo).where(where).orderBy(d(movSort[q.sort.field]), d(movimientoSaldo.id)).limit(q.limit).offset(q.offset),
    db.select({ total: count() }).from(movimientoSaldo).where(where),
  ])) as [(typeof movimientoSaldo.$inferSelect)[], [{ total: number }]];
  return {
    rows: rows.map((r) => ({
      id: r.id,
      usuarioId: r.usuarioId,
      tipo: r.tipo,
      tipoNombre: TIPO_NOMBRE[r.tipo] ?? r.tipo,
      referenciaId: r.referenciaId,
      monto: r.monto,
      saldoResultante: r.saldoResultante,
      descripcion: r.descripcion,
      autorId: r.autorId,
      creadoEn: r.creadoEn.toISOString(),
    })),
    total,
  };
}

/** The ledger's 409 names the checkout's field; an adjustment names its own. */
function insufficientOnAmount(e: unknown): never {
  if (e instanceof AppError && e.status === 409) throw conflict(SALDO_INSUFICIENTE, { monto: 'El débito supera el saldo disponible' });
  throw e;
}

// ---- adjustments ------------------------------------------------------------------------------------

const ajusteColumns = {
  id: ajusteSaldo.id,
  usuarioId: ajusteSaldo.usuarioId,
  email: usuario.email,
  cliente: clienteNombre,
  monto: ajusteSaldo.monto,
  motivo: ajusteSaldo.motivo,
  autorEmail: ajusteSaldo.autorEmail,
  saldoResultante: sql<string>`coalesce((select m.saldo_resultante from ${movimientoSaldo} m where m.tipo = 'ajuste' and m.referencia_id = ${ajusteSaldo.id} limit 1), 0)::text`,
  creadoEn: ajusteSaldo.creadoEn,
};
const ajusteSort = { id: ajusteSaldo.id, creadoEn: ajusteSaldo.creadoEn, monto: ajusteSaldo.monto } satisfies Record<AjusteOrdenable, unknown>;

type AjusteRaw = Omit<AjusteFila, 'creadoEn'> & { creadoEn: Date };
const toAjuste = (r: AjusteRaw): AjusteFila => ({ ...r, saldoResultante: Number(r.saldoResultante).toFixed(2), creadoEn: r.creadoEn.toISOString() });

export async function listAdjustments(db: Db, q: ListQuery<AjusteFiltro, AjusteOrdenable>): Promise<{ rows: AjusteFila[]; total: number }> {
  const f = q.filter;
  const conds: (SQL | undefined)[] = [];
  const text = f.q?.trim();
  if (text) {
    const p = `%${escapeLike(text)}%`;
    conds.push(or(ilike(usuario.email, p), ilike(ajusteSaldo.motivo, p)));
  }
  if (f.usuarioId !== undefined) conds.push(eq(ajusteSaldo.usuarioId, f.usuarioId));
  if (f.id !== undefined) conds.push(Array.isArray(f.id) ? inArray(ajusteSaldo.id, f.id) : eq(ajusteSaldo.id, f.id));
  const where = and(...conds);
  const rows = await db
    .select(ajusteColumns)
    .from(ajusteSaldo)
    .innerJoin(usuario, eq(usuario.id, ajusteSaldo.usuarioId))
    .where(where)
    .orderBy(direction(q.sort.order)(ajusteSort[q.sort.field]), desc(ajusteSaldo.id))
    .limit(q.limit)
    .offset(q.offset);
  const [{ total }] = (await db.select({ total: count() }).from(ajusteSaldo).innerJoin(usuario, eq(usuario.id, ajusteSaldo.usuarioId)).where(where)) as [
    { total: number },
  ];
  return { rows: rows.map(toAjuste), total };
}

export async function getAdjustment(db: Db, id: number): Promise<AjusteFila> {
  const [r] = await db.select(ajusteColumns).from(ajusteSaldo).innerJoin(usuario, eq(usuario.id, ajusteSaldo.usuarioId)).where(eq(ajusteSaldo.id, id));
  if (!r) throw notFound('Ajuste no encontrado');
  return toAjuste(r);
}

/**
 * Credits or debits a customer's balance with a reason. Debit larger than the balance: 409 'Saldo
 * insuficiente', nothing written. The same claveIdempotencia again answers the first adjustment.
 */
export async function adjustBalance(db: Db, actor: Actor | null, usuarioId: number, body: NuevoAjuste): Promise<{ created: boolean; ajuste: AjusteFila }> {
  const [cliente] = await db
    .select({ id: usuario.id })
    .from(usuario)
    .innerJoin(usuarioRol, and(eq(usuarioRol.usuarioId, usuario.id), eq(usuarioRol.rol, ROLE_USUARIO)))
    .where(eq(usuario.id, usuarioId));
  if (!cliente) throw notFound(CLIENTE_NO_ENCONTRADO);
  const clave = body.claveIdempotencia ?? null;
  const previous = async () => {
    if (!clave) return null;
    const [a] = await db.select({ id: ajusteSaldo.id, usuarioId: ajusteSaldo.usuarioId }).from(ajusteSaldo).where(eq(ajusteSaldo.claveIdempotencia, clave));
    return a && a.usuarioId === usuarioId ? { created: false, ajuste: await getAdjustment(db, a.id) } : null;
  };
  const again = await previous();
  if (again) return again;
  const monto = checkAmount(body.monto, { maximo: AJUSTE_MAXIMO });
  const motivo = body.motivo.trim().replace(/\s+/g, ' ');
  if (motivo.length < 3) throw badRequest(DATOS_INVALIDOS, { motivo: 'Indique el motivo del ajuste (al menos 3 caracteres)' });
  const debito = body.operacion === 'debito';
  try {
    const id = await db.transaction(async (tx) => {
      const [a] = await tx
        .insert(ajusteSaldo)
        .values({ usuarioId, monto: debito ? `-${monto}` : monto, motivo, autorId: actor?.id ?? null, autorEmail: actor?.email ?? null, claveIdempotencia: clave })
        .returning();
      const movement = { usuarioId, monto, tipo: 'ajuste' as const, referenciaId: a!.id, descripcion: `Ajuste: ${motivo}`, autorId: actor?.id ?? null };
      if (debito) await debitBalance(tx, movement).catch(insufficientOnAmount);
      else await creditBalance(tx, movement);
      await audit(tx, { recurso: 'tarjeta/saldo/ajuste', registroId: a!.id, accion: 'crear', despues: { usuarioId, monto: a!.monto, motivo }, area: 'tarjeta' });
      return a!.id;
    });
    return { created: true, ajuste: await getAdjustment(db, id) };
  } catch (e) {
    if (isUniqueViolation(e)) {
      const raced = await previous();
      if (raced) return raced;
    }
    throw e;
  }
}
