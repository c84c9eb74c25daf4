/**
 * Compression of the API's JSON answers: over 1 KB they leave as brotli (quality 4: fast, still ~5x
 * smaller) or gzip. Prepared answers (prepared-response.ts) carry their own encoding: their routes say
 * `compress: false` and run none of the hooks below. @fastify/compress skips any answer with a
 * Content-Range header (meant for byte ranges), which would leave every back-office list uncompressed: a
 * list's `categoria 0-49/123` header is set aside while compressing and put back after.
 */
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { addRouteHook } from './route-hooks';

const listRange = Symbol('listRange');
type WithRange = FastifyReply & { [listRange]?: string };
type OnSendDone = (err: null, payload: unknown) => void;

/** Routes @fastify/compress adds its hooks to (it skips `compress: false`). */
const compressed = (route: RouteOptions) => (route as { compress?: unknown }).compress !== false;

function setRangeAside(_request: FastifyRequest, reply: WithRange, payload: unknown, done: OnSendDone) {
  const range = reply.getHeader('content-range');
  if (typeof range === 'string' && !range.startsWith('bytes')) {
    reply[listRange] = range;
    reply.removeHeader('content-range');
  }
  done(null, payload);
}

function restoreRange(_request: FastifyRequest, reply: WithRange, payload: unknown, done: OnSendDone) {
  if (reply[listRange] !== undefined) reply.header('content-range', reply[listRange]);
  done(null, payload);
}

export default fp(
  async function compressionPlugin(app) {
    // before @fastify/compress's onSend (it appends its own to each route, in its onRoute registered below)
    app.addHook('onRoute', (route) => {
      if (compressed(route)) addRouteHook(route, 'onSend', setRangeAside);
    });
    await app.register(compress, {
      threshold: 1024,
      encodings: ['br', 'gzip'],
      // answers only: request bodies stay as they came (the search API inflates its own gzipped bodies)
      globalDecompression: false,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
    // after @fastify/compress's onSend: the header comes back once the answer is compressed
    app.addHook('onRoute', (route) => {
      if (!compressed(route)) return;
      const own = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
      route.onSend = [...own, restoreRange as never];
    });
  },
  { name: 'api-compression' },
);
