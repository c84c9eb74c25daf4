/**
 * Runs once before the vitest run: migrates and seeds one PGlite database and dumps it, and (when
 * TEST_DATABASE_URL is set) one PostgreSQL template database that each test clones.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { migrateDatabase, openDatabase } from '../../src/server/db/client';
import { seedDemo } from '../../src/server/seed';
import { createImageStore } from '../../src/server/media/images';
import { PG_TEMPLATE_DB, PGLITE_TEMPLATE_FILE } from './templates';

export default async function setup(): Promise<() => Promise<void>> {
  const uploads = mkdtempSync(join(tmpdir(), 'mz-uploads-'));
  const images = createImageStore({ s3: null, uploadsDir: uploads });
  const database = await openDatabase({ databaseUrl: null, dataDir: null });
  await migrateDatabase(database);
  await seedDemo(database.db, { uploads: images, imagesLight: true });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('gzip');
  mkdirSync(dirname(PGLITE_TEMPLATE_FILE), { recursive: true });
  writeFileSync(PGLITE_TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
  await database.close();

  const base = process.env.TEST_DATABASE_URL;
  const adminUrl = base ? Object.assign(new URL(base), { pathname: '/postgres' }).toString() : null;
  if (base && adminUrl) {
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${PG_TEMPLATE_DB}`);
    await admin.end();
    const url = Object.assign(new URL(base), { pathname: `/${PG_TEMPLATE_DB}` }).toString();
    const pgDb = await openDatabase({ databaseUrl: url, dataDir: null });
    await migrateDatabase(pgDb);
    await seedDemo(pgDb.db, { uploads: images, imagesLight: true });
    await pgDb.close();
  }
  rmSync(uploads, { recursive: true, force: true });

  return async () => {
    if (base && adminUrl) {
      const { default: pg } = await import('pg');
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE_DB} WITH (FORCE)`);
      await admin.end();
    }
  };
}
