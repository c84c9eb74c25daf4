/**
 * Checkout of one cart page: the payment form (formpago) and placing the order (registrar). Placing is one
 * transaction that never trusts the client's prices: it re-prices the page for the caller's current plan,
 * re-checks every line, checks the delivery choice, the coupon, the total the shopper confirmed and the
 * payment, then writes the order snapshot, takes the stock, spends the balance through the ledger, uses the
 * coupon and clears the page. Locks are taken in one order (caller, cart page, coupon, stock rows by id,
 * balance), the contended stock rows as late as possible; a
 * transaction the database gives up to end a deadlock is run again. After the commit the cached catalog
 * pages of the products go before the answer; the search index takes the new stock right after it.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FormPago, OrdenResumen, RegistrarOrden } from '../../shared/contracts/orders';
import {
  CarritoDetalleEstatus,
  carritoDetalleEstatusMensaje,
  MetodoPago,
  OrdenEstatus,
  PagoEstatus,
} from '../../shared/enums';
import { add, compare, formatMoney, isPositive, multiply, round2, toLocal } from '../../shared/money';
import { cartTotals, lineAmounts, type CartTotals, minimumMessage, minimumPurchase, type PricedLine } from '../../shared/order-totals';
import type { Principal } from '../auth/principal';
import { createProfileService } from '../auth/profile';
import { clearCartPage, lineStatus, loadCartPageForCheckout, priceLines, validateCartPage } from '../cart/service';
import { getSettings } from '../config/service';
import { recordCouponUse, reserveCoupon, usableCoupons } from '../coupons/service';
import type { Db, Tx } from '../db/client';
import { isRetryable } from '../db/errors';
import { deliveryChoices, listUserAddresses, resolveDelivery, type ResolvedDelivery } from '../delivery/service';
import { activeZone } from '../zones/service';
import { conflict, unprocessable, type FieldErrors } from '../errors';
import { takeStock } from '../inventory/service';
import { recordSale } from '../reports/sales-summary';
import { invalidateProductPages, refreshIndexes } from '../search/sync';
import { debitBalance, getBalance, SALDO_INSUFICIENTE } from '../wallet/service';
import { paymentMethod, paymentMethods } from './payment-methods';
import { orderSummary } from './service';
import { orden, ordenDetalle, ordenHistorial, ordenPago } from './tables';

/** Advisory lock namespace: one checkout at a time per customer (idempotency and balance). */
const CHECKOUT_LOCK = 7_215_004;

export const CARRITO_CAMBIO = 'El carrito cambió, revísalo';
export const TOTAL_CAMBIO = 'El total cambió; confirma de nuevo';

interface Customer {
  nombre: string;
  email: string;
  telefono: string;
  documento: string;
}

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

interface CheckoutLine extends PricedLine {
  productoId: number;
  inventarioId: number;
  nombre: string;
}

/** The page re-priced for the caller's plan; 409 naming every line that cannot be bought as it is. */
async function repricedPage(tx: Tx, caller: Principal, zonaId: number, pagina: number): Promise<CheckoutLine[]> {
  const cart = await loadCartPageForCheckout(tx, caller.id, zonaId, pagina);
  if (cart.lineas.length === 0) throw unprocessable('El carrito está vacío', { pagina: 'El carrito está vacío' });
  const sellable = await priceLines(
    tx,
    zonaId,
    caller.usuarioTipoId,
    cart.lineas.map((l) => l.productoId),
  );
  const errores: FieldErrors = {};
  const lines: CheckoutLine[] = [];
  for (const l of cart.lineas) {
    const row = sellable.get(l.productoId);
    const estatus = lineStatus(l.cantidad, row);
    if (!row || estatus !== CarritoDetalleEstatus.ACTIVO) {
      const mensaje = carritoDetalleEstatusMensaje[estatus]!;
      errores[`producto.${l.productoId}`] = row ? `${row.producto.nombre}: ${mensaje}` : mensaje;
      continue;
    }
    const { precio, oferta } = row.producto.precio;
    lines.push({ productoId: l.productoId, inventarioId: row.inventarioId, nombre: row.producto.nombre, precio, oferta, impuesto: row.producto.impuesto, cantidad: l.cantidad });
  }
  if (Object.keys(errores).length) throw conflict(CARRITO_CAMBIO, errores);
  return lines;
}

interface Payment {
  montoSaldo: string;
  /** What the other method pays: total - montoSaldo. */
  resto: string;
  pago: NonNullable<RegistrarOrden['pago']> | null;
  enBolivares: boolean;
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
  created: boolean;
  productoIds: number[];
}

async function existingOrder(tx: Tx, usuarioId: number, clave: string): Promise<number | null> {
  const [row] = await tx
    .select({ id: orden.id })
    .from(orden)
    .where(and(eq(orden.usuarioId, usuarioId), eq(orden.claveIdempotencia, clave)))
    .limit(1);
  return row?.id ?? null;
}

interface Context {
  caller: Principal;
  cliente: Customer;
  zonaId: number;
  pagina: number;
  body: RegistrarOrden;
  settings: { minimoCompra: string; costoempaquetado: string; tasa: string };
  now: Date;
}

async function place(tx: Tx, c: Context): Promise<Placed> {
  const { caller, body, now } = c;
  // one checkout per customer at a time: a repeated submission waits and finds the first one's order
  await tx.execute(sql`select pg_advisory_xact_lock(${CHECKOUT_LOCK}::int, ${caller.id}::int)`);
  const existing = await existingOrder(tx, caller.id, body.claveIdempotencia);
  if (existing) return { ordenId: existing, created: false, productoIds: [] };

  const lines = await repricedPage(tx, caller, c.zonaId, c.pagina);
  const productos = cartTotals(lines).productos;
  const minimo = minimumPurchase(c.settings.minimoCompra, caller.usuarioTipo);
  if (compare(productos, minimo) < 0) {
    const mensaje = minimumMessage(formatMoney(minimo, '$'));
    throw unprocessable(mensaje, { total: mensaje });
  }
  const delivery = await resolveDelivery(tx, caller.id, c.zonaId, body, now, productos);
  const cupon = body.cuponCodigo ? await reserveCoupon(tx, { codigo: body.cuponCodigo, zonaId: c.zonaId, usuarioId: caller.id, productos }) : null;
  const totals = cartTotals(lines, { descuento: cupon?.descuento ?? 0, costoEnvio: delivery.costoEnvio, costoEmpaquetado: c.settings.costoempaquetado });
  if (compare(body.totalEsperado, totals.total) !== 0) throw conflict(TOTAL_CAMBIO, { total: totals.total });
  const payment = await checkPayment(tx, caller.id, body, totals.total);

  const ordenId = await insertOrder(tx, c, { lines, delivery, totals, payment, cupon });
  await insertPayments(tx, ordenId, payment, c.settings.tasa, now);
  if (cupon) await recordCouponUse(tx, { cuponId: cupon.cuponId, usuarioId: caller.id, ordenId });
  await clearCartPage(tx, caller.id, c.zonaId, c.pagina);
  // the rows other checkouts wait for, last: stock (then the balance, as a cancellation takes them)
  await takeStock(tx, lines);
  if (isPositive(payment.montoSaldo)) {
    await debitBalance(tx, { usuarioId: caller.id, monto: payment.montoSaldo, tipo: 'ordenpago', referenciaId: ordenId, descripcion: `Pago de la orden #${ordenId}` });
  }
  return { ordenId, created: true, productoIds: lines.map((l) => l.productoId) };
}

interface OrderWrite {
  lines: CheckoutLine[];
  delivery: ResolvedDelivery;
  totals: CartTotals;
  payment: Payment;
  cupon: { cuponId: number; codigo: string } | null;
}

/** The order row with its lines and first history entry; VERIFICADO at once when the balance paid everything. */
async function insertOrder(tx: Tx, c: Context, w: OrderWrite): Promise<number> {
  const { delivery: d, totals: tot } = w;
  const pagado = w.payment.pago === null;
  const estatus = pagado ? OrdenEstatus.VERIFICADO : OrdenEstatus.POR_VERIFICAR;
  const [row] = await tx
    .insert(orden)
    .values({
      usuarioId: c.caller.id,
      zonaId: c.zonaId,
      pagina: c.pagina,
      claveIdempotencia: c.body.claveIdempotencia,
      estatus,
      usuarioTipo: c.caller.usuarioTipoId,
      clienteNombre: c.cliente.nombre,
      clienteEmail: c.cliente.email,
      clienteDocumento: c.cliente.documento,
      clienteTelefono: c.cliente.telefono,
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
      tasa: c.settings.tasa,
      monedaId: c.body.monedaId,
      cuponId: w.cupon?.cuponId ?? null,
      cuponCodigo: w.cupon?.codigo ?? null,
      nota: (c.body.nota ?? '').trim(),
      creadoEn: c.now,
      actualizadoEn: c.now,
    })
    .returning({ id: orden.id });
  const id = row!.id;
  await tx.insert(ordenDetalle).values(
    w.lines.map((l) => {
      const a = lineAmounts(l);
      return {
        ordenId: id,
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
  await recordSale(tx, id, null, estatus);
  await tx.insert(ordenHistorial).values({
    ordenId: id,
    estatus,
    nota: pagado ? 'Pedido recibido y pagado con saldo' : 'Pedido recibido, pago por verificar',
    creadoEn: c.now,
  });
  return id;
}

async function insertPayments(tx: Tx, ordenId: number, p: Payment, tasa: string, now: Date): Promise<void> {
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
  if (rows.length) await tx.insert(ordenPago).values(rows);
}

/** Runs the whole transaction again when the database gave it up for another one; it wrote nothing. */
async function withRetry<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
    }
  }
}

export interface CheckoutResult {
  /** false when the key was already used: the same order again. */
  created: boolean;
  orden: OrdenResumen;
  /** The search index taking the new stock, after the answer (resolves within a second; the route logs a failure). */
  reindexed: Promise<unknown>;
}

/** POST /usuario/orden/zona/{zona}/pagina/{pagina}/registrar */
export async function placeOrder(db: Db, caller: Principal, zona: string, pagina: number, body: RegistrarOrden, now = new Date()): Promise<CheckoutResult> {
  const z = await activeZone(db, zona);
  const [settings, cliente] = await Promise.all([getSettings(db), customer(db, caller)]);
  const placed = await withRetry(() => db.transaction((tx) => place(tx, { caller, cliente, zonaId: z.id, pagina, body, settings, now })));
  if (!placed.created) return { created: false, orden: await orderSummary(db, caller.id, placed.ordenId), reindexed: Promise.resolve() };
  // the cached catalog pages showing the stock go before the answer; the search index follows it
  await invalidateProductPages(db, placed.productoIds, 'disponibilidad');
  const reindexed = refreshIndexes(db, placed.productoIds, 'disponibilidad');
  // handled here too, so a failure while the summary is read is never an unhandled rejection
  reindexed.catch(() => undefined);
  return { created: true, orden: await orderSummary(db, caller.id, placed.ordenId), reindexed };
}
