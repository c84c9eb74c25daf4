/**
 * Hot public JSON answers prepared once per cached version: the serialized body, a strong ETag and each
 * encoding a client asked for, compressed on first use. Browsers get the compressed bytes (a 20 KB menu
 * becomes ~3 KB) and a 304 when their copy is current, so the work per request is a header lookup and
 * a buffer write.
 *
 * Compression levels are the fast ones (brotli 4, gzip 6): a prepared answer is computed on the request
 * after a write (a cache miss), and brotli 9 + gzip 9 of a 30 KB zone home took ~20 ms of CPU on an idle
 * machine (~60-150 ms on a loaded one) for ~10 % fewer bytes; brotli 4 takes ~1 ms, and an encoding no
 * client asks for is never computed.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers a prepared public answer (sendPrepared): user-independent GETs whose cost should be
     * close to a bare route. No @fastify/compress pass, no CSRF cookie (a user-independent answer sets no
     * cookie; the storefront primes its token before its first unsafe request) and no access log lines
     * (errors still log): see app.ts and plugins/csrf.ts.
     */
    prepared?: boolean;
  }
}

/** Route options of a prepared public answer (spread into the route's options). */
export const PREPARED_ROUTE = { compress: false as const, config: { prepared: true } };

type Compressed = 'br' | 'gzip';

export interface PreparedJson {
  body: string;
  /** The body's bytes, as sent to clients that accept no compression. */
  raw: Buffer;
  etag: string;
  /** False for bodies too small to be worth compressing. */
  compressible: boolean;
  /** The body in that encoding (compressed on first use, then kept). */
  encoded(encoding: Compressed): Buffer;
}

/** Bodies below this size are sent as they are: compressing them saves less than it costs. */
const MIN_COMPRESS_BYTES = 1024;

const compressors: Record<Compressed, (raw: Buffer) => Buffer> = {
  br: (raw) =>
    brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
  gzip: (raw) => gzipSync(raw, { level: 6 }),
};

export function prepareJson(body: string): PreparedJson {
  const raw = Buffer.from(body);
  const etag = `"${createHash('sha1').update(raw).digest('base64url')}"`;
  const done: Partial<Record<Compressed, Buffer>> = {};
  return {
    body,
    raw,
    etag,
    compressible: raw.length >= MIN_COMPRESS_BYTES,
    encoded: (encoding) => (done[encoding] ??= compressors[encoding](raw)),
  };
}

type Encoding = Compressed | null;

/** The best encoding the client accepts (q=0 refuses one). */
export function acceptedEncoding(header: string | undefined): Encoding {
  if (!header) return null;
  let gzip = false;
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p))) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip' || name === '*') gzip = true;
  }
  return gzip ? 'gzip' : null;
}

/** Browsers send a handful of distinct Accept-Encoding headers: each is parsed once. */
const negotiated = new Map<string, Encoding>();
const MAX_NEGOTIATED = 64;

function encodingOf(header: string | undefined): Encoding {
  if (!header) return null;
  let encoding = negotiated.get(header);
  if (encoding === undefined) {
    encoding = acceptedEncoding(header);
    if (negotiated.size >= MAX_NEGOTIATED) negotiated.clear();
    negotiated.set(header, encoding);
  }
  return encoding;
}

/**
 * Sends a prepared answer: 304 when If-None-Match carries its ETag, else the best encoding. `no-cache`
 * makes browsers revalidate each time, so admin changes show at once.
 */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, prepared: PreparedJson): FastifyReply {
  reply.header('etag', prepared.etag).header('vary', 'accept-encoding').header('cache-control', 'no-cache');
  const match = request.headers['if-none-match'];
  if (match && match.split(',').some((t) => t.trim().replace(/^W\//, '') === prepared.etag)) {
    return reply.code(304).send();
  }
  reply.type('application/json; charset=utf-8');
  const encoding = prepared.compressible ? encodingOf(request.headers['accept-encoding']) : null;
  if (encoding === null) return reply.send(prepared.raw);
  return reply.header('content-encoding', encoding).send(prepared.encoded(encoding));
}
