import { describe, expect, it } from 'vitest';
import { displayPrice, pickMoneda, shownMoney } from '../../../src/store/lib/currency';
import type { Moneda } from '../../../src/store/lib/types';

const usd: Moneda = { id: 1, tipo: 'dollar', nombre: 'Dólar', simbolo: '$', tasa: '1.0000', sistema: true, default: true };
const ves: Moneda = { id: 2, tipo: 'bolivar', nombre: 'Bolívar', simbolo: 'Bs.', tasa: '245.8700', sistema: false, default: false };

describe('display currency', () => {
  it('uses the chosen currency, else the default one', () => {
    expect(pickMoneda([usd, ves], 2)).toBe(ves);
    expect(pickMoneda([usd, ves], null)).toBe(usd);
    expect(pickMoneda([usd, ves], 99)).toBe(usd);
    expect(pickMoneda([], 1)).toBeNull();
  });

  it('converts system amounts and formats them es-VE', () => {
    expect(displayPrice('20.00', usd)).toBe('$\u00a020,00');
    expect(displayPrice('20.00', ves)).toBe('Bs.\u00a04.917,40');
    expect(displayPrice('', ves)).toBe('Bs.\u00a00,00');
  });

  it('never lets a price wrap between its symbol and its amount (non-breaking space)', () => {
    expect(shownMoney('1234.5', 'Bs.')).toBe('Bs.\u00a01.234,50');
    expect(displayPrice('3', usd)).not.toContain(' ');
  });
});
