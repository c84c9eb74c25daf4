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
 * Unit test files that change what other files in their process would see: module mocks (vi.mock),
 * stubbed globals (vi.stubGlobal) or a fake clock (vi.useFakeTimers). They keep a module graph of their
 * own; every other unit file shares its worker's modules, which spares a fresh import of vitest's runner
 * and the tested modules per file (about a second each on two busy cores, for ~70 files).
 */
const ISOLATED_UNIT = [
  'tests/unit/admin/categoria.test.ts',
  'tests/unit/server/listing-counts.test.ts',
  'tests/unit/store/ad-events.test.ts',
  'tests/unit/store/app-update.test.ts',
  'tests/unit/store/cart-store.test.ts',
  'tests/unit/store/catalog-queries.test.ts',
  'tests/unit/store/first-screen.test.ts',
  'tests/unit/store/progressive.test.ts',
  'tests/unit/store/search-insights.test.ts',
];

/**
 * Two projects on the same two workers. The API tests share their worker's modules (`isolate: false`):
 * each file still builds its own apps on its own databases (tests/helpers/app.ts) and closes them, and
 * the server keeps nothing per process that one app could leave to the next, but the server's module
 * graph (Fastify, Drizzle, PGlite, the AWS SDK...) is loaded once per worker instead of once per file,
 * which was about as much time as the API tests themselves took on two cores. Unit tests share modules
 * the same way, except the few that mock modules, stub globals or fake the clock (ISOLATED_UNIT).
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
        test: { name: 'unit', include: [...ISOLATED_UNIT, ...OWN_PROCESS] },
      },
      {
        extends: true,
        test: { name: 'unit-shared', include: ['tests/unit/**/*.test.{ts,tsx}'], exclude: ISOLATED_UNIT, isolate: false },
      },
      {
        extends: true,
        test: { name: 'api', include: ['tests/api/**/*.test.ts'], exclude: OWN_PROCESS, isolate: false },
      },
    ],
  },
});
