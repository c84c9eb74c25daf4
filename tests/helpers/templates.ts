import { join } from 'node:path';

/** Where global setup keeps the migrated, seeded PGlite dump that each test file loads. */
export const PGLITE_TEMPLATE_FILE = join(import.meta.dirname, '..', '.tmp', 'pglite-template.tar');
/** PostgreSQL template database of this run (named in vitest.config.ts, inherited by the workers). */
export const PG_TEMPLATE_DB = process.env.MZ_PG_TEMPLATE ?? 'mz_template';
