/**
 * Keys of the Algolia-compatible API, read from the x-algolia-application-id / x-algolia-api-key
 * headers or, as browsers send them to avoid a preflight, from the query string (any letter case).
 * - the admin key (SEARCH_ADMIN_KEY) sees everything and never leaves the server;
 * - a secured key (what resolve hands out, one per plan: keys.ts) sees what its restrictions allow;
 * - the plain search key (SEARCH_API_KEY, or ALGOLIA_SEARCH_KEY with hosted Algolia) sees what a guest
 *   sees (plan normal), like the secured key of that plan.
 * Secured keys are Algolia's: base64 of HMAC-SHA256(parent, parameters) in hex, then the parameters. The
 * parent is ALGOLIA_SEARCH_KEY with hosted Algolia, else a secret derived from SEARCH_ADMIN_KEY.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { SearchError } from './engine/errors';
import { limitsFromParams, type KeyLimits } from './key-limits';

/** Application id of the embedded API (what resolve hands out as busqueda.appId). */
export const EMBEDDED_APP_ID = 'embedded';

export type Caller = { kind: 'admin' } | { kind: 'search'; limits: KeyLimits };

const HMAC_HEX = 64;
const MAX_KEY_LENGTH = 8192;

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

/** The key secured keys are derived from. */
export function parentKey(config: Config): string {
  if (config.algolia) return config.algolia.searchKey;
  return createHmac('sha256', config.searchAdminKey).update('claves-de-busqueda').digest('hex');
}

/** The limits of a secured key signed with `parent`; null when it is not one. */
export function readSecuredKey(key: string, parent: string): KeyLimits | null {
  if (key.length > MAX_KEY_LENGTH || !/^[A-Za-z0-9+/]+=*$/.test(key)) return null;
  const decoded = Buffer.from(key, 'base64').toString('utf8');
  const params = decoded.slice(HMAC_HEX);
  if (!same(decoded.slice(0, HMAC_HEX), createHmac('sha256', parent).update(params).digest('hex'))) return null;
  return limitsFromParams(params);
}

const invalidKey = () => new SearchError(403, 'Invalid Application-ID or API key');

/** Who the request's key is; 403 (Algolia's message) when it carries none valid. */
export async function checkKey(request: FastifyRequest, config: Config, guestLimits: () => Promise<KeyLimits>): Promise<Caller> {
  const appId = credential(request, 'x-algolia-application-id');
  const key = credential(request, 'x-algolia-api-key');
  if (appId === null || key === null || appId !== (config.algolia?.appId ?? EMBEDDED_APP_ID)) throw invalidKey();
  if (same(key, config.searchAdminKey)) return { kind: 'admin' };
  // the plain search key used to be public: it keeps working, with a guest's limits
  if (same(key, config.algolia?.searchKey ?? config.searchApiKey)) return { kind: 'search', limits: await guestLimits() };
  const limits = readSecuredKey(key, parentKey(config));
  if (!limits) throw invalidKey();
  if (limits.validUntil !== null && !(limits.validUntil * 1000 > Date.now())) throw new SearchError(403, 'The validity of the secured API key has expired');
  return { kind: 'search', limits };
}
