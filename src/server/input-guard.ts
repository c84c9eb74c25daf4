/**
 * What no input may carry, whatever its schema says: text the database cannot store (NUL, other C0/C1
 * control characters, lone surrogates; tabs and line breaks are fine), dates outside 1900-2200, and JSON
 * nested deeper than MAX_JSON_DEPTH. Request validation (plugins/validation.ts), the JSON body parsers
 * and every hand-parsed JSON text (list filters, search parameters) use these checks.
 */
import { fullFormats } from 'ajv-formats/dist/formats.js';

/** Nesting no request needs: the deepest contract body is a few levels; the search API's, three. */
export const MAX_JSON_DEPTH = 32;
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2200;

export const CONTROL_CHARS_MESSAGE = 'Contiene caracteres no permitidos';
export const TOO_DEEP_MESSAGE = 'Demasiados niveles de anidamiento';
export const DATE_RANGE_MESSAGE = `Debe ser una fecha válida entre los años ${MIN_YEAR} y ${MAX_YEAR}`;

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Surrogate}/u;

export function hasControlChars(text: string): boolean {
  return FORBIDDEN.test(text);
}

export type InputProblem = { path: string; reason: 'control' | 'depth' };

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * The first string (value or object key) with forbidden characters, or the first value nested deeper
 * than MAX_JSON_DEPTH, as a JSON pointer ('/direccion/calle'; '' for the value itself); null when clean.
 */
export function findInputProblem(value: unknown, path = '', depth = 0): InputProblem | null {
  if (typeof value === 'string') return hasControlChars(value) ? { path, reason: 'control' } : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_JSON_DEPTH) return { path, reason: 'depth' };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const problem = findInputProblem(value[i], `${path}/${i}`, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  for (const key of Object.keys(value)) {
    const at = `${path}/${escapePointer(key)}`;
    if (hasControlChars(key)) return { path: at, reason: 'control' };
    const problem = findInputProblem((value as Record<string, unknown>)[key], at, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/** True when the JSON text opens more than `max` arrays/objects at once (scanned without parsing it). */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

const yearOf = (text: string) => Number(text.slice(0, 4));
const inRange = (text: string) => /^\d{4}-/.test(text) && yearOf(text) >= MIN_YEAR && yearOf(text) <= MAX_YEAR;

/** A calendar date (YYYY-MM-DD) between MIN_YEAR and MAX_YEAR. */
export function isSaneDate(text: string): boolean {
  return inRange(text) && (fullFormats.date as { validate: (s: string) => boolean }).validate(text);
}

/** An RFC 3339 date-time whose date lies between MIN_YEAR and MAX_YEAR. */
export function isSaneDateTime(text: string): boolean {
  return inRange(text) && (fullFormats['date-time'] as { validate: (s: string) => boolean }).validate(text);
}
