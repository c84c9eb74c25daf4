/**
 * The checkout's arithmetic, the same the server charges: shared/order-totals.ts cartTotals over the
 * priced lines of the cart page, the coupon discount on the products total, the delivery or pickup cost,
 * packing always; and how the total splits between the TZM balance and one other method.
 */
import Big from 'big.js';
import type { CarritoPagina } from '../../../shared/contracts/cart';
import { compare, isPositive, round2 } from '../../../shared/money';
import { cartTotals, couponDiscount, type CartTotals, type PricedLine } from '../../../shared/order-totals';
import { deliveryCharge } from '../../../shared/shipping';

/** Lines the order would charge: priced (still sold) and with a positive quantity. */
export function pricedLines(carrito: CarritoPagina): PricedLine[] {
  return carrito.carritoDetalle.flatMap((l) =>
    l.producto.precio && l.cantidad > 0
      ? [{ precio: l.producto.precio.precio, oferta: l.producto.precio.oferta, impuesto: l.producto.impuesto, cantidad: l.cantidad }]
      : [],
  );
}

export interface CheckoutCharges {
  tipoEnvio: number;
  /** The chosen area's delivery cost, or the chosen pickup point's cost. */
  costoEnvio: string | null;
  /** Products total from which delivery is free (the zone's delivery option), or none. */
  envioGratisDesde?: string | null;
  costoEmpaquetado: string;
  cupon: { valor: string; porcentaje: boolean } | null;
}

export function checkoutTotals(carrito: CarritoPagina, charges: CheckoutCharges): CartTotals {
  const lines = pricedLines(carrito);
  const productos = cartTotals(lines).productos;
  return cartTotals(lines, {
    descuento: charges.cupon ? couponDiscount(productos, charges.cupon) : 0,
    costoEnvio: deliveryCharge(charges.costoEnvio ?? 0, charges.envioGratisDesde, productos),
    costoEmpaquetado: charges.costoEmpaquetado,
  });
}

const AMOUNT_INPUT = /^\d{1,10}([.,]\d{1,2})?$/;

/** What the shopper typed in the balance field ('12,5' or '12.50') as '12.50'; null when not an amount. */
export function parseAmountInput(text: string): string | null {
  const trimmed = text.trim();
  return AMOUNT_INPUT.test(trimmed) ? round2(trimmed.replace(',', '.')) : null;
}

/** The balance part offered first: all of it, up to the order total. */
export function defaultBalanceAmount(saldo: string, total: string): string {
  return compare(saldo, total) < 0 ? round2(saldo) : round2(total);
}

/** Why a typed balance amount cannot be used, or null. */
export function balanceAmountError(text: string, saldo: string, total: string): string | null {
  const monto = parseAmountInput(text);
  if (monto === null) return 'Ingrese un monto válido (por ejemplo 12,50)';
  if (!isPositive(monto)) return 'El monto debe ser mayor que cero';
  if (compare(monto, saldo) > 0) return 'El monto supera su saldo disponible';
  if (compare(monto, total) > 0) return 'El monto supera el total del pedido';
  return null;
}

export interface PaymentSplit {
  /** Paid with the TZM balance. */
  saldo: string;
  /** Left for the other method. */
  resto: string;
}

/** The balance part (already validated, or '0.00' when not used) and what remains for the other method. */
export function paymentSplit(total: string, montoSaldo: string | null): PaymentSplit {
  const saldo = montoSaldo === null ? '0.00' : compare(montoSaldo, total) > 0 ? round2(total) : round2(montoSaldo);
  return { saldo, resto: round2(new Big(total).minus(saldo)) };
}
