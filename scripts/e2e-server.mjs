// The server for Playwright: the built SPA on a fresh embedded database in tests/.tmp/e2e-data-<port>.
// Rate limits stay off here: the journeys register several accounts from one address within minutes
// (the limits themselves are covered by the API tests).
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

const dataDir = resolve(`tests/.tmp/e2e-data-${process.env.PORT ?? '3999'}`);
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.NODE_ENV ??= 'development';
process.env.RATE_LIMIT ??= 'false';
process.env.LOG_LEVEL ??= 'warn';
process.env.CLIENT_DIR ??= resolve('dist/client');
process.env.DATABASE_URL = '';
const { register } = await import('tsx/esm/api');
register();
await import('../src/server/main.ts');
