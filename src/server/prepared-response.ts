/**
 * Hot public JSON answers prepared once per cached version: the serialized body, its gzip and brotli
 * encodings and a strong ETag. Browsers get the compressed bytes (a 20 KB menu becomes ~3 KB) and a
 * 304 when their copy is current, so the work per request is a header lookup and a buffer write.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface PreparedJson {
  body: string;
  /** Absent for bodies too small to be worth compressing. */
  gzip: Buffer | null;
  br: Buffer | null;
  etag: string;
}

/** Bodies below this size are sent as they are: compressing them saves less than it costs. */
const MIN_COMPRESS_BYTES = 1024;

export function prepareJson(body: string): PreparedJson {
  const raw = Buffer.from(body);
  const etag = `"${createHash('sha1').update(raw).digest('base64url')}"`;
  if (raw.length < MIN_COMPRESS_BYTES) return { body, gzip: null, br: null, etag };
  return {
    body,
    gzip: gzipSync(raw, { level: 9 }),
    br: brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }),
    etag,
  };
}

type Encoding = 'br' | 'gzip' | null;

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
  const encoding = prepared.gzip ? acceptedEncoding(request.headers['accept-encoding']) : null;
  if (encoding === null) return reply.send(prepared.body);
  return reply.header('content-encoding', encoding).send(encoding === 'br' ? prepared.br : prepared.gzip);
}
