/**
 * Vuelto: change owed to a customer on an overpaid order payment (cash or a transfer). Staff record it
 * once per order payment: credited to the customer's balance (kind vuelto, referenciaId = the vuelto, in
 * the same transaction) or marked paid out in cash or by transfer with its reference. The unique index on
 * orden_pago_id makes a second one for the same payment a 409, even from two staff members at once.
 */
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { NuevoVuelto, VueltoFila, VueltoFiltro, VueltoOrdenable, VueltoOrden } from '../../shared/contracts/admin-wallet';
import {
  MetodoPago,
  metodoPagoNombre,
  OrdenEstatus,
  ordenEstatusNombre,
  PagoEstatus,
  pagoEstatusNombre,
  VueltoDestino,
  vueltoDestinoNombre,
  type MetodoPagoId,
  type OrdenEstatusId,
  type PagoEstatusId,
  type VueltoDestinoId,
} from '../../shared/enums';
import { usuario } from '../auth/tables';
import { audit } from '../audit/service';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { badRequest, conflict, notFound, unprocessable } from '../errors';
import { escapeLike, type ListQuery } from '../list-query';
import { orden, ordenPago } from '../orders/tables';
import type { Actor } from '../request-context';
import { checkAmount, DATOS_INVALIDOS } from './amounts';
import { creditBalance } from './service';
import { vuelto } from './tables';

export const VUELTO_DUPLICADO = 'Este pago ya tiene un vuelto registrado';
export const VUELTO_NO_ENCONTRADO = 'Vuelto no encontrado';
export const VUELTO_MAXIMO = '1000.00';
/** Payments that can leave change: cash and the transfer kinds. */
export const METODOS_CON_VUELTO: readonly number[] = [MetodoPago.EFECTIVO, MetodoPago.PAGO_MOVIL, MetodoPago.TRANSFERENCIA, MetodoPago.APP_TRANSFERENCIA];

const columns = {
  id: vuelto.id,
  ordenId: vuelto.ordenId,
  ordenPagoId: vuelto.ordenPagoId,
  usuarioId: vuelto.usuarioId,
  email: usuario.email,
  cliente: sql<string>`trim(${usuario.nombre} || ' ' || ${usuario.apellido})`,
  monto: vuelto.monto,
  destino: vuelto.destino,
  referencia: vuelto.referencia,
  nota: vuelto.nota,
  metodo: ordenPago.metodo,
  creadoEn: vuelto.creadoEn,
};
type Raw = { [K in keyof typeof columns]: unknown } & { destino: number; metodo: number | null; creadoEn: Date };

const toFila = (r: Raw): VueltoFila =>
  ({
    ...r,
    destinoNombre: vueltoDestinoNombre[r.destino as VueltoDestinoId] ?? '',
    metodoPago: r.metodo ? (metodoPagoNombre[r.metodo as MetodoPagoId] ?? '') : '',
    creadoEn: r.creadoEn.toISOString(),
    metodo: undefined,
  }) as unknown as VueltoFila;

const select = (db: Db) =>
  db.select(columns).from(vuelto).innerJoin(usuario, eq(usuario.id, vuelto.usuarioId)).leftJoin(ordenPago, eq(ordenPago.id, vuelto.ordenPagoId));

const sortColumns = { id: vuelto.id, creadoEn: vuelto.creadoEn, monto: vuelto.monto, ordenId: vuelto.ordenId } satisfies Record<VueltoOrdenable, unknown>;

export async function listVueltos(db: Db, q: ListQuery<VueltoFiltro, VueltoOrdenable>): Promise<{ rows: VueltoFila[]; total: number }> {
  const f = q.filter;
  const conds: (SQL | undefined)[] = [];
  const text = f.q?.trim();
  if (text) {
    const p = `%${escapeLike(text)}%`;
    conds.push(or(ilike(usuario.email, p), ilike(vuelto.referencia, p), /^\d{1,9}$/.test(text) ? eq(vuelto.ordenId, Number(text)) : undefined));
  }
  if (f.destino !== undefined) conds.push(eq(vuelto.destino, f.destino));
  if (f.ordenId !== undefined) conds.push(eq(vuelto.ordenId, f.ordenId));
  if (f.id !== undefined) conds.push(Array.isArray(f.id) ? inArray(vuelto.id, f.id) : eq(vuelto.id, f.id));
  const where = and(...conds);
  const rows = await select(db)
    .where(where)
    .orderBy((q.sort.order === 'ASC' ? asc : desc)(sortColumns[q.sort.field]), desc(vuelto.id))
    .limit(q.limit)
    .offset(q.offset);
  const [{ total }] = (await db.select({ total: count() }).from(vuelto).innerJoin(usuario, eq(usuario.id, vuelto.usuarioId)).where(where)) as [{ total: number }];
  return { rows: rows.map((r) => toFila(r as Raw)), total };
}

export async function getVuelto(db: Db, id: number): Promise<VueltoFila> {
  const [r] = await select(db).where(eq(vuelto.id, id));
  if (!r) throw notFound(VUELTO_NO_ENCONTRADO);
  return toFila(r as Raw);
}

/** An order's payments with whether each already has a vuelto (the registrar form). */
export async function vueltoOrder(db: Db, ordenId: number): Promise<VueltoOrden> {
  const [o] = await db
    .select({ id: orden.id, estatus: orden.estatus, total: orden.total, cliente: orden.clienteNombre, email: orden.clienteEmail })
    .from(orden)
    .where(eq(orden.id, ordenId));
  if (!o) throw notFound('Orden no encontrada');
  const pagos = await db
    .select({ id: ordenPago.id, metodo: ordenPago.metodo, monto: ordenPago.monto, estatus: ordenPago.estatus, vueltoId: vuelto.id })
    .from(ordenPago)
    .leftJoin(vuelto, eq(vuelto.ordenPagoId, ordenPago.id))
    .where(and(eq(ordenPago.ordenId, ordenId), inArray(ordenPago.metodo, [...METODOS_CON_VUELTO])))
    .orderBy(asc(ordenPago.id));
  return {
    orden: { ...o, estatus: ordenEstatusNombre[o.estatus as OrdenEstatusId] ?? '' },
    pago: pagos.map((p) => ({
      id: p.id,
      metodo: metodoPagoNombre[p.metodo as MetodoPagoId] ?? '',
      monto: p.monto,
      estatus: pagoEstatusNombre[p.estatus as PagoEstatusId] ?? '',
      vueltoId: p.vueltoId,
    })),
  };
}

export async function registerVuelto(db: Db, actor: Actor | null, body: NuevoVuelto): Promise<VueltoFila> {
  const monto = checkAmount(body.monto, { maximo: VUELTO_MAXIMO });
  const referencia = body.referencia?.trim() || null;
  if (body.destino === VueltoDestino.TRANSFERENCIA && !referencia) throw badRequest(DATOS_INVALIDOS, { referencia: 'Indique la referencia de la transferencia' });
  if (referencia && !/^[0-9A-Za-z-]{4,30}$/.test(referencia)) throw badRequest(DATOS_INVALIDOS, { referencia: 'La referencia no es válida' });
  try {
    const id = await db.transaction(async (tx) => {
      const [p] = await tx
        .select({ id: ordenPago.id, ordenId: ordenPago.ordenId, metodo: ordenPago.metodo, estatus: ordenPago.estatus, usuarioId: orden.usuarioId, ordenEstatus: orden.estatus })
        .from(ordenPago)
        .innerJoin(orden, eq(orden.id, ordenPago.ordenId))
        .where(eq(ordenPago.id, body.ordenPagoId))
        .for('update', { of: ordenPago });
      if (!p) throw notFound('Pago de la orden no encontrado');
      if (!METODOS_CON_VUELTO.includes(p.metodo)) throw unprocessable('Solo un pago en efectivo o por transferencia deja vuelto', { ordenPagoId: 'Método de pago sin vuelto' });
      if (p.estatus === PagoEstatus.RECHAZADO || p.ordenEstatus === OrdenEstatus.CANCELADO)
        throw unprocessable('El pago fue rechazado o la orden cancelada', { ordenPagoId: 'Pago no válido para vuelto' });
      const [existing] = await tx.select({ id: vuelto.id }).from(vuelto).where(eq(vuelto.ordenPagoId, p.id));
      if (existing) throw conflict(VUELTO_DUPLICADO, { ordenPagoId: VUELTO_DUPLICADO });
      const [v] = await tx
        .insert(vuelto)
        .values({ ordenId: p.ordenId, ordenPagoId: p.id, usuarioId: p.usuarioId, monto, destino: body.destino, referencia, nota: body.nota?.trim() ?? '', autorId: actor?.id ?? null })
        .returning();
      if (body.destino === VueltoDestino.SALDO) {
        await creditBalance(tx, { usuarioId: p.usuarioId, monto, tipo: 'vuelto', referenciaId: v!.id, descripcion: `Vuelto de la orden #${p.ordenId}`, autorId: actor?.id ?? null });
      }
      await audit(tx, { recurso: 'vuelto', registroId: v!.id, accion: 'crear', despues: v, area: 'vuelto' });
      return v!.id;
    });
    return getVuelto(db, id);
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(VUELTO_DUPLICADO, { ordenPagoId: VUELTO_DUPLICADO });
    throw e;
  }
}
