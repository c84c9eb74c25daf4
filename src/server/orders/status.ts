/**
 * Moving an order along. Only the transitions of shared/order-status.ts are allowed; each move is one
 * transaction that locks the order, writes its status and a history entry (the note feeds tracking).
 * VERIFICADO verifies the payments still pending; CANCELADO returns the stock, credits back the part paid
 * with balance (ledger kind 'ordenreintegro') and gives the coupon use back.
 */
import { and, eq } from 'drizzle-orm';
import { MetodoPago, OrdenEstatus, ordenEstatusNombre, PagoEstatus, type OrdenEstatusId } from '../../shared/enums';
import { add } from '../../shared/money';
import { canMoveTo } from '../../shared/order-status';
import { releaseCoupon } from '../coupons/service';
import type { Db, Tx } from '../db/client';
import { conflict, notFound, unprocessable } from '../errors';
import { returnStock } from '../inventory/service';
import { audit } from '../audit/service';
import { notify } from '../notifications/service';
import { recordSale } from '../reports/sales-summary';
import { reindexProducts } from '../search/sync';
import { creditBalance } from '../wallet/service';
import { rewardReferralOnDelivery } from '../referrals/service';
import { orden, ordenDetalle, ordenHistorial, ordenPago } from './tables';

export const TRANSICION_NO_PERMITIDA = 'Transición de estatus no permitida';
export const ESTATUS_YA_CAMBIO = 'El pedido ya cambió de estatus';

export interface StatusChange {
  estatus: OrdenEstatusId;
  nota: string;
  autorId: number;
  /** The status the order must still have once locked (a decision taken on what was read before): 409 otherwise. */
  desde?: OrdenEstatusId;
  /** A pending payment of the order marked rejected in the same transaction. */
  pagoRechazado?: number;
}
export const ordenNoEncontrada = () => notFound('Orden no encontrada');

/** Locks in checkout's order (coupon, stock, balance) so a cancellation racing a checkout cannot deadlock. */
async function cancelOrder(tx: Tx, o: { id: number; usuarioId: number }, autorId: number): Promise<number[]> {
  await releaseCoupon(tx, o.id);
  const lines = await tx
    .select({ inventarioId: ordenDetalle.inventarioId, productoId: ordenDetalle.productoId, cantidad: ordenDetalle.cantidad })
    .from(ordenDetalle)
    .where(eq(ordenDetalle.ordenId, o.id));
  await returnStock(
    tx,
    lines.map((l) => ({ inventarioId: l.inventarioId, cantidad: l.cantidad })),
  );
  const balance = await tx
    .select({ monto: ordenPago.monto })
    .from(ordenPago)
    .where(and(eq(ordenPago.ordenId, o.id), eq(ordenPago.metodo, MetodoPago.SALDO)));
  const monto = add(0, ...balance.map((p) => p.monto));
  if (balance.length && monto !== '0.00') {
    await creditBalance(tx, {
      usuarioId: o.usuarioId,
      monto,
      tipo: 'ordenreintegro',
      referenciaId: o.id,
      descripcion: `Reintegro de la orden #${o.id} cancelada`,
      autorId,
    });
  }
  return [...new Set(lines.map((l) => l.productoId))];
}

export async function changeOrderStatus(db: Db, id: number, change: StatusChange): Promise<void> {
  const touched = await db.transaction(async (tx) => {
    const [o] = await tx
      .select({ id: orden.id, estatus: orden.estatus, tipoEnvio: orden.tipoEnvio, usuarioId: orden.usuarioId })
      .from(orden)
      .where(eq(orden.id, id))
      .for('update');
    if (!o) throw ordenNoEncontrada();
    if (change.desde !== undefined && o.estatus !== change.desde) throw conflict(ESTATUS_YA_CAMBIO, { estatus: ESTATUS_YA_CAMBIO });
    if (!canMoveTo(o.estatus, o.tipoEnvio, change.estatus)) {
      throw unprocessable(TRANSICION_NO_PERMITIDA, { estatus: TRANSICION_NO_PERMITIDA });
    }
    const now = new Date();
    await tx.update(orden).set({ estatus: change.estatus, actualizadoEn: now }).where(eq(orden.id, id));
    await recordSale(tx, id, o.estatus, change.estatus);
    await tx.insert(ordenHistorial).values({ ordenId: id, estatus: change.estatus, nota: change.nota, autorId: change.autorId, creadoEn: now });
    await audit(tx, { recurso: 'orden', registroId: id, accion: 'estatus', antes: { estatus: o.estatus }, despues: { estatus: change.estatus, nota: change.nota } });
    await notify(tx, o.usuarioId, {
      titulo: `Pedido #${id}: ${ordenEstatusNombre[change.estatus]}`,
      texto: change.nota,
      enlace: `/mi-cuenta/pedidos/${id}`,
    });
    if (change.pagoRechazado !== undefined) {
      await tx
        .update(ordenPago)
        .set({ estatus: PagoEstatus.RECHAZADO, verificadoPor: change.autorId, verificadoEn: now })
        .where(and(eq(ordenPago.id, change.pagoRechazado), eq(ordenPago.ordenId, id), eq(ordenPago.estatus, PagoEstatus.POR_VERIFICAR)));
    }
    if (change.estatus === OrdenEstatus.VERIFICADO) {
      await tx
        .update(ordenPago)
        .set({ estatus: PagoEstatus.VERIFICADO, verificadoPor: change.autorId, verificadoEn: now })
        .where(and(eq(ordenPago.ordenId, id), eq(ordenPago.estatus, PagoEstatus.POR_VERIFICAR)));
    }
    if (change.estatus === OrdenEstatus.ENTREGADO) await rewardReferralOnDelivery(tx, o);
    return change.estatus === OrdenEstatus.CANCELADO ? cancelOrder(tx, o, change.autorId) : [];
  });
  if (touched.length) await reindexProducts(db, touched, 'disponibilidad');
}
