import { describe, expect, it } from 'vitest';
import { CarritoDetalleEstatus } from '../../../src/shared/enums';
import { cappedAddition, checkQuantity, defaultQuantity, largestValidQuantity, maxQuantity, optionsIncluding, quantityOptions, stepQuantity } from '../../../src/shared/quantity';

const m = (minimo: number, maximo: number | null, grupo: number, unidad: number) => ({ minimo, maximo, grupo, unidad });

describe('quantity options (spec section 5)', () => {
  it('starts with 0, then minimo*unidad in steps of grupo*unidad up to min(stock, maximo*unidad)', () => {
    expect(quantityOptions(m(1, 5, 1, 1), 100)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(quantityOptions(m(6, 24, 6, 1), 100)).toEqual([0, 6, 12, 18, 24]);
    expect(quantityOptions(m(1, 10, 1, 1), 3)).toEqual([0, 1, 2, 3]);
    expect(quantityOptions(m(2, 3, 1, 2), 100)).toEqual([0, 4, 6]);
  });

  it('uses the stock alone when maximo is empty or 0', () => {
    expect(maxQuantity(m(1, null, 1, 1), 7)).toBe(7);
    expect(maxQuantity(m(1, 0, 1, 1), 7)).toBe(7);
    expect(quantityOptions(m(1, 0, 2, 1), 6)).toEqual([0, 1, 3, 5]);
  });

  it('offers only 0 when stock is below the minimum and caps huge stocks', () => {
    expect(quantityOptions(m(6, null, 6, 1), 5)).toEqual([0]);
    expect(quantityOptions(m(1, null, 1, 1), 1_000_000).length).toBeLessThanOrEqual(201);
  });

  it('defaults to minimo*unidad and keeps a chosen quantity among the options', () => {
    expect(defaultQuantity(m(3, null, 1, 2))).toBe(6);
    expect(optionsIncluding(m(1, 3, 1, 1), 2, 3)).toEqual([0, 1, 2, 3]);
  });

  it('judges quantities like the server cart validation', () => {
    const mm = m(6, 24, 6, 1);
    expect(checkQuantity(12, mm, 100)).toBe(CarritoDetalleEstatus.ACTIVO);
    expect(checkQuantity(0, mm, 100)).toBe(CarritoDetalleEstatus.CANTIDAD_INCORRECTA);
    expect(checkQuantity(1.5, mm, 100)).toBe(CarritoDetalleEstatus.CANTIDAD_INCORRECTA);
    expect(checkQuantity(7, mm, 100)).toBe(CarritoDetalleEstatus.CANTIDAD_INCORRECTA);
    expect(checkQuantity(3, mm, 100)).toBe(CarritoDetalleEstatus.MINIMO_INSATISFECHO);
    expect(checkQuantity(30, mm, 100)).toBe(CarritoDetalleEstatus.MAXIMO_SUPERADO);
    expect(checkQuantity(12, mm, 10)).toBe(CarritoDetalleEstatus.EXISTENCIA_SUPERADA);
    expect(checkQuantity(6, mm, 0)).toBe(CarritoDetalleEstatus.INVENTARIO_INSUFICIENTE);
  });

  it('finds the largest valid quantity not above a limit (cart adjustments)', () => {
    const mm = m(6, 24, 6, 1);
    expect(largestValidQuantity(mm, 100, 30)).toBe(24);
    expect(largestValidQuantity(mm, 100, 17)).toBe(12);
    expect(largestValidQuantity(mm, 10, 100)).toBe(6);
    expect(largestValidQuantity(mm, 5, 100)).toBe(0);
    expect(largestValidQuantity(mm, 100, 5)).toBe(0);
    expect(largestValidQuantity(m(2, null, 1, 2), 9, 100)).toBe(8);
    for (const [q, e] of [
      [30, 100],
      [17, 100],
      [100, 10],
    ] as const)
      expect(checkQuantity(largestValidQuantity(mm, e, q), mm, e)).toBe(CarritoDetalleEstatus.ACTIVO);
  });
});

describe('cappedAddition', () => {
  const m = { minimo: 2, maximo: 10, grupo: 2, unidad: 1 };
  it('keeps a total that may be bought', () => expect(cappedAddition(6, m, 50)).toBe(6));
  it('caps past the stock or the maximum to the largest valid quantity', () => {
    expect(cappedAddition(9, m, 7)).toBe(6);
    expect(cappedAddition(30, m, 50)).toBe(10);
  });
  it('leaves the total as asked when nothing is valid, for validation to report', () => expect(cappedAddition(5, m, 1)).toBe(5));
});

describe('stepQuantity (the −/+ stepper of product cards)', () => {
  it('moves in steps of grupo x unidad from minimo x unidad, like the options', () => {
    const mode = m(6, 24, 6, 1);
    const seen = [defaultQuantity(mode)];
    for (let i = 0; i < 10; i++) seen.push(stepQuantity(mode, 100, seen.at(-1)!, 1));
    expect([...new Set(seen)]).toEqual(quantityOptions(mode, 100).slice(1));
    expect(stepQuantity(m(2, 3, 1, 2), 100, 4, 1)).toBe(6);
  });

  it('stops at minimo going down and at maximo or the stock going up', () => {
    expect(stepQuantity(m(2, 10, 1, 1), 100, 2, -1)).toBe(2);
    expect(stepQuantity(m(1, 5, 1, 1), 100, 5, 1)).toBe(5);
    expect(stepQuantity(m(1, 10, 2, 1), 4, 3, 1)).toBe(3);
    expect(stepQuantity(m(1, null, 1, 1), 7, 7, 1)).toBe(7);
  });

  it('brings a quantity past a fallen stock back within bounds, and stays put when nothing is sellable', () => {
    expect(stepQuantity(m(1, null, 1, 1), 3, 9, 1)).toBe(3);
    expect(stepQuantity(m(1, null, 1, 1), 3, 9, -1)).toBe(3);
    expect(stepQuantity(m(5, null, 1, 1), 3, 5, 1)).toBe(5);
  });
});
