/**
 * Keys of the Algolia-compatible API, read from the x-algolia-application-id / x-algolia-api-key
 * headers or, as browsers send them to avoid a preflight, from the query string (any letter case).
 * The search-only key is the one resolve hands out; the admin key also works and never leaves the server.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { SearchError } from './engine/errors';

/** Application id of the embedded API (what resolve hands out as busqueda.appId). */
export const EMBEDDED_APP_ID = 'embedded';

export type KeyKind = 'search' | 'admin';

function credential(request: FastifyRequest, name: string): string | null {
  const header = request.headers[name];
  if (typeof header === 'string') return header;
  const query = request.query as Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(query ?? {})) if (key.toLowerCase() === name && typeof value === 'string') return value;
  return null;
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The kind of key the request carries; 403 (Algolia's message) when it carries none valid. */
export function checkKey(request: FastifyRequest, config: Config): KeyKind {
  const appId = credential(request, 'x-algolia-application-id');
  const key = credential(request, 'x-algolia-api-key');
  // the application id and the search key are public (resolve hands them out): plain comparisons
  if (appId !== null && key !== null && appId === (config.algolia?.appId ?? EMBEDDED_APP_ID)) {
    if (key === (config.algolia?.searchKey ?? config.searchApiKey)) return 'search';
    if (same(key, config.searchAdminKey)) return 'admin';
  }
  throw new SearchError(403, 'Invalid Application-ID or API key');
}
