/**
 * Reports on 1,000,000 generated orders (scripts/seed-orders.ts: two years, 50,000 customers) with two lines
 * each, on PostgreSQL only, in a database of a random name on BENCH_DATABASE_URL / TEST_DATABASE_URL's server,
 * dropped after. Through the whole HTTP stack (app.inject), each figure also as a ratio of /backend/health
 * measured the same way:
 * - GET /backend/admin/dashboard: without its cache (dropped before each request) and from it; admin (every
 *   zone) and a Caracas operator (target p95 <= 100 ms);
 * - GET /backend/admin/reporte/compra-usuario for a year, by amount, by name, by units and for one zone
 *   (target p95 <= 500 ms), each without the per-filter sums kept a minute and from them, and the CSV of
 *   that year (whole download, once).
 * Each case also shows its median CPU time per request, which the machine's load hardly changes: this
 * process's (the API) and, when PostgreSQL runs on this machine, its backends' for the bench database
 * (from /proc/<pid>/schedstat; parallel workers, if a plan uses them, are not counted).
 * Alone: BENCH_ONLY=reportes npm run bench (BENCH_ORDERS to change the size; BENCH_REPORTES_DB=<name> keeps a
 * database of that name, created beforehand, seeded once and never dropped, to iterate on plans).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { seedOrders } from '../../scripts/seed-orders';
import { buildApp } from '../../src/server/app';
import { forgetCached } from '../../src/server/cache';
import { ensureSalesSummary, rebuildSalesSummary } from '../../src/server/reports/sales-summary';
import { loadConfig } from '../../src/server/config';
import { type Database, migrateDatabase, openDatabase } from '../../src/server/db/client';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const WARMUP = 3;
const DASHBOARD_TARGET_MS = 100;
const REPORT_TARGET_MS = 500;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'America/Caracas' });

function serverUrl(): string | null {
  return process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || null;
}

/** CPU nanoseconds used so far by the local PostgreSQL backends of database `name` (0 when not visible here). */
function backendsCpu(name: string): number {
  let total = 0;
  let pids: string[] = [];
  try {
    pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return 0;
  }
  for (const pid of pids) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmd.startsWith('postgres:') || !cmd.includes(` ${name} `)) continue;
      total += Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      /* gone meanwhile */
    }
  }
  return total;
}

async function admin(url: string, statement: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Two lines per order, from 500 stock rows, so units and top products have something to add. */
async function addLines(database: Database): Promise<void> {
  await database.db.execute(sql`create temporary table bench_pick as
    select row_number() over (order by i.id) - 1 as k, i.id, i.producto_id, p.nombre
    from inventario i join producto p on p.id = i.producto_id limit 500`);
  await database.db.execute(sql`insert into orden_detalle (orden_id, producto_id, inventario_id, nombre, cantidad, precio, oferta,
      impuesto_porcentaje, precio_unitario, impuesto, total)
    select o.id, b.producto_id, b.id, b.nombre, 1 + (o.id + g) % 4, 2.50, 0, 0, 2.50, 0, 2.50 * (1 + (o.id + g) % 4)
    from orden o cross join generate_series(0, 1) g join bench_pick b on b.k = (o.id::bigint * 7 + g * 131) % 500`);
  await database.db.execute(sql`vacuum analyze orden_detalle`);
}

export async function benchReportes(): Promise<void> {
  const base = serverUrl();
  if (!base) {
    console.log('reportes: omitido, necesita PostgreSQL (BENCH_DATABASE_URL o TEST_DATABASE_URL)');
    return;
  }
  // BENCH_REPORTES_DB: a database kept between runs (seeded once, never dropped), to iterate on plans
  const kept = process.env.BENCH_REPORTES_DB;
  const name = kept ?? `mz_bench_reportes_${randomBytes(4).toString('hex')}`;
  const url = Object.assign(new URL(base), { pathname: `/${name}` }).toString();
  if (!kept) await admin(url, `CREATE DATABASE ${name}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'mz-bench-reportes-'));
  const database = await openDatabase({ databaseUrl: url, dataDir: null });
  try {
    await migrateDatabase(database);
    let t = performance.now();
    const counted = kept ? ((await database.db.execute(sql`select count(*)::int as n from orden`)) as { rows: { n: number }[] }) : null;
    const seeded = counted?.rows[0]?.n ?? 0;
    if (seeded < ORDERS) {
      await seedOrders(database, ORDERS);
      await addLines(database);
    }
    console.log(`reportes: ${ORDERS.toLocaleString('es-VE')} órdenes con 2 líneas cada una generadas en ${((performance.now() - t) / 1000).toFixed(1)} s`);
    t = performance.now();
    // the generated orders bypass the order code that keeps the summaries (a kept database has them from its first run)
    if (seeded < ORDERS) await rebuildSalesSummary(database.db);
    else await ensureSalesSummary(database.db);
    await database.db.execute(sql`vacuum analyze usuario`); // as autovacuum would after 50,000 new customers
    console.log(`  resúmenes (ventas por día, compras por cliente) listos en ${((performance.now() - t) / 1000).toFixed(1)} s`);

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

      /** Wall times (sorted), with the median CPU milliseconds of the API process and of the database backends. */
      type Timings = number[] & { cpu?: { api: number; db: number } };
      async function timings(request: () => Promise<{ statusCode: number; body: string }>, before?: () => void): Promise<Timings> {
        const times: Timings = [];
        const api: number[] = [];
        const db: number[] = [];
        for (let i = 0; i < WARMUP + ROUNDS; i++) {
          before?.();
          const c0 = process.cpuUsage();
          const d0 = backendsCpu(name);
          const s = performance.now();
          const res = await request();
          const elapsed = performance.now() - s;
          const c1 = process.cpuUsage(c0);
          if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body.slice(0, 300)}`);
          if (i < WARMUP) continue;
          times.push(elapsed);
          api.push((c1.user + c1.system) / 1000);
          db.push((backendsCpu(name) - d0) / 1e6);
        }
        const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
        times.sort((a, b) => a - b);
        times.cpu = { api: median(api), db: median(db) };
        return times;
      }
      const baseline = await timings(() => app.inject({ method: 'GET', url: '/backend/health' }));
      const baseP95 = percentile(baseline, 0.95);
      console.log(`  línea base /backend/health: p50 ${percentile(baseline, 0.5).toFixed(2)} ms  p95 ${baseP95.toFixed(2)} ms  (${ROUNDS} peticiones por caso)`);
      const report = (label: string, times: Timings, target?: number) => {
        const p95 = percentile(times, 0.95);
        const verdict = target === undefined ? '' : `  objetivo <= ${target} ms: ${p95 <= target ? 'cumple' : 'NO cumple'}`;
        const cpu = times.cpu ? `  CPU API ${times.cpu.api.toFixed(1)} ms + PostgreSQL ${times.cpu.db.toFixed(1)} ms` : '';
        console.log(
          `  ${label.padEnd(46)} p50 ${percentile(times, 0.5).toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  (x${(p95 / baseP95).toFixed(0)} la base)${cpu}${verdict}`,
        );
      };

      const dashboard = (who: 'admin' | 'operador') => () =>
        app.inject({ method: 'GET', url: '/backend/admin/dashboard', headers: { authorization: `Bearer ${tokens[who]}` } });
      const dropCache = () => forgetCached(database.db, 'dashboard');
      report('inicio admin, sin caché', await timings(dashboard('admin'), dropCache), DASHBOARD_TARGET_MS);
      report('inicio operador Caracas, sin caché', await timings(dashboard('operador'), dropCache), DASHBOARD_TARGET_MS);
      report('inicio admin, desde la caché', await timings(dashboard('admin')), DASHBOARD_TARGET_MS);

      const year = { desde: day(-364), hasta: day(0) };
      const cases: { label: string; filter: object; sort: [string, string] }[] = [
        { label: 'compras por cliente, un año, por monto', filter: year, sort: ['totalUsd', 'DESC'] },
        { label: 'compras por cliente, un año, por nombre', filter: year, sort: ['nombre', 'ASC'] },
        { label: 'compras por cliente, un año, por unidades', filter: year, sort: ['unidades', 'DESC'] },
        { label: 'compras por cliente, un año, Valencia', filter: { ...year, zonaId: 2 }, sort: ['totalUsd', 'DESC'] },
      ];
      const dropReport = () => forgetCached(database.db, 'reporte-compras');
      for (const c of cases) {
        const query = new URLSearchParams({ filter: JSON.stringify(c.filter), sort: JSON.stringify(c.sort), range: '[0,49]' });
        const get = () => app.inject({ method: 'GET', url: `/backend/admin/reporte/compra-usuario?${query}`, headers: { authorization: `Bearer ${tokens.admin}` } });
        report(`${c.label}, sin caché`, await timings(get, dropReport), REPORT_TARGET_MS);
        if (c.sort[0] !== 'unidades') report(`${c.label}, desde la caché`, await timings(get), REPORT_TARGET_MS);
      }
      t = performance.now();
      const csv = await app.inject({
        method: 'GET',
        url: `/backend/admin/reporte/compra-usuario/exportar?filter=${encodeURIComponent(JSON.stringify(year))}`,
        headers: { authorization: `Bearer ${tokens.admin}` },
      });
      const lines = csv.body.split('\r\n').length - 2;
      console.log(`  CSV de un año: ${lines.toLocaleString('es-VE')} clientes, ${(csv.body.length / 1e6).toFixed(1)} MB en ${((performance.now() - t) / 1000).toFixed(1)} s`);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (!kept) await admin(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await benchReportes();
