/**
 * Runs once before the vitest run: migrates and seeds one PGlite database and dumps it, and (when
 * TEST_DATABASE_URL is set) one PostgreSQL template database that each test clones. The two are built at
 * once (PGlite works in this process, PostgreSQL mostly in its server), each with its own uploads folder.
 * The dump is an uncompressed tar: every test file loads it, and skipping the gunzip saves about a third
 * of a PGlite start. Vitest runs a global setup once per project (vitest.config.ts has two): the
 * templates are built by the first call only.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { migrateDatabase, openDatabase, type Database } from '../../src/server/db/client';
import { seedDemo } from '../../src/server/seed';
import { createImageStore } from '../../src/server/media/images';
import { PG_TEMPLATE_DB, PGLITE_TEMPLATE_FILE } from './templates';

/** Seeds into a throwaway uploads folder (the tests make their own images). */
async function seeded(open: () => Promise<Database>, then: (database: Database) => Promise<void>): Promise<void> {
  const uploads = mkdtempSync(join(tmpdir(), 'mz-uploads-'));
  const database = await open();
  try {
    await migrateDatabase(database);
    await seedDemo(database.db, { uploads: createImageStore({ s3: null, uploadsDir: uploads }), imagesLight: true });
    await then(database);
  } finally {
    await database.close();
    rmSync(uploads, { recursive: true, force: true });
  }
}

async function pgliteTemplate(): Promise<void> {
  await seeded(
    () => openDatabase({ databaseUrl: null, dataDir: null }),
    async (database) => {
      const client = (database.db as unknown as { $client: PGlite }).$client;
      const dump = await client.dumpDataDir('none');
      mkdirSync(dirname(PGLITE_TEMPLATE_FILE), { recursive: true });
      writeFileSync(PGLITE_TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
    },
  );
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(sql);
  await admin.end();
}

async function postgresTemplate(base: string, adminUrl: string): Promise<void> {
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${PG_TEMPLATE_DB} WITH (FORCE)`);
  await adminQuery(adminUrl, `CREATE DATABASE ${PG_TEMPLATE_DB}`);
  const url = Object.assign(new URL(base), { pathname: `/${PG_TEMPLATE_DB}` }).toString();
  await seeded(() => openDatabase({ databaseUrl: url, dataDir: null }), async () => undefined);
}

/** Set once the templates are built in this process: every vitest project that lists this file calls it. */
const BUILT = Symbol.for('mercado-zonas.test-templates');

export default async function setup(): Promise<() => Promise<void>> {
  const state = globalThis as { [BUILT]?: true };
  if (state[BUILT]) return async () => undefined;
  state[BUILT] = true;
  const base = process.env.TEST_DATABASE_URL;
  const adminUrl = base ? Object.assign(new URL(base), { pathname: '/postgres' }).toString() : null;
  await Promise.all([pgliteTemplate(), base && adminUrl ? postgresTemplate(base, adminUrl) : undefined]);

  return async () => {
    if (adminUrl) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${PG_TEMPLATE_DB} WITH (FORCE)`);
  };
}
