/**
 * Facet counts over the hits of a query (after filters), most frequent first, and facet-value search
 * (`type: 'facet'`): the values of one facet among the hits whose words start with the facet query.
 */
import type { FacetColumn } from './facet-column';
import type { DocumentStore } from './store';
import { originalPrefixLength, words, wordSpans } from './text';

export type FacetCounts = Record<string, Record<string, number>>;
export interface FacetStats {
  min: number;
  max: number;
  avg: number;
  sum: number;
}
export interface FacetHit {
  value: string;
  highlighted: string;
  count: number;
}

/** The facet names a query asks for: '*' means every countable faceting attribute. */
export function requestedFacets(store: DocumentStore, facets: string[]): FacetColumn[] {
  const names = facets.includes('*') ? [...store.facets.keys()] : facets;
  return [...new Set(names)].map((n) => store.facets.get(n)).filter((c): c is FacetColumn => c !== undefined && c.countable);
}

function countValues(column: FacetColumn, cand: Int32Array, n: number): Uint32Array {
  const counts = new Uint32Array(column.values.length);
  const { perDoc } = column;
  for (let i = 0; i < n; i++) {
    const ids = perDoc[cand[i]!];
    if (typeof ids === 'number') counts[ids]!++;
    else if (ids) for (let j = 0; j < ids.length; j++) counts[ids[j]!]!++;
  }
  return counts;
}

function ranked(column: FacetColumn, counts: Uint32Array): number[] {
  const ids: number[] = [];
  for (let v = 0; v < counts.length; v++) if (counts[v]! > 0) ids.push(v);
  return ids.sort((a, b) => counts[b]! - counts[a]! || (column.values[a]! < column.values[b]! ? -1 : 1));
}

export function countFacets(
  columns: FacetColumn[],
  cand: Int32Array,
  n: number,
  maxValues: number,
): { facets: FacetCounts; stats: Record<string, FacetStats> } {
  const facets: FacetCounts = {};
  const stats: Record<string, FacetStats> = {};
  for (const column of columns) {
    const counts = countValues(column, cand, n);
    const ids = ranked(column, counts);
    const out: Record<string, number> = {};
    for (const v of ids.slice(0, maxValues)) out[column.values[v]!] = counts[v]!;
    facets[column.path] = out;
    const numeric = ids.length > 0 && ids.every((v) => column.values[v]!.trim() !== '' && Number.isFinite(Number(column.values[v])));
    if (numeric) {
      let min = Infinity;
      let max = -Infinity;
      let sum = 0;
      let total = 0;
      for (const v of ids) {
        const x = Number(column.values[v]);
        min = Math.min(min, x);
        max = Math.max(max, x);
        sum += x * counts[v]!;
        total += counts[v]!;
      }
      stats[column.path] = { min, max, avg: sum / total, sum };
    }
  }
  return { facets, stats };
}

/** Values of `column` among the candidates whose words all start with the facet query's words. */
export function searchFacetValues(
  column: FacetColumn,
  cand: Int32Array,
  n: number,
  facetQuery: string,
  max: number,
  tags: { pre: string; post: string },
): FacetHit[] {
  const counts = countValues(column, cand, n);
  const wanted = words(facetQuery);
  const hits: FacetHit[] = [];
  for (const v of ranked(column, counts)) {
    const value = column.values[v]!;
    const spans = wordSpans(value);
    const marks = wanted.map((w) => spans.find((s) => s.word.startsWith(w)));
    if (marks.some((m) => m === undefined)) continue;
    let highlighted = '';
    let at = 0;
    for (const s of spans) {
      const w = wanted.find((q) => s.word.startsWith(q));
      if (!w) continue;
      const end = s.start + originalPrefixLength(value.slice(s.start, s.end), w.length);
      highlighted += value.slice(at, s.start) + tags.pre + value.slice(s.start, end) + tags.post;
      at = end;
    }
    hits.push({ value, highlighted: highlighted + value.slice(at), count: counts[v]! });
    if (hits.length >= max) break;
  }
  return hits;
}
