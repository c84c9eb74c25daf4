/**
 * The business rules of stock and prices (back office forms, bulk edits and CSV import alike): amounts
 * with at most 2 decimals and never negative, an offer below the price (0: no offer), minimo <= maximo,
 * grupo and unidad at least 1, stock a whole number never below 0.
 */
import { compare } from './money';

export interface PrecioReglas {
  precio: string;
  oferta: string;
  minimo: number;
  /** Empty (null) or 0: no maximum, the stock is the limit. */
  maximo: number | null;
  grupo: number;
  unidad: number;
}

export const DECIMAL_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;
/** Largest stock a branch may hold of one product. */
export const MAX_EXISTENCIA = 10_000_000;
/** Largest sale-mode number (minimo, maximo, grupo, unidad). */
export const MAX_MODALIDAD = 100_000;

const wholeInRange = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;

/** Field errors of a price entry, Spanish; empty when it is valid. */
export function precioErrors(p: PrecioReglas): Record<string, string> {
  const errores: Record<string, string> = {};
  const precioOk = DECIMAL_PATTERN.test(p.precio);
  if (!precioOk) errores.precio = 'Indique un monto de hasta 2 decimales, mayor o igual a 0';
  if (!DECIMAL_PATTERN.test(p.oferta)) errores.oferta = 'Indique un monto de hasta 2 decimales, mayor o igual a 0';
  else if (precioOk && compare(p.oferta, 0) > 0 && compare(p.oferta, p.precio) >= 0) errores.oferta = 'La oferta debe ser menor que el precio';
  if (!wholeInRange(p.minimo, 1, MAX_MODALIDAD)) errores.minimo = `El mínimo debe ser un entero entre 1 y ${MAX_MODALIDAD}`;
  if (p.maximo !== null && p.maximo !== 0) {
    if (!wholeInRange(p.maximo, 1, MAX_MODALIDAD)) errores.maximo = `El máximo debe ser un entero entre 1 y ${MAX_MODALIDAD}`;
    else if (!errores.minimo && p.maximo < p.minimo) errores.maximo = 'El máximo no puede ser menor que el mínimo';
  }
  if (!wholeInRange(p.grupo, 1, MAX_MODALIDAD)) errores.grupo = 'El grupo debe ser un entero mayor o igual a 1';
  if (!wholeInRange(p.unidad, 1, MAX_MODALIDAD)) errores.unidad = 'La unidad debe ser un entero mayor o igual a 1';
  return errores;
}

/** The error of a stock amount, or null when valid. */
export function existenciaError(existencia: number): string | null {
  return wholeInRange(existencia, 0, MAX_EXISTENCIA) ? null : `La existencia debe ser un entero entre 0 y ${MAX_EXISTENCIA}`;
}
