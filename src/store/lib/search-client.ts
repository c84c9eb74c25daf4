/**
 * The storefront's search client: the real `algoliasearch` lite client, pointed at the embedded
 * Algolia-compatible API of this server when resolve gives a host (`busqueda.host`, a path such as
 * `/backend/search`), or at hosted Algolia otherwise. The library is loaded on first use, so it never
 * weighs on the first page load.
 */
import type { LiteClient, liteClient as createLiteClient } from 'algoliasearch/lite';
import type { Busqueda } from '../../shared/contracts/website';

/** What sends the client's HTTP requests (the library's XHR requester by default). */
export type Requester = NonNullable<NonNullable<Parameters<typeof createLiteClient>[2]>['requester']>;

/** The first search of a guest's results page, sent by index.html before the app's code arrived. */
export interface SearchPrefetch {
  /** The request body, as InstantSearch sends it for that page. */
  body: string;
  answer: Promise<{ status: number; content: string }>;
}

declare global {
  interface Window {
    __mzSearch?: Promise<SearchPrefetch | null>;
  }
}

/**
 * `next`, except for the client's first request: when its body is the prefetched one, the prefetched
 * answer (when it succeeded) instead of asking again. Once: any later request, even an identical one
 * (a retry), goes out.
 */
export function prefetchingRequester(prefetch: Promise<SearchPrefetch | null> | undefined, next: Requester): Requester {
  let pending = prefetch;
  return {
    async send(request) {
      const taken = pending;
      pending = undefined;
      const found = taken && (await taken.catch(() => null));
      if (found && request.method === 'POST' && request.data === found.body) {
        const answer = await found.answer.catch(() => null);
        if (answer?.status === 200) return { status: 200, content: answer.content, isTimedOut: false };
      }
      return next.send(request);
    },
  };
}

/** Index.html's first search as sent (its body) and as answered (the answer's `results`), when it was a 200. */
export interface PrefetchedSearch {
  body: string;
  results: unknown[];
}

/** A prefetch's answer as the results page reads it: null when there was none, it failed or was not a 200. */
export async function readPrefetch(source: Promise<SearchPrefetch | null> | undefined): Promise<PrefetchedSearch | null> {
  try {
    const found = await source;
    const answer = found && (await found.answer);
    if (!found || answer?.status !== 200) return null;
    return { body: found.body, results: (JSON.parse(answer.content) as { results: unknown[] }).results };
  } catch {
    return null;
  }
}

let prefetched: Promise<PrefetchedSearch | null> | undefined;
let prefetchedNow: PrefetchedSearch | null = null;

/**
 * Index.html's first search (readPrefetch), read once: the same promise every time. Its results page
 * draws its first cards from it before the search library and InstantSearch have loaded
 * (features/search/SearchPage.tsx); the library's requester still takes the same answer for its first
 * search (prefetchingRequester). Call it before loadSearchClient takes the prefetch.
 */
export function prefetchedSearch(): Promise<PrefetchedSearch | null> {
  prefetched ??= readPrefetch(window.__mzSearch).then((found) => (prefetchedNow = found));
  return prefetched;
}

/** prefetchedSearch's answer if it has already arrived (null otherwise), for a render that cannot wait. */
export function prefetchedSearchNow(): PrefetchedSearch | null {
  return prefetchedNow;
}

export interface SearchHost {
  url: string;
  protocol: 'http' | 'https';
  accept: 'readWrite';
}

/** The hosts of the embedded API seen from the page's origin; undefined for hosted Algolia. */
export function searchHosts(busqueda: Busqueda, page: Pick<Location, 'host' | 'protocol'>): SearchHost[] | undefined {
  if (!busqueda.host) return undefined;
  const protocol = page.protocol.slice(0, -1) === 'https' ? 'https' : 'http';
  return [{ url: page.host + busqueda.host, protocol, accept: 'readWrite' }];
}

const clients = new Map<string, Promise<LiteClient>>();

/**
 * The library's download started early (the results page calls it as soon as it wants results), in
 * parallel with resolve, whose answer the client needs; the import below then finds it loaded.
 */
export function preloadSearchLibrary(): void {
  import('algoliasearch/lite').catch(() => undefined);
}

/** One client per configuration, the same promise every time (safe to pass to suspendOn). */
export function loadSearchClient(busqueda: Busqueda): Promise<LiteClient> {
  const key = `${busqueda.appId}\u0000${busqueda.apiKey}\u0000${busqueda.host ?? ''}`;
  let client = clients.get(key);
  if (!client) {
    const hosts = searchHosts(busqueda, window.location);
    const prefetch = window.__mzSearch;
    delete window.__mzSearch;
    client = import('algoliasearch/lite').then(({ liteClient }) => {
      if (!hosts) return liteClient(busqueda.appId, busqueda.apiKey);
      // the library's own requester, behind the one that takes index.html's first search
      const requester = prefetchingRequester(prefetch, liteClient(busqueda.appId, busqueda.apiKey, { hosts }).transporter.requester);
      return liteClient(busqueda.appId, busqueda.apiKey, { hosts, requester });
    });
    // a failed download may be retried on the next search
    client.catch(() => clients.delete(key));
    clients.set(key, client);
  }
  return client;
}
