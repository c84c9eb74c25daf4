/**
 * The storefront's search client: the real `algoliasearch` lite client, pointed at the embedded
 * Algolia-compatible API of this server when resolve gives a host (`busqueda.host`, a path such as
 * `/backend/search`), or at hosted Algolia otherwise. The library is loaded on first use, so it never
 * weighs on the first page load.
 */
import type { LiteClient } from 'algoliasearch/lite';
import type { Busqueda } from '../../shared/contracts/website';

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
 * The library's download started early (the results page calls it as its code loads), in parallel with
 * resolve, whose answer the client needs; the import below then finds it loaded.
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
    client = import('algoliasearch/lite').then(({ liteClient }) =>
      hosts ? liteClient(busqueda.appId, busqueda.apiKey, { hosts }) : liteClient(busqueda.appId, busqueda.apiKey),
    );
    // a failed download may be retried on the next search
    client.catch(() => clients.delete(key));
    clients.set(key, client);
  }
  return client;
}
