/**
 * What the shopper chose on the checkout page, what follows from it (area, windows, totals, the balance
 * split) and the registrar body built from it; pure, so the page only renders and sends.
 */
import { TipoEnvio } from '../../../shared/enums';
import { isPositive, round2 } from '../../../shared/money';
import { minimumMessage, type CartTotals } from '../../../shared/order-totals';
import type { CuponUsable, FormPago, MetodoPagoOpcion, RegistrarOrden, Ventana } from '../../lib/orders-api';
import { balanceAmountError, checkoutTotals, defaultBalanceAmount, parseAmountInput, paymentSplit, type PaymentSplit } from './checkout-totals';
import { CAMPOS_VACIOS, paymentEntry, paymentErrors, type CampoPago, type CamposPago } from './payment-form';
import { findWindow } from './windows';

export type AreaEntrega = FormPago['area'][number];
export const EXPRESS_NO_LLEGA = 'El envío express no llega a esta dirección por ahora; elija delivery u otra dirección';
export type PuntoRetiro = FormPago['retiro'][number];

export interface CheckoutState {
  tipoEnvio: number;
  direccionUsuarioId: number | null;
  direccionZonaId: number | null;
  /** windowKey of the chosen window. */
  ventana: string | null;
  cupon: CuponUsable | null;
  usarSaldo: boolean;
  /** What the shopper typed as balance amount; null means the default (all the balance, up to the total). */
  montoSaldo: string | null;
  metodoId: number | null;
  campos: CamposPago;
  nota: string;
}

function deliverableAddress(form: FormPago): number | null {
  return form.direccion.find((d) => form.area.some((a) => a.id === d.area.id))?.id ?? null;
}

export function initialState(form: FormPago): CheckoutState {
  const delivery = form.area.length > 0 || form.retiro.length === 0;
  return {
    tipoEnvio: delivery ? TipoEnvio.DELIVERY : TipoEnvio.PICKUP,
    direccionUsuarioId: deliverableAddress(form),
    direccionZonaId: form.retiro[0]?.id ?? null,
    ventana: null,
    cupon: null,
    usarSaldo: false,
    montoSaldo: null,
    metodoId: null,
    // the customer's own phone and document are the usual payer data
    campos: { ...CAMPOS_VACIOS, telefono: form.cliente.telefono, documento: form.cliente.documento },
    nota: '',
  };
}

export interface CheckoutView {
  /** The delivery area of the chosen saved address (null for pickup or an address outside the areas). */
  area: AreaEntrega | null;
  punto: PuntoRetiro | null;
  ventanas: Ventana[];
  ventana: Ventana | null;
  totals: CartTotals;
  /** Text of the balance field. */
  saldoTexto: string;
  saldoError: string | null;
  split: PaymentSplit;
  /** The chosen method, when something remains to pay. */
  metodo: MetodoPagoOpcion | null;
}

/** '12.50' as the balance field shows it: '12,50'. */
export function amountText(amount: string): string {
  return round2(amount).replace('.', ',');
}

/** Delivery and express go to one of the customer's addresses; pickup to a point of the zone. */
export function toAddress(tipoEnvio: number): boolean {
  return tipoEnvio !== TipoEnvio.PICKUP;
}

/** What the chosen delivery type offers at the chosen area or point: its windows and price. */
function offerOf(tipoEnvio: number, area: AreaEntrega | null, punto: PuntoRetiro | null) {
  // express has no window choice: the area's earliest one (formpago `express.ventana`)
  if (tipoEnvio === TipoEnvio.EXPRESS) return area?.express ? { ...area.express, ventana: [area.express.ventana] } : null;
  return toAddress(tipoEnvio) ? area : punto;
}

export function viewOf(form: FormPago, state: CheckoutState): CheckoutView {
  const home = toAddress(state.tipoEnvio);
  const direccion = home ? form.direccion.find((d) => d.id === state.direccionUsuarioId) : undefined;
  const area = direccion ? (form.area.find((a) => a.id === direccion.area.id) ?? null) : null;
  const punto = home ? null : (form.retiro.find((r) => r.id === state.direccionZonaId) ?? null);
  const offer = offerOf(state.tipoEnvio, area, punto);
  const ventanas = offer?.ventana ?? [];
  const totals = checkoutTotals(form.carrito, {
    tipoEnvio: state.tipoEnvio,
    costoEnvio: offer?.costoEnvio ?? null,
    envioGratisDesde: offer?.envioGratisDesde ?? null,
    costoEmpaquetado: form.costoEmpaquetado,
    cupon: state.cupon,
  });
  const saldoTexto = state.montoSaldo ?? amountText(defaultBalanceAmount(form.saldo, totals.total));
  const saldoError = state.usarSaldo ? balanceAmountError(saldoTexto, form.saldo, totals.total) : null;
  const montoSaldo = state.usarSaldo && !saldoError ? parseAmountInput(saldoTexto) : null;
  const split = paymentSplit(totals.total, montoSaldo);
  const metodo = isPositive(split.resto) ? (form.metodoPago.find((m) => m.id === state.metodoId) ?? null) : null;
  const ventana = state.tipoEnvio === TipoEnvio.EXPRESS ? (ventanas[0] ?? null) : findWindow(ventanas, state.ventana);
  return { area, punto, ventanas, ventana, totals, saldoTexto, saldoError, split, metodo };
}

export type CheckoutErrorKey = 'entrega' | 'ventana' | 'cupon' | 'saldo' | 'metodo' | CampoPago;
export type CheckoutErrors = Partial<Record<CheckoutErrorKey, string>>;

export interface OrderExtras {
  claveIdempotencia: string;
  monedaId: number;
}

/** The registrar body, or what the shopper still has to fix (by section). */
export function orderRequest(
  form: FormPago,
  state: CheckoutState,
  view: CheckoutView,
  extras: OrderExtras,
): { body: RegistrarOrden } | { errors: CheckoutErrors } {
  const errors: CheckoutErrors = {};
  const home = toAddress(state.tipoEnvio);
  const express = state.tipoEnvio === TipoEnvio.EXPRESS;
  if (home && !view.area) errors.entrega = 'Elija una dirección de entrega';
  else if (express && !view.area?.express) errors.entrega = EXPRESS_NO_LLEGA;
  if (!home && !view.punto) errors.entrega = 'Elija dónde retirar su pedido';
  if (!view.ventana && !express) errors.ventana = 'Elija el horario de entrega';
  if (view.saldoError) errors.saldo = view.saldoError;
  if (isPositive(view.split.resto)) {
    if (!view.metodo) errors.metodo = 'Elija cómo pagará el resto';
    else Object.assign(errors, paymentErrors(view.metodo, state.campos));
  }
  if (Object.keys(errors).length > 0 || !view.ventana) return { errors };

  const body: RegistrarOrden = {
    claveIdempotencia: extras.claveIdempotencia,
    tipoEnvio: express ? TipoEnvio.EXPRESS : home ? TipoEnvio.DELIVERY : TipoEnvio.PICKUP,
    horarioId: view.ventana.horarioId,
    fechaEntrega: view.ventana.fecha,
    montoSaldo: view.split.saldo,
    monedaId: extras.monedaId === 2 ? 2 : 1,
    totalEsperado: view.totals.total,
  };
  if (home) body.direccionUsuarioId = state.direccionUsuarioId!;
  else body.direccionZonaId = state.direccionZonaId!;
  if (state.cupon) body.cuponCodigo = state.cupon.codigo;
  if (view.metodo) body.pago = paymentEntry(view.metodo, state.campos);
  const nota = state.nota.trim();
  if (nota) body.nota = nota;
  return { body };
}

const ERRORS_OF: Partial<Record<keyof CheckoutState, CheckoutErrorKey[]>> = {
  tipoEnvio: ['entrega', 'ventana'],
  direccionUsuarioId: ['entrega', 'ventana'],
  direccionZonaId: ['entrega', 'ventana'],
  ventana: ['ventana'],
  cupon: ['cupon'],
  usarSaldo: ['saldo'],
  montoSaldo: ['saldo'],
  metodoId: ['metodo', 'referencia', 'banco', 'telefono', 'documento'],
  campos: ['referencia', 'banco', 'telefono', 'documento'],
};

/** A change clears the errors of what it changed. */
export function withoutErrorsOf(errors: CheckoutErrors, patch: Partial<CheckoutState>): CheckoutErrors {
  const next = { ...errors };
  for (const field of Object.keys(patch) as (keyof CheckoutState)[]) for (const key of ERRORS_OF[field] ?? []) delete next[key];
  return next;
}

const NOT_ADJUSTMENTS = ['El carrito está vacío', minimumMessage('')];

/** What the server changed in the cart page (formpago `errores` less the empty-cart and minimum notices). */
export function adjustmentMessages(form: FormPago, pagina: number): string[] {
  if (form.valido) return [];
  return (form.errores[String(pagina)] ?? []).filter((m) => !NOT_ADJUSTMENTS.some((n) => m.startsWith(n)));
}

/** The section an error field of the server belongs to ('pago.referencia' -> referencia). */
export function serverErrorKey(field: string): CheckoutErrorKey | null {
  const last = field.split('.').at(-1) ?? field;
  if (last === 'referencia' || last === 'banco' || last === 'telefono' || last === 'documento') return last;
  if (last === 'montoSaldo') return 'saldo';
  if (last === 'horarioId' || last === 'fechaEntrega') return 'ventana';
  if (last === 'cuponCodigo') return 'cupon';
  if (field.startsWith('pago') || last === 'metodo') return 'metodo';
  if (field.startsWith('direccion') || last === 'tipoEnvio') return 'entrega';
  return null;
}

/** Server field errors by section; those of no section are returned as plain messages. */
export function splitServerErrors(errores: Record<string, string> | undefined): { byKey: CheckoutErrors; otros: string[] } {
  const byKey: CheckoutErrors = {};
  const otros: string[] = [];
  for (const [field, mensaje] of Object.entries(errores ?? {})) {
    const key = serverErrorKey(field);
    if (key && !byKey[key]) byKey[key] = mensaje;
    else otros.push(mensaje);
  }
  return { byKey, otros };
}
