import { describe, expect, it } from 'vitest';
import { fieldError, normalizeField, paymentEntry, paymentErrors } from '../../../src/store/features/checkout/payment-form';
import { couponValue } from '../../../src/store/lib/order-view';
import { formPago } from './checkout-fixture';

const pagoMovil = formPago().metodoPago[1]!;

describe('payment data', () => {
  it('checks each field like the registrar contract', () => {
    expect(fieldError('referencia', '123')).toMatch(/4 a 30/);
    expect(fieldError('referencia', 'AB-1234')).toBeNull();
    expect(fieldError('referencia', 'ref 1234')).toMatch(/4 a 30/);
    expect(fieldError('telefono', '0414-1234567')).toBeNull();
    expect(fieldError('telefono', '4141234567')).toBe('Número de teléfono inválido');
    expect(fieldError('documento', 'v-12.345.678')).toBeNull();
    expect(fieldError('documento', 'X-1234567')).toMatch(/V, E, J o G/);
    expect(fieldError('banco', 'B')).toBe('Indique el nombre del banco');
    expect(fieldError('banco', '   ')).toMatch(/obligatorio/);
  });

  it('normalises what is sent', () => {
    expect(normalizeField('telefono', ' 0414 123-4567 ')).toBe('04141234567');
    expect(normalizeField('documento', 'v-12.345.678')).toBe('V-12345678');
  });

  it('asks only for what the method requires', () => {
    const campos = { referencia: '998877', telefono: '04121234567', banco: 'Mercantil', documento: '' };
    expect(paymentErrors(pagoMovil, campos)).toEqual({});
    expect(paymentEntry(pagoMovil, campos)).toEqual({ metodo: 3, referencia: '998877', telefono: '04121234567', banco: 'Mercantil' });
    expect(paymentEntry(formPago().metodoPago[0]!, campos)).toEqual({ metodo: 1 });
  });
});

describe('coupon values', () => {
  const money = (v: unknown) => `$ ${String(v)}`;
  it('percentages without needless decimals; amounts in the display currency', () => {
    expect(couponValue({ valor: '10.00', porcentaje: true }, money)).toBe('10%');
    expect(couponValue({ valor: '12.50', porcentaje: true }, money)).toBe('12,5%');
    expect(couponValue({ valor: '3.00', porcentaje: false }, money)).toBe('$ 3.00');
  });
});
