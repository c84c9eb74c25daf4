/**
 * The business settings' rules (spec section 7 "Admin config"), for the settings screen and the server
 * alike: the bolivar rate is above 0 with at most 4 decimals; the minimum purchase and the packing cost
 * are amounts of at most 2 decimals, 0 or more.
 */
import { compare } from './money';
import { DECIMAL_PATTERN } from './price-rules';

export const TASA_PATTERN = /^\d{1,12}(\.\d{1,4})?$/;
export const ICONO_PATTERN = /^[A-Za-z0-9_-]{1,60}$/;

export const SETTINGS_MESSAGES = {
  tasa: 'Indique una tasa mayor que 0, con hasta 4 decimales',
  monto: 'Indique un monto de hasta 2 decimales, mayor o igual a 0',
  icono: 'Elija un ícono de la lista',
} as const;

/** The rate as typed (a comma is taken as the decimal mark), or null when it is not a valid rate. */
export function normalizeTasa(value: string): string | null {
  const text = value.trim().replace(',', '.');
  return TASA_PATTERN.test(text) && compare(text, 0) > 0 ? text : null;
}

export function tasaError(value: string): string | null {
  return normalizeTasa(value) === null ? SETTINGS_MESSAGES.tasa : null;
}

export function montoError(value: string): string | null {
  return DECIMAL_PATTERN.test(value.trim().replace(',', '.')) ? null : SETTINGS_MESSAGES.monto;
}

export function iconoError(value: string): string | null {
  return ICONO_PATTERN.test(value) ? null : SETTINGS_MESSAGES.icono;
}
