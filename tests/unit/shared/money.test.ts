import { describe, expect, it } from 'vitest';
import {
  add,
  convert,
  effectivePrice,
  formatAmount,
  formatMoney,
  offerPercent,
  round2,
  taxOf,
  toLocal,
  toSystem,
  unitPrice,
} from '../../../src/shared/money';

describe('money', () => {
  it('rounds half-up to 2 decimals without binary float error', () => {
    expect(round2('1.005')).toBe('1.01');
    expect(round2('2.675')).toBe('2.68');
    expect(round2(0.1 + 0.2)).toBe('0.30');
    expect(round2('-1.005')).toBe('-1.01');
    expect(round2(null)).toBe('0.00');
    expect(round2('no es número')).toBe('0.00');
  });

  it('computes tax as price x percentage / 100, exempt at 0', () => {
    expect(taxOf('10.00', '16')).toBe('1.60');
    expect(taxOf('3.33', '16')).toBe('0.53');
    expect(taxOf('10', 0)).toBe('0.00');
  });

  it('uses the offer only when above 0 and computes its percentage', () => {
    expect(effectivePrice('10', '0')).toBe('10.00');
    expect(effectivePrice('10', '7.5')).toBe('7.50');
    expect(offerPercent('10', '7.5')).toBe(25);
    expect(offerPercent('3', '2')).toBe(33);
    expect(offerPercent('10', 0)).toBe(0);
    expect(offerPercent('0', '5')).toBe(0);
  });

  it('builds a unit price with tax on the offer', () => {
    expect(unitPrice('10', '8', '16')).toEqual({
      base: '8.00',
      impuesto: '1.28',
      total: '9.28',
      totalSinOferta: '11.60',
      ofertaPorcentaje: 20,
      ivaIncluido: true,
    });
    expect(unitPrice('2.50', 0, 0).ivaIncluido).toBe(false);
  });

  it('converts USD to VES by multiplying and back by dividing', () => {
    expect(toLocal('10.50', '245.87')).toBe('2581.64');
    expect(toSystem('2581.64', '245.87')).toBe('10.50');
    expect(toSystem('100', 0)).toBe('0.00');
    expect(convert('1.99', { sistema: true, tasa: '1' })).toBe('1.99');
    expect(convert('1.99', { sistema: false, tasa: '245.87' })).toBe('489.28');
    expect(add('0.10', '0.20', 1)).toBe('1.30');
  });

  it('formats es-VE amounts', () => {
    expect(formatAmount('1234.56')).toBe('1.234,56');
    expect(formatAmount('1234567.8')).toBe('1.234.567,80');
    expect(formatAmount('0')).toBe('0,00');
    expect(formatAmount('')).toBe('0,00');
    expect(formatAmount(undefined)).toBe('0,00');
    expect(formatAmount('-1234.5')).toBe('-1.234,50');
    expect(formatMoney('2581.64', 'Bs.')).toBe('Bs. 2.581,64');
  });
});
