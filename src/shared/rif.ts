/**
 * The Venezuelan RIF (Registro de Información Fiscal): a type letter, 8 digits and a check digit, written
 * J-12345678-9. Accepted with or without dashes (and spaces), in any case; stored normalised.
 *
 * Check digit (SENIAT): the letter's value (V 1, E 2, J 3, P 4, G 5, C 3) and the 8 digits are weighted
 * 4, 3, 2, 7, 6, 5, 4, 3, 2 and added; the digit is 11 minus the sum modulo 11, and 0 when that gives
 * 10 or 11.
 */

export const RIF_LETRAS = ['J', 'G', 'V', 'E', 'P', 'C'] as const;
export type RifLetra = (typeof RIF_LETRAS)[number];

const LETTER_VALUE: Record<RifLetra, number> = { V: 1, E: 2, J: 3, P: 4, G: 5, C: 3 };
const WEIGHTS = [4, 3, 2, 7, 6, 5, 4, 3, 2];

export const RIF_MENSAJES = {
  requerido: 'El RIF es obligatorio',
  formato: 'El RIF debe tener el formato J-12345678-9: una letra (J, G, V, E, P o C), 8 dígitos y el dígito verificador',
  letra: 'El RIF debe comenzar con J, G, V, E, P o C',
  verificador: 'El dígito verificador del RIF no es válido',
} as const;

/** The check digit of a letter and 8 digits ('J', '12345678'). */
export function rifCheckDigit(letra: RifLetra, digitos: string): number {
  const values = [LETTER_VALUE[letra], ...[...digitos].map(Number)];
  const sum = values.reduce((acc, v, i) => acc + v * WEIGHTS[i]!, 0);
  const digit = 11 - (sum % 11);
  return digit >= 10 ? 0 : digit;
}

export type RifResult = { ok: true; rif: string } | { ok: false; mensaje: string };

/** Checks a RIF as typed; on success gives it normalised (J-12345678-9). */
export function parseRif(input: string): RifResult {
  const compact = input.replace(/[\s-]/g, '').toUpperCase();
  if (compact === '') return { ok: false, mensaje: RIF_MENSAJES.requerido };
  if (!/^[A-Z]\d{9}$/.test(compact)) return { ok: false, mensaje: RIF_MENSAJES.formato };
  const letra = compact[0] as RifLetra;
  if (!RIF_LETRAS.includes(letra)) return { ok: false, mensaje: RIF_MENSAJES.letra };
  const digitos = compact.slice(1, 9);
  if (rifCheckDigit(letra, digitos) !== Number(compact[9])) return { ok: false, mensaje: RIF_MENSAJES.verificador };
  return { ok: true, rif: `${letra}-${digitos}-${compact[9]}` };
}

/** The normalised RIF, or null when it is not valid. */
export function normalizeRif(input: string): string | null {
  const r = parseRif(input);
  return r.ok ? r.rif : null;
}

/** The Spanish error for a RIF as typed, or undefined when it is valid (form validators). */
export function rifError(input: string): string | undefined {
  const r = parseRif(input);
  return r.ok ? undefined : r.mensaje;
}
