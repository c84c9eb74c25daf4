/**
 * Search benchmark on a generated catalog of 50,000 products (scripts/seed-catalog.ts): index build
 * time and memory, autocomplete server time (p50, p99 of the in-process query), and throughput of the
 * HTTP multi-query endpoint as a ratio of a bare Fastify route: as shoppers type (the same prefixes
 * again and again, answered from the answer cache) and with every request different (all computed).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import autocannon from 'autocannon';
import { seedCatalog } from '../../scripts/seed-catalog';
import { migrateDatabase, openDatabase } from '../../src/server/db/client';
import { createEmbeddedIndex } from '../../src/server/search/embedded';
import { EMBEDDED_APP_ID } from '../../src/server/search/credentials';
import { loadRecords } from '../../src/server/search/indexer';
import { PRODUCT_INDEX_SETTINGS, PUBLIC_RESTRICTION } from '../../src/server/search/records';
import { type Child, line, load, type LoadResult, startServer } from './lib';
import { autocompleteBody, autocompleteQueries } from './search-queries';

const SIZE = Number(process.env.BENCH_CATALOG ?? 50_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const INDEX = 'productos';
const API_KEY = 'busqueda-publica';
let shopper = 0;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

function heapMb(): number {
  gc();
  return process.memoryUsage().heapUsed / 1e6;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}

async function inProcess(dataDir: string): Promise<void> {
  const database = await openDatabase({ databaseUrl: null, dataDir: join(dataDir, 'db') });
  await migrateDatabase(database);
  let t = performance.now();
  const added = await seedCatalog(database, SIZE);
  console.log(`catálogo generado: ${added} productos en ${((performance.now() - t) / 1000).toFixed(1)} s`);

  const before = heapMb();
  t = performance.now();
  const records = await loadRecords(database.db);
  const loadMs = performance.now() - t;
  t = performance.now();
  const index = createEmbeddedIndex(INDEX, PRODUCT_INDEX_SETTINGS);
  await index.replaceAllObjects(records);
  const buildMs = performance.now() - t;
  const after = heapMb();
  console.log(
    `índice de ${records.length} productos: lectura de la BD ${(loadMs / 1000).toFixed(2)} s, construcción ${(buildMs / 1000).toFixed(2)} s, ` +
      `memoria ${(after - before).toFixed(0)} MB (registros + índice)`,
  );

  const queries = autocompleteQueries();
  const times: number[] = [];
  for (let round = 0; round < 25; round++) {
    for (const query of queries) {
      const requests = [JSON.parse(autocompleteBody(query, INDEX)).requests[0]];
      const s = performance.now();
      await index.search(requests, { restrict: PUBLIC_RESTRICTION });
      if (round >= 5) times.push(performance.now() - s);
    }
  }
  times.sort((a, b) => a - b);
  const p99 = percentile(times, 0.99);
  console.log(
    `autocompletado en el servidor (${times.length} consultas, ${queries.length} distintas): p50 ${percentile(times, 0.5).toFixed(2)} ms  ` +
      `p99 ${p99.toFixed(2)} ms  máx ${times[times.length - 1]!.toFixed(2)} ms  (objetivo p99 <= 5 ms: ${p99 <= 5 ? 'cumple' : 'NO cumple'})`,
  );
  await database.close();
}

/** `unique`: every request a different shopper (userToken), so no answer comes from the cache. */
async function queriesLoad(url: string, unique = false, duration = DURATION): Promise<LoadResult> {
  // a browser sends the CSRF cookie it got on its first visit (the API scope sets one when absent)
  const headers = {
    'content-type': 'text/plain',
    'x-algolia-application-id': EMBEDDED_APP_ID,
    'x-algolia-api-key': API_KEY,
    cookie: 'XSRF-TOKEN=bench',
  };
  const r = await autocannon({
    url,
    connections: 20,
    duration,
    requests: autocompleteQueries().map((q) => {
      const body = autocompleteBody(q, INDEX);
      if (!unique) return { method: 'POST' as const, headers, body };
      return { method: 'POST' as const, headers, setupRequest: (req: object) => ({ ...req, body: body.replace('"query"', `"userToken":"u${++shopper}","query"`) }) };
    }),
  });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

export async function benchSearch(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mz-bench-search-'));
  const children: Child[] = [];
  try {
    await inProcess(dataDir);
    const env = { PORT: '3921', DATA_DIR: dataDir, NODE_ENV: 'production', RATE_LIMIT: 'false', CLIENT_DIR: '', SEARCH_API_KEY: API_KEY };
    const app = await startServer('tests/bench/search-server.ts', env, '/backend/health');
    children.push(app);
    const bare = await startServer('tests/bench/bare-server.ts', { PORT: '3922' }, '/bare');
    children.push(bare);
    const url = `${app.url}/backend/search/1/indexes/*/queries`;
    await load(`${bare.url}/bare`, { duration: 2 });
    await queriesLoad(url, false, 2);
    const baseline = await load(`${bare.url}/bare`, { duration: DURATION });
    console.log(line('línea base: ruta Fastify con compresión', baseline, baseline));
    console.log(line('búsqueda: autocompletado por HTTP', await queriesLoad(url), baseline, 0.3));
    console.log(line('búsqueda: sin caché (cada consulta distinta)', await queriesLoad(url, true), baseline));
  } finally {
    await Promise.all(children.map((c) => c.stop()));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
