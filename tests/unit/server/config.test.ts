import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, trustProxyOption } from '../../../src/server/config';

const dir = mkdtempSync(join(tmpdir(), 'mz-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const env = (extra: Record<string, string>) => ({ DATA_DIR: dir, ...extra });

describe('configuration from the environment', () => {
  it('defaults to the embedded mode on port 3000 under /backend', () => {
    const c = loadConfig(env({}));
    expect(c).toMatchObject({ port: 3000, databaseUrl: null, apiBase: '/backend', s3: null, algolia: null, smtpUrl: null });
    expect(c.publicUrl).toBe('http://localhost:3000');
  });

  it('keeps a generated JWT secret in the data folder across boots', () => {
    const a = loadConfig(env({})).jwtSecret;
    expect(a.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig(env({})).jwtSecret).toBe(a);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(a);
  });

  it('stops the boot with a clear message on a bad value', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ PORT: 'ochenta' }, /PORT debe ser un entero/],
      [{ PORT: '70000' }, /PORT/],
      [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL debe usar postgres/],
      [{ DATABASE_URL: 'no es url' }, /DATABASE_URL no es una URL válida/],
      [{ JWT_SECRET: 'corto' }, /JWT_SECRET debe tener al menos 32/],
      [{ S3_ENDPOINT: 'https://s3.local' }, /S3_BUCKET/],
      [{ ALGOLIA_APP_ID: 'APP' }, /ALGOLIA_ADMIN_KEY/],
      [{ NODE_ENV: 'staging' }, /NODE_ENV/],
      [{ SEED_DEMO: 'quizas' }, /SEED_DEMO debe ser true o false/],
      [{ API_BASE: 'backend' }, /API_BASE/],
      [{ TRUST_PROXY: 'true' }, /TRUST_PROXY debe ser un número de proxies/],
      [{ TRUST_PROXY: '11' }, /TRUST_PROXY debe ser un entero entre 0 y 10/],
      [{ TRUST_PROXY: '10.0.0.1, proxy.local' }, /no válido: "proxy.local"/],
      [{ TRUST_PROXY: '10.0.0.0/33' }, /no válido: "10.0.0.0\/33"/],
    ];
    for (const [extra, message] of cases) {
      expect(() => loadConfig(env(extra)), JSON.stringify(extra)).toThrow(ConfigError);
      expect(() => loadConfig(env(extra))).toThrow(message);
    }
  });

  it('turns on the scale-out adapters from their settings', () => {
    const c = loadConfig(
      env({
        DATABASE_URL: 'postgres://u@db:5432/mercado',
        S3_ENDPOINT: 'https://s3.local',
        S3_BUCKET: 'imagenes',
        S3_ACCESS_KEY_ID: 'a',
        S3_SECRET_ACCESS_KEY: 'b',
        ALGOLIA_APP_ID: 'APP',
        ALGOLIA_ADMIN_KEY: 'admin',
        ALGOLIA_SEARCH_KEY: 'search',
        REDIS_URL: 'redis://127.0.0.1:6379',
        SMTP_URL: 'smtp://mail.local:587',
        PORT: '8080',
      }),
    );
    expect(c.databaseUrl).toBe('postgres://u@db:5432/mercado');
    expect(c.s3).toMatchObject({ bucket: 'imagenes', publicUrl: 'https://s3.local/imagenes' });
    expect(c.algolia).toEqual({ appId: 'APP', adminKey: 'admin', searchKey: 'search' });
    expect(c.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(c.publicUrl).toBe('http://localhost:8080');
  });

  it('trusts no proxy by default, or the hop count or addresses of TRUST_PROXY', () => {
    expect(loadConfig(env({})).trustProxy).toBe(false);
    expect(loadConfig(env({ TRUST_PROXY: '0' })).trustProxy).toBe(false);
    expect(loadConfig(env({ TRUST_PROXY: '2' })).trustProxy).toBe(2);
    expect(loadConfig(env({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12,loopback, ::1' })).trustProxy).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      'loopback',
      '::1',
    ]);
    const twoHops = trustProxyOption(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
  });

  it('never turns rate limits off in production', () => {
    expect(loadConfig(env({ NODE_ENV: 'production', RATE_LIMIT: 'false' })).rateLimit).toBe(true);
    expect(loadConfig(env({ RATE_LIMIT: 'false' })).rateLimit).toBe(false);
  });
});
