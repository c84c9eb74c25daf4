// The server for Playwright: the built SPA on a fresh embedded database in tests/.tmp/e2e-data.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

const dataDir = resolve('tests/.tmp/e2e-data');
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.NODE_ENV ??= 'development';
process.env.LOG_LEVEL ??= 'warn';
process.env.CLIENT_DIR ??= resolve('dist/client');
process.env.DATABASE_URL = '';
const { register } = await import('tsx/esm/api');
register();
await import('../src/server/main.ts');
