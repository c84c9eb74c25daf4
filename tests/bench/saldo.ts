/**
 * The TZM balance at scale, on PostgreSQL (a database of a random name on BENCH_DATABASE_URL /
 * TEST_DATABASE_URL's server, dropped after): 100,000 generated customers with 10 movements each plus
 * 20,000 on cliente@demo.ve (1,020,000 ledger rows with their balances), through the whole app over HTTP:
 * - GET /backend/admin/tarjeta/saldo/listado (default sort, sorted by amount, searched by e-mail);
 * - GET /backend/admin/tarjeta/saldo/{id}/historial and the customer's own GET /usuario/tarjeta/saldo/historial
 *   (first and a deep page) for the customer with 20,000 movements;
 * targets p95 <= 30 ms, each figure also as a ratio of a bare Fastify route measured the same way.
 * Alone: BENCH_ONLY=saldo npm run bench.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase, type Database } from '../../src/server/db/client';
import { type Child, startServer } from './lib';

const CUSTOMERS = Number(process.env.BENCH_SALDO_CLIENTES ?? 100_000);
const PER_CUSTOMER = 10;
const HEAVY = 20_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const WARMUP = 8;
const TARGET_MS = 30;
const CSRF = 'bench';
/** The app listens on BENCH_SALDO_PORT (3941 by default), the bare route on the next port. */
const PORT = Number(process.env.BENCH_SALDO_PORT ?? 3941);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const ms = (n: number) => n.toFixed(1).padStart(7);

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Generated customers and ledgers (every balance = the sum of its movements, as the app keeps them). */
async function fill(database: Database): Promise<number> {
  const db = database.db;
  await db.execute(sql`
    insert into usuario (email, clave, nombre, apellido, usuario_tipo, estatus, verificado_en)
    select 'saldo' || g || '@clientes.ejemplo.ve', '!generado', 'Cliente', 'Número ' || g, 1, 1, now()
    from generate_series(1, ${CUSTOMERS}::int) g`);
  const [demo] = await rows<{ id: number }>(database, sql`select id from usuario where email = 'cliente@demo.ve'`);
  const demoId = Number(demo!.id);
  // positive credits of 1.00-10.99 spread over two years; the saldo_resultante is the running sum
  await db.execute(sql`
    insert into movimiento_saldo (usuario_id, tipo, referencia_id, monto, saldo_resultante, descripcion, creado_en)
    select u.id, (array['tarjetapago','tarjetaregalo','vuelto','referido'])[1 + (k % 4)], null,
      m.monto, sum(m.monto) over (partition by u.id order by k), 'Movimiento generado',
      now() - ((${PER_CUSTOMER} - k) * interval '3 days') - (u.id % 1000) * interval '1 minute'
    from usuario u
    cross join generate_series(1, ${PER_CUSTOMER}::int) k
    cross join lateral (select (1 + ((u.id * 7 + k * 13) % 1000) / 100.0)::numeric(14,2) as monto) m
    where u.email like 'saldo%@clientes.ejemplo.ve'`);
  await db.execute(sql`
    insert into movimiento_saldo (usuario_id, tipo, referencia_id, monto, saldo_resultante, descripcion, creado_en)
    select ${demoId}, 'referido', null, 0.50, 50 + 0.50 * k, 'Movimiento generado', now() - (${HEAVY} - k) * interval '1 hour'
    from generate_series(1, ${HEAVY}::int) k`);
  await db.execute(sql`
    insert into saldo_usuario (usuario_id, saldo, actualizado_en)
    select usuario_id, sum(monto), max(creado_en) from movimiento_saldo group by usuario_id
    on conflict (usuario_id) do update set saldo = excluded.saldo, actualizado_en = excluded.actualizado_en`);
  await db.execute(sql`vacuum analyze`);
  return demoId;
}

/** A plan's nodes in one line: 'Limit > Nested Loop > Index Only Scan Backward (saldo_usuario_actualizado_idx)...'. */
type PlanNode = { 'Node Type': string; 'Index Name'?: string; 'Scan Direction'?: string; Plans?: PlanNode[] };
function planLine(node: PlanNode): string {
  const name = `${node['Node Type']}${node['Scan Direction'] === 'Backward' ? ' Backward' : ''}${node['Index Name'] ? ` (${node['Index Name']})` : ''}`;
  const children = (node.Plans ?? []).map(planLine);
  return children.length ? `${name} > ${children.length > 1 ? `[${children.join(' | ')}]` : children[0]}` : name;
}

/**
 * The database's own execution time of the queries the app sends (balance-list.ts, history.ts), apart from
 * HTTP and machine load (EXPLAIN ANALYZE, best of 5), with their plans.
 */
async function explain(database: Database, demoId: number): Promise<void> {
  const page = (order: string, offset: number) =>
    sql.raw(`select s.usuario_id, u.email, s.saldo, s.actualizado_en from (select usuario_id from saldo_usuario order by ${order} limit 50 offset ${offset}) p
      join saldo_usuario s on s.usuario_id = p.usuario_id join usuario u on u.id = p.usuario_id order by ${order.replaceAll('usuario_id', 's.usuario_id').replaceAll('actualizado_en', 's.actualizado_en').replaceAll('saldo ', 's.saldo ')}`);
  const queries: [string, ReturnType<typeof sql>][] = [
    ['saldos: página (último movimiento)', page('actualizado_en desc, usuario_id desc', 0)],
    ['saldos: página 1.000', page('actualizado_en desc, usuario_id desc', 49_950)],
    ['saldos: ordenados por monto', page('saldo desc, usuario_id desc', 0)],
    [
      "saldos: buscar 'saldo4242'",
      sql`select s.usuario_id from saldo_usuario s where s.usuario_id in (select id from usuario where lower(email) like '%saldo4242%' or nombre_busqueda like '%saldo4242%')
        order by s.actualizado_en + interval '0 s' desc, s.usuario_id + 0 desc limit 50`,
    ],
    ['libro: página', sql`select * from movimiento_saldo where id in (select id from movimiento_saldo where usuario_id = ${demoId} order by creado_en desc, id desc limit 50) order by creado_en desc, id desc`],
    [
      'libro: página 300',
      sql`select * from movimiento_saldo where id in (select id from movimiento_saldo where usuario_id = ${demoId} order by creado_en desc, id desc limit 50 offset 14950) order by creado_en desc, id desc`,
    ],
    ['libro: total', sql`select count(*) from movimiento_saldo where usuario_id = ${demoId}`],
  ];
  for (const [name, query] of queries) {
    const best: number[] = [];
    let plan = '';
    for (let i = 0; i < 5; i++) {
      const [row] = await rows<{ 'QUERY PLAN': [{ 'Execution Time': number; Plan: PlanNode }] }>(database, sql`explain (analyze, format json) ${query}`);
      best.push(row!['QUERY PLAN'][0]['Execution Time']);
      plan = planLine(row!['QUERY PLAN'][0].Plan);
    }
    console.log(`  en la base, ${name.padEnd(36)} ${Math.min(...best).toFixed(2).padStart(7)} ms (mejor de 5, EXPLAIN ANALYZE)  ${plan}`);
  }
}

async function timings(request: () => Promise<Response>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < WARMUP + ROUNDS; i++) {
    const s = performance.now();
    const res = await request();
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${res.status} ${res.url}`);
    if (i >= WARMUP) times.push(performance.now() - s);
  }
  return times.sort((a, b) => a - b);
}

async function token(app: Child, username: string): Promise<string> {
  const login = await fetch(`${app.url}/backend/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${CSRF}`, 'x-xsrf-token': CSRF },
    body: JSON.stringify({ username, password: 'Demo1234!' }),
  });
  if (!login.ok) throw new Error(`login ${username}: ${login.status} ${await login.text()}`);
  return ((await login.json()) as { token: string }).token;
}

async function measure(app: Child, bare: Child, demoId: number): Promise<void> {
  const staff = { authorization: `Bearer ${await token(app, 'finanzas@demo.ve')}`, accept: 'application/json' };
  const cliente = { authorization: `Bearer ${await token(app, 'cliente@demo.ve')}`, accept: 'application/json' };
  const base = await timings(() => fetch(`${bare.url}/bare`));
  const baseP95 = percentile(base, 0.95);
  console.log(`  línea base (ruta Fastify con compresión, misma medición): p50 ${percentile(base, 0.5).toFixed(2)} ms  p95 ${baseP95.toFixed(2)} ms`);
  const q = (o: unknown) => encodeURIComponent(JSON.stringify(o));
  const cases: [string, string, Record<string, string>][] = [
    ['saldos: primera página (último movimiento)', '/backend/admin/tarjeta/saldo/listado', staff],
    ['saldos: ordenados por monto', `/backend/admin/tarjeta/saldo/listado?sort=${q(['saldo', 'DESC'])}`, staff],
    ['saldos: página 1.000', `/backend/admin/tarjeta/saldo/listado?range=${q([49_950, 49_999])}`, staff],
    ['saldos: buscar un correo', `/backend/admin/tarjeta/saldo/listado?filter=${q({ q: 'saldo4242@clientes.ejemplo.ve' })}`, staff],
    ['saldos: buscar parte del nombre o correo', `/backend/admin/tarjeta/saldo/listado?filter=${q({ q: 'saldo4242' })}`, staff],
    ['libro de un cliente (admin), 20.000 movimientos', `/backend/admin/tarjeta/saldo/${demoId}/historial`, staff],
    ['historial propio (cliente), primera página', '/backend/usuario/tarjeta/saldo/historial', cliente],
    ['historial propio (cliente), página 300', '/backend/usuario/tarjeta/saldo/historial?pagina=300', cliente],
  ];
  for (const [name, path, headers] of cases) {
    let total = '';
    const times = await timings(async () => {
      const res = await fetch(`${app.url}${path}`, { headers });
      total = res.headers.get('content-range')?.split('/').pop() ?? '';
      return res;
    });
    const p95 = percentile(times, 0.95);
    console.log(
      `  ${name.padEnd(50)} p50 ${ms(percentile(times, 0.5))} ms  p95 ${ms(p95)} ms  (x${(p95 / baseP95).toFixed(1)} la base)  ` +
        `${total ? `total ${total.padStart(7)}  ` : ''}${p95 <= TARGET_MS ? 'cumple' : 'NO cumple'} (objetivo p95 <= ${TARGET_MS} ms)`,
    );
  }
}

export async function benchSaldo(): Promise<void> {
  const base = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `mz_bench_saldo_${Math.random().toString(36).slice(2, 10)}`;
  const { default: pg } = await import('pg');
  const adminUrl = Object.assign(new URL(base), { pathname: '/postgres' }).toString();
  const url = Object.assign(new URL(base), { pathname: `/${name}` }).toString();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const children: Child[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'mz-bench-saldo-'));
  try {
    console.log(`saldo TZM (PostgreSQL): ${CUSTOMERS.toLocaleString('es-VE')} clientes, ${(CUSTOMERS * PER_CUSTOMER + HEAVY).toLocaleString('es-VE')} movimientos`);
    const appEnv = { PORT: String(PORT), NODE_ENV: 'production', RATE_LIMIT: 'false', CLIENT_DIR: '', DATABASE_URL: url, DATA_DIR: dataDir };
    // the first start migrates and seeds the demo data (staff and customers to log in with)
    const first = await startServer('src/server/main.ts', appEnv, '/backend/health');
    await first.stop();
    const database = await openDatabase({ databaseUrl: url, dataDir: null });
    let demoId: number;
    try {
      await migrateDatabase(database);
      const t = performance.now();
      demoId = await fill(database);
      const [{ n }] = await rows<{ n: number }>(database, sql`select count(*)::int as n from movimiento_saldo`);
      console.log(`  ${Number(n).toLocaleString('es-VE')} movimientos generados en ${((performance.now() - t) / 1000).toFixed(1)} s`);
      await explain(database, demoId);
    } finally {
      await database.close();
    }
    children.push(await startServer('src/server/main.ts', appEnv, '/backend/health'));
    children.push(await startServer('tests/bench/bare-server.ts', { PORT: String(PORT + 1) }, '/bare'));
    await measure(children[0]!, children[1]!, demoId);
  } finally {
    await Promise.all(children.map((c) => c.stop()));
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
