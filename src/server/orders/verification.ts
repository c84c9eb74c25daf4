/**
 * Order payments awaiting verification, for the one verification queue (payments-queue/). A manual payment
 * (pago móvil, transferencia, Zelle) of an order still 'Pago por verificar' is pending; approving it moves
 * the order to VERIFICADO (which verifies its pending payments), rejecting it marks it rejected and
 * cancels the order (stock, balance and coupon use go back). Rows are limited to the caller's zones.
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { MetodoPago, OrdenEstatus, PagoEstatus } from '../../shared/enums';
import { round2, toLocal } from '../../shared/money';
import { AppError } from '../errors';
import type { Db } from '../db/client';
import { inStaffZones, type StaffZones } from '../zones/service';
import { changeOrderStatus, TRANSICION_NO_PERMITIDA, ESTATUS_YA_CAMBIO } from './status';
import { orden, ordenPago } from './tables';
import type { PendingPaymentFields } from '../../shared/contracts/payments-queue';

/** Methods whose payment staff verify against the bank before the order goes on. */
export const METODOS_VERIFICABLES = [MetodoPago.PAGO_MOVIL, MetodoPago.TRANSFERENCIA, MetodoPago.APP_TRANSFERENCIA];

const pendingWhere = (zonas: StaffZones, q?: string) =>
  and(
    eq(ordenPago.estatus, PagoEstatus.POR_VERIFICAR),
    inArray(ordenPago.metodo, METODOS_VERIFICABLES),
    eq(orden.estatus, OrdenEstatus.POR_VERIFICAR),
    inStaffZones(orden.zonaId, zonas),
    q ? sql`lower(${ordenPago.referencia}) = ${q}` : undefined,
  );

export interface PendingOrderPayment extends PendingPaymentFields {
  pagoId: number;
  ordenId: number;
  banco: string | null;
  referencia: string | null;
  fecha: Date;
}

/** Pending manual order payments of the caller's zones, oldest first (at most `limit`), and how many. */
export async function pendingOrderPayments(db: Db, zonas: StaffZones, limit: number, q?: string): Promise<{ rows: PendingOrderPayment[]; total: number }> {
  const where = pendingWhere(zonas, q);
  const [rows, [total]] = await Promise.all([
    db
          .select({
            pagoId: ordenPago.id,
            ordenId: orden.id,
            usuarioId: orden.usuarioId,
            clienteNombre: orden.clienteNombre,
            clienteEmail: orden.clienteEmail,
            metodo: ordenPago.metodo,
            monto: ordenPago.monto,
            montoBs: ordenPago.montoBs,
            tasa: orden.tasa,
            banco: ordenPago.banco,
            referencia: ordenPago.referencia,
            fecha: ordenPago.creadoEn,
          })
          .from(ordenPago)
          .innerJoin(orden, eq(orden.id, ordenPago.ordenId))
          .where(where)
          .orderBy(asc(ordenPago.creadoEn), asc(ordenPago.id))
          .limit(Math.max(limit, 0)),
    db.select({ n: count() }).from(ordenPago).innerJoin(orden, eq(orden.id, ordenPago.ordenId)).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, monto: round2(r.monto), montoBs: r.montoBs === null ? toLocal(r.monto, r.tasa) : round2(r.montoBs) })),
    total: total?.n ?? 0,
  };
}

/** Order payments (any status, any zone) whose lower-cased reference is one of `refs`. */
export async function orderPaymentsWithReferences(db: Db, refs: string[]): Promise<{ id: number; referencia: string }[]> {
  if (!refs.length) return [];
  return db
    .select({ id: ordenPago.id, referencia: sql<string>`lower(${ordenPago.referencia})` })
    .from(ordenPago)
    .where(inArray(sql`lower(${ordenPago.referencia})`, refs));
}

export const PAGO_NO_ENCONTRADO = 'Pago no encontrado';
export const PAGO_YA_PROCESADO = 'El pago ya fue procesado';

/** Approves or rejects one pending order payment of the caller's zones (others are 404). */
export async function decideOrderPayment(
  db: Db,
  zonas: StaffZones,
  pagoId: number,
  decision: { aprobar: boolean; nota: string; autorId: number },
): Promise<void> {
  const [p] = await db
    .select({ ordenId: ordenPago.ordenId, estatus: ordenPago.estatus, metodo: ordenPago.metodo, ordenEstatus: orden.estatus })
    .from(ordenPago)
    .innerJoin(orden, eq(orden.id, ordenPago.ordenId))
    .where(and(eq(ordenPago.id, pagoId), inArray(ordenPago.metodo, METODOS_VERIFICABLES), inStaffZones(orden.zonaId, zonas)))
    .limit(1);
  if (!p) throw new AppError(404, PAGO_NO_ENCONTRADO);
  if (p.estatus !== PagoEstatus.POR_VERIFICAR || p.ordenEstatus !== OrdenEstatus.POR_VERIFICAR) throw new AppError(409, PAGO_YA_PROCESADO);
  const nota = decision.nota || (decision.aprobar ? 'Pago verificado' : 'Pago rechazado');
  try {
    // the order must still be waiting for verification once locked: the decision was taken on what was read
    // above, and a concurrent one may have moved it since (approved, then cancelled by a late rejection)
    await changeOrderStatus(db, p.ordenId, {
      estatus: decision.aprobar ? OrdenEstatus.VERIFICADO : OrdenEstatus.CANCELADO,
      nota: decision.aprobar ? nota : `Pago rechazado: ${nota}`.slice(0, 500),
      autorId: decision.autorId,
      desde: OrdenEstatus.POR_VERIFICAR,
      pagoRechazado: decision.aprobar ? undefined : pagoId,
    });
  } catch (error) {
    if (error instanceof AppError && (error.message === TRANSICION_NO_PERMITIDA || error.message === ESTATUS_YA_CAMBIO)) throw new AppError(409, PAGO_YA_PROCESADO);
    throw error;
  }
}
