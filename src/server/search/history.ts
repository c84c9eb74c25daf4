/**
 * Which queries of a multi-query count as searches for the history: page 0 of a query with text whose
 * analytics are on (InstantSearch turns them off for its facet-only queries), its text trimmed and
 * lower-cased so one search is one entry. The zone and plan come from the availability key the query
 * filters on (`zon1ust2`).
 */
import type { QueryRequest } from './port';
import type { HistoryEntry } from './recorder';

/** What the history needs of one result (null for a facet-value search). */
export type ResultSummary = { query: string; page: number; nbHits: number } | null;

const KEY = /zon(\d{1,9})ust(\d{1,9})/;

/** A request's parameters, flattened over its urlencoded `params` string. */
function flat(request: QueryRequest): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (typeof request.params === 'string') for (const [k, v] of new URLSearchParams(request.params)) out[k] = v;
  return { ...out, ...request };
}

export function historyEntries(requests: QueryRequest[], results: ResultSummary[], headerToken: string | null): HistoryEntry[] {
  const out: HistoryEntry[] = [];
  requests.forEach((request, i) => {
    const result = results[i];
    if (!result) return;
    const p = flat(request);
    const query = result.query.trim().replace(/\s+/g, ' ').toLowerCase();
    if (query === '' || result.page !== 0 || p.analytics === false || p.analytics === 'false') return;
    const key = KEY.exec(JSON.stringify([p.filters, p.facetFilters, p.numericFilters]));
    const usuarioTipo = key ? Number(key[2]) : null;
    out.push({
      query: query.slice(0, 200),
      zonaId: key ? Number(key[1]) : null,
      usuarioTipo: usuarioTipo !== null && usuarioTipo >= 1 && usuarioTipo <= 3 ? usuarioTipo : null,
      nbHits: result.nbHits,
      userToken: typeof p.userToken === 'string' ? p.userToken : headerToken,
    });
  });
  return out;
}
