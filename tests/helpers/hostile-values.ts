/**
 * Values for the hostile-input test, generated from the JSON schemas of the OpenAPI document: a plausible
 * valid value of a schema (so a request gets past the fields it does not attack) and the hostile values
 * of a schema (control characters, huge and deep values, out-of-range numbers and dates, wrong types).
 */
import { randomUUID } from 'node:crypto';

export type Schema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  items?: Schema;
  minItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  nullable?: boolean;
  default?: unknown;
  $ref?: string;
};

export interface Hostile {
  label: string;
  value: unknown;
}

/** Strings tried, in order, against a pattern or length bounds when a schema asks for more than text. */
const CANDIDATES = ['caracas', 'Prueba de texto', 'PRUEBA1', '10.00', '1', 'V', 'V-12345678', '04121234567', '2024-06-01', 'prueba@demo.ve', 'abc', 'a'];

function sampleString(s: Schema): string {
  if (s.format === 'date') return '2024-06-01';
  if (s.format === 'date-time') return '2024-06-01T12:00:00.000Z';
  if (s.format === 'email') return 'prueba@demo.ve';
  if (s.format === 'uuid') return randomUUID();
  const fits = (c: string) => c.length >= (s.minLength ?? 0) && c.length <= (s.maxLength ?? Infinity);
  const pattern = s.pattern ? new RegExp(s.pattern, 'u') : null;
  return CANDIDATES.find((c) => fits(c) && (!pattern || pattern.test(c))) ?? 'a'.repeat(Math.max(1, s.minLength ?? 1));
}

const typeOf = (s: Schema) => (Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type);
const variants = (s: Schema) => s.anyOf ?? s.oneOf ?? null;

/** A plausible valid value of a schema (required properties only for objects). */
export function sample(s: Schema, depth = 0): unknown {
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  if (s.default !== undefined) return s.default;
  const options = variants(s);
  if (options) return sample(options[0]!, depth);
  if (s.allOf) return Object.assign({}, ...s.allOf.map((x) => sample(x, depth) as object));
  switch (typeOf(s)) {
    case 'string':
      return sampleString(s);
    case 'integer':
    case 'number':
      return Math.max(s.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return depth > 4 || !s.items ? [] : Array.from({ length: s.minItems ?? 0 }, () => sample(s.items!, depth + 1));
    case 'object': {
      const out: Record<string, unknown> = {};
      if (depth <= 4) for (const key of s.required ?? []) out[key] = sample(s.properties?.[key] ?? {}, depth + 1);
      return out;
    }
    default:
      return 'a';
  }
}

const nest = (depth: number, leaf: unknown): unknown => (depth === 0 ? leaf : { a: nest(depth - 1, leaf) });
const CONTROL: Hostile[] = [
  { label: 'NUL', value: 'a\u0000b' },
  { label: 'C0', value: 'a\u0001\u001fb' },
  { label: 'C1', value: 'a\u0085b' },
  { label: 'lone surrogate', value: 'a\ud800b' },
];
const WRONG_TYPES: Hostile[] = [
  { label: 'object', value: { a: '\u0000' } },
  { label: 'array', value: ['\u0000'] },
  { label: 'deep object', value: nest(40, 1) },
];
const DATES: Record<string, Hostile[]> = {
  date: [
    { label: 'year 0000', value: '0000-01-01' },
    { label: 'year 9999', value: '9999-12-31' },
    { label: 'day 30 of February', value: '2024-02-30' },
  ],
  'date-time': [
    { label: 'year 0000', value: '0000-01-01T00:00:00Z' },
    { label: 'year 275760', value: '+275760-09-13T00:00:00Z' },
    { label: 'year 9999', value: '9999-12-31T23:59:59Z' },
  ],
};
const NUMBERS: Hostile[] = [
  { label: '2^31', value: 2 ** 31 },
  { label: '1e20', value: 1e20 },
  { label: '-2^31-1', value: -(2 ** 31) - 1 },
  { label: 'fraction', value: 1.5 },
  { label: '1e308', value: 1e308 },
  { label: 'text', value: 'uno' },
  { label: 'NUL text', value: '1\u0000' },
];

/** Hostile values for a field of this schema (one list, whatever its type, plus the type's own). */
export function hostileValues(s: Schema, opts: { huge?: boolean } = {}): Hostile[] {
  const options = variants(s);
  const base = options ? options[0]! : s;
  const type = typeOf(base);
  const huge: Hostile[] = opts.huge === false ? [] : [{ label: 'huge', value: 'x'.repeat(100_000) }];
  const nullable = s.nullable === true || (options ?? []).some((o) => typeOf(o) === 'null');
  if (type === 'integer' || type === 'number') return [...NUMBERS, ...(nullable ? [] : [{ label: 'null', value: null }]), ...WRONG_TYPES.slice(0, 1)];
  if (type === 'boolean') return [{ label: 'text', value: 'si' }, { label: 'number', value: 2 }, ...CONTROL.slice(0, 1)];
  if (type === 'array') return [{ label: 'text', value: 'x' }, { label: 'many', value: Array(20_000).fill(1) }, { label: 'nested', value: nest(40, []) }, ...CONTROL.slice(0, 1), ...WRONG_TYPES.slice(0, 1)];
  if (type === 'object') return [{ label: 'text', value: '\u0000' }, { label: 'control key', value: { '\u0000': 1 } }, { label: 'nested', value: nest(40, {}) }, { label: 'array', value: [] }];
  return [...CONTROL, ...(DATES[base.format ?? ''] ?? []), ...huge, { label: 'number', value: 12345 }, ...WRONG_TYPES];
}

/** Each field of an object schema (objects, arrays and their first item included), as a property path, a few levels deep. */
export function fields(s: Schema, path: string[] = [], depth = 0): { path: string[]; schema: Schema }[] {
  const base = variants(s)?.[0] ?? s;
  const out: { path: string[]; schema: Schema }[] = path.length ? [{ path, schema: s }] : [];
  if (depth > 3) return out;
  if (typeOf(base) === 'array' && base.items) return [...out, ...fields(base.items, [...path, '0'], depth + 1).filter((f) => f.path.length > path.length + 1 || typeOf(f.schema) === 'object')];
  if (typeOf(base) !== 'object' || !base.properties) return out;
  for (const [key, child] of Object.entries(base.properties)) out.push(...fields(child, [...path, key], depth + 1));
  return out;
}

/** A copy of `body` with the value at `path` replaced; containers missing on the way are sampled from `schema`. */
export function withValue(body: unknown, path: string[], value: unknown, schema: Schema): unknown {
  if (path.length === 0) return value;
  const base = variants(schema)?.[0] ?? schema;
  const [key, ...rest] = path as [string, ...string[]];
  if (typeOf(base) === 'array') {
    const items = Array.isArray(body) && body.length ? [...body] : [sample(base.items ?? {})];
    items[Number(key)] = withValue(items[Number(key)], rest, value, base.items ?? {});
    return items;
  }
  const current = body && typeof body === 'object' && !Array.isArray(body) ? body : sample(base);
  const copy = { ...(current as Record<string, unknown>) };
  copy[key] = withValue(copy[key], rest, value, base.properties?.[key] ?? {});
  return copy;
}

/** Path segments as a client would send them, including ones no client should (already percent-encoded). */
export const HOSTILE_SEGMENTS: Hostile[] = [
  { label: 'NUL', value: 'a%00b' },
  { label: 'C0', value: 'a%01b' },
  { label: 'C1', value: 'a%C2%85b' },
  { label: 'invalid UTF-8', value: 'a%ED%A0%80b' },
  { label: 'malformed encoding', value: 'a%E0%A4%A' },
  { label: 'lone percent', value: '%' },
  { label: 'bad hex', value: '%zz' },
  { label: 'over the length limit', value: 'x'.repeat(300) },
  { label: 'huge integer', value: '99999999999999999999' },
  { label: 'negative', value: '-1' },
  { label: 'year 0000', value: '0000-01-01' },
];

/** A value for a query string: strings percent-encoded, anything else as JSON text. */
export function encodeQueryValue(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.replace(/[\s\S]/gu, (c) => (/[\ud800-\udfff]/.test(c) ? '%ED%A0%80' : encodeURIComponent(c)));
}
