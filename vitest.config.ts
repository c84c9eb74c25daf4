import { randomBytes } from 'node:crypto';
import { defineConfig } from 'vitest/config';

// one PostgreSQL template database per run; workers inherit the name through the environment
process.env.MZ_PG_TEMPLATE ??= `mz_template_${randomBytes(4).toString('hex')}`;

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/api/**/*.test.ts'],
    globalSetup: ['tests/helpers/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
