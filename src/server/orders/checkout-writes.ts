/**
 * The writes of placing an order, few round trips: the order row (returning its summary, so the answer
 * needs no read back), then everything but the stock in one statement (data-modifying WITH): the purchase
 * rollup, lines, first history entry, payments, the emptied cart page, the sales summary's change; then
 * the stock, the only rows every buyer contends for, taken last, with the COMMIT in the same message on
 * PostgreSQL. After the commit, the search index takes the new stock of many orders in one batch. (The
 * reads and locks before them: checkout-read.ts.)
 */
import { inArray, sql } from 'drizzle-orm';
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
import { columnsAs, mapRow, prebuilt, runPrebuilt, type Prebuilt } from '../db/prebuilt';
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

/** A named placeholder of a prepared statement (db/prebuilt.ts). */
const p = (name: string) => sql.placeholder(name);

/**
 * The order row, prepared (db/prebuilt.ts): a purchase's statements are the app's per-order cost under
 * many buyers (tests/bench/checkout.ts), and this one's text was rebuilt by drizzle at every order.
 */
const INSERT_ORDER = prebuilt(
  'orden_alta',
  sql`insert into ${orden} (usuario_id, zona_id, pagina, clave_idempotencia, estatus, usuario_tipo, cliente_nombre, cliente_email,
      cliente_documento, cliente_telefono, tipo_envio, metodo_pago, direccion_usuario_id, direccion_zona_id, area_id, sector_id,
      direccion, fecha_entrega, hora_inicio, hora_fin, tiempo_envio, subtotal, impuesto, descuento, costo_envio, costo_empaquetado,
      total, tasa, moneda_id, cupon_id, cupon_codigo, nota, creado_en, actualizado_en)
    values (${p('usuarioId')}::int, ${p('zonaId')}::int, ${p('pagina')}::smallint, ${p('clave')}::uuid, ${p('estatus')}::smallint,
      ${p('usuarioTipo')}::smallint, ${p('clienteNombre')}, ${p('clienteEmail')}, ${p('clienteDocumento')}, ${p('clienteTelefono')},
      ${p('tipoEnvio')}::smallint, ${p('metodoPago')}::smallint, ${p('direccionUsuarioId')}::int, ${p('direccionZonaId')}::int,
      ${p('areaId')}::int, ${p('sectorId')}::int, ${p('direccion')}, ${p('fechaEntrega')}::date, ${p('horaInicio')}::time,
      ${p('horaFin')}::time, ${p('tiempoEnvio')}::int, ${p('subtotal')}::numeric, ${p('impuesto')}::numeric, ${p('descuento')}::numeric,
      ${p('costoEnvio')}::numeric, ${p('costoEmpaquetado')}::numeric, ${p('total')}::numeric, ${p('tasa')}::numeric,
      ${p('monedaId')}::smallint, ${p('cuponId')}::int, ${p('cuponCodigo')}, ${p('nota')}, ${p('now')}::timestamptz, ${p('now')}::timestamptz)
    returning ${columnsAs(summaryRowColumns)}`,
);

/** VERIFICADO when the balance paid everything, POR_VERIFICAR otherwise. */
const orderStatus = (w: Pick<OrderWrite, 'payment'>) => (w.payment.pago === null ? OrdenEstatus.VERIFICADO : OrdenEstatus.POR_VERIFICAR);

/** The order row; VERIFICADO at once when the balance paid everything. Its summary as stored. */
export async function insertOrder(tx: Tx, w: OrderWrite): Promise<SummaryRow> {
  const { delivery: d, totals: tot } = w;
  const estatus = orderStatus(w);
  const [row] = await runPrebuilt<Record<string, unknown>>(tx, INSERT_ORDER, {
    usuarioId: w.usuarioId,
    zonaId: w.zonaId,
    pagina: w.pagina,
    clave: w.body.claveIdempotencia,
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
    now: w.now.toISOString(),
  });
  // the page's lines are one per product
  return { ...(mapRow(row!, summaryRowColumns) as Omit<SummaryRow, 'productos' | 'calificada'>), productos: w.lines.length, calificada: false };
}

/** The payments as json_to_recordset reads them (insertOrderDetails). */
function paymentRows(payment: Payment, tasa: string, now: Date) {
  const at = now.toISOString();
  const rows: Record<string, unknown>[] = [];
  if (isPositive(payment.montoSaldo)) {
    rows.push({ metodo: MetodoPago.SALDO, monto: payment.montoSaldo, monto_bs: null, referencia: null, banco: null, telefono: null, documento: null, estatus: PagoEstatus.VERIFICADO, verificado_en: at, creado_en: at });
  }
  if (payment.pago) {
    rows.push({
      metodo: payment.pago.metodo,
      monto: payment.resto,
      monto_bs: payment.enBolivares ? toLocal(payment.resto, tasa) : null,
      referencia: payment.pago.referencia ?? null,
      banco: payment.pago.banco?.trim() ?? null,
      telefono: payment.pago.telefono ?? null,
      documento: payment.pago.documento ?? null,
      estatus: PagoEstatus.POR_VERIFICAR,
      verificado_en: null,
      creado_en: at,
    });
  }
  return rows;
}

/**
 * The rest of the order but the stock, one prepared statement per order status (the sales summary's and
 * the purchase rollup's parts depend on it; everything else is a value): the lines and the payments as
 * JSON arrays read by json_to_recordset (in their order: the lines' ids follow the page's order), the
 * first history entry, the emptied cart page, the sales summary's change and the purchase rollup.
 */
function detailsStatement(estatus: number): Prebuilt {
  const ordenId = p('ordenId');
  const venta = saleDelta(ordenId, null, estatus, sql`lineas`);
  // the units are given: the lines are inserted by this same statement, invisible to the rollup's read of them
  const compra = counts(estatus) ? sql`, compra as (${changePurchase(ordenId, 1, p('unidades'))})` : sql``;
  return prebuilt(
    `orden_detalle_${estatus}`,
    sql`with lineas as (
        insert into ${ordenDetalle} (orden_id, producto_id, inventario_id, nombre, cantidad, precio, oferta, impuesto_porcentaje, precio_unitario, impuesto, total)
        select ${ordenId}::int, x.* from json_to_recordset(${p('lineas')}::json) as x(producto_id int, inventario_id int, nombre varchar,
          cantidad int, precio numeric, oferta numeric, impuesto_porcentaje numeric, precio_unitario numeric, impuesto numeric, total numeric)
        returning orden_id, producto_id, nombre, cantidad, total),
      historial as (insert into ${ordenHistorial} (orden_id, estatus, nota, creado_en)
        values (${ordenId}::int, ${estatus}::smallint, ${p('nota')}, ${p('now')}::timestamptz)),
      pagos as (insert into ${ordenPago} (orden_id, metodo, monto, monto_bs, referencia, banco, telefono, documento, estatus, verificado_en, creado_en)
        select ${ordenId}::int, x.* from json_to_recordset(${p('pagos')}::json) as x(metodo smallint, monto numeric, monto_bs numeric,
          referencia varchar, banco varchar, telefono varchar, documento varchar, estatus smallint, verificado_en timestamptz, creado_en timestamptz)),
      vaciar as (delete from ${carritoDetalle} where ${carritoDetalle.carritoId} = ${p('carritoId')}::int)${venta ? sql`, venta as (${venta})` : sql``}${compra}
      select 1`,
  );
}

const DETAILS = new Map<number, Prebuilt>();

/**
 * The rest of the order but the stock, in one statement after the order row: the purchase rollup's
 * upsert (purchase-rollup.ts: its rows locked here, before the stock rows, as every order writer does), the
 * lines, first history entry and payments, the cart page emptied, and the sales summary's change
 * (reports/sales-summary.ts, reading the lines from this statement's insert). Nothing here is contended
 * between customers; the stock, which is, follows in its own statement (takeOrderStock).
 */
export async function insertOrderDetails(tx: Tx, ordenId: number, w: OrderWrite, estatus: number): Promise<void> {
  let statement = DETAILS.get(estatus);
  if (!statement) DETAILS.set(estatus, (statement = detailsStatement(estatus)));
  const lineas = w.lines.map((l) => {
    const a = lineAmounts(l);
    return {
      producto_id: l.productoId,
      inventario_id: l.inventarioId,
      nombre: l.nombre,
      cantidad: l.cantidad,
      precio: round2(l.precio),
      oferta: round2(l.oferta),
      impuesto_porcentaje: round2(l.impuesto),
      precio_unitario: a.precioUnitario,
      impuesto: a.impuesto,
      total: a.total,
    };
  });
  await runPrebuilt(tx, statement, {
    ordenId,
    lineas: JSON.stringify(lineas),
    nota: w.payment.pago === null ? 'Pedido recibido y pagado con saldo' : 'Pedido recibido, pago por verificar',
    now: w.now.toISOString(),
    pagos: JSON.stringify(paymentRows(w.payment, w.tasa, w.now)),
    carritoId: w.carritoId,
    unidades: w.lines.reduce((n, l) => n + l.cantidad, 0),
  });
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
