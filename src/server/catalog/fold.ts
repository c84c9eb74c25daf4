/**
 * The accent- and case-free fold of Spanish text, the same in JS (accentFold) and SQL (foldExpression), so
 * 'cafe' finds 'Café' on PGlite and PostgreSQL alike without the unaccent extension. translate() and
 * lower() are immutable: `producto.nombre_busqueda` is a generated column of this fold (tables.ts).
 */
import { sql } from 'drizzle-orm';

const ACCENTED = 'ÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇáàäâãéèëêíìïîóòöôõúùüûñç';
const PLAIN = 'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuunc';
const FOLD = new Map([...ACCENTED].map((c, i) => [c, PLAIN[i]!]));

/** Lower case without the accents of Spanish text: the fold the SQL side (foldExpression) applies too. */
export function accentFold(text: string): string {
  return [...text].map((c) => FOLD.get(c) ?? c).join('').toLowerCase();
}

/** The SQL twin of accentFold as literal SQL text (no parameters), for a generated column's expression. */
export const foldExpression = (column: string) => sql.raw(`lower(translate(${column}, '${ACCENTED}', '${PLAIN}'))`);
