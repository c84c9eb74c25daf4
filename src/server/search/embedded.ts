/** The SearchIndex port on the in-process engine: writes apply at once, queries never leave the process. */
import { limitParams } from './engine/attribute-limits';
import { SearchEngine } from './engine/engine';
import { SearchError } from './engine/errors';
import { parseFilters } from './engine/filter-parse';
import type { FilterNode } from './engine/filter-ast';
import { parseRequest } from './engine/params';
import { type CustomCriterion, type IndexSettings, parseCustomRanking } from './engine/settings';
import { replicaRanking } from './replicas';
import type { MultiSearchResponse, QueryRequest, SearchIndex, SearchOptions, SearchRecord } from './port';

/** Algolia's limit on queries per multi-query call. */
const MAX_REQUESTS = 50;

export interface EmbeddedIndex extends SearchIndex {
  readonly engine: SearchEngine;
}

export function createEmbeddedIndex(indexName: string, settings: IndexSettings): EmbeddedIndex {
  const engine = new SearchEngine(settings);
  const restrictions = new Map<string, FilterNode | null>();
  const restriction = (text: string | undefined): FilterNode | null => {
    if (!text) return null;
    let node = restrictions.get(text);
    if (node === undefined) {
      node = parseFilters(text);
      restrictions.set(text, node);
    }
    return node;
  };

  /** The order of the index a query names: the primary's own, or one of its sort replicas (replicas.ts). */
  const sortOf = (name: string): CustomCriterion[] => {
    if (name === indexName) return [];
    const ranking = replicaRanking(indexName, name);
    if (!ranking) throw new SearchError(404, `Index ${name} does not exist`);
    return parseCustomRanking(ranking);
  };

  return {
    kind: 'embedded',
    indexName,
    engine,
    get version() {
      return engine.version;
    },
    async saveObjects(objects: SearchRecord[]) {
      engine.save(objects);
    },
    async partialUpdateObjects(objects: SearchRecord[]) {
      engine.partialUpdate(objects, false);
    },
    async deleteObjects(objectIDs: string[]) {
      engine.delete(objectIDs);
    },
    async replaceAllObjects(objects: SearchRecord[]) {
      engine.clear();
      engine.save(objects);
    },
    async clear() {
      engine.clear();
    },
    async count() {
      return engine.size;
    },
    async setSynonyms(sets) {
      engine.setSynonyms(sets.map((s) => s.palabras));
    },
    async search(requests: QueryRequest[], options: SearchOptions = {}): Promise<MultiSearchResponse> {
      if (requests.length === 0 || requests.length > MAX_REQUESTS)
        throw new SearchError(400, `requests must hold between 1 and ${MAX_REQUESTS} queries`);
      const restrict = restriction(options.restrict);
      const { attributes } = options;
      const parsed = requests.map((r) => (attributes ? limitParams(parseRequest(r), attributes, engine.settings) : parseRequest(r)));
      const sorts = parsed.map((p) => sortOf(p.indexName));
      return {
        results: parsed.map((p, i) => (p.type === 'facet' ? engine.searchForFacetValues(p, restrict) : engine.search(p, restrict, sorts[i]))),
      };
    },
  };
}
