import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuario } from '../../src/server/auth/tables';
import { createTestApp, testBackends, TEST_CSRF, type TestApp } from '../helpers/app';

const registration = {
  nombre: 'Luis',
  apellido: 'Rojas',
  email: 'csrf@prueba.ve',
  telefono: '04141234567',
  tipoDocumento: 'V',
  documento: '11222333',
  clave: 'Segura123',
};

describe.each(testBackends())('CSRF double submit (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const userCount = async () => (await t.app.db.select({ n: count() }).from(usuario))[0]!.n;
  const register = (opts: { cookie?: string; header?: string }) =>
    t.api({
      method: 'POST',
      url: '/api/usuario/registrar',
      payload: registration,
      noCsrf: true,
      cookies: opts.cookie ? { 'XSRF-TOKEN': opts.cookie } : {},
      headers: opts.header ? { 'x-xsrf-token': opts.header } : {},
    });

  it('hands a readable XSRF-TOKEN cookie to a browser that has none', async () => {
    const res = await t.api({ url: '/api/usuario/verificarregistrado?email=a@b.ve', noCsrf: true });
    const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(cookie!.httpOnly).toBeFalsy();
    expect(cookie!.value.length).toBeGreaterThanOrEqual(32);
  });

  it('keeps the cookie a browser already has', async () => {
    const res = await t.api({ url: '/api/usuario/verificarregistrado?email=a@b.ve' });
    expect(res.cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeUndefined();
  });

  it.each([
    ['no cookie and no header', {}],
    ['a cookie without the header', { cookie: TEST_CSRF }],
    ['a header without the cookie', { header: TEST_CSRF }],
    ['a mismatched header', { cookie: TEST_CSRF, header: 'otro-valor' }],
  ])('refuses a write with %s and writes nothing', async (_, opts) => {
    const before = await userCount();
    const res = await register(opts);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ codigo: 403, mensaje: 'Token CSRF inválido' });
    expect(await userCount()).toBe(before);
  });

  it('lets a write with the matching header through', async () => {
    expect((await register({ cookie: TEST_CSRF, header: TEST_CSRF })).statusCode).toBe(201);
  });

  it('checks login too', async () => {
    const res = await t.api({ method: 'POST', url: '/login_check', payload: { username: 'x@y.ve', password: 'x' }, noCsrf: true });
    expect(res.statusCode).toBe(403);
  });

  it('does not check the search API', async () => {
    const res = await t.api({
      method: 'POST',
      url: '/search/1/indexes/*/queries',
      payload: { requests: [{ indexName: t.config.searchIndexName, query: 'arroz' }] },
      headers: { 'x-algolia-application-id': 'embedded', 'x-algolia-api-key': t.config.searchApiKey },
      noCsrf: true,
    });
    expect(res.statusCode).toBe(200);
  });
});
