import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

/** With REDIS_URL every API instance shares the counters: two instances together allow 10 logins a minute. */
describe.runIf(process.env.TEST_REDIS_URL)('rate limits shared through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { RATE_LIMIT: 'true', REDIS_URL: process.env.TEST_REDIS_URL! };
    a = await createTestApp('pglite', env);
    b = await createTestApp('pglite', env);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('counts the attempts of both instances against one limit', async () => {
    const username = `limite-${randomBytes(6).toString('hex')}@demo.ve`;
    const attempt = (t: TestApp) => t.api({ method: 'POST', url: '/login_check', payload: { username, password: 'Errada123' } });
    for (let i = 0; i < 10; i++) expect((await attempt(i % 2 ? a : b)).statusCode).toBe(401);
    const limited = await attempt(a);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().mensaje).toMatch(/Demasiadas solicitudes/);
    expect((await attempt(b)).statusCode).toBe(429);
  });
});
