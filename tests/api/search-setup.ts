/**
 * A test app (app.ts registers the search plugin and its routes) listening on a random port so the real
 * algoliasearch clients can reach it over HTTP.
 */
import type { AddressInfo } from 'node:net';
import { liteClient } from 'algoliasearch/lite';
import { algoliasearch } from 'algoliasearch';
import { EMBEDDED_APP_ID } from '../../src/server/search/credentials';
import { type Backend, createTestApp, type TestApp } from '../helpers/app';

export interface SearchTestApp extends TestApp {
  /** `127.0.0.1:<port>/backend/search`, the host the clients use. */
  host: string;
  client(apiKey?: string): ReturnType<typeof liteClient>;
  /** The Insights client of the full algoliasearch client, pointed at the embedded API. */
  insights(apiKey?: string): ReturnType<ReturnType<typeof algoliasearch>['initInsights']>;
  /** Raw POST to the search API (path under /backend/search) with the public key in headers. */
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
}

export async function createSearchApp(backend: Backend, env: Record<string, string> = {}): Promise<SearchTestApp> {
  const t = await createTestApp(backend, env);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const host = `127.0.0.1:${port}${t.config.apiBase}/search`;
  const hosts = [{ url: host, protocol: 'http' as const, accept: 'readWrite' as const }];
  return {
    ...t,
    host,
    client: (apiKey = t.config.searchApiKey) => liteClient(EMBEDDED_APP_ID, apiKey, { hosts }),
    insights: (apiKey = t.config.searchApiKey) => algoliasearch(EMBEDDED_APP_ID, apiKey).initInsights({ options: { hosts } }),
    post: (path, body, headers = {}) =>
      fetch(`http://${host}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'text/plain',
          'x-algolia-application-id': EMBEDDED_APP_ID,
          'x-algolia-api-key': t.config.searchApiKey,
          ...headers,
        },
        body: typeof body === 'string' ? body : body instanceof Uint8Array ? new Blob([new Uint8Array(body)]) : JSON.stringify(body),
      }),
  };
}
