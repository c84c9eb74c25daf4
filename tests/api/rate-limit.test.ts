/**
 * Per-address limits across accounts (login, registration, recovery), and the address itself: taken from
 * X-Forwarded-For only when TRUST_PROXY names the proxy, so rotating that header sidesteps nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_CSRF, testBackends, type TestApp } from '../helpers/app';

const LIMITED = { codigo: 429, mensaje: 'Demasiadas solicitudes, intente nuevamente en unos minutos' };

/** A POST from a given socket address, optionally through a proxy header. */
function post(t: TestApp, url: string, payload: object, from: string, forwardedFor?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/backend${url}`,
    remoteAddress: from,
    headers: { 'x-xsrf-token': TEST_CSRF, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    cookies: { 'XSRF-TOKEN': TEST_CSRF },
    payload,
  });
}

const attempt = (t: TestApp, username: string, from: string, forwardedFor?: string) =>
  post(t, '/login_check', { username, password: 'Errada123' }, from, forwardedFor);

describe.each(testBackends())('per-address limits across accounts (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT: 'true' });
  });
  afterAll(() => t?.close());

  it('stops one address trying a password on 30 different accounts in 10 minutes', async () => {
    for (let i = 0; i < 30; i++) expect((await attempt(t, `cuenta${i}@prueba.ve`, '10.1.0.1')).statusCode).toBe(401);
    const limited = await attempt(t, 'cuenta30@prueba.ve', '10.1.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(LIMITED);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // another address is not affected
    expect((await attempt(t, 'cuenta30@prueba.ve', '10.1.0.2')).statusCode).toBe(401);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: rotating it does not reset the counter', async () => {
    for (let i = 0; i < 10; i++) expect((await attempt(t, 'objetivo@prueba.ve', '10.2.0.1', `203.0.113.${i}`)).statusCode).toBe(401);
    expect((await attempt(t, 'objetivo@prueba.ve', '10.2.0.1', '203.0.113.99')).statusCode).toBe(429);
  });

  it('limits recovery requests for many addresses of mail from one client address', async () => {
    const ask = (i: number) => post(t, '/api/usuario/recuperarclave', { email: `r${i}@prueba.ve` }, '10.3.0.1', `198.51.100.${i}`);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await ask(i)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('TRUST_PROXY', () => {
  let hops: TestApp;
  let listed: TestApp;
  beforeAll(async () => {
    hops = await createTestApp('pglite', { RATE_LIMIT: 'true', TRUST_PROXY: '1' });
    listed = await createTestApp('pglite', { RATE_LIMIT: 'true', TRUST_PROXY: '10.9.0.0/16' });
  });
  afterAll(async () => {
    await hops?.close();
    await listed?.close();
  });

  it('with a hop count, counts each client the proxy forwards on its own (the nearest entry)', async () => {
    for (let i = 0; i < 10; i++) expect((await attempt(hops, 'objetivo@prueba.ve', '10.4.0.1', `1.1.1.1, 203.0.113.7`)).statusCode).toBe(401);
    expect((await attempt(hops, 'objetivo@prueba.ve', '10.4.0.1', '203.0.113.7')).statusCode).toBe(429);
    // a spoofed left-most entry does not change who the proxy saw
    expect((await attempt(hops, 'objetivo@prueba.ve', '10.4.0.1', '9.9.9.9, 203.0.113.7')).statusCode).toBe(429);
    expect((await attempt(hops, 'objetivo@prueba.ve', '10.4.0.1', '203.0.113.8')).statusCode).toBe(401);
  });

  it('with an address list, believes only the listed proxies', async () => {
    for (let i = 0; i < 10; i++) expect((await attempt(listed, 'objetivo@prueba.ve', '10.9.0.5', `203.0.113.${i}`)).statusCode).toBe(401);
    // through the trusted proxy each forwarded client has its own counter
    expect((await attempt(listed, 'objetivo@prueba.ve', '10.9.0.5', '203.0.113.50')).statusCode).toBe(401);
    // a client outside the list gets no say over its address
    for (let i = 0; i < 10; i++) expect((await attempt(listed, 'objetivo@prueba.ve', '10.8.0.1', `198.51.100.${i}`)).statusCode).toBe(401);
    expect((await attempt(listed, 'objetivo@prueba.ve', '10.8.0.1', '198.51.100.77')).statusCode).toBe(429);
  });
});
