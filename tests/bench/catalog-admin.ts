/**
 * Catalog back office on a generated catalog of 50,000 products (scripts/seed-catalog.ts: 3 zones, 2
 * stocked branches each, 3 plans: 300k stock rows, 900k prices), through the whole app (a real server process over HTTP), on
 * PostgreSQL (a database of a random name on BENCH_DATABASE_URL / TEST_DATABASE_URL's server, dropped
 * after) and on PGlite (a temporary data folder):
 * - GET /backend/admin/producto p50/p95 with each filter of the list (target p95 <= 30 ms on PostgreSQL);
 * - the inventory grid's pages (target p95 <= 30 ms);
 * - bulk 'oferta 10 %' on 5,000 price rows, from the request until the public search API shows the new
 *   offer (target <= 3 s);
 * - CSV dry run + import of 10,000 lines (target <= 15 s).
 * Each figure also as a ratio of a bare Fastify route measured the same way in the same run.
 * Alone: BENCH_ONLY=catalog-admin npm run bench (BENCH_CATALOG_BACKENDS=postgres|pglite for one backend;
 * BENCH_CATALOG_ADMIN_PORT for the app's port, the bare route on the next one).
 *
 * The catalog is generated, and the requests timed, each in a child process of this file
 * (BENCH_CATALOG_ADMIN_CHILD); the timing child loads none of the app. Generating in the process that
 * times (and that, in a whole `npm run bench`, holds every section's modules: 75 MB of live heap) put
 * its major GCs inside measured requests (every few seconds, 9-60 ms pauses); generating in the parent
 * left it a heap that V8's memory reducer compacted while the parent sat waiting, during the
 * measurement (34-52 ms pauses, competing for the machine's two cores).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Database } from '../../src/server/db/client';
import type { Child } from './lib';

const SIZE = Number(process.env.BENCH_CATALOG ?? 50_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const WARMUP = 8;
const LIST_TARGET_MS = 30;
const OFFER_TARGET_MS = 3_000;
const IMPORT_TARGET_MS = 15_000;
const BULK_ROWS = 5_000;
const IMPORT_ROWS = 10_000;
const CSRF = 'bench';
const API_KEY = 'busqueda-publica';
/** The app listens on PORT, the bare route on PORT + 1 (BENCH_CATALOG_ADMIN_PORT; publicidad.ts has 3931 too). */
const PORT = Number(process.env.BENCH_CATALOG_ADMIN_PORT ?? 3931);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const ms = (n: number) => n.toFixed(1).padStart(7);
const verdict = (ok: boolean) => (ok ? 'cumple' : 'NO cumple');

/** What the bench needs from the database, read before the server opens it (PGlite has one owner). */
interface Fixture {
  parentId: number;
  leafId: number;
  tagId: number;
  zona: { id: number; slug: string };
  /** Inventory rows of one zone (products on sale, in stock) for the bulk offer, with the plan-1 price of the last one. */
  bulkIds: number[];
  probe: { productoId: number; nombre: string; categoriaId: number; precio: string };
  /** The probe's price after the bulk 'oferta 10 %'. */
  expectedOffer: string;
}

async function prepare(database: Database): Promise<Fixture> {
  // the app's code is loaded here only: the timing child never imports it
  const { sql } = await import('drizzle-orm');
  const { seedCatalog } = await import('../../scripts/seed-catalog');
  const { migrateDatabase } = await import('../../src/server/db/client');
  const { offerFor } = await import('../../src/server/inventory/admin-bulk');
  const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  await migrateDatabase(database);
  const t = performance.now();
  const added = await seedCatalog(database, SIZE, { branchesPerZone: 2 });
  // planner statistics and visibility map, as autovacuum would have them on a live database
  await database.db.execute(sql`vacuum analyze`);
  if (database.kind === 'postgres') {
    // like any bulk load: its ~500 MB of WAL and dirty pages are written out now, not by a checkpoint the
    // load's WAL volume (max_wal_size) can start during the measurement (server log after a generation:
    // 'checkpoint starting: wal', 528 MB distance, 0.8 s of fsync on ~750 files)
    await database.db.execute(sql`checkpoint`).catch((e: Error) => console.log(`  (sin CHECKPOINT tras la carga: ${e.message})`));
  }
  console.log(`  catálogo: ${added} productos generados en ${((performance.now() - t) / 1000).toFixed(1)} s`);
  const [cat] = await rows<{ parent: number; leaf: number }>(
    sql`select c.padre_id as parent, c.id as leaf from categoria c where c.padre_id is not null order by c.id limit 1`,
  );
  const [tag] = await rows<{ id: number }>(sql`select etiqueta_id as id from producto_etiqueta group by 1 order by count(*) desc limit 1`);
  const [zone] = await rows<{ id: number; slug: string }>(sql`select id, slug from zona order by id limit 1`);
  const bulk = await rows<{ id: number; producto_id: number; nombre: string; categoria_id: number; precio: string }>(
    sql`select i.id, i.producto_id, p.nombre, p.categoria_id, pr.precio::text as precio
        from inventario i join producto p on p.id = i.producto_id
        join precio pr on pr.inventario_id = i.id and pr.usuario_tipo = 1
        where i.zona_id = ${zone!.id} and i.existencia > 0 and p.estatus = 1 and p.slug like 'generado-%'
        order by i.id limit ${BULK_ROWS}`,
  );
  const last = bulk[bulk.length - 1]!;
  return {
    parentId: Number(cat!.parent),
    leafId: Number(cat!.leaf),
    tagId: Number(tag?.id ?? 1),
    zona: { id: Number(zone!.id), slug: zone!.slug },
    bulkIds: bulk.map((b) => Number(b.id)),
    probe: { productoId: Number(last.producto_id), nombre: last.nombre, categoriaId: Number(last.categoria_id), precio: last.precio },
    expectedOffer: offerFor(last.precio, 10),
  };
}

/** BENCH_TRACE_FILE: every timed request (case, round, epoch start, ms) is written there, to line slow ones up with other events. */
const TRACE_FILE = process.env.BENCH_TRACE_FILE;
const trace: { name: string; i: number; t: number; ms: number }[] = [];
let traceName = '';

async function timings(request: () => Promise<Response>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < WARMUP + ROUNDS; i++) {
    const s = performance.now();
    const res = await request();
    await res.arrayBuffer();
    const took = performance.now() - s;
    if (TRACE_FILE) trace.push({ name: traceName, i, t: performance.timeOrigin + s, ms: took });
    if (!res.ok) throw new Error(`${res.status} ${res.url}`);
    if (i >= WARMUP) times.push(took);
  }
  return times.sort((a, b) => a - b);
}

type Target = Pick<Child, 'url'>;

async function measure(app: Target, bare: Target, fx: Fixture, kind: string): Promise<void> {
  const login = await fetch(`${app.url}/backend/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${CSRF}`, 'x-xsrf-token': CSRF },
    body: JSON.stringify({ username: 'admin@demo.ve', password: 'Demo1234!' }),
  });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}`, cookie: `XSRF-TOKEN=${CSRF}`, 'x-xsrf-token': CSRF, accept: 'application/json' };
  const get = (path: string) => () => fetch(`${app.url}${path}`, { headers });

  // the server fills its search index after it listens: measure once that work is over
  const ready = performance.now();
  for (;;) {
    const res = await fetch(`${app.url}/backend/search/1/indexes/*/queries`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-algolia-application-id': 'embedded', 'x-algolia-api-key': API_KEY, cookie: `XSRF-TOKEN=${CSRF}` },
      body: JSON.stringify({ requests: [{ indexName: 'productos', query: fx.probe.nombre, hitsPerPage: 1 }] }),
    });
    const found = res.ok && ((await res.json()) as { results: { nbHits: number }[] }).results[0]!.nbHits > 0;
    if (found) break;
    if (performance.now() - ready > 180_000) throw new Error('búsqueda: el índice no se llenó en 3 minutos');
    await new Promise((r) => setTimeout(r, 250));
  }
  const base = await timings(() => fetch(`${bare.url}/bare`));
  const baseP95 = percentile(base, 0.95);
  console.log(`  línea base (ruta Fastify con compresión, misma medición): p50 ${percentile(base, 0.5).toFixed(2)} ms  p95 ${baseP95.toFixed(2)} ms`);
  let worst = 0;
  const report = async (name: string, path: string) => {
    let total = '';
    traceName = name;
    const times = await timings(async () => {
      const res = await get(path)();
      total = String(res.headers.get('content-range') ?? '').split('/')[1] ?? '';
      return res;
    });
    const p95 = percentile(times, 0.95);
    worst = Math.max(worst, p95);
    console.log(
      `  ${name.padEnd(44)} p50 ${ms(percentile(times, 0.5))} ms  p95 ${ms(p95)} ms  (x${(p95 / baseP95).toFixed(1)} la base)  ` +
        `total ${total.padStart(6)}  ${kind === 'PostgreSQL' ? verdict(p95 <= LIST_TARGET_MS) : ''}`,
    );
  };
  const list = (resource: string, filter: object, sort: [string, string] = ['id', 'DESC'], range: [number, number] = [0, 49]) =>
    `/backend/admin/${resource}?${new URLSearchParams({ filter: JSON.stringify(filter), sort: JSON.stringify(sort), range: JSON.stringify(range) })}`;
  const z = fx.zona.id;

  console.log(`  listado de productos (admin), ${ROUNDS} peticiones por caso, objetivo p95 <= ${LIST_TARGET_MS} ms en PostgreSQL`);
  const productCases: [string, object, [string, string]?][] = [
    ['sin filtros', {}],
    ['nombre sin acentos ni mayúsculas (AZUCAR)', { q: 'AZUCAR' }],
    ['nombre, dos palabras (jamón cocido)', { q: 'jamón cocido' }],
    ['nombre, por nombre A-Z (harina)', { q: 'harina' }, ['nombre', 'ASC']],
    ['código (parte: gen00000123)', { q: 'gen00000123' }],
    ['categoría (con sus subcategorías)', { categoriaId: fx.parentId }],
    ['subcategoría', { categoriaId: fx.leafId }],
    ['etiqueta', { etiquetaId: fx.tagId }],
    ['estatus inactivo', { estatus: 2 }],
    ['con existencia en la zona', { conStock: true, zonaId: z }],
    ['sin existencia en la zona', { conStock: false, zonaId: z }],
    ['con imagen', { conImagen: true }],
    ['sin imagen', { conImagen: false }],
    ['en oferta', { enOferta: true }],
    ['sin oferta', { enOferta: false }],
    ['en oferta en la zona, por nombre', { enOferta: true, zonaId: z }, ['nombre', 'ASC']],
  ];
  for (const [name, filter, sort] of productCases) await report(name, list('producto', filter, sort));

  console.log(`  grilla de inventario`);
  await report('inventario: primera página', list('inventario', {}));
  await report(`inventario: zona ${fx.zona.slug} (ruta de la zona)`, `/backend/admin/inventario/zona/${fx.zona.slug}?range=${encodeURIComponent('[0,49]')}`);
  await report('inventario: buscar producto (arroz)', list('inventario', { q: 'arroz' }));
  await report('inventario: por producto A-Z', list('inventario', { zonaId: z }, ['productoNombre', 'ASC']));
  await report('inventario: en oferta', list('inventario', { enOferta: true }));
  await report('inventario: página 100', list('inventario', {}, ['id', 'DESC'], [4950, 4999]));
  if (TRACE_FILE) writeFileSync(TRACE_FILE, JSON.stringify(trace));
  console.log(`  peor p95 de listados ${worst.toFixed(1)} ms (objetivo <= ${LIST_TARGET_MS} ms${kind === 'PostgreSQL' ? `: ${verdict(worst <= LIST_TARGET_MS)}` : ', solo en PostgreSQL'})`);

  // ---- bulk offer, until the public search shows it
  const expected = fx.expectedOffer;
  const key = `zon${z}ust1`;
  let poll = 0;
  const searchOffer = async (): Promise<string | undefined> => {
    const res = await fetch(`${app.url}/backend/search/1/indexes/*/queries`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-algolia-application-id': 'embedded', 'x-algolia-api-key': API_KEY, cookie: `XSRF-TOKEN=${CSRF}` },
      body: JSON.stringify({
        requests: [
          {
            indexName: 'productos',
            query: fx.probe.nombre,
            hitsPerPage: 100,
            filters: `disponible:${key} AND categoriaId:${fx.probe.categoriaId}`,
            attributesToRetrieve: ['id', `disponibilidad.${key}`],
            userToken: `bench${++poll}`,
          },
        ],
      }),
    });
    if (!res.ok) throw new Error(`búsqueda: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { results: { hits: { objectID: string; disponibilidad?: Record<string, { oferta: string }> }[] }[] };
    return body.results[0]!.hits.find((h) => h.objectID === String(fx.probe.productoId))?.disponibilidad?.[key]?.oferta;
  };
  const t0 = performance.now();
  const bulk = await fetch(`${app.url}/backend/admin/inventario/lote/oferta`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ ids: fx.bulkIds, porcentaje: 10, planes: [1] }),
  });
  if (!bulk.ok) throw new Error(`oferta en lote: ${bulk.status} ${await bulk.text()}`);
  const answer = (await bulk.json()) as { cambios: unknown[] };
  const appliedMs = performance.now() - t0;
  let seen: string | undefined;
  while ((seen = await searchOffer()) !== expected) {
    if (performance.now() - t0 > 60_000) throw new Error(`búsqueda: la oferta no llegó (${seen} en vez de ${expected})`);
    await new Promise((r) => setTimeout(r, 20));
  }
  const offerMs = performance.now() - t0;
  console.log(
    `  oferta 10 % en lote sobre ${answer.cambios.length} precios: aplicada ${ms(appliedMs)} ms, visible en la búsqueda ${ms(offerMs)} ms ` +
      `(x${(offerMs / baseP95).toFixed(0)} la base; objetivo <= ${OFFER_TARGET_MS} ms: ${verdict(offerMs <= OFFER_TARGET_MS)})`,
  );

  // ---- CSV: the first 10,000 lines of the export (import format), stock changed, dry run then apply
  const exported = await fetch(`${app.url}/backend/admin/producto/importar/exportar`, { headers });
  if (!exported.ok || !exported.body) throw new Error(`exportar: ${exported.status}`);
  const lines: string[] = [];
  let rest = '';
  const decoder = new TextDecoder();
  const reader = exported.body.getReader();
  while (lines.length <= IMPORT_ROWS) {
    const { done, value } = await reader.read();
    if (done) break;
    const parts = (rest + decoder.decode(value, { stream: true })).split('\n');
    rest = parts.pop()!;
    lines.push(...parts);
  }
  await reader.cancel();
  const header = lines[0]!.split(',');
  const stockAt = header.indexOf('existencia');
  const body = [
    lines[0]!,
    ...lines.slice(1, IMPORT_ROWS + 1).map((l) => {
      // generated lines carry no quoted commas: the stock column is a plain cell
      const cells = l.split(',');
      if (cells.length === header.length && /^\d+$/.test(cells[stockAt]!)) cells[stockAt] = String(Number(cells[stockAt]) + 1);
      return cells.join(',');
    }),
  ].join('\n');
  const send = async (modo: string) => {
    const form = new FormData();
    form.append('archivo', new Blob([body], { type: 'text/csv' }), 'productos.csv');
    const s = performance.now();
    const res = await fetch(`${app.url}/backend/admin/producto/importar?modo=${modo}`, {
      method: 'POST',
      headers: { authorization: headers.authorization, cookie: headers.cookie, 'x-xsrf-token': CSRF, 'x-upload': '1' },
      body: form,
    });
    const report = (await res.json()) as { errores?: unknown[]; filas?: number };
    if (!res.ok) throw new Error(`importar ${modo}: ${res.status} ${JSON.stringify(report).slice(0, 500)}`);
    return { ms: performance.now() - s, report };
  };
  const dry = await send('prueba');
  const applied = await send('aplicar');
  const csvMs = dry.ms + applied.ms;
  console.log(
    `  CSV de ${IMPORT_ROWS} filas: prueba ${ms(dry.ms)} ms + importación ${ms(applied.ms)} ms = ${ms(csvMs)} ms ` +
      `(x${(csvMs / baseP95).toFixed(0)} la base; objetivo <= ${IMPORT_TARGET_MS} ms: ${verdict(csvMs <= IMPORT_TARGET_MS)})`,
  );
}

/** Where a child opens the database: PostgreSQL's URL, or PGlite's data folder. */
interface Place {
  databaseUrl: string | null;
  dataDir: string | null;
}

type ChildJob = ({ role: 'prepare'; out: string } & Place) | ({ role: 'measure' } & MeasureJob);

interface MeasureJob {
  app: Target;
  bare: Target;
  fx: Fixture;
  kind: string;
}

/** Runs a step in a child process of this file (see the header), its output inline. */
function inChild(job: ChildJob): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    env: { ...process.env, BENCH_CATALOG_ADMIN_CHILD: JSON.stringify(job) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return new Promise((done, fail) => {
    child.once('error', fail);
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`back office (${job.role}): salida ${code}`))));
  });
}

async function runChild(job: ChildJob): Promise<void> {
  if (job.role === 'measure') return measure(job.app, job.bare, job.fx, job.kind);
  const { openDatabase } = await import('../../src/server/db/client');
  const database = await openDatabase({ databaseUrl: job.databaseUrl, dataDir: job.dataDir });
  try {
    writeFileSync(job.out, JSON.stringify(await prepare(database)));
  } finally {
    await database.close();
  }
}

async function run(kind: 'PostgreSQL' | 'PGlite', env: Record<string, string>, place: Place): Promise<void> {
  console.log(`catálogo en el back office (${kind}), ${SIZE.toLocaleString('es-VE')} productos`);
  const out = join(tmpdir(), `mz-bench-catalog-fixture-${process.pid}.json`);
  let fx: Fixture;
  try {
    await inChild({ role: 'prepare', out, ...place });
    fx = JSON.parse(readFileSync(out, 'utf8')) as Fixture;
  } finally {
    rmSync(out, { force: true });
  }
  const children: Child[] = [];
  try {
    const { startServer } = await import('./lib');
    const appEnv = { PORT: String(PORT), NODE_ENV: 'production', RATE_LIMIT: 'false', CLIENT_DIR: '', SEARCH_API_KEY: API_KEY, ...env };
    children.push(await startServer('tests/bench/search-server.ts', appEnv, '/backend/health'));
    children.push(await startServer('tests/bench/bare-server.ts', { PORT: String(PORT + 1) }, '/bare'));
    await inChild({ role: 'measure', app: { url: children[0]!.url }, bare: { url: children[1]!.url }, fx, kind });
  } finally {
    await Promise.all(children.map((c) => c.stop()));
  }
}

export async function benchCatalogAdmin(): Promise<void> {
  const only = process.env.BENCH_CATALOG_BACKENDS;
  const base = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  if (!only || only === 'postgres') {
    const name = `mz_bench_catalog_${Math.random().toString(36).slice(2, 10)}`;
    const { default: pg } = await import('pg');
    const adminUrl = Object.assign(new URL(base), { pathname: '/postgres' }).toString();
    const url = Object.assign(new URL(base), { pathname: `/${name}` }).toString();
    const admin = new pg.Client({ connectionString: adminUrl });
    let created = false;
    try {
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      created = true;
    } catch (e) {
      console.log(`catálogo en el back office (PostgreSQL): omitido, sin servidor en ${adminUrl} (${(e as Error).message})`);
    }
    try {
      if (created) await run('PostgreSQL', { DATABASE_URL: url }, { databaseUrl: url, dataDir: null });
    } finally {
      if (created) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end().catch(() => undefined);
    }
  }
  if (!only || only === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'mz-bench-catalog-'));
    try {
      await run('PGlite', { DATA_DIR: dataDir }, { databaseUrl: null, dataDir: join(dataDir, 'db') });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

const job = process.env.BENCH_CATALOG_ADMIN_CHILD;
if (job) await runChild(JSON.parse(job) as ChildJob);
else if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await benchCatalogAdmin();
