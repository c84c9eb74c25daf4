import { describe, expect, it } from 'vitest';
import type { ListaRapidaItem, PrecioTarjeta, ProductoTarjeta } from '../../../src/shared/contracts/catalog-pages';
import { itemsTotal, lineTotal, minimumText, priceView } from '../../../src/store/lib/price-view';
import type { Moneda } from '../../../src/store/lib/types';

const usd: Moneda = { id: 1, tipo: 'dollar', nombre: 'Dólar', simbolo: '$', tasa: '1.0000', sistema: true, default: true };
const ves: Moneda = { id: 2, tipo: 'bolivar', nombre: 'Bolívar', simbolo: 'Bs.', tasa: '245.8700', sistema: false, default: false };

function precio(tipo: PrecioTarjeta['usuarioTipo']['tipo'], p: string, oferta = '0.00', modalidad: Partial<PrecioTarjeta['modalidadVenta']> = {}): PrecioTarjeta {
  return { precio: p, oferta, modalidadVenta: { minimo: 1, maximo: null, grupo: 1, unidad: 1, ...modalidad }, usuarioTipo: { tipo } };
}

describe('price display', () => {
  it('normal plan, no offer, exempt: the price alone, in dollars and in bolívares', () => {
    const p = precio('normal', '1.35');
    expect(priceView(p, '0.00', usd)).toEqual({ actual: '$\u00a01,35', regular: null, ofertaPorcentaje: 0, ivaIncluido: false, minimo: null });
    expect(priceView(p, '0.00', ves).actual).toBe('Bs.\u00a0331,92');
  });

  it('taxed: 16 % is added half-up and labelled', () => {
    const view = priceView(precio('normal', '2.10'), '16.00', usd);
    expect(view.actual).toBe('$\u00a02,44');
    expect(view.ivaIncluido).toBe(true);
  });

  it('offer: the offer price with tax, the regular one struck and the percentage', () => {
    const view = priceView(precio('prime', '12.50', '10.00'), '0.00', usd);
    expect(view).toMatchObject({ actual: '$\u00a010,00', regular: '$\u00a012,50', ofertaPorcentaje: 20 });
    const taxed = priceView(precio('normal', '4.20', '3.60'), '16.00', ves);
    // 3.60 + 0.58 = 4.18 -> x 245.87 = 1027.74; 4.20 + 0.67 = 4.87 -> 1197.39
    expect(taxed).toMatchObject({ actual: 'Bs.\u00a01.027,74', regular: 'Bs.\u00a01.197,39', ofertaPorcentaje: 14, ivaIncluido: true });
  });

  it('converts the unit total, not its parts', () => {
    // 0.99 + 16 % = 1.15 (1.1484 half-up); 1.15 x 245.87 = 282.75 (282.7505)
    expect(priceView(precio('normal', '0.99'), '16.00', ves).actual).toBe('Bs.\u00a0282,75');
  });

  it('mayorista sale modes show their minimum; a minimum of one unit shows nothing', () => {
    expect(priceView(precio('mayorista', '1.19', '0.00', { minimo: 6, grupo: 6 }), '0.00', usd).minimo).toBe(6);
    expect(priceView(precio('mayorista', '1.19', '0.00', { minimo: 2, unidad: 6 }), '0.00', usd).minimo).toBe(12);
    expect(priceView(precio('normal', '1.19'), '0.00', usd).minimo).toBeNull();
    expect(minimumText(6)).toBe('Mínimo 6 unidades');
  });

  it('line and list totals multiply the unit price with tax', () => {
    const p = precio('normal', '2.10');
    expect(lineTotal(p, '16.00', 3, usd)).toBe('$\u00a07,32');
    const card = (id: number, pr: PrecioTarjeta, impuesto: string) => ({ id, impuesto, precio: pr }) as unknown as ProductoTarjeta;
    const items: ListaRapidaItem[] = [
      { cantidad: 3, producto: card(1, p, '16.00') },
      { cantidad: 2, producto: card(2, precio('normal', '12.50', '10.00'), '0.00') },
    ];
    expect(itemsTotal(items, usd)).toBe('$\u00a027,32');
    expect(itemsTotal(items, ves)).toBe('Bs.\u00a06.717,17');
    expect(itemsTotal([], usd)).toBe('$\u00a00,00');
  });
});
