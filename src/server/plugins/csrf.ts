/**
 * CSRF double submit for the API scope: every answer sets a readable `XSRF-TOKEN` cookie when the
 * browser has none, and every non-GET/HEAD/OPTIONS request must echo it in `X-XSRF-TOKEN`. The
 * Algolia-compatible search API is exempt (the search client posts queries without it), and so is the
 * advertising view/click counter (navigator.sendBeacon cannot send headers; it only adds to counters).
 * Wrapped with fastify-plugin so its hook reaches the routes of the scope registering it (the API
 * scope in app.ts); without it the hook would stay inside this plugin's own context. The hook is added
 * to each route (onRoute, route-hooks.ts) except the prepared public answers (GET only, nothing to check):
 * a user-independent answer sets no cookie, and the storefront primes its token with a GET of its own
 * before its first unsafe request (store/lib/api-client.ts).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../errors';
import { addRouteHook } from './route-hooks';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** True when the request carries a CSRF cookie and the same value in the header. */
export function csrfMatches(cookie: string | undefined, header: string | string[] | undefined): boolean {
  if (!cookie || typeof header !== 'string' || header.length === 0 || header.length > 256) return false;
  return sameToken(cookie, header);
}

async function csrfPlugin(app: FastifyInstance) {
  const exemptPrefix = `${app.config.apiBase}/search/`;
  const beacon = `${app.config.apiBase}/api/publicidad/evento`;
  // the card gateway's webhook is signed (wallet/gateway-routes.ts)
  const webhook = `${app.config.apiBase}/pasarela/`;
  const isExempt = (request: FastifyRequest) => request.url.startsWith(exemptPrefix) || request.url === beacon || request.url.startsWith(webhook);

  const csrfHook = async (request: FastifyRequest, reply: FastifyReply) => {
    const cookie = request.cookies[CSRF_COOKIE];
    if (!cookie) {
      reply.setCookie(CSRF_COOKIE, randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'lax',
        secure: 'auto',
        httpOnly: false,
      });
    }
    if (SAFE_METHODS.has(request.method) || isExempt(request)) return;
    if (!csrfMatches(cookie, request.headers[CSRF_HEADER])) throw forbidden('Token CSRF inválido');
  };
  app.addHook('onRoute', (route) => {
    if (route.config?.prepared !== true) addRouteHook(route, 'onRequest', csrfHook);
  });
}

export default fp(csrfPlugin, { name: 'csrf' });
