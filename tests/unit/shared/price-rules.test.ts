import { describe, expect, it } from 'vitest';
import { existenciaError, precioErrors } from '../../../src/shared/price-rules';

const ok = { precio: '10.00', oferta: '0', minimo: 1, maximo: null, grupo: 1, unidad: 1 };

describe('price and stock rules', () => {
  it('accepts a price without offer or maximum, and with both', () => {
    expect(precioErrors(ok)).toEqual({});
    expect(precioErrors({ ...ok, oferta: '9.99', minimo: 2, maximo: 10, grupo: 2, unidad: 6 })).toEqual({});
    expect(precioErrors({ ...ok, maximo: 0 })).toEqual({});
  });

  it('refuses negative or over-precise amounts and an offer not below the price', () => {
    expect(precioErrors({ ...ok, precio: '-1' }).precio).toBe('Indique un monto de hasta 2 decimales, mayor o igual a 0');
    expect(precioErrors({ ...ok, precio: '1.234' }).precio).toBeDefined();
    expect(precioErrors({ ...ok, oferta: '10.00' }).oferta).toBe('La oferta debe ser menor que el precio');
    expect(precioErrors({ ...ok, oferta: '12' }).oferta).toBe('La oferta debe ser menor que el precio');
  });

  it('keeps minimo <= maximo and grupo, unidad at least 1', () => {
    expect(precioErrors({ ...ok, minimo: 5, maximo: 4 }).maximo).toBe('El máximo no puede ser menor que el mínimo');
    expect(precioErrors({ ...ok, minimo: 0 }).minimo).toBe('El mínimo debe ser un entero entre 1 y 100000');
    expect(precioErrors({ ...ok, grupo: 0, unidad: 1.5 })).toEqual({
      grupo: 'El grupo debe ser un entero mayor o igual a 1',
      unidad: 'La unidad debe ser un entero mayor o igual a 1',
    });
  });

  it('keeps stock whole and never below 0', () => {
    expect(existenciaError(0)).toBeNull();
    expect(existenciaError(-1)).toBe('La existencia debe ser un entero entre 0 y 10000000');
    expect(existenciaError(2.5)).not.toBeNull();
  });
});
