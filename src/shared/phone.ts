/**
 * Venezuelan phone numbers: 11 digits starting with 02 (landline) or 04 (mobile), e.g. 04141234567.
 * People write them with spaces or dashes ('0414-123 4567'); those are stripped before the check, and
 * the digits alone are stored. The server and the storefront use the same rule.
 */
export const TELEFONO_INVALIDO = 'Número de teléfono inválido';

/** What a phone field accepts before normalisation (room for separators). */
export const TELEFONO_INPUT_MAX = 30;

const VENEZUELAN_PHONE = /^0[24]\d{9}$/;

/** Strips spaces and dashes: '0414-123 4567' -> '04141234567'. */
export function normalizePhone(raw: string): string {
  return raw.replace(/[\s-]/g, '');
}

/** The normalised number when it is a valid Venezuelan phone, otherwise null. */
export function parsePhone(raw: string): string | null {
  const digits = normalizePhone(raw);
  return VENEZUELAN_PHONE.test(digits) ? digits : null;
}

/** A stored number as people read it: '04141234567' -> '0414-1234567'; anything else unchanged. */
export function formatPhone(telefono: string): string {
  const digits = parsePhone(telefono);
  return digits ? `${digits.slice(0, 4)}-${digits.slice(4)}` : telefono;
}
