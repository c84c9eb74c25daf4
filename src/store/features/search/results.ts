/**
 * The results page's data, whoever answered it: index.html's first search (firstResults) or InstantSearch
 * (SearchEngine.tsx). The page renders from this shape alone (ResultsView.tsx), so its first cards can be
 * drawn before the search library has loaded, and InstantSearch's identical first answer changes nothing.
 */
import type { PrefetchedSearch } from '../../lib/search-client';
import { availabilityFilter, type SearchHit, type Shopper } from './search-hit';
import type { UrlState } from './url-state';

export const RESULTS_PER_PAGE = 20;
/** The category facet's attribute (the first level of the product's category). */
export const CATEGORY_ATTRIBUTE = 'categoria.lvl0';
/** How many categories the facet lists at most. */
export const FACET_LIMIT = 50;

export interface FacetOption {
  value: string;
  count: number;
  isRefined: boolean;
}

export interface ResultsData {
  /** The page's hits, with their 1-based position among all results (and the search's id, if any). */
  hits: SearchHit[];
  nbHits: number;
  /** 0-based. */
  page: number;
  nbPages: number;
  hitsPerPage: number;
  categorias: FacetOption[];
}

/** What the search is doing: `stalled` when an answer is slow to come, `error` when it failed. */
export type ResultsStatus = 'idle' | 'loading' | 'stalled' | 'error';

/** Facet options as the facet lists them: ticked first, then the most products, then by name; FACET_LIMIT at most. */
export function facetOptions(options: FacetOption[]): FacetOption[] {
  return [...options]
    .sort((a, b) => Number(b.isRefined) - Number(a.isRefined) || b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
    .slice(0, FACET_LIMIT);
}

interface AnswerResult {
  hits?: SearchHit[];
  nbHits?: number;
  page?: number;
  nbPages?: number;
  hitsPerPage?: number;
  facets?: Record<string, Record<string, number>>;
}

interface AnswerRequest {
  query?: string;
  filters?: string;
}

/**
 * Index.html's first search as this page's results: only when it asked what this page asks (the query
 * and the shopper's filter, no category, order or page in the URL) and was answered; null otherwise.
 * Positions are InstantSearch's (page × hitsPerPage + index + 1).
 */
export function firstResults(prefetch: PrefetchedSearch | null, q: string, shopper: Shopper, url: UrlState): ResultsData | null {
  if (!prefetch || url.categorias.length > 0 || url.orden !== 'relevancia' || url.pagina !== 1) return null;
  let request: AnswerRequest | undefined;
  try {
    request = (JSON.parse(prefetch.body) as { requests?: AnswerRequest[] }).requests?.[0];
  } catch {
    return null;
  }
  if (request?.query !== q || request.filters !== availabilityFilter(shopper)) return null;
  const r = prefetch.results[0] as AnswerResult | undefined;
  if (!r || !Array.isArray(r.hits) || r.nbHits === undefined || r.page === undefined || r.nbPages === undefined || r.hitsPerPage === undefined) return null;
  const { page, hitsPerPage } = r;
  const counts = r.facets?.[CATEGORY_ATTRIBUTE] ?? {};
  return {
    hits: r.hits.map((hit, i) => ({ ...hit, __position: hitsPerPage * page + i + 1 })),
    nbHits: r.nbHits,
    page,
    nbPages: r.nbPages,
    hitsPerPage,
    categorias: facetOptions(Object.entries(counts).map(([value, count]) => ({ value, count, isRefined: false }))),
  };
}

/** Whether two answers show the same thing (then the page keeps the one it has and renders nothing anew). */
export function sameResults(a: ResultsData | null, b: ResultsData | null): boolean {
  return a === b || (a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b));
}

/**
 * The facet as the URL ticks it: a tick shows at once, before the answer for it arrives (a ticked
 * category the answer does not list stays, with no count).
 */
export function tickedOptions(options: FacetOption[], ticked: string[]): FacetOption[] {
  const listed = options.map((o) => ({ ...o, isRefined: ticked.includes(o.value) }));
  const missing = ticked.filter((t) => !options.some((o) => o.value === t)).map((value) => ({ value, count: 0, isRefined: true }));
  return facetOptions([...listed, ...missing]);
}

/** The URL state after ticking or unticking category `value`: back to the first page. */
export function toggleCategory(url: UrlState, value: string): UrlState {
  const categorias = url.categorias.includes(value) ? url.categorias.filter((c) => c !== value) : [...url.categorias, value];
  return { ...url, categorias, pagina: 1 };
}
