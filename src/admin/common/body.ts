/** Helpers that turn a form's record into the body an admin API accepts (the server refuses unknown fields). */

export type Data = Record<string, unknown>;

export const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Trimmed text, or null when empty. */
export const optionalText = (value: unknown) => (isBlank(value) ? null : String(value).trim());

/** A numeric id, or null when empty. */
export const optionalId = (value: unknown) => (isBlank(value) ? null : Number(value));

/** An integer, or the fallback when empty. */
export const integerOr = (value: unknown, fallback: number) => (isBlank(value) ? fallback : Number(value));

/** Amounts travel as decimal strings with 2 decimals. */
export const decimal = (value: unknown) => (isBlank(value) ? '0.00' : Number(value).toFixed(2));

export const isoDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString();

/** The status of a form: active unless it says otherwise. */
export const estatusOf = (value: unknown) => integerOr(value, 1);
