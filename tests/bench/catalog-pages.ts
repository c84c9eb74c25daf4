/**
 * Catalog pages on a generated catalog of 50,000 products (scripts/seed-catalog.ts), through a real
 * server process, on PostgreSQL (a random database on BENCH_DATABASE_URL / TEST_DATABASE_URL /
 * postgres://postgres@127.0.0.1:5432, dropped after) and on PGlite (a fresh data folder):
 * - throughput of the zone home, a category page, the supermarket page (every category's first products),
 *   a tag page and a product page at 10 connections as a
 *   browser asks for them (Accept-Encoding: br, gzip), as a ratio of a bare Fastify route (target >= 0.3
 *   on PostgreSQL, >= 0.2 on PGlite), and p99 (<= 20 ms on PostgreSQL);
 * - the cache miss: an admin stock write on a product the page shows, then the page's first answer
 *   (p95 <= 30 ms on PostgreSQL), which must show the new stock; and one price write on a product page.
 * BENCH_ONLY=catalog-pages runs only this section; BENCH_CATALOG_DB=postgres|pglite only one engine.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, like, sql } from 'drizzle-orm';
import { seedCatalog } from '../../scripts/seed-catalog';
import { etiqueta, producto, productoEtiqueta } from '../../src/server/catalog/tables';
import { migrateDatabase, openDatabase } from '../../src/server/db/client';
import { inventario } from '../../src/server/inventory/tables';
import { zona } from '../../src/server/zones/tables';
import { type Child, line, load, startServer } from './lib';

const SIZE = Number(process.env.BENCH_CATALOG ?? 50_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
/** 40 misses per page: with 20, the p95 below (sorted[floor(n * 0.95)]) was the slowest one. */
const MISSES = Number(process.env.BENCH_MISSES ?? 40);
const BROWSER = { 'accept-encoding': 'br, gzip', accept: 'application/json' };
const CSRF = 'bench-csrf';
const ZONE = 'caracas';
/** The app listens on PORT, the bare route on PORT + 1 (BENCH_CATALOG_PORT). */
const PORT = Number(process.env.BENCH_CATALOG_PORT ?? 3951);

type Kind = 'postgres' | 'pglite';

interface Card {
  slug: string;
  inventario: { existencia: number }[];
  precio: { precio: string };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

const mark = (ok: boolean) => (ok ? 'cumple' : 'NO cumple');

/** Every product card of an answer (home groups, offers, pages, the product itself and related ones). */
function cards(body: unknown): Card[] {
  const out: Card[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (typeof o.slug === 'string' && Array.isArray(o.inventario) && o.precio) out.push(o as unknown as Card);
      for (const value of Object.values(o)) walk(value);
    }
  };
  walk(body);
  return out;
}

async function createPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `mz_bench_catalogo_${randomBytes(4).toString('hex')}`;
  const { default: pg } = await import('pg');
  const adminUrl = Object.assign(new URL(base), { pathname: '/postgres' }).toString();
  const run = async (statement: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(statement);
    } finally {
      await c.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  return {
    url: Object.assign(new URL(base), { pathname: `/${name}` }).toString(),
    drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

interface Targets {
  /** Generated products (one stocked branch per zone): the slug of the product page. */
  productoSlug: string;
  etiquetaSlug: string;
  /** Branch of each generated product's stock in the zone. */
  sucursalId: number;
}

/** Seeds the catalog; picks a tag with many generated products and the branch that stocks them. */
async function seed(kind: Kind, dataDir: string, url: string | null): Promise<Targets> {
  const database = await openDatabase({ databaseUrl: url, dataDir: url ? null : join(dataDir, 'db') });
  try {
    await migrateDatabase(database);
    const t = performance.now();
    const added = await seedCatalog(database, SIZE);
    console.log(`catálogo generado (${kind}): ${added} productos en ${((performance.now() - t) / 1000).toFixed(1)} s`);
    const db = database.db;
    const [z] = await db.select({ id: zona.id }).from(zona).where(eq(zona.slug, ZONE));
    const [row] = await db
      .select({ slug: producto.slug, sucursalId: inventario.sucursalId })
      .from(producto)
      .innerJoin(inventario, and(eq(inventario.productoId, producto.id), eq(inventario.zonaId, z!.id)))
      .where(and(like(producto.slug, 'generado-%'), eq(producto.estatus, 1)))
      .orderBy(producto.id)
      .limit(1);
    // the generated catalog has no tags: tag a tenth of it with the first tag
    const [tag] = await db.select({ id: etiqueta.id, slug: etiqueta.slug }).from(etiqueta).orderBy(etiqueta.id).limit(1);
    const tagged = await db.select({ id: producto.id }).from(producto).where(like(producto.slug, 'generado-%'));
    const rows = tagged.filter((_, i) => i % 10 === 0).map((p) => ({ productoId: p.id, etiquetaId: tag!.id }));
    for (let i = 0; i < rows.length; i += 1000) await db.insert(productoEtiqueta).values(rows.slice(i, i + 1000)).onConflictDoNothing();
    // a live database has planner statistics (autovacuum analyzes after bulk changes); a catalog loaded a
    // second ago has none yet, and without them PostgreSQL prices every product of a category to sort it
    await db.execute(sql`analyze`);
    return { productoSlug: row!.slug, etiquetaSlug: tag!.slug, sucursalId: row!.sucursalId };
  } finally {
    await database.close();
  }
}

async function runOn(kind: Kind): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mz-bench-catalogo-'));
  const pgDb = kind === 'postgres' ? await createPostgres() : null;
  const children: Child[] = [];
  const label = kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const ratioTarget = kind === 'postgres' ? 0.3 : 0.2;
  try {
    const targets = await seed(kind, dataDir, pgDb?.url ?? null);
    const env: Record<string, string> = { PORT: String(PORT), DATA_DIR: dataDir, NODE_ENV: 'production', RATE_LIMIT: 'false', CLIENT_DIR: '', SEED_DEMO: 'false' };
    if (pgDb) env.DATABASE_URL = pgDb.url;
    const app = await startServer('src/server/main.ts', env, '/backend/health');
    children.push(app);
    const bare = await startServer('tests/bench/bare-server.ts', { PORT: String(PORT + 1) }, '/bare');
    children.push(bare);
    const backend = `${app.url}/backend`;
    const api = `${backend}/api`;

    const login = await fetch(`${backend}/login_check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': CSRF, cookie: `XSRF-TOKEN=${CSRF}` },
      body: JSON.stringify({ username: 'admin@demo.ve', password: 'Demo1234!' }),
    });
    if (!login.ok) throw new Error(`login -> ${login.status}`);
    const token = ((await login.json()) as { token: string }).token;
    const admin = (method: string, path: string, body?: unknown) =>
      fetch(`${backend}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-xsrf-token': CSRF, cookie: `XSRF-TOKEN=${CSRF}` },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const get = async (path: string) => {
      const r = await fetch(`${api}${path}`, { headers: BROWSER });
      if (!r.ok) throw new Error(`${path} -> ${r.status}`);
      return { body: (await r.json()) as unknown, encoding: r.headers.get('content-encoding') };
    };

    const pages = [
      { name: `inicio de zona (${ZONE})`, path: `/website/inicio/${ZONE}` },
      { name: 'página de categoría (víveres, pág. 1)', path: `/categoria/supermercado/viveres?zona=${ZONE}&pag=1` },
      { name: 'supermercado (todas las categorías)', path: `/categoria/supermercado?zona=${ZONE}` },
      { name: `página de etiqueta (${targets.etiquetaSlug})`, path: `/etiqueta/${targets.etiquetaSlug}?zona=${ZONE}&pag=1` },
      { name: 'página de producto', path: `/producto/${targets.productoSlug}?zona=${ZONE}` },
    ];
    const productPage = pages.at(-1)!;

    // warm up (JIT, caches), then the baseline and every page
    await load(`${bare.url}/bare`, { duration: 2, connections: CONNECTIONS });
    for (const p of pages) await load(`${api}${p.path}`, { duration: 1, connections: CONNECTIONS, headers: BROWSER });
    const baseline = await load(`${bare.url}/bare`, { duration: DURATION, connections: CONNECTIONS });
    console.log(`\npáginas del catálogo en ${label}, ${SIZE} productos, ${CONNECTIONS} conexiones, ${DURATION} s`);
    console.log(line('línea base: ruta Fastify con compresión', baseline, baseline));
    for (const p of pages) {
      const { encoding } = await get(p.path);
      const r = await load(`${api}${p.path}`, { duration: DURATION, connections: CONNECTIONS, headers: BROWSER });
      const q = r.rps / baseline.rps;
      const p99 = kind === 'postgres' ? `  p99 <= 20 ms: ${mark(r.p99 <= 20)}` : '';
      console.log(`${line(p.name, r, baseline)}  (ratio >= ${ratioTarget}: ${mark(q >= ratioTarget)}${p99}; ${encoding ?? 'sin compresión'})`);
    }

    // cache miss: a stock write on a generated product the page shows, then the page's first answer
    for (const p of pages) {
      const times: number[] = [];
      let stale = 0;
      for (let i = 0; i < MISSES; i++) {
        const shown = cards((await get(p.path)).body).find((c) => c.slug.startsWith('generado-'));
        if (!shown) {
          console.log(`${p.name}: ningún producto generado en la página`);
          break;
        }
        const id = Number(shown.slug.slice('generado-'.length));
        const before = shown.inventario[0]!.existencia;
        const w = await admin('PUT', `/admin/inventario/zona/${ZONE}/sucursal/${targets.sucursalId}/producto/${id}`, { ajuste: 1 });
        if (!w.ok) throw new Error(`ajuste de existencia -> ${w.status} ${await w.text()}`);
        const t0 = performance.now();
        const { body } = await get(p.path);
        times.push(performance.now() - t0);
        const after = cards(body).find((c) => c.slug === shown.slug);
        if (after?.inventario[0]?.existencia !== before + 1) stale++;
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 0.95);
      const target = kind === 'postgres' ? `  (p95 <= 30 ms: ${mark(p95 <= 30)})` : '';
      console.log(
        `${`fallo de caché: ${p.name}`.padEnd(44)} p50 ${percentile(times, 0.5).toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  máx ${(times.at(-1) ?? 0).toFixed(1)} ms${target}  ` +
          `existencia nueva en la respuesta siguiente: ${times.length - stale}/${times.length}`,
      );
    }

    // a price write, then the product page
    const row = `/admin/inventario/zona/${ZONE}/sucursal/${targets.sucursalId}/producto/${targets.productoSlug.slice('generado-'.length)}`;
    const precios = (await (await admin('GET', `${row}/precio`)).json()) as { usuarioTipo: number; precio: string; oferta: string; minimo: number; maximo: number | null; grupo: number; unidad: number }[];
    const normal = precios.find((x) => x.usuarioTipo === 1)!;
    const nuevo = (Number(normal.precio) + 1).toFixed(2);
    const { usuarioTipo: _plan, ...rest } = normal;
    const w = await admin('PUT', `${row}/precio`, { precios: [{ ...pick(rest), usuarioTipo: 1, precio: nuevo, oferta: '0.00' }] });
    if (!w.ok) throw new Error(`precio -> ${w.status} ${await w.text()}`);
    const shown = cards((await get(productPage.path)).body).find((c) => c.slug === targets.productoSlug);
    console.log(`precio nuevo en la página de producto tras la escritura: ${shown?.precio.precio === nuevo ? 'cumple' : `NO cumple (${shown?.precio.precio} != ${nuevo})`}`);
  } finally {
    await Promise.all(children.map((c) => c.stop()));
    await pgDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function pick(p: { minimo: number; maximo: number | null; grupo: number; unidad: number }) {
  return { minimo: p.minimo, maximo: p.maximo, grupo: p.grupo, unidad: p.unidad };
}

export async function benchCatalogPages(): Promise<void> {
  const only = process.env.BENCH_CATALOG_DB;
  if (only !== 'pglite') await runOn('postgres');
  if (only !== 'postgres') await runOn('pglite');
}
