/**
 * The sort replicas of the product index (shared/search-sort.ts names them). Each replica's
 * customRanking puts its sort attribute before the primary's: `precioOrden.<key>`, the price the
 * shopper of that zone and plan sees (offer applied, tax included), or `nombreOrden`, the name as a
 * number (Algolia ranks on numbers only). Hosted Algolia gets them as virtual replicas at index setup
 * (relevancyStrictness 0: every hit, strictly sorted); the embedded engine answers the same names.
 */
import { unitPrice } from '../../shared/money';
import { ORDENES, sortIndexName } from '../../shared/search-sort';
import { normalize } from './engine/text';
import { type Disponibilidad, PRODUCT_INDEX_SETTINGS } from './records';

export const PRICE_SORT_ATTRIBUTE = 'precioOrden';
export const NAME_SORT_ATTRIBUTE = 'nombreOrden';

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
  if (rest === 'nombre_asc') return [`asc(${NAME_SORT_ATTRIBUTE})`, ...primary];
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

/** The name as a number that sorts as its first ten characters do (case and accents aside, ñ after n). */
export function nameSortValue(nombre: string): number {
  const text = nombre.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
  let value = 0;
  let used = 0;
  for (const ch of text) {
    if (used === LENGTH) break;
    const at = ALPHABET.indexOf(ch === 'ñ' ? ch : normalize(ch));
    if (at < 0) continue;
    value = value * BASE + at + 1;
    used++;
  }
  for (; used < LENGTH; used++) value *= BASE;
  return value;
}
