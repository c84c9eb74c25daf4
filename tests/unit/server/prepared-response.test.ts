import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, prepareJson } from '../../../src/server/prepared-response';

describe('prepared JSON answers', () => {
  it('compresses large bodies both ways and leaves small ones alone', () => {
    const body = JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, nombre: `Categoría ${i}` })));
    const p = prepareJson(body);
    expect(gunzipSync(p.gzip!).toString()).toBe(body);
    expect(brotliDecompressSync(p.br!).toString()).toBe(body);
    expect(p.br!.length).toBeLessThan(body.length / 4);
    const small = prepareJson('{"a":1}');
    expect(small.gzip).toBeNull();
    expect(small.br).toBeNull();
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
