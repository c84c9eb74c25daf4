import { describe, expect, it } from 'vitest';
import { cartTotals } from '../../../src/shared/order-totals';
import {
  balanceAmountError,
  checkoutTotals,
  defaultBalanceAmount,
  parseAmountInput,
  paymentSplit,
  pricedLines,
} from '../../../src/store/features/checkout/checkout-totals';
import { formPago } from './checkout-fixture';

const { carrito } = formPago();

describe('checkout totals', () => {
  it('charges only the lines still sold, like the server', () => {
    expect(pricedLines(carrito)).toHaveLength(2);
    expect(cartTotals(pricedLines(carrito)).productos).toBe('18.92');
  });

  it('delivery adds the area cost and packing; pickup its own cost (none without a pickup option) and packing', () => {
    const delivery = checkoutTotals(carrito, { tipoEnvio: 1, costoEnvio: '2.00', costoEmpaquetado: '0.50', cupon: null });
    expect(delivery).toMatchObject({ subtotal: '17.00', impuesto: '1.92', productos: '18.92', costoEnvio: '2.00', total: '21.42' });
    const pickup = checkoutTotals(carrito, { tipoEnvio: 2, costoEnvio: '0.00', costoEmpaquetado: '0.50', cupon: null });
    expect(pickup).toMatchObject({ costoEnvio: '0.00', total: '19.42' });
    const paidPickup = checkoutTotals(carrito, { tipoEnvio: 2, costoEnvio: '1.00', envioGratisDesde: '50.00', costoEmpaquetado: '0.50', cupon: null });
    expect(paidPickup).toMatchObject({ costoEnvio: '1.00', total: '20.42' });
    const freePickup = checkoutTotals(carrito, { tipoEnvio: 2, costoEnvio: '1.00', envioGratisDesde: '18.92', costoEmpaquetado: '0.50', cupon: null });
    expect(freePickup).toMatchObject({ costoEnvio: '0.00', total: '19.42' });
  });

  it('a percentage coupon discounts the products total half-up; delivery and packing come after', () => {
    const t = checkoutTotals(carrito, { tipoEnvio: 1, costoEnvio: '2.00', costoEmpaquetado: '0.50', cupon: { valor: '10.00', porcentaje: true } });
    // 10 % of 18.92 = 1.892 -> 1.89
    expect(t).toMatchObject({ descuento: '1.89', total: '19.53' });
  });

  it('a fixed coupon above the products total is capped at it', () => {
    const t = checkoutTotals(carrito, { tipoEnvio: 1, costoEnvio: '2.00', costoEmpaquetado: '0.50', cupon: { valor: '30.00', porcentaje: false } });
    expect(t).toMatchObject({ descuento: '18.92', total: '2.50' });
  });
});

describe('balance and the other method', () => {
  it('reads amounts written with a comma or a dot', () => {
    expect(parseAmountInput('12,5')).toBe('12.50');
    expect(parseAmountInput(' 3.25 ')).toBe('3.25');
    expect(parseAmountInput('1.234,50')).toBeNull();
    expect(parseAmountInput('abc')).toBeNull();
    expect(parseAmountInput('-2')).toBeNull();
    expect(parseAmountInput('2,345')).toBeNull();
  });

  it('offers the whole balance up to the total', () => {
    expect(defaultBalanceAmount('5.00', '21.42')).toBe('5.00');
    expect(defaultBalanceAmount('50.00', '21.42')).toBe('21.42');
  });

  it('refuses amounts above the balance or the total, zero and text', () => {
    expect(balanceAmountError('5,00', '5.00', '21.42')).toBeNull();
    expect(balanceAmountError('5,01', '5.00', '21.42')).toBe('El monto supera su saldo disponible');
    expect(balanceAmountError('22', '50.00', '21.42')).toBe('El monto supera el total del pedido');
    expect(balanceAmountError('0', '5.00', '21.42')).toBe('El monto debe ser mayor que cero');
    expect(balanceAmountError('cinco', '5.00', '21.42')).toMatch(/monto válido/);
  });

  it('splits the total between the balance and the rest', () => {
    expect(paymentSplit('21.42', '5.00')).toEqual({ saldo: '5.00', resto: '16.42' });
    expect(paymentSplit('21.42', null)).toEqual({ saldo: '0.00', resto: '21.42' });
    expect(paymentSplit('21.42', '21.42')).toEqual({ saldo: '21.42', resto: '0.00' });
    expect(paymentSplit('21.42', '30.00')).toEqual({ saldo: '21.42', resto: '0.00' });
  });
});
