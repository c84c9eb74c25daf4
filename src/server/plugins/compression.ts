/**
 * Compression of the API's JSON answers: over 1 KB they leave as brotli (quality 4: fast, still ~5x
 * smaller) or gzip. Prepared answers (prepared-response.ts) already carry their Content-Encoding and pass
 * through untouched. @fastify/compress skips any answer with a Content-Range header (meant for byte
 * ranges), which would leave every back-office list uncompressed: a list's `categoria 0-49/123` header is
 * set aside while compressing and put back after.
 */
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

const listRange = Symbol('listRange');
type WithRange = FastifyReply & { [listRange]?: string };

export default fp(
  async function compressionPlugin(app) {
    app.addHook('onSend', async (_request, reply: WithRange, payload) => {
      const range = reply.getHeader('content-range');
      if (typeof range === 'string' && !range.startsWith('bytes')) {
        reply[listRange] = range;
        reply.removeHeader('content-range');
      }
      return payload;
    });
    await app.register(compress, {
      threshold: 1024,
      encodings: ['br', 'gzip'],
      // answers only: request bodies stay as they came (the search API inflates its own gzipped bodies)
      globalDecompression: false,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
    // @fastify/compress adds its onSend to each route (onRoute), so the header comes back in a route hook after it
    const restore = async (_request: unknown, reply: WithRange, payload: unknown) => {
      if (reply[listRange] !== undefined) reply.header('content-range', reply[listRange]);
      return payload;
    };
    app.addHook('onRoute', (route) => {
      const own = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
      route.onSend = [...own, restore as never];
    });
  },
  { name: 'api-compression' },
);
