import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_CSRF, type TestApp } from '../helpers/app';

/**
 * With REDIS_URL every API instance shares the counters. Each run comes from its own client address, as
 * the counters outlive the run in Redis.
 */
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

  const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const attempt = (t: TestApp, username: string, from: string) =>
    t.app.inject({
      method: 'POST',
      url: '/backend/login_check',
      remoteAddress: from,
      headers: { 'x-xsrf-token': TEST_CSRF },
      cookies: { 'XSRF-TOKEN': TEST_CSRF },
      payload: { username, password: 'Errada123' },
    });

  it('counts the attempts of both instances on one account against one limit', async () => {
    const from = address();
    const username = `limite-${randomBytes(6).toString('hex')}@demo.ve`;
    for (let i = 0; i < 10; i++) expect((await attempt(i % 2 ? a : b, username, from)).statusCode).toBe(401);
    const limited = await attempt(a, username, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().mensaje).toMatch(/Demasiadas solicitudes/);
    expect((await attempt(b, username, from)).statusCode).toBe(429);
  });

  it('counts one address trying many accounts on both instances against one limit', async () => {
    const from = address();
    const account = (i: number) => `barrido-${i}-${randomBytes(4).toString('hex')}@demo.ve`;
    for (let i = 0; i < 30; i++) expect((await attempt(i % 2 ? a : b, account(i), from)).statusCode).toBe(401);
    expect((await attempt(a, account(30), from)).statusCode).toBe(429);
    expect((await attempt(b, account(31), from)).statusCode).toBe(429);
  });
});
