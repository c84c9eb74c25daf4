import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../helpers/app';

/** The build's .br/.gz siblings are sent as they are; JSON API answers over 1 KB leave compressed. */
describe('compressed responses', () => {
  let t: TestApp;
  const client = mkdtempSync(join(tmpdir(), 'mz-client-'));
  const js = `export const texto = ${JSON.stringify('producto '.repeat(400))};\n`;
  const html = `<!doctype html><html lang="es"><head><title>Mercado</title></head><body><div id="root"></div>${'<!-- relleno -->'.repeat(100)}</body></html>`;

  beforeAll(async () => {
    mkdirSync(join(client, 'assets'));
    for (const [name, text] of [['index.html', html], ['assets/index-abc123.js', js]] as const) {
      writeFileSync(join(client, name), text);
      writeFileSync(join(client, `${name}.br`), brotliCompressSync(text));
      writeFileSync(join(client, `${name}.gz`), gzipSync(text));
    }
    writeFileSync(join(client, 'assets', 'small-abc123.js'), 'console.log(1)');
    t = await createTestApp('pglite', { CLIENT_DIR: client });
  });
  afterAll(async () => {
    await t.close();
    rmSync(client, { recursive: true, force: true });
  });

  it('sends the brotli file of a hashed asset to a browser accepting br, with Vary and a long cache', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(js);
  });

  it('sends gzip to a gzip-only client and the plain file to one accepting nothing', async () => {
    const gz = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(js);
    const plain = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
    expect(String(plain.headers.vary).toLowerCase()).toContain('accept-encoding');
  });

  it('serves a small asset without siblings as it is', async () => {
    const res = await t.app.inject({ url: '/assets/small-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('console.log(1)');
  });

  it('compresses the history fallback (index.html) too, never cached for long', async () => {
    const res = await t.app.inject({ url: '/caracas/producto/arroz', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(html);
  });

  it('compresses JSON API answers over 1 KB, not the small ones', async () => {
    const big = await t.api({ url: '/api/categoria/supermercado?zona=caracas', headers: { 'accept-encoding': 'br, gzip' } });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    const body = brotliDecompressSync(big.rawPayload);
    expect(body.length).toBeGreaterThan(1024);
    expect(JSON.parse(body.toString())).toHaveProperty('categoria');
    const gz = await t.api({ url: '/api/categoria/supermercado?zona=caracas', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const small = await t.api({ url: '/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ estatus: 'ok' });
  });

  it('keeps the prepared answers as they were (their own encoding and ETag)', async () => {
    const res = await t.api({ url: '/api/categoria/menuwebsite', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.etag).toBeTruthy();
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toBeTruthy();
  });

  it('compresses a back-office list too, keeping its Content-Range', async () => {
    const { token } = await login(t, 'admin@demo.ve');
    const res = await t.api({ url: '/admin/categoria?range=[0,49]', token, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toMatch(/^categoria 0-\d+\/\d+$/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(Array.isArray(JSON.parse(brotliDecompressSync(res.rawPayload).toString()))).toBe(true);
  });
});
