/**
 * The writes of placing an order, few round trips: the order row (returning its summary, so the answer
 * needs no read back), then everything but the stock in one statement (data-modifying WITH): the purchase
 * rollup, lines, first history entry, payments, the emptied cart page, the sales summary's change; then
 * the stock, the only rows every buyer contends for, taken last, with the COMMIT in the same message on
 * PostgreSQL. After the commit, the search index takes the new stock of many orders in one batch. (The
 * reads and locks before them: checkout-read.ts.)
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { MetodoPago, OrdenEstatus, PagoEstatus } from '../../shared/enums';
import { isPositive, round2, toLocal } from '../../shared/money';
import { lineAmounts, type CartTotals, type PricedLine } from '../../shared/order-totals';
import { carritoDetalle } from '../cart/tables';
import type { Db, Tx } from '../db/client';
import type { ResolvedDelivery } from '../delivery/resolve';
import { stockTake, type StockLine } from '../inventory/service';
import { inventario } from '../inventory/tables';
import { changePurchase, counts } from '../reports/purchase-rollup';
import { saleDelta } from '../reports/sales-summary';
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
 * The rest of the order but the stock, in one statement after the order row: the purchase rollup's
 * upsert (purchase-rollup.ts: its rows locked here, before the stock rows, as every order writer does), the
 * lines, first history entry and payments, the cart page emptied, and the sales summary's change
 * (reports/sales-summary.ts, reading the lines from this statement's insert). Nothing here is contended
 * between customers; the stock, which is, follows in its own statement (takeOrderStock).
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
  // the units are given: the lines are inserted by this same statement, invisible to the rollup's read of them
  const compra = counts(estatus) ? sql`, compra as (${changePurchase(ordenId, 1, w.lines.reduce((n, l) => n + l.cantidad, 0))})` : sql``;
  // getSQL(): a query builder put in a template whole would be wrapped in parentheses
  await tx.execute(sql`with lineas as (${lineas.getSQL()} returning orden_id, producto_id, nombre, cantidad, total),
    historial as (${historial.getSQL()})${pago}, vaciar as (${vaciar.getSQL()})${venta ? sql`, venta as (${venta})` : sql``}${compra}
    select 1`);
}

/** The stock check constraint (inventario_existencia_no_negativa) refused an order's take: some row was short. */
export class ShortStock extends Error {
  constructor(
    readonly rows: (StockLine & { nombre: string })[],
    cause: unknown,
  ) {
    super('existencia insuficiente', { cause });
  }
}

const CHECK_VIOLATION = '23514';
const STOCK_CHECK = 'inventario_existencia_no_negativa';

function isStockCheck(error: unknown): boolean {
  for (let e = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined; e && typeof e === 'object'; e = e.cause as typeof e) {
    if (e.code === CHECK_VIOLATION && (e.constraint === STOCK_CHECK || e.message?.includes(STOCK_CHECK))) return true;
  }
  return false;
}

/**
 * The stock taken, the last statement of the order, with only integers in it (so it can be sent as plain
 * text, no parameters): the rows locked in id order, each decremented; a row that would go below zero
 * fails the table's check constraint, and the whole transaction with it (ShortStock, after the rollback:
 * the caller finds which product, see firstShortNow). Every row exists: the lines inserted before hold a
 * key-share lock on them (orden_detalle's foreign key), which the stock update does not wait for.
 *
 * `commit`: the COMMIT goes in the same message (PostgreSQL's simple protocol runs both, and skips the
 * COMMIT when the update fails), so the contended rows are released by the database as soon as they are
 * taken, never held while this process's event loop gets round to reading the answer and sending COMMIT
 * (with 20 buyers that wait was longer than the transaction's own work). The caller must then write
 * nothing more. An empty transaction is begun after it in the same message, which the driver's own
 * COMMIT then ends (a COMMIT with no transaction would log a warning on the server at every order).
 */
export async function takeOrderStock(tx: Tx, lines: CheckoutLine[], commit: boolean): Promise<void> {
  // merged per row and in id order; each keeps its line's fields (a row is one product's: the name goes along)
  const rows = (stockTake(lines)?.rows ?? []) as CheckoutLine[];
  const values = rows.map((r) => {
    if (!Number.isSafeInteger(r.inventarioId) || !Number.isSafeInteger(r.cantidad)) throw new Error('existencia: fila o cantidad no entera');
    return `(${r.inventarioId}, ${r.cantidad})`;
  });
  // no row to take (nothing contended): the driver's COMMIT ends the transaction
  if (values.length === 0) return;
  const statement = `with pedido (id, cantidad) as (values ${values.join(', ')}),
    bloqueadas as (select id from inventario where id in (select id from pedido) order by id for no key update)
    update inventario set existencia = inventario.existencia - pedido.cantidad, actualizado_en = now()
    from pedido where inventario.id = pedido.id and inventario.id in (select id from bloqueadas)`;
  try {
    await tx.execute(sql.raw(commit ? `${statement};\ncommit;\nbegin` : statement));
  } catch (error) {
    if (isStockCheck(error)) throw new ShortStock(rows, error);
    throw error;
  }
}

/** After a ShortStock: the first of its rows (by id) without enough stock now; undefined when none is short any more. */
export async function firstShortNow<T extends StockLine>(db: Db, rows: T[]): Promise<T | undefined> {
  const found = await db.select({ id: inventario.id, existencia: inventario.existencia }).from(inventario).where(inArray(inventario.id, rows.map((r) => r.inventarioId)));
  const now = new Map(found.map((r) => [r.id, r.existencia]));
  return rows.find((r) => (now.get(r.inventarioId) ?? 0) < r.cantidad);
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
