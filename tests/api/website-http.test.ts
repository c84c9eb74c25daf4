import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, testBackends, type TestApp } from '../helpers/app';

describe.each(testBackends())('hot public answers over HTTP (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('sends the category menu compressed with an ETag and answers 304 when it is current', async () => {
    const plain = await t.api({ url: '/api/categoria/menuwebsite' });
    const gz = await t.api({ url: '/api/categoria/menuwebsite', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    const etag = String(plain.headers.etag);
    const again = await t.api({ url: '/api/categoria/menuwebsite', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('changes the menu ETag as soon as an admin changes a category', async () => {
    const before = String((await t.api({ url: '/api/categoria/menuwebsite' })).headers.etag);
    const { token } = await login(t, 'admin@demo.ve');
    const created = await t.api({ method: 'POST', url: '/admin/categoria', token, payload: { nombre: 'Gourmet', padreId: null } });
    expect(created.statusCode).toBe(201);
    const after = await t.api({ url: '/api/categoria/menuwebsite', headers: { 'if-none-match': before } });
    expect(after.statusCode).toBe(200);
    expect(after.json().some((c: { nombre: string }) => c.nombre === 'Gourmet')).toBe(true);
  });

  it('prepares a guest resolve per second and never caches a customer one', async () => {
    const guest = await t.api({ url: '/api/website/resolve', headers: { 'accept-encoding': 'br, gzip' } });
    expect(guest.headers['content-encoding']).toBe('br');
    expect(guest.headers['cache-control']).toBe('no-cache');
    const { token } = await login(t, 'cliente@demo.ve');
    // over 1 KB, so it leaves gzipped by the API's compression, but never cached
    const mine = await t.api({ url: '/api/website/resolve', token, headers: { 'accept-encoding': 'identity' } });
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.headers.etag).toBeUndefined();
    expect(mine.json()).toMatchObject({ usuarioEstatus: 1, usuarioTipo: 'normal' });
    expect(Object.keys(mine.json().categoria[0]).sort()).toEqual(['icono', 'id', 'nombre', 'slug']);
  });
});
