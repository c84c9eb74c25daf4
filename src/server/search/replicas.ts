/**
 * The sort replicas of the product index (shared/search-sort.ts names them). Each replica's
 * customRanking puts its sort attribute before the primary's: `precioOrden.<key>`, the price the
 * shopper of that zone and plan sees (offer applied, tax included), or `nombreOrden`, `nombreOrden2` and
 * `nombreOrden3`, the name as numbers (Algolia ranks on numbers only). Hosted Algolia gets them as virtual replicas at index setup
 * (relevancyStrictness 0: every hit, strictly sorted); the embedded engine answers the same names.
 */
import { unitPrice } from '../../shared/money';
import { ORDENES, sortIndexName } from '../../shared/search-sort';
import { normalize } from './engine/text';
import { type Disponibilidad, PRODUCT_INDEX_SETTINGS } from './records';

export const PRICE_SORT_ATTRIBUTE = 'precioOrden';
/** The name's first ten characters, the next ten and the ten after (see nameSortValue). */
export const NAME_SORT_ATTRIBUTES = ['nombreOrden', 'nombreOrden2', 'nombreOrden3'] as const;

/** The name attributes of a record. */
export function nameSortFields(nombre: string): Record<(typeof NAME_SORT_ATTRIBUTES)[number], number> {
  return { nombreOrden: nameSortValue(nombre), nombreOrden2: nameSortValue(nombre, 10), nombreOrden3: nameSortValue(nombre, 20) };
}

const KEY = /^zon\d+ust\d+$/;
const SORTED = ORDENES.filter((o) => o !== 'relevancia');

/** The names of the replicas for these availability keys. */
export function replicaNames(indexName: string, keys: readonly string[]): string[] {
  const names = new Set<string>();
  for (const orden of SORTED) for (const key of keys) names.add(sortIndexName(indexName, orden, key));
  return [...names];
}

/** The customRanking of replica `name` of `indexName`, or null when it is not one of its replicas. */
export function replicaRanking(indexName: string, name: string): string[] | null {
  if (!name.startsWith(`${indexName}_`)) return null;
  const rest = name.slice(indexName.length + 1);
  const primary = PRODUCT_INDEX_SETTINGS.customRanking ?? [];
  if (rest === 'nombre_asc') return [...NAME_SORT_ATTRIBUTES.map((a) => `asc(${a})`), ...primary];
  const m = /^precio_(asc|desc)_(.+)$/.exec(rest);
  if (!m || !KEY.test(m[2]!)) return null;
  return [`${m[1]}(${PRICE_SORT_ATTRIBUTE}.${m[2]})`, ...primary];
}

/** Settings of each replica for hosted Algolia (the primary lists them as `virtual(...)`). */
export function replicaSettings(indexName: string, keys: readonly string[]): { name: string; customRanking: string[] }[] {
  return replicaNames(indexName, keys).map((name) => ({ name, customRanking: replicaRanking(indexName, name)! }));
}

/** The unit price shown for a selling row, as a number (USD). */
export function shownPrice(d: Pick<Disponibilidad, 'precio' | 'oferta'>, impuesto: string): number {
  return Number(unitPrice(d.precio, d.oferta, impuesto).total);
}

// Spanish alphabetical order of the first letters: space, digits, a-n, ñ, o-z (other signs skipped)
const ALPHABET = ' 0123456789abcdefghijklmnñopqrstuvwxyz';
const BASE = ALPHABET.length + 1;
/** 39^10 < 2^53: ten characters keep the number exact. */
const LENGTH = 10;

/**
 * Ten characters of the name (from `from`) as a number that sorts as they do: case and accents aside,
 * ñ after n, other signs skipped.
 */
export function nameSortValue(nombre: string, from = 0): number {
  const text = nombre.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
  const chars: number[] = [];
  for (const ch of text) {
    const at = ALPHABET.indexOf(ch === 'ñ' ? ch : normalize(ch));
    if (at >= 0) chars.push(at + 1);
  }
  let value = 0;
  for (let i = from; i < from + LENGTH; i++) value = value * BASE + (chars[i] ?? 0);
  return value;
}
