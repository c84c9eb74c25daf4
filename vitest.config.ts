import { randomBytes } from 'node:crypto';
import { defineConfig } from 'vitest/config';

// one PostgreSQL template database per run; workers inherit the name through the environment
process.env.MZ_PG_TEMPLATE ??= `mz_template_${randomBytes(4).toString('hex')}`;

/**
 * API test files that must keep a process of their own: admin-importar counts a pg warning that Node emits
 * once per process, so a file run before it in a shared process could hide it.
 */
const OWN_PROCESS = ['tests/api/admin-importar.test.ts'];

/**
 * Two projects on the same two workers. The API tests share their worker's modules (`isolate: false`):
 * each file still builds its own apps on its own databases (tests/helpers/app.ts) and closes them, and
 * the server keeps nothing per process that one app could leave to the next, but the server's module
 * graph (Fastify, Drizzle, PGlite, the AWS SDK...) is loaded once per worker instead of once per file,
 * which was about as much time as the API tests themselves took on two cores. Unit tests stay isolated:
 * several mock modules (vi.mock) or fake timers.
 */
export default defineConfig({
  test: {
    globalSetup: ['tests/helpers/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}', ...OWN_PROCESS] },
      },
      {
        extends: true,
        test: { name: 'api', include: ['tests/api/**/*.test.ts'], exclude: OWN_PROCESS, isolate: false },
      },
    ],
  },
});
