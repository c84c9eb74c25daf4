import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, prepareJson } from '../../../src/server/prepared-response';

describe('prepared JSON answers', () => {
  it('compresses large bodies both ways (each once, on first use) and leaves small ones alone', () => {
    const body = JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, nombre: `Categoría ${i}` })));
    const p = prepareJson(body);
    expect(p.compressible).toBe(true);
    expect(gunzipSync(p.encoded('gzip')).toString()).toBe(body);
    expect(brotliDecompressSync(p.encoded('br')).toString()).toBe(body);
    expect(p.encoded('br').length).toBeLessThan(body.length / 4);
    expect(p.encoded('br')).toBe(p.encoded('br'));
    expect(p.raw.toString()).toBe(body);
    expect(prepareJson('{"a":1}').compressible).toBe(false);
  });

  it('gives equal bodies equal ETags and different bodies different ones', () => {
    expect(prepareJson('{"a":1}').etag).toBe(prepareJson('{"a":1}').etag);
    expect(prepareJson('{"a":1}').etag).not.toBe(prepareJson('{"a":2}').etag);
  });

  it('negotiates the encoding from Accept-Encoding', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});
