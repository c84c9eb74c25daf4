// The server for Playwright: the built SPA on a fresh embedded database in tests/.tmp/e2e-data-<port>
// (E2E_DATA_DIR names another folder). With E2E_TEMPLATE (set by scripts/e2e.mjs) the folder starts as a
// copy of that one, already migrated and seeded, so the shards do not each seed their own.
// Rate limits stay off here: the journeys register several accounts from one address within minutes
// (the limits themselves are covered by the API tests). The SPA is served from this server's own copy of
// dist/client (tests/.tmp/e2e-client-<port>): a journey that deploys a new version.json changes its
// shard's copy, never what the other shard's pages poll.
import { cpSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const port = process.env.PORT ?? '3999';
const dataDir = resolve(process.env.E2E_DATA_DIR ?? `tests/.tmp/e2e-data-${port}`);
rmSync(dataDir, { recursive: true, force: true });
if (process.env.E2E_TEMPLATE) cpSync(resolve(process.env.E2E_TEMPLATE), dataDir, { recursive: true });
process.env.DATA_DIR = dataDir;
if (!process.env.CLIENT_DIR) {
  const clientDir = resolve(`tests/.tmp/e2e-client-${port}`);
  rmSync(clientDir, { recursive: true, force: true });
  cpSync(resolve('dist/client'), clientDir, { recursive: true });
  process.env.CLIENT_DIR = clientDir;
}
process.env.NODE_ENV ??= 'development';
process.env.RATE_LIMIT ??= 'false';
process.env.LOG_LEVEL ??= 'warn';
process.env.DATABASE_URL = '';
const { register } = await import('tsx/esm/api');
register();
await import('../src/server/main.ts');
