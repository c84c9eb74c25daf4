/**
 * Totals of a cart or an order, the one calculation the cart panel, the checkout page and the server's
 * checkout all use (amounts in the system currency, half-up to 2 decimals per line as spec section 9 rules).
 * Products total = sum of lines (unit base + unit tax) x quantity. The coupon discount applies to the products
 * total; delivery and packing are added after it.
 */
import Big from 'big.js';
import { add, compare, multiply, round2, unitPrice, type Amount } from './money';

export interface PricedLine {
  precio: Amount;
  oferta: Amount;
  /** Tax percentage ("16.00"). */
  impuesto: Amount;
  cantidad: number;
}

export interface LineAmounts {
  /** Unit price before tax (offer when > 0). */
  precioUnitario: string;
  /** Tax of the whole line. */
  impuesto: string;
  /** Line before tax. */
  subtotal: string;
  /** Line with tax. */
  total: string;
}

export function lineAmounts(line: PricedLine): LineAmounts {
  const unit = unitPrice(line.precio, line.oferta, line.impuesto);
  const subtotal = multiply(unit.base, line.cantidad);
  const impuesto = multiply(unit.impuesto, line.cantidad);
  return { precioUnitario: unit.base, impuesto, subtotal, total: add(subtotal, impuesto) };
}

export interface CartTotals {
  /** Products before tax. */
  subtotal: string;
  impuesto: string;
  /** Products with tax: what the minimum purchase and coupons are measured against. */
  productos: string;
  descuento: string;
  costoEnvio: string;
  costoEmpaquetado: string;
  /** productos - descuento + costoEnvio + costoEmpaquetado, never below 0. */
  total: string;
}

export interface ExtraCharges {
  descuento?: Amount;
  costoEnvio?: Amount;
  costoEmpaquetado?: Amount;
}

export function cartTotals(lines: PricedLine[], extra: ExtraCharges = {}): CartTotals {
  const amounts = lines.map(lineAmounts);
  const subtotal = add(0, ...amounts.map((a) => a.subtotal));
  const impuesto = add(0, ...amounts.map((a) => a.impuesto));
  const productos = add(subtotal, impuesto);
  const descuento = compare(extra.descuento ?? 0, productos) > 0 ? productos : round2(extra.descuento ?? 0);
  const costoEnvio = round2(extra.costoEnvio ?? 0);
  const costoEmpaquetado = round2(extra.costoEmpaquetado ?? 0);
  const total = round2(new Big(productos).minus(descuento).plus(costoEnvio).plus(costoEmpaquetado));
  return { subtotal, impuesto, productos, descuento, costoEnvio, costoEmpaquetado, total };
}

/** A coupon's discount on a products total: a percentage of it, or a fixed amount capped at it. */
export function couponDiscount(productos: Amount, cupon: { valor: Amount; porcentaje: boolean }): string {
  const raw = cupon.porcentaje ? round2(new Big(productos).times(new Big(cupon.valor)).div(100)) : round2(cupon.valor);
  return compare(raw, productos) > 0 ? round2(productos) : raw;
}

/** Minimum purchase of a plan: config minimoCompra, zero for PRIME (spec section 5). */
export function minimumPurchase(minimoCompra: Amount, usuarioTipo: 'normal' | 'prime' | 'mayorista'): string {
  return usuarioTipo === 'prime' ? '0.00' : round2(minimoCompra);
}

/** The message shown below the minimum ({amount} already formatted with its currency). */
export function minimumMessage(formattedAmount: string): string {
  return `El monto mínimo de compra es de ${formattedAmount}`;
}
