/**
 * The statements of placing an order, few round trips each: the idempotency check with the cart page's
 * lock, the order row (returning its summary, so the answer needs no read back), and its lines, first
 * history entry, payments and the emptied cart page in one statement (data-modifying WITH). After the
 * commit, the search index takes the new stock of many orders in one batch.
 */
import { eq, sql } from 'drizzle-orm';
import { MetodoPago, OrdenEstatus, PagoEstatus } from '../../shared/enums';
import { isPositive, round2, toLocal } from '../../shared/money';
import { lineAmounts, type CartTotals, type PricedLine } from '../../shared/order-totals';
import { carrito, carritoDetalle } from '../cart/tables';
import type { Db, Tx } from '../db/client';
import type { ResolvedDelivery } from '../delivery/resolve';
import { refreshIndexes } from '../search/sync';
import { summaryRowColumns, type SummaryRow } from './service';
import { orden, ordenDetalle, ordenHistorial, ordenPago } from './tables';

/** Advisory lock namespace: one checkout at a time per customer (idempotency and balance). */
const CHECKOUT_LOCK = 7_215_004;

/**
 * One checkout at a time per customer (a repeated submission waits for the first one), then, in one
 * statement taken after that lock: the order already placed with this key, and the cart page's carrito
 * row locked until the transaction ends (null when the page was never saved).
 */
export async function openCheckout(
  tx: Tx,
  w: { usuarioId: number; clave: string; zonaId: number; pagina: number },
): Promise<{ existente: number | null; carritoId: number | null }> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CHECKOUT_LOCK}::int, ${w.usuarioId}::int)`);
  const result = await tx.execute(sql`
    with pagina as (
      select ${carrito.id} from ${carrito}
      where ${carrito.usuarioId} = ${w.usuarioId} and ${carrito.zonaId} = ${w.zonaId} and ${carrito.pagina} = ${w.pagina}
      for update
    )
    select (select ${orden.id} from ${orden} where ${orden.usuarioId} = ${w.usuarioId} and ${orden.claveIdempotencia} = ${w.clave} limit 1) as existente,
      (select id from pagina limit 1) as carrito_id`);
  const [row] = (result as unknown as { rows: { existente: number | null; carrito_id: number | null }[] }).rows;
  const num = (v: number | null | undefined) => (v === null || v === undefined ? null : Number(v));
  return { existente: num(row?.existente), carritoId: num(row?.carrito_id) };
}

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

/** The order's lines, first history entry and payments, and the cart page emptied: one statement. */
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
  // getSQL(): a query builder put in a template whole would be wrapped in parentheses
  await tx.execute(sql`with lineas as (${lineas.getSQL()}), historial as (${historial.getSQL()})${pago} ${vaciar.getSQL()}`);
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
