import { describe, expect, it } from 'vitest';
import { cartTotals, couponDiscount, lineAmounts, minimumMessage, minimumPurchase } from '../../../src/shared/order-totals';
import { formatMoney } from '../../../src/shared/money';

describe('order totals (spec sections 5 and 9)', () => {
  it('rounds the unit tax half-up before multiplying by the quantity', () => {
    // 1.90 x 16% = 0.304 -> 0.30; 3 units: 5.70 + 0.90
    expect(lineAmounts({ precio: '1.90', oferta: '0', impuesto: '16.00', cantidad: 3 })).toEqual({
      precioUnitario: '1.90',
      impuesto: '0.90',
      subtotal: '5.70',
      total: '6.60',
    });
    // 0.05 x 10% = 0.005 -> 0.01 (half-up, not banker's)
    expect(lineAmounts({ precio: '0.05', oferta: '0', impuesto: '10', cantidad: 1 }).impuesto).toBe('0.01');
  });

  it('uses the offer when above 0 and sums the lines', () => {
    const totals = cartTotals([
      { precio: '10.00', oferta: '0', impuesto: '16.00', cantidad: 3 },
      { precio: '2.50', oferta: '1.99', impuesto: '0.00', cantidad: 2 },
    ]);
    expect(totals).toEqual({
      subtotal: '33.98',
      impuesto: '4.80',
      productos: '38.78',
      descuento: '0.00',
      costoEnvio: '0.00',
      costoEmpaquetado: '0.00',
      total: '38.78',
    });
    expect(cartTotals([]).total).toBe('0.00');
  });

  it('caps the discount at the products total and adds delivery and packing after it', () => {
    const lines = [{ precio: '5.00', oferta: '0', impuesto: '0', cantidad: 2 }];
    expect(cartTotals(lines, { descuento: '25.00', costoEnvio: '3.5', costoEmpaquetado: '0.25' })).toMatchObject({
      productos: '10.00',
      descuento: '10.00',
      total: '3.75',
    });
    expect(cartTotals(lines, { descuento: '2.345' })).toMatchObject({ descuento: '2.35', total: '7.65' });
  });

  it('computes coupon discounts as a percentage or a fixed amount capped at the products', () => {
    expect(couponDiscount('38.78', { valor: '10', porcentaje: true })).toBe('3.88');
    expect(couponDiscount('38.78', { valor: '5', porcentaje: false })).toBe('5.00');
    expect(couponDiscount('3.00', { valor: '5', porcentaje: false })).toBe('3.00');
    expect(couponDiscount('3.00', { valor: '150', porcentaje: true })).toBe('3.00');
  });

  it('has no minimum purchase for PRIME and formats the minimum message', () => {
    expect(minimumPurchase('20', 'normal')).toBe('20.00');
    expect(minimumPurchase('20.00', 'mayorista')).toBe('20.00');
    expect(minimumPurchase('20.00', 'prime')).toBe('0.00');
    expect(minimumMessage(formatMoney('1234.5', '$'))).toBe('El monto mínimo de compra es de $ 1.234,50');
  });
});
