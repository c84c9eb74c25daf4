/**
 * Back-office order list on 1,000,000 generated orders (scripts/seed-orders.ts), PostgreSQL only
 * (BENCH_DATABASE_URL, or TEST_DATABASE_URL's server): p50/p95 of GET /backend/admin/orden through the whole
 * HTTP stack (app.inject: auth, validation, query, count, serialization) for typical filter combinations,
 * each also as a ratio of a trivial route (/backend/health) measured the same way. Target p95 <= 50 ms.
 * The generated database (mz_bench_orders) is kept between runs; it is filled again only when it has fewer
 * orders than asked.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { seedOrders } from '../../scripts/seed-orders';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { migrateDatabase, openDatabase } from '../../src/server/db/client';
import { orden } from '../../src/server/orders/tables';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const WARMUP = 10;
const TARGET_P95_MS = 50;
const DB_NAME = 'mz_bench_orders';

interface Case {
  name: string;
  filter: Record<string, unknown>;
  sort?: [string, 'ASC' | 'DESC'];
  range?: [number, number];
  operador?: boolean;
}

const CASES: Case[] = [
  { name: 'sin filtros, más recientes', filter: {} },
  { name: 'en curso (estatus 1-5)', filter: { estatus: [1, 2, 3, 4, 5] } },
  { name: 'entregados en Caracas, por fecha', filter: { estatus: 6, zonaId: 1 }, sort: ['creadoEn', 'DESC'] },
  { name: 'un mes en Valencia', filter: { zonaId: 2, desde: monthsAgo(7), hasta: monthsAgo(6) } },
  { name: 'cliente por nombre', filter: { cliente: 'maría gonzález' } },
  { name: 'cliente por correo', filter: { cliente: 'cliente4242@' } },
  { name: 'cliente por documento', filter: { cliente: 'V-12205778' } },
  { name: 'pago móvil, retiro, >= $50, por total', filter: { metodoPago: 3, tipoEnvio: 2, totalMin: 50 }, sort: ['total', 'DESC'] },
  { name: 'total entre $100 y $120', filter: { totalMin: 100, totalMax: 120 }, sort: ['total', 'ASC'] },
  { name: 'operador (solo Caracas), cancelados', filter: { estatus: 7 }, operador: true },
  { name: 'página 100 sin filtros', filter: {}, range: [4950, 4999] },
  { name: 'por número de pedido, en Caracas', filter: { zonaId: 1 }, sort: ['id', 'DESC'] },
];

function monthsAgo(months: number): string {
  const d = new Date();
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

function databaseUrl(): string | null {
  const base = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!base) return null;
  const u = new URL(base);
  u.pathname = `/${DB_NAME}`;
  return u.toString();
}

async function ensureDatabase(url: string): Promise<void> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [DB_NAME]);
  if (!exists.rowCount) await admin.query(`CREATE DATABASE ${DB_NAME}`);
  await admin.end();
}

export async function benchAdminOrders(): Promise<void> {
  const url = databaseUrl();
  if (!url) {
    console.log('listado de órdenes (admin): omitido, necesita PostgreSQL (BENCH_DATABASE_URL o TEST_DATABASE_URL)');
    return;
  }
  await ensureDatabase(url);
  const database = await openDatabase({ databaseUrl: url, dataDir: null });
  await migrateDatabase(database);
  const have = await database.db.$count(orden);
  if (have < ORDERS) {
    const t = performance.now();
    await seedOrders(database, ORDERS - have);
    console.log(`órdenes generadas: ${ORDERS - have} en ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'mz-bench-orders-'));
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, CLIENT_DIR: '', RATE_LIMIT: 'false', LOG_LEVEL: 'silent', DATABASE_URL: url });
  const app = await buildApp({ config, database });
  await app.ready();
  try {
    const token = async (username: string) => {
      const res = await app.inject({
        method: 'POST',
        url: '/backend/login_check',
        payload: { username, password: 'Demo1234!' },
        cookies: { 'XSRF-TOKEN': 'bench' },
        headers: { 'x-xsrf-token': 'bench' },
      });
      if (res.statusCode !== 200) throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
      return res.json().token as string;
    };
    const tokens = { admin: await token('admin@demo.ve'), operador: await token('operador@demo.ve') };

    async function timings(request: () => Promise<{ statusCode: number; body: string }>): Promise<number[]> {
      const times: number[] = [];
      for (let i = 0; i < WARMUP + ROUNDS; i++) {
        const s = performance.now();
        const res = await request();
        const ms = performance.now() - s;
        if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
        if (i >= WARMUP) times.push(ms);
      }
      return times.sort((a, b) => a - b);
    }

    const base = await timings(() => app.inject({ method: 'GET', url: '/backend/health' }));
    const baseP95 = percentile(base, 0.95);
    console.log(`listado de órdenes (admin) sobre ${(await database.db.$count(orden)).toLocaleString('es-VE')} órdenes en PostgreSQL, ${ROUNDS} peticiones por caso`);
    console.log(`  línea base /backend/health: p50 ${percentile(base, 0.5).toFixed(2)} ms  p95 ${baseP95.toFixed(2)} ms`);
    let worst = 0;
    for (const c of CASES) {
      const query = new URLSearchParams({
        filter: JSON.stringify(c.filter),
        sort: JSON.stringify(c.sort ?? ['creadoEn', 'DESC']),
        range: JSON.stringify(c.range ?? [0, 49]),
      });
      const headers = { authorization: `Bearer ${c.operador ? tokens.operador : tokens.admin}` };
      let total = '';
      const times = await timings(async () => {
        const res = await app.inject({ method: 'GET', url: `/backend/admin/orden?${query}`, headers });
        total = String(res.headers['content-range'] ?? '').split('/')[1] ?? '';
        return res;
      });
      const p95 = percentile(times, 0.95);
      worst = Math.max(worst, p95);
      console.log(
        `  ${c.name.padEnd(40)} p50 ${percentile(times, 0.5).toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  ` +
          `(x${(p95 / baseP95).toFixed(1)} la base)  total ${total}`,
      );
    }
    console.log(`  peor p95 ${worst.toFixed(1)} ms (objetivo <= ${TARGET_P95_MS} ms: ${worst <= TARGET_P95_MS ? 'cumple' : 'NO cumple'})`);
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await benchAdminOrders();
