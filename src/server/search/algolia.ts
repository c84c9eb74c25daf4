/**
 * The SearchIndex port on hosted Algolia through the real algoliasearch v5 client, with the admin key
 * (which never leaves the server). The indexer writes here exactly as it writes to the embedded engine.
 */
import { algoliasearch } from 'algoliasearch';
import { SearchError } from './engine/errors';
import type { IndexSettings } from './engine/settings';
import { replicaSettings } from './replicas';
import type { MultiSearchResponse, QueryRequest, SearchIndex, SearchOptions, SearchRecord } from './port';

export interface AlgoliaIndexOptions {
  appId: string;
  adminKey: string;
  indexName: string;
  settings: IndexSettings;
  /** Client options (hosts, requester) for tests or proxies. */
  client?: Parameters<typeof algoliasearch>[2];
}

/** Sets the key's attribute limits on one request, as a secured key's parameters replace the query's. */
function limitRequest(request: QueryRequest, { attributes }: SearchOptions): QueryRequest {
  if (!attributes) return request;
  const forced: Record<string, string[]> = {};
  if (attributes.retrieve) forced.attributesToRetrieve = attributes.retrieve;
  if (attributes.highlight) forced.attributesToHighlight = attributes.highlight;
  if (typeof request.params !== 'string') return { ...request, ...forced };
  const params = new URLSearchParams(request.params);
  for (const name of Object.keys(forced)) params.delete(name);
  return { ...request, params: params.toString(), ...forced };
}

/** Adds the key's restriction to one request, in its `params` string or as a flattened `filters`. */
function restrictRequest(request: QueryRequest, restrict: string | undefined): QueryRequest {
  if (!restrict) return request;
  const join = (current: unknown) => (typeof current === 'string' && current.trim() !== '' ? `(${restrict}) AND (${current})` : restrict);
  if (typeof request.params === 'string') {
    const params = new URLSearchParams(request.params);
    if (params.has('filters') || request.filters === undefined) {
      params.set('filters', join(params.get('filters')));
      return { ...request, params: params.toString() };
    }
  }
  return { ...request, filters: join(request.filters) };
}

async function translated<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    const status = (e as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) throw new SearchError(status, (e as Error).message);
    throw e;
  }
}

export function createAlgoliaIndex(opts: AlgoliaIndexOptions): SearchIndex & { applySettings(keys?: readonly string[]): Promise<void> } {
  const client = algoliasearch(opts.appId, opts.adminKey, opts.client);
  const { indexName } = opts;
  return {
    kind: 'algolia',
    indexName,
    version: null,
    /** The primary's settings with its sort replicas for these availability keys (replicas.ts). */
    async applySettings(keys: readonly string[] = []) {
      const replicas = replicaSettings(indexName, keys);
      const replicaList = replicas.map((r) => `virtual(${r.name})`);
      await client.setSettings({ indexName, indexSettings: { ...opts.settings, replicas: replicaList } });
      for (const r of replicas) {
        await client.setSettings({ indexName: r.name, indexSettings: { customRanking: r.customRanking, relevancyStrictness: 0 } });
      }
    },
    async saveObjects(objects: SearchRecord[]) {
      if (objects.length > 0) await client.saveObjects({ indexName, objects });
    },
    async partialUpdateObjects(objects: SearchRecord[]) {
      if (objects.length > 0) await client.partialUpdateObjects({ indexName, objects, createIfNotExists: false });
    },
    async deleteObjects(objectIDs: string[]) {
      if (objectIDs.length > 0) await client.deleteObjects({ indexName, objectIDs });
    },
    async replaceAllObjects(objects: SearchRecord[]) {
      await client.replaceAllObjects({ indexName, objects });
    },
    async clear() {
      await client.clearObjects({ indexName });
    },
    async count() {
      const r = await client.searchSingleIndex({ indexName, searchParams: { query: '', hitsPerPage: 0, analytics: false } });
      return r.nbHits ?? 0;
    },
    async setSynonyms(sets) {
      const synonymHit = sets.map((s) => ({ objectID: `sinonimo-${s.id}`, type: 'synonym' as const, synonyms: s.palabras }));
      await client.saveSynonyms({ indexName, synonymHit, replaceExistingSynonyms: true });
    },
    async search(requests: QueryRequest[], options: SearchOptions = {}): Promise<MultiSearchResponse> {
      const restricted = requests.map((r) => limitRequest(restrictRequest(r, options.restrict), options));
      return translated(() => client.search({ requests: restricted as never })) as Promise<MultiSearchResponse>;
    },
  };
}
