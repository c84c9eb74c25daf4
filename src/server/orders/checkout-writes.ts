/**
 * The writes of placing an order, few round trips: the order row (returning its summary, so the answer
 * needs no read back), then everything else in one statement (data-modifying WITH): lines, first history
 * entry, payments, the emptied cart page, the sales summary's change and the stock taken. After the
 * commit, the search index takes the new stock of many orders in one batch. (The reads and locks before
 * them: checkout-read.ts.)
 */
import { eq, sql } from 'drizzle-orm';
import { MetodoPago, OrdenEstatus, PagoEstatus } from '../../shared/enums';
import { isPositive, round2, toLocal } from '../../shared/money';
import { lineAmounts, type CartTotals, type PricedLine } from '../../shared/order-totals';
import { carritoDetalle } from '../cart/tables';
import type { Db, Tx } from '../db/client';
import type { ResolvedDelivery } from '../delivery/resolve';
import { firstShort, notEnoughStock, stockTake } from '../inventory/service';
import { recordNewPurchase, saleDelta } from '../reports/sales-summary';
import { refreshIndexes } from '../search/sync';
import { summaryRowColumns, type SummaryRow } from './service';
import { orden, ordenDetalle, ordenHistorial, ordenPago } from './tables';

export interface CheckoutLine extends PricedLine {
  productoId: number;
  inventarioId: number;
  nombre: string;
}

export interface Payment {
  montoSaldo: string;
  /** What the other method pays: total - montoSaldo. */
  resto: string;
  pago: { metodo: number; referencia?: string; banco?: string; telefono?: string; documento?: string } | null;
  enBolivares: boolean;
}

export interface OrderWrite {
  usuarioId: number;
  usuarioTipoId: number;
  cliente: { nombre: string; email: string; documento: string; telefono: string };
  zonaId: number;
  pagina: number;
  carritoId: number;
  body: { claveIdempotencia: string; monedaId: number; nota?: string };
  tasa: string;
  now: Date;
  lines: CheckoutLine[];
  delivery: ResolvedDelivery;
  totals: CartTotals;
  payment: Payment;
  cupon: { cuponId: number; codigo: string } | null;
}

/** The order row; VERIFICADO at once when the balance paid everything. Its summary as stored. */
export async function insertOrder(tx: Tx, w: OrderWrite): Promise<SummaryRow> {
  const { delivery: d, totals: tot } = w;
  const estatus = w.payment.pago === null ? OrdenEstatus.VERIFICADO : OrdenEstatus.POR_VERIFICAR;
  const [row] = await tx
    .insert(orden)
    .values({
      usuarioId: w.usuarioId,
      zonaId: w.zonaId,
      pagina: w.pagina,
      claveIdempotencia: w.body.claveIdempotencia,
      estatus,
      usuarioTipo: w.usuarioTipoId,
      clienteNombre: w.cliente.nombre,
      clienteEmail: w.cliente.email,
      clienteDocumento: w.cliente.documento,
      clienteTelefono: w.cliente.telefono,
      tipoEnvio: d.tipoEnvio,
      metodoPago: w.payment.pago?.metodo ?? MetodoPago.SALDO,
      direccionUsuarioId: d.direccionUsuarioId,
      direccionZonaId: d.direccionZonaId,
      areaId: d.areaId,
      sectorId: d.sectorId,
      direccion: d.direccion,
      fechaEntrega: d.fechaEntrega,
      horaInicio: d.horaInicio,
      horaFin: d.horaFin,
      tiempoEnvio: d.tiempoEnvio,
      subtotal: tot.subtotal,
      impuesto: tot.impuesto,
      descuento: tot.descuento,
      costoEnvio: tot.costoEnvio,
      costoEmpaquetado: tot.costoEmpaquetado,
      total: tot.total,
      tasa: w.tasa,
      monedaId: w.body.monedaId,
      cuponId: w.cupon?.cuponId ?? null,
      cuponCodigo: w.cupon?.codigo ?? null,
      nota: (w.body.nota ?? '').trim(),
      creadoEn: w.now,
      actualizadoEn: w.now,
    })
    .returning(summaryRowColumns);
  // the page's lines are one per product
  return { ...row!, productos: w.lines.length, calificada: false };
}

function paymentRows(ordenId: number, p: Payment, tasa: string, now: Date): (typeof ordenPago.$inferInsert)[] {
  const rows: (typeof ordenPago.$inferInsert)[] = [];
  if (isPositive(p.montoSaldo)) {
    rows.push({ ordenId, metodo: MetodoPago.SALDO, monto: p.montoSaldo, estatus: PagoEstatus.VERIFICADO, verificadoEn: now, creadoEn: now });
  }
  if (p.pago) {
    rows.push({
      ordenId,
      metodo: p.pago.metodo,
      monto: p.resto,
      montoBs: p.enBolivares ? toLocal(p.resto, tasa) : null,
      referencia: p.pago.referencia ?? null,
      banco: p.pago.banco?.trim() ?? null,
      telefono: p.pago.telefono ?? null,
      documento: p.pago.documento ?? null,
      estatus: PagoEstatus.POR_VERIFICAR,
      creadoEn: now,
    });
  }
  return rows;
}

/**
 * The rest of the order in one statement, after the order row: its lines, first history entry and
 * payments, the cart page emptied, the sales summary's change (reports/sales-summary.ts, reading the lines
 * from this statement's insert; the purchase rollup's upsert goes just before, as its own statement), and the stock taken (inventory/service.ts: rows locked in id order,
 * each guarded; the contended rows, so last, held only until the commit that follows). 409 naming the
 * first product without enough stock; the caller's transaction then rolls everything back.
 */
export async function insertOrderDetails(tx: Tx, ordenId: number, w: OrderWrite, estatus: number): Promise<void> {
  const lineas = tx.insert(ordenDetalle).values(
    w.lines.map((l) => {
      const a = lineAmounts(l);
      return {
        ordenId,
        productoId: l.productoId,
        inventarioId: l.inventarioId,
        nombre: l.nombre,
        cantidad: l.cantidad,
        precio: round2(l.precio),
        oferta: round2(l.oferta),
        impuestoPorcentaje: round2(l.impuesto),
        precioUnitario: a.precioUnitario,
        impuesto: a.impuesto,
        total: a.total,
      };
    }),
  );
  const historial = tx.insert(ordenHistorial).values({
    ordenId,
    estatus,
    nota: w.payment.pago === null ? 'Pedido recibido y pagado con saldo' : 'Pedido recibido, pago por verificar',
    creadoEn: w.now,
  });
  const pagos = paymentRows(ordenId, w.payment, w.tasa, w.now);
  const pago = pagos.length ? sql`, pagos as (${tx.insert(ordenPago).values(pagos).getSQL()})` : sql``;
  const vaciar = tx.delete(carritoDetalle).where(eq(carritoDetalle.carritoId, w.carritoId));
  const venta = saleDelta(ordenId, null, estatus, sql`lineas`);
  // the purchase rollup's rows are locked before the stock rows, in every order writer (purchase-rollup.ts)
  await recordNewPurchase(tx, ordenId, estatus, w.lines.reduce((n, l) => n + l.cantidad, 0));
  const take = stockTake(w.lines);
  // getSQL(): a query builder put in a template whole would be wrapped in parentheses
  const result = await tx.execute(sql`with lineas as (${lineas.getSQL()} returning orden_id, producto_id, nombre, cantidad, total),
    historial as (${historial.getSQL()})${pago}, vaciar as (${vaciar.getSQL()})${venta ? sql`, venta as (${venta})` : sql``}
    ${take ? sql`, existencias as (${take.statement})` : sql``}
    select ${take ? sql`(select array_agg(id) from existencias)` : sql`null`} as tomadas`);
  if (!take) return;
  const [row] = (result as unknown as { rows: { tomadas: unknown[] | null }[] }).rows;
  const short = firstShort(take.rows, row?.tomadas ?? []);
  if (short) throw notEnoughStock(short.productoId, w.lines.find((l) => l.productoId === short.productoId)!.nombre);
}

/** How long new stock waits for other orders' products before the search index takes them together. */
const REINDEX_BATCH_MS = 100;

const batches = new WeakMap<Db, { ids: Set<number>; done: Promise<unknown> }>();

/**
 * The search index takes the new stock of these products within REINDEX_BATCH_MS plus one batch: the
 * orders placed meanwhile join the same batch (20 buyers of the same products: one re-read, not 20).
 */
export function reindexSoon(db: Db, productoIds: number[]): Promise<unknown> {
  let batch = batches.get(db);
  if (!batch) {
    const ids = new Set<number>();
    const done = new Promise((resolve) => setTimeout(resolve, REINDEX_BATCH_MS)).then(() => {
      batches.delete(db);
      return refreshIndexes(db, [...ids], 'disponibilidad');
    });
    batch = { ids, done };
    batches.set(db, batch);
  }
  for (const id of productoIds) batch.ids.add(id);
  return batch.done;
}
