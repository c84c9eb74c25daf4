/**
 * npm run bench: every figure as a ratio against a baseline measured in the same run.
 * - throughput of GET /backend/api/website/resolve and /backend/api/categoria/menuwebsite vs a bare
 *   Fastify route (target >= 0.5), as a browser asks for them (Accept-Encoding) and without compression;
 * - cold start (fresh data folder: migrate + seed with images) and warm start of the server;
 * - Lighthouse on the storefront's main pages and /admin (tests/bench/lighthouse.ts, needs a build).
 * - the catalog pages on a generated 50k catalog (catalog-pages.ts), checkout against a hand-written
 *   transaction (checkout.ts), the catalog back office on 50k products (catalog-admin.ts), the zone home
 *   with heavy advertising (publicidad.ts), the customer search on 1M customers and a customer's page (customers.ts),
 *   the TZM balance with 1,000,000 ledger rows (saldo.ts).
 * - the dashboard and the purchase report on 1,000,000 orders (reportes.ts).
 * BENCH_ONLY=lighthouse|catalog-pages|checkout|catalog-admin|publicidad|clientes|saldo|reportes runs only that section.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { line, load, startServer } from './lib';

// each section is loaded when it runs: BENCH_ONLY=<section> holds only that section's modules
const benchAdminOrders = async () => (await import('./admin-orders')).benchAdminOrders();
const benchCatalogPages = async () => (await import('./catalog-pages')).benchCatalogPages();
const benchCatalogAdmin = async () => (await import('./catalog-admin')).benchCatalogAdmin();
const benchCheckout = async () => (await import('./checkout')).benchCheckout();
const benchCustomers = async () => (await import('./customers')).benchCustomers();
const benchLighthouse = async () => (await import('./lighthouse')).benchLighthouse();
const benchPublicidad = async () => (await import('./publicidad')).benchPublicidad();
const benchSaldo = async () => (await import('./saldo')).benchSaldo();
const benchReportes = async () => (await import('./reportes')).benchReportes();
const benchSearch = async () => (await import('./search')).benchSearch();

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'application/json' };

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mz-bench-'));
  const appEnv = { PORT: '3911', DATA_DIR: dataDir, NODE_ENV: 'production', RATE_LIMIT: 'false', CLIENT_DIR: '' };
  try {
    const cold = await startServer('src/server/main.ts', appEnv, '/backend/health');
    await cold.stop();
    const app = await startServer('src/server/main.ts', appEnv, '/backend/health');
    const bare = await startServer('tests/bench/bare-server.ts', { PORT: '3912' }, '/bare');
    console.log(`arranque en frío (migración + datos demo con imágenes): ${(cold.startMs / 1000).toFixed(1)} s`);
    console.log(`arranque en caliente:                                   ${(app.startMs / 1000).toFixed(1)} s`);

    const cases = [
      { name: 'resolve (navegador: br/gzip)', path: '/backend/api/website/resolve', headers: BROWSER },
      { name: 'menuwebsite (navegador: br/gzip)', path: '/backend/api/categoria/menuwebsite', headers: BROWSER },
      { name: 'resolve (sin compresión)', path: '/backend/api/website/resolve', headers: undefined },
      { name: 'menuwebsite (sin compresión)', path: '/backend/api/categoria/menuwebsite', headers: undefined },
    ];
    // warm every route up (JIT, caches) before anything is measured
    await load(`${bare.url}/bare`, { duration: 2 });
    for (const c of cases) await load(`${app.url}${c.path}`, { duration: 1, headers: c.headers });

    const baseline = await load(`${bare.url}/bare`, { duration: DURATION });
    console.log(line('línea base: ruta Fastify con compresión', baseline, baseline));
    for (const c of cases) {
      const r = await load(`${app.url}${c.path}`, { duration: DURATION, headers: c.headers });
      console.log(line(c.name, r, baseline, c.headers ? 0.5 : undefined));
    }
    await bare.stop();
    await app.stop();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  await benchSearch();
  await benchCatalogPages();
  await benchCheckout();
  await benchAdminOrders();
  await benchCatalogAdmin();
  await benchPublicidad();
  await benchCustomers();
  await benchSaldo();
  await benchReportes();
}

if (process.env.BENCH_ONLY === 'lighthouse') await benchLighthouse();
else if (process.env.BENCH_ONLY === 'catalog-pages') await benchCatalogPages();
else if (process.env.BENCH_ONLY === 'checkout') await benchCheckout();
else if (process.env.BENCH_ONLY === 'catalog-admin') await benchCatalogAdmin();
else if (process.env.BENCH_ONLY === 'publicidad') await benchPublicidad();
else if (process.env.BENCH_ONLY === 'clientes') await benchCustomers();
else if (process.env.BENCH_ONLY === 'saldo') await benchSaldo();
else if (process.env.BENCH_ONLY === 'reportes') await benchReportes();
else {
  await main();
  await benchLighthouse();
}
