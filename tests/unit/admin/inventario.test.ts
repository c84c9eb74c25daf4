import { describe, expect, it } from 'vitest';
import { ajusteDesde, precioBody, registrarBody } from '../../../src/admin/inventario/body';
import { offerFor } from '../../../src/server/inventory/admin-bulk';

describe('inventario: stock cell text -> relative adjustment', () => {
  it.each([
    ['30', 25, 5],
    ['0', 25, -25],
    ['25', 25, 0],
    ['+5', 25, 5],
    ['-3', 25, -3],
    [' 12 ', 10, 2],
  ])('%s with %i shown -> %i', (texto, actual, ajuste) => {
    expect(ajusteDesde(texto, actual)).toBe(ajuste);
  });

  it.each(['', 'abc', '1.5', '1e3', '--2', '12345678901'])('refuses %j', (texto) => {
    expect(ajusteDesde(texto, 4)).toBeNull();
  });
});

describe('inventario: form -> API body', () => {
  it('sends amounts with 2 decimals and an empty or 0 maximum as none', () => {
    expect(precioBody({ usuarioTipo: '2', precio: '4.8', oferta: '', minimo: 2, maximo: '', grupo: 3, unidad: null })).toEqual({
      usuarioTipo: 2,
      precio: '4.80',
      oferta: '0.00',
      minimo: 2,
      maximo: null,
      grupo: 3,
      unidad: 1,
    });
    expect(precioBody({ usuarioTipo: 1, precio: 5, oferta: 4.25, minimo: 1, maximo: 0, grupo: 1, unidad: 1 }).maximo).toBeNull();
    expect(registrarBody({ sucursalId: '4', productoId: 9, existencia: '', precios: [{ usuarioTipo: 3, precio: '4', oferta: '0', minimo: 6, maximo: 12, grupo: 6, unidad: 1 }] })).toEqual({
      sucursalId: 4,
      productoId: 9,
      existencia: 0,
      precios: [{ usuarioTipo: 3, precio: '4.00', oferta: '0.00', minimo: 6, maximo: 12, grupo: 6, unidad: 1 }],
    });
  });
});

describe('inventario: bulk offer amount', () => {
  it.each([
    ['10.00', 10, '9.00'],
    ['5.00', 15, '4.25'],
    ['3.33', 12.5, '2.91'],
    ['0.05', 10, '0.05'],
    ['7.99', 0, '0.00'],
  ])('%s less %d %% is %s (half-up to cents)', (precio, pct, oferta) => {
    expect(offerFor(precio, pct)).toBe(oferta);
  });
});
