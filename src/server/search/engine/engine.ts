/**
 * The embedded search engine: one index of records, searched the way Algolia searches (see match.ts,
 * rank.ts) and answering in Algolia's response shape. Writes are synchronous and visible to the next
 * query; every structure a query needs is precomputed at write time.
 */
import { queryIdFor } from '../query-id';
import { FilterEvaluator } from './filter-eval';
import { allOf, type FilterNode } from './filter-ast';
import { countFacets, type FacetHit, type FacetStats, requestedFacets, searchFacetValues } from './facets';
import { highlightRecord, type HighlightTree } from './highlight';
import type { Bitset } from './bitset';
import { QueryMatcher, type QueryWord, queryWords } from './match';
import { type SearchParams, paramsString } from './params';
import { getPath, type SearchRecord } from './paths';
import { decodeKey, Ranker, type RankingInfo, withInexact } from './rank';
import { type CustomCriterion, type IndexSettings, type ResolvedSettings, resolveSettings } from './settings';
import { SortColumns } from './sort';
import { DocumentStore } from './store';
import { compileSynonyms, queryVariants, type Synonyms } from './synonyms';

export type Hit = Record<string, unknown> & {
  objectID: string;
  _highlightResult?: Record<string, HighlightTree>;
  _rankingInfo?: RankingInfo;
};

export interface SearchResponse {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  exhaustiveFacetsCount: true;
  exhaustiveTypo: true;
  exhaustive: { nbHits: true; facetsCount: true; typo: true };
  query: string;
  params: string;
  index: string;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, FacetStats>;
  queryID?: string;
  renderingContent: Record<string, never>;
}

export interface FacetSearchResponse {
  facetHits: FacetHit[];
  exhaustiveFacetsCount: true;
  processingTimeMS: number;
}

function project(record: SearchRecord, attributes: string[] | null): Hit {
  if (attributes === null || (attributes.includes('*') && !attributes.some((a) => a.startsWith('-')))) return { ...record };
  if (attributes.includes('*')) {
    const out: Hit = { ...record };
    for (const a of attributes) if (a.startsWith('-') && a !== '-objectID') delete out[a.slice(1)];
    return out;
  }
  const out: Hit = { objectID: record.objectID };
  for (const path of attributes) {
    const value = getPath(record, path);
    if (value === undefined) continue;
    const keys = path.split('.');
    let node = out as Record<string, unknown>;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    node[keys[keys.length - 1]!] = value;
  }
  return out;
}

export class SearchEngine {
  readonly settings: ResolvedSettings;
  private readonly store: DocumentStore;
  private readonly matcher: QueryMatcher;
  private readonly ranker: Ranker;
  private readonly filters: FilterEvaluator;
  private readonly sorts: SortColumns;
  private phrases: Synonyms['phrases'] = new Map();

  constructor(settings: IndexSettings) {
    this.settings = resolveSettings(settings);
    this.store = new DocumentStore(this.settings);
    this.matcher = new QueryMatcher(this.store);
    this.ranker = new Ranker(this.store, this.matcher, this.settings);
    this.filters = new FilterEvaluator(this.store);
    this.sorts = new SortColumns(this.store);
  }

  get size(): number {
    return this.store.count;
  }

  /** Bumped by every write. */
  get version(): number {
    return this.store.version;
  }

  get(objectID: string): SearchRecord | undefined {
    return this.store.get(objectID);
  }

  save(records: SearchRecord[]): void {
    for (const r of records) this.store.upsert(r);
  }

  /** Merges each partial record into the stored one (top-level attributes replaced). */
  partialUpdate(partials: SearchRecord[], createIfNotExists: boolean): void {
    for (const p of partials) {
      const current = this.store.get(p.objectID);
      if (current) this.store.upsert({ ...current, ...p });
      else if (createIfNotExists) this.store.upsert(p);
    }
  }

  delete(objectIDs: string[]): void {
    for (const id of objectIDs) this.store.remove(id);
  }

  clear(): void {
    this.store.clear();
  }

  /**
   * Replaces the synonym sets (each a list of entries, of one word or more). The next query uses them;
   * cached answers are dropped as after a write.
   */
  setSynonyms(sets: readonly (readonly string[])[]): void {
    const compiled = compileSynonyms(sets);
    this.matcher.synonyms = compiled.words;
    this.phrases = compiled.phrases;
    this.store.version++;
  }

  /** Matching and ranking of one variant of the query; returns the hit count. */
  private runWords(words: QueryWord[], bits: Bitset | null, p: SearchParams, ranked: boolean): number {
    if (words.length === 0) this.matcher.collectAll(bits);
    else this.matcher.collect(this.matcher.prepare(words), bits);
    const n = this.matcher.count;
    // facet-only queries (hitsPerPage 0) skip ranking unless typos decide which hits count
    if (!ranked && p.typoTolerance !== 'min' && p.typoTolerance !== 'strict') return n;
    const minTypos = this.ranker.score(words, n);
    if (p.typoTolerance === 'min') return this.ranker.keepFewestTypos(n, minTypos);
    if (p.typoTolerance === 'strict') return this.ranker.keepFewestTypos(n, minTypos + 1);
    return n;
  }

  /**
   * Matching and ranking shared by searches and facet searches; returns the words and hit count. With
   * phrase synonyms in the query every variant runs and a document keeps its best key among them (the
   * query itself runs last, so highlighting marks its words).
   */
  private run(p: SearchParams, restrict: FilterNode | null, ranked: boolean) {
    const words = queryWords(p.query, this.settings, p);
    const bits = this.filters.evaluate(allOf([restrict, p.filter]));
    const variants = words.length === 0 ? [] : queryVariants(words, this.phrases);
    if (variants.length <= 1) return { words, n: this.runWords(words, bits, p, ranked) };
    const best = new Map<number, number>();
    for (const variant of [...variants.slice(1), variants[0]!]) {
      const n = this.runWords(variant.words, bits, p, true);
      const { cand } = this.matcher;
      const { keys } = this.ranker;
      for (let i = 0; i < n; i++) {
        const key = withInexact(keys[i]!, variant.inexact);
        const known = best.get(cand[i]!);
        if (known === undefined || key < known) best.set(cand[i]!, key);
      }
    }
    let n = 0;
    for (const [doc, key] of best) {
      this.matcher.cand[n] = doc;
      this.ranker.keys[n++] = key;
    }
    this.matcher.count = n;
    return { words, n };
  }

  /** `sort`: a replica's own order (its customRanking), before the textual ranking. */
  search(p: SearchParams, restrict: FilterNode | null = null, sort: readonly CustomCriterion[] = []): SearchResponse {
    const started = performance.now();
    const { words, n } = this.run(p, restrict, p.hitsPerPage > 0);
    const limit = this.settings.paginationLimit;
    const from = p.page * p.hitsPerPage;
    const to = Math.min(from + p.hitsPerPage, limit);
    const page = from < to ? this.ranker.top(n, to, this.sorts.columns(sort)).slice(from) : [];
    const ctx = { words, matcher: this.matcher, dict: this.store.dict, pre: p.highlightPreTag, post: p.highlightPostTag };
    const highlight = p.attributesToHighlight ?? this.settings.highlight;
    const hits = page.map((doc) => {
      const record = this.store.records[doc]!;
      const hit = project(record, p.attributesToRetrieve);
      if (highlight.length > 0) hit._highlightResult = highlightRecord(record, highlight, ctx);
      if (p.getRankingInfo) hit._rankingInfo = decodeKey(this.ranker.keyOf(doc, n), words.length);
      return hit;
    });
    const response: SearchResponse = {
      hits,
      nbHits: n,
      page: p.page,
      nbPages: p.hitsPerPage === 0 ? 0 : Math.ceil(Math.min(n, limit) / p.hitsPerPage),
      hitsPerPage: p.hitsPerPage,
      processingTimeMS: 0,
      exhaustiveNbHits: true,
      exhaustiveFacetsCount: true,
      exhaustiveTypo: true,
      exhaustive: { nbHits: true, facetsCount: true, typo: true },
      query: p.query,
      params: paramsString(p.raw),
      index: p.indexName,
      renderingContent: {},
    };
    const columns = requestedFacets(this.store, p.facets);
    if (p.facets.length > 0) {
      const { facets, stats } = countFacets(columns, this.matcher.cand, n, p.maxValuesPerFacet);
      response.facets = facets;
      if (Object.keys(stats).length > 0) response.facets_stats = stats;
    }
    if (p.clickAnalytics) response.queryID = queryIdFor(p.query);
    response.processingTimeMS = Math.round(performance.now() - started);
    return response;
  }

  searchForFacetValues(p: SearchParams, restrict: FilterNode | null = null): FacetSearchResponse {
    const started = performance.now();
    const { n } = this.run(p, restrict, false);
    const column = this.store.facets.get(p.facet ?? '');
    const facetHits = column?.countable
      ? searchFacetValues(column, this.matcher.cand, n, p.facetQuery, p.maxFacetHits, { pre: p.highlightPreTag, post: p.highlightPostTag })
      : [];
    return { facetHits, exhaustiveFacetsCount: true, processingTimeMS: Math.round(performance.now() - started) };
  }
}
