/**
 * Test apps on a real database: PGlite loaded from a migrated, seeded template (built once by
 * tests/helpers/global-setup.ts), or, when TEST_DATABASE_URL is set, a fresh PostgreSQL database cloned
 * from a template database and dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { PG_TEMPLATE_DB, PGLITE_TEMPLATE_FILE } from './templates';

export type Backend = 'pglite' | 'postgres';

/** The backends API tests run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testBackends(): Backend[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  backend: Backend;
  /** Calls the API under its base with JSON, CSRF header and cookie, and an optional bearer token. */
  api(opts: ApiCall): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface ApiCall {
  method?: InjectOptions['method'];
  url: string;
  token?: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** Omit the CSRF header and cookie (to test the check itself). */
  noCsrf?: boolean;
  cookies?: Record<string, string>;
}

export const TEST_CSRF = 'csrf-de-prueba';

function adminUrl(base: string): string {
  const u = new URL(base);
  u.pathname = '/postgres';
  return u.toString();
}

export interface TestAppOptions {
  /** Registers extra (test-only) routes before the app is sealed. */
  beforeReady?: (app: FastifyInstance) => void;
}

export async function createTestApp(
  backend: Backend = 'pglite',
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mz-test-'));
  let database: Database;
  let dropDb: (() => Promise<void>) | null = null;
  let databaseUrl: string | null = null;
  if (backend === 'postgres') {
    const base = process.env.TEST_DATABASE_URL!;
    const name = `mz_test_${randomBytes(6).toString('hex')}`;
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: adminUrl(base) });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE_DB}`);
    await admin.end();
    const u = new URL(base);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
    database = await openDatabase({ databaseUrl, dataDir: null, poolSize: 30 });
    dropDb = async () => {
      const c = new pg.Client({ connectionString: adminUrl(base) });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    const dump = new Blob([readFileSync(PGLITE_TEMPLATE_FILE)]);
    database = await openDatabase({ databaseUrl: null, dataDir: null, loadDataDir: dump });
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    CLIENT_DIR: '',
    RATE_LIMIT: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const app = await buildApp({ config, database });
  options.beforeReady?.(app);
  await app.ready();

  return {
    app,
    config,
    database,
    backend,
    api({ method = 'GET', url, token, payload, headers = {}, noCsrf, cookies = {} }) {
      const h: Record<string, string> = { accept: 'application/json', ...headers };
      if (token) h.authorization = `Bearer ${token}`;
      const c: Record<string, string> = { ...cookies };
      if (!noCsrf) {
        c['XSRF-TOKEN'] = TEST_CSRF;
        h['x-xsrf-token'] = TEST_CSRF;
      }
      return app.inject({
        method,
        url: `${config.apiBase}${url}`,
        headers: h,
        cookies: c,
        ...(payload === undefined ? {} : typeof payload === 'string' ? { payload } : { payload: payload as object }),
      });
    },
    async close() {
      await app.close();
      await database.close();
      if (dropDb) await dropDb();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const DEMO_PASSWORD = 'Demo1234!';

/** Logs a user in through POST /login_check and returns the access token and the refresh cookie. */
export async function login(t: TestApp, email: string, password = DEMO_PASSWORD): Promise<{ token: string; refreshCookie: string }> {
  const res = await t.api({ method: 'POST', url: '/login_check', payload: { username: email, password } });
  if (res.statusCode !== 200) throw new Error(`login ${email} -> ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'refresh_token');
  return { token: res.json().token, refreshCookie: cookie?.value ?? '' };
}
