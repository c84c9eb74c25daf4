import { describe, expect, it } from 'vitest';
import {
  applyQuantity,
  fromServerCart,
  migrateCartCache,
  sanitizeGuestCarts,
  toEntries,
  type CartLine,
} from '../../../src/store/state/cart-lines';
import { producto, serverCart } from './cart-fixture';

const line = (id: number, cantidad: number): CartLine => ({ cantidad, item: { ...producto(id), tipo: 1 } });

describe('cart lines (spec section 4)', () => {
  it('adds a new product at the end and accumulates an existing one', () => {
    const once = applyQuantity([], producto(1), 1, 2, true);
    expect(once).toEqual([line(1, 2)]);
    const twice = applyQuantity([...once, line(2, 1)], producto(1), 1, 3, true);
    expect(twice.map((l) => [l.item.id, l.cantidad])).toEqual([
      [1, 5],
      [2, 1],
    ]);
  });

  it('caps an add at what may be bought, as the server does', () => {
    const lines = [line(1, 48)];
    expect(applyQuantity(lines, producto(1), 1, 5, true)[0]!.cantidad).toBe(50);
    const byTwo = producto(2, { existencia: 9, precio: { ...producto(2).precio!, modalidadVenta: { minimo: 1, maximo: 3, grupo: 1, unidad: 2 } } });
    expect(applyQuantity([], byTwo, 1, 8, true)[0]!.cantidad).toBe(6);
  });

  it('sets a quantity when not accumulating, keeping the line in its place', () => {
    const lines = applyQuantity([line(1, 2), line(2, 1)], producto(1), 1, 7, false);
    expect(lines.map((l) => [l.item.id, l.cantidad])).toEqual([
      [1, 7],
      [2, 1],
    ]);
  });

  it.each([0, -1, -30])('removes the line when the quantity becomes %i', (cantidad) => {
    expect(applyQuantity([line(1, 2), line(2, 1)], producto(1), 1, cantidad, false).map((l) => l.item.id)).toEqual([2]);
  });

  it('removes the line when accumulating brings it to zero or below', () => {
    expect(applyQuantity([line(1, 2)], producto(1), 1, -2, true)).toEqual([]);
  });

  it('keeps the record kind of the item (2 = search-index record)', () => {
    expect(applyQuantity([], producto(4), 2, 1, true)[0]!.item.tipo).toBe(2);
  });

  it('sends only ids and quantities to the server', () => {
    expect(toEntries([line(1, 2)])).toEqual([{ cantidad: 2, producto: { id: 1 } }]);
  });

  it('always gives three server pages', () => {
    const pages = fromServerCart(serverCart(1, [{ id: 3, cantidad: 2 }]).carrito.slice(1, 2));
    expect(pages.map((p) => p.lineas.length)).toEqual([0, 1, 0]);
    expect(pages[1]!.lineas[0]).toMatchObject({ cantidad: 2, estatus: 1, item: { id: 3, tipo: 1 } });
  });
});

describe('guest cart cache', () => {
  it('keeps a well-formed cache', () => {
    const carts = { caracas: [line(1, 2)], valencia: [line(2, 1)] };
    expect(sanitizeGuestCarts(JSON.parse(JSON.stringify(carts)))).toEqual(carts);
  });

  it.each([
    ['a text', 'carrito'],
    ['a list instead of zones', [line(1, 2)]],
    ['a zone that is not a list', { caracas: { cantidad: 1 } }],
    ['a zero quantity', { caracas: [line(1, 0)] }],
    ['a fractional quantity', { caracas: [line(1, 1.5)] }],
    ['an unknown record kind', { caracas: [{ cantidad: 1, item: { ...producto(1), tipo: 3 } }] }],
    ['a price as a number', { caracas: [{ cantidad: 1, item: { ...producto(1), tipo: 1, precio: { ...producto(1).precio, precio: 2.5 } } }] }],
    ['a missing name', { caracas: [{ cantidad: 1, item: { ...producto(1), tipo: 1, nombre: undefined } }] }],
    ['a repeated product', { caracas: [line(1, 1), line(1, 2)] }],
  ])('resets every cart to empty when the cache holds %s', (_, value) => {
    const cache = typeof value === 'object' && !Array.isArray(value) ? { valencia: [line(9, 1)], ...value } : value;
    expect(sanitizeGuestCarts(cache)).toEqual({});
  });

  it('migrates the version 0 shape (pages per zone) keeping page 0', () => {
    const old = { carrito: { caracas: [{ pagina: 1, items: [line(5, 1)] }, { pagina: 0, items: [line(1, 3)] }], valencia: [] } };
    expect(migrateCartCache(old, 0)).toEqual({ invitado: { caracas: [line(1, 3)] } });
  });

  it('migrates an unknown or malformed older cache to empty carts', () => {
    expect(migrateCartCache({ carrito: { caracas: [{ pagina: 0, items: [{ cantidad: 'x' }] }] } }, 0)).toEqual({ invitado: {} });
    expect(migrateCartCache(null, 0)).toEqual({ invitado: {} });
    expect(migrateCartCache({ otro: 1 }, 7)).toEqual({ invitado: {} });
  });
});
