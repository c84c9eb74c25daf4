/**
 * npm run bench: every figure as a ratio against a baseline measured in the same run.
 * - throughput of GET /backend/api/website/resolve and /backend/api/categoria/menuwebsite vs a bare
 *   Fastify route (target >= 0.5);
 * - cold start (fresh data folder: migrate + seed) and warm start of the server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { line, load, startServer } from './lib';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mz-bench-'));
  const appEnv = { PORT: '3911', DATA_DIR: dataDir, NODE_ENV: 'production', RATE_LIMIT: 'false', CLIENT_DIR: '' };
  try {
    const cold = await startServer('src/server/main.ts', appEnv, '/backend/health');
    await cold.stop();
    const app = await startServer('src/server/main.ts', appEnv, '/backend/health');
    const bare = await startServer('tests/bench/bare-server.ts', { PORT: '3912' }, '/bare');
    console.log(`arranque en frío (migración + datos demo): ${(cold.startMs / 1000).toFixed(1)} s`);
    console.log(`arranque en caliente:                       ${(app.startMs / 1000).toFixed(1)} s`);

    await load(`${bare.url}/bare`, { duration: 1 });
    await load(`${app.url}/backend/api/website/resolve`, { duration: 1 });
    const baseline = await load(`${bare.url}/bare`, { duration: DURATION });
    await bare.stop();
    console.log(line('línea base: Fastify sin nada', baseline, baseline));
    for (const path of ['/backend/api/website/resolve', '/backend/api/categoria/menuwebsite']) {
      const r = await load(`${app.url}${path}`, { duration: DURATION });
      console.log(line(path, r, baseline, 0.5));
    }
    await app.stop();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
