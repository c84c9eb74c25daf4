/**
 * Checkout of one cart page: the payment form (formpago) and placing the order (registrar). Placing is one
 * transaction that never trusts the client's prices: it re-prices the page for the caller's current plan,
 * re-checks every line, checks the delivery choice, the coupon, the total the shopper confirmed and the
 * payment, then writes the order snapshot, takes the stock, spends the balance through the ledger, uses the
 * coupon and clears the page. What it only reads outside the transaction (settings, the delivery choice's
 * data) is read before it, in parallel. Inside, few round trips (checkout-read.ts, checkout-writes.ts): the
 * locks, one read (key, customer, the page priced), the order row, then the rest of the order with the
 * stock in one statement; a coupon, a delivery window with capacity or a balance payment add their own.
 * Locks are taken in one order (caller, cart page, a window with capacity, coupon, purchase rollup, stock
 * rows by id, balance), the contended stock rows last, in a statement of their own that carries the COMMIT
 * on PostgreSQL when no balance debit follows (checkout-writes.ts: the rows are released by the database,
 * not when this process's busy event loop gets round to it); a transaction the database gives up to end a
 * deadlock is run again. After the commit the cached catalog pages of the products go before the answer
 * (their keys read with the page's lines; the answer built from the inserted row, not read back); the
 * search index takes the new stock in a batch after it. Measured with 20 buyers: tests/bench/checkout.ts.
 */
import { entityKind } from 'drizzle-orm';
import type { FormPago, OrdenResumen, RegistrarOrden } from '../../shared/contracts/orders';
import { CarritoDetalleEstatus, carritoDetalleEstatusMensaje, MetodoPago } from '../../shared/enums';
import { add, compare, formatMoney, isPositive, multiply, round2 } from '../../shared/money';
import { cartTotals, minimumMessage, minimumPurchase } from '../../shared/order-totals';
import { checkQuantity } from '../../shared/quantity';
import type { Principal } from '../auth/principal';
import { createProfileService } from '../auth/profile';
import { validateCartPage } from '../cart/service';
import { getSettings } from '../config/service';
import { recordCouponUse, reserveCoupon, usableCoupons } from '../coupons/service';
import type { Db, Tx } from '../db/client';
import { isRetryable } from '../db/errors';
import { judgeDelivery, readDeliveryFacts, type DeliveryFacts } from '../delivery/resolve';
import { deliveryChoices, listUserAddresses } from '../delivery/service';
import { activeZone } from '../zones/service';
import { conflict, unprocessable, type FieldErrors } from '../errors';
import { notEnoughStock } from '../inventory/service';
import { dropCatalogPages, keysOf } from '../catalog/page-cache';
import { debitBalance, getBalance, SALDO_INSUFICIENTE } from '../wallet/service';
import { paymentMethod, paymentMethods } from './payment-methods';
import { lockCheckout, lockPageAgain, readCheckout, type Customer, type PagedLine } from './checkout-read';
import { firstShortNow, insertOrder, insertOrderDetails, reindexSoon, ShortStock, takeOrderStock, type CheckoutLine, type Payment } from './checkout-writes';
import { orderSummary, toSummaries, type SummaryRow } from './service';

export const CARRITO_CAMBIO = 'El carrito cambió, revísalo';
export const TOTAL_CAMBIO = 'El total cambió; confirma de nuevo';

async function customer(db: Db, caller: Principal): Promise<Customer> {
  const p = await createProfileService({ db }).profile(caller);
  return {
    nombre: `${p.nombre} ${p.apellido}`.trim(),
    email: p.email,
    telefono: p.telefono ?? '',
    documento: p.tipoDocumento && p.documento ? `${p.tipoDocumento}-${p.documento}` : '',
  };
}

/** GET /usuario/orden/zona/{zona}/pagina/{pagina}/formpago */
export async function paymentForm(db: Db, caller: Principal, zona: string, pagina: number, now = new Date()): Promise<FormPago> {
  const z = await activeZone(db, zona);
  const validacion = await validateCartPage(db, caller, z.id, pagina);
  const [settings, saldo, direccion, choices, cupones, cliente] = await Promise.all([
    getSettings(db),
    getBalance(db, caller.id),
    listUserAddresses(db, caller.id, z.id),
    deliveryChoices(db, z.id, now),
    usableCoupons(db, z.id, caller.id),
    customer(db, caller),
  ]);
  return {
    zona: { id: z.id, slug: z.slug, nombre: z.nombre },
    ...validacion,
    tasa: settings.tasa,
    costoEmpaquetado: round2(settings.costoempaquetado),
    saldo,
    direccion,
    ...choices,
    metodoPago: paymentMethods(),
    cupon: cupones.filter((c) => compare(c.montoMinimo, validacion.carrito.totales.total) <= 0),
    cliente: { nombre: cliente.nombre, telefono: cliente.telefono, documento: cliente.documento },
  };
}

/** The page's lines as checkout buys them; 409 naming every line that cannot be bought as it is. */
function repricedPage(lineas: PagedLine[]): CheckoutLine[] {
  if (lineas.length === 0) throw unprocessable('El carrito está vacío', { pagina: 'El carrito está vacío' });
  const errores: FieldErrors = {};
  const lines: CheckoutLine[] = [];
  for (const { productoId, cantidad, venta } of lineas) {
    const estatus = venta ? checkQuantity(cantidad, venta.modalidad, venta.existencia) : CarritoDetalleEstatus.NO_DISPONIBLE;
    if (!venta || estatus !== CarritoDetalleEstatus.ACTIVO) {
      const mensaje = carritoDetalleEstatusMensaje[estatus]!;
      errores[`producto.${productoId}`] = venta ? `${venta.nombre}: ${mensaje}` : mensaje;
      continue;
    }
    const { inventarioId, nombre, precio, oferta, impuesto } = venta;
    lines.push({ productoId, inventarioId, nombre, precio, oferta, impuesto, cantidad });
  }
  if (Object.keys(errores).length) throw conflict(CARRITO_CAMBIO, errores);
  return lines;
}

/** The split between balance and one other method, with that method's required fields. */
async function checkPayment(tx: Tx, usuarioId: number, body: RegistrarOrden, total: string): Promise<Payment> {
  const montoSaldo = round2(body.montoSaldo);
  if (compare(montoSaldo, total) > 0) {
    throw unprocessable('El saldo a usar no puede superar el total', { montoSaldo: `Debe ser menor o igual a ${total}` });
  }
  if (isPositive(montoSaldo) && compare(montoSaldo, await getBalance(tx, usuarioId)) > 0) {
    throw conflict(SALDO_INSUFICIENTE, { montoSaldo: SALDO_INSUFICIENTE });
  }
  const resto = add(total, multiply(montoSaldo, -1));
  if (!isPositive(resto)) return { montoSaldo, resto, pago: null, enBolivares: false };
  if (!body.pago) throw unprocessable('Elige cómo pagar el resto del total', { 'pago.metodo': 'Este campo es obligatorio' });
  const metodo = paymentMethod(body.pago.metodo);
  if (!metodo) {
    const mensaje = body.pago.metodo === MetodoPago.SALDO ? 'El saldo se indica en montoSaldo' : 'Método de pago no disponible';
    throw unprocessable(mensaje, { 'pago.metodo': mensaje });
  }
  const missing = metodo.requiere.filter((f) => !body.pago![f]);
  if (missing.length) {
    throw unprocessable('Faltan datos del pago', Object.fromEntries(missing.map((f) => [`pago.${f}`, 'Este campo es obligatorio'])));
  }
  return { montoSaldo, resto, pago: body.pago, enBolivares: metodo.enBolivares };
}

interface Placed {
  ordenId: number;
  /** The new order's summary; null when the key was already used. */
  summary: SummaryRow | null;
  productoIds: number[];
  /** The keys of the catalog pages showing the products, as read in the transaction. */
  pageKeys: string[];
}

interface Context {
  caller: Principal;
  zonaId: number;
  pagina: number;
  body: RegistrarOrden;
  settings: { minimoCompra: string; costoempaquetado: string; tasa: string };
  entrega: DeliveryFacts;
  now: Date;
  /** The stock statement may carry the COMMIT (node-postgres: simple protocol; PGlite runs one transaction at a time anyway). */
  commitWithStock: boolean;
}

async function place(tx: Tx, c: Context): Promise<Placed> {
  const { caller, body, now } = c;
  const page = { usuarioId: caller.id, zonaId: c.zonaId, pagina: c.pagina };
  // a page never saved may have been created while the lock was awaited: looked for again, now visible
  const carritoId = (await lockCheckout(tx, page)) ?? (await lockPageAgain(tx, page));
  const read = await readCheckout(tx, { ...page, clave: body.claveIdempotencia, usuarioTipoId: caller.usuarioTipoId, carritoId });
  if (read.existente) return { ordenId: read.existente, summary: null, productoIds: [], pageKeys: [] };

  const lines = repricedPage(carritoId === null ? [] : read.lineas);
  const productos = cartTotals(lines).productos;
  const minimo = minimumPurchase(c.settings.minimoCompra, caller.usuarioTipo);
  if (compare(productos, minimo) < 0) {
    const mensaje = minimumMessage(formatMoney(minimo, '$'));
    throw unprocessable(mensaje, { total: mensaje });
  }
  const delivery = await judgeDelivery(tx, caller.id, c.zonaId, body, c.entrega, productos);
  const cupon = body.cuponCodigo ? await reserveCoupon(tx, { codigo: body.cuponCodigo, zonaId: c.zonaId, usuarioId: caller.id, productos }) : null;
  const totals = cartTotals(lines, { descuento: cupon?.descuento ?? 0, costoEnvio: delivery.costoEnvio, costoEmpaquetado: c.settings.costoempaquetado });
  if (compare(body.totalEsperado, totals.total) !== 0) throw conflict(TOTAL_CAMBIO, { total: totals.total });
  const payment = await checkPayment(tx, caller.id, body, totals.total);

  const write = {
    usuarioId: caller.id,
    usuarioTipoId: caller.usuarioTipoId,
    cliente: read.cliente,
    zonaId: c.zonaId,
    pagina: c.pagina,
    carritoId: carritoId!,
    body,
    tasa: c.settings.tasa,
    now,
    lines,
    delivery,
    totals,
    payment,
    cupon,
  };
  const summary = await insertOrder(tx, write);
  const ordenId = summary.id;
  if (cupon) await recordCouponUse(tx, { cuponId: cupon.cuponId, usuarioId: caller.id, ordenId });
  // the purchase rollup, lines, history, payments, the emptied page, the sales summary; then, last, the stock
  // other checkouts wait for, committed in the same message when nothing follows it (PostgreSQL)
  await insertOrderDetails(tx, ordenId, write, summary.estatus);
  const saldo = isPositive(payment.montoSaldo);
  await takeOrderStock(tx, lines, c.commitWithStock && !saldo);
  if (saldo) {
    await debitBalance(tx, { usuarioId: caller.id, monto: payment.montoSaldo, tipo: 'ordenpago', referenciaId: ordenId, descripcion: `Pago de la orden #${ordenId}` });
  }
  const pageKeys = keysOf(read.lineas.flatMap((l) => (l.venta ? [{ ...l.venta.claves, productoId: l.productoId }] : [])));
  return { ordenId, summary, productoIds: lines.map((l) => l.productoId), pageKeys };
}

/**
 * Runs the whole transaction again when the database gave it up for another one; it wrote nothing. A
 * stock row found short (the check constraint, see takeOrderStock) is the 409 naming the first product
 * short now; when none is any more (stock came back meanwhile), the order is tried again.
 */
async function withRetry<T>(db: Db, run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ShortStock) {
        const short = (await firstShortNow(db, error.rows)) ?? (attempt >= attempts ? error.rows[0] : undefined);
        if (short) throw notEnoughStock(short.productoId, short.nombre);
        continue;
      }
      if (attempt >= attempts || !isRetryable(error)) throw error;
    }
  }
}

/** Whether `tx` is node-postgres's (one connection per transaction, the simple protocol available). */
const onNodePg = (tx: unknown) => (tx as { constructor: Record<typeof entityKind, string | undefined> }).constructor[entityKind] === 'NodePgTransaction';

export interface CheckoutResult {
  /** false when the key was already used: the same order again. */
  created: boolean;
  orden: OrdenResumen;
  /** The search index taking the new stock, after the answer (resolves within a second; the route logs a failure). */
  reindexed: Promise<unknown>;
}

/**
 * POST /usuario/orden/zona/{zona}/pagina/{pagina}/registrar. What the transaction only reads (settings,
 * the delivery choice's address, point, schedules, blocks and rule) is read before it, in parallel; the
 * transaction locks, reads the page and the customer, and writes. The answer is built from the inserted row.
 */
export async function placeOrder(db: Db, caller: Principal, zona: string, pagina: number, body: RegistrarOrden, now = new Date()): Promise<CheckoutResult> {
  const z = await activeZone(db, zona);
  const [settings, entrega] = await Promise.all([getSettings(db), readDeliveryFacts(db, caller.id, z.id, body, now)]);
  const placed = await withRetry(db, () =>
    db.transaction((tx) => place(tx, { caller, zonaId: z.id, pagina, body, settings, entrega, now, commitWithStock: onNodePg(tx) })),
  );
  if (!placed.summary) return { created: false, orden: await orderSummary(db, caller.id, placed.ordenId), reindexed: Promise.resolve() };
  // the cached catalog pages showing the stock go before the answer (their keys read with the page's
  // lines: category, tags, groups, lists, nothing checkout changes); the search index follows it
  dropCatalogPages(db, placed.pageKeys);
  const reindexed = reindexSoon(db, placed.productoIds);
  // handled here too, so a failure is never an unhandled rejection
  reindexed.catch(() => undefined);
  const [orden] = await toSummaries(db, [placed.summary]);
  return { created: true, orden: orden!, reindexed };
}
