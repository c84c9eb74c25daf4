/**
 * The SearchIndex port: what the indexer writes to and the Algolia-compatible routes read from. Two
 * adapters: the embedded engine (embedded.ts, default) and hosted Algolia (algolia.ts).
 */
import type { AttributeLimits } from './engine/attribute-limits';
import type { FacetSearchResponse, SearchResponse } from './engine/engine';
import type { SearchRecord } from './engine/paths';

export type { FacetSearchResponse, SearchRecord, SearchResponse };

/** One request of a multi-query, as the algoliasearch client sends it. */
export type QueryRequest = Record<string, unknown>;

export interface MultiSearchResponse {
  results: (SearchResponse | FacetSearchResponse)[];
}

export interface SearchOptions {
  /** Filter string ANDed to every request: the limits of the caller's key. */
  restrict?: string;
  /** The attributes the caller's key may retrieve and highlight. */
  attributes?: AttributeLimits;
}

export interface SearchIndex {
  readonly kind: 'embedded' | 'algolia';
  readonly indexName: string;
  /** Bumped by every write of an index held in this process (answers may be cached by it); null for a remote one. */
  readonly version: number | null;
  /** Adds or replaces whole records. */
  saveObjects(objects: SearchRecord[]): Promise<void>;
  /** Replaces the given top-level attributes of existing records (unknown ids are skipped). */
  partialUpdateObjects(objects: SearchRecord[]): Promise<void>;
  deleteObjects(objectIDs: string[]): Promise<void>;
  /** Multi-query search; invalid parameters reject with a SearchError. */
  search(requests: QueryRequest[], options?: SearchOptions): Promise<MultiSearchResponse>;
  /** The whole content at once (a rebuild); the old records disappear. */
  replaceAllObjects(objects: SearchRecord[]): Promise<void>;
  clear(): Promise<void>;
  /** Number of records held. */
  count(): Promise<number>;
  /** Replaces every synonym set (regular, multi-way synonyms); used by the next query. */
  setSynonyms(sets: { id: number; palabras: string[] }[]): Promise<void>;
}
