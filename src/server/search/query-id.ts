/**
 * Query ids of the embedded engine: the first 16 hexadecimal characters name the search text (md5 of the
 * history's form of it: trimmed, spaces collapsed, lower-cased), the last 16 are random. Insights events
 * carry the id back, so the search history ties clicks and conversions to the query text without
 * storing one row per search: `left(query_id, 16) = left(md5(query), 16)`.
 */
import { createHash, randomBytes } from 'node:crypto';

/** The history's form of a search text (history.ts stores it so). */
export function historyQueryText(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, 200);
}

export function queryIdPrefix(query: string): string {
  return createHash('md5').update(historyQueryText(query)).digest('hex').slice(0, 16);
}

export function queryIdFor(query: string): string {
  return queryIdPrefix(query) + randomBytes(8).toString('hex');
}
