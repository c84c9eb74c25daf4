/**
 * npm run seed:catalog: a large catalog for benchmarks. Fills the database of DATA_DIR (PGlite) or
 * DATABASE_URL (PostgreSQL) with the demo data when empty, then adds generated products (names from
 * catalog-names.ts) with stock in every zone and a price per plan until CATALOG_SIZE (default 50,000)
 * products exist. Rows go in with one `jsonb_to_recordset` insert per 10,000.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isNotNull, sql } from 'drizzle-orm';
import { categoria, producto } from '../src/server/catalog/tables';
import { type Database, migrateDatabase, openDatabase } from '../src/server/db/client';
import { seedDemo } from '../src/server/seed';
import { createRandom } from '../src/server/seed/random';
import { centsToAmount } from '../src/server/seed/text';
import { sucursal } from '../src/server/inventory/tables';
import { createImageStore } from '../src/server/media/images';
import { zona } from '../src/server/zones/tables';
import { nameGenerator } from './catalog-names';

const CHUNK = 10_000;

async function insertJson(database: Database, table: string, columns: Record<string, string>, rows: Record<string, unknown>[]): Promise<void> {
  const names = Object.keys(columns);
  const list = sql.raw(names.map((n) => `"${n}"`).join(', '));
  const types = sql.raw(names.map((n) => `"${n}" ${columns[n]}`).join(', '));
  for (let i = 0; i < rows.length; i += CHUNK) {
    const json = JSON.stringify(rows.slice(i, i + CHUNK));
    await database.db.execute(sql`insert into ${sql.raw(`"${table}"`)} (${list}) select ${list} from jsonb_to_recordset(${json}::jsonb) as x(${types})`);
  }
}

async function maxId(database: Database, table: string): Promise<number> {
  const r = (await database.db.execute(sql`select coalesce(max(id), 0)::int as m from ${sql.raw(`"${table}"`)}`)) as unknown as { rows: { m: number }[] };
  return Number(r.rows[0]!.m);
}

/**
 * Adds generated products until `size` exist; returns how many were added. Each is stocked at the first
 * `branchesPerZone` branches of every zone (2: the ~900k price rows of the back-office bench).
 */
export async function seedCatalog(database: Database, size: number, { branchesPerZone = 1 } = {}): Promise<number> {
  const { db } = database;
  if ((await db.$count(zona)) === 0) {
    const uploads = mkdtempSync(join(tmpdir(), 'mz-catalog-'));
    await seedDemo(db, { uploads: createImageStore({ s3: null, uploadsDir: uploads }), imagesLight: true });
    rmSync(uploads, { recursive: true, force: true });
  }
  const existing = await db.$count(producto);
  if (existing >= size) return 0;
  const leaves = await db.select({ id: categoria.id, nombre: categoria.nombre }).from(categoria).where(isNotNull(categoria.padreId));
  const leafId = new Map(leaves.map((c) => [c.nombre, c.id]));
  const samples = await db
    .select({ categoriaId: producto.categoriaId, impuesto: producto.impuesto, imagen: producto.principalImagen })
    .from(producto);
  const sample = new Map(samples.map((s) => [s.categoriaId, s]));
  let branches = await db.select({ id: sucursal.id, zonaId: sucursal.zonaId, tiendaId: sucursal.tiendaId }).from(sucursal).orderBy(sucursal.id);
  // a zone with fewer branches than asked gets generated ones (of the store of its first branch)
  const zones = await db.select({ id: zona.id }).from(zona).orderBy(zona.id);
  const extra = zones.flatMap((z) => {
    const own = branches.filter((b) => b.zonaId === z.id);
    if (!own.length) return [];
    return Array.from({ length: Math.max(0, branchesPerZone - own.length) }, (_, k) => ({
      tiendaId: own[0]!.tiendaId,
      zonaId: z.id,
      nombre: `Sucursal generada ${z.id}-${k + 1}`,
    }));
  });
  if (extra.length) {
    await db.insert(sucursal).values(extra);
    branches = await db.select({ id: sucursal.id, zonaId: sucursal.zonaId, tiendaId: sucursal.tiendaId }).from(sucursal).orderBy(sucursal.id);
  }
  const stocked = branches.filter((b, i) => branches.slice(0, i).filter((o) => o.zonaId === b.zonaId).length < branchesPerZone);

  const rnd = createRandom(50_000);
  const name = nameGenerator();
  let productId = await maxId(database, 'producto');
  let inventoryId = await maxId(database, 'inventario');
  const productos: Record<string, unknown>[] = [];
  const inventarios: Record<string, unknown>[] = [];
  const precios: Record<string, unknown>[] = [];
  for (let i = 0; i < size - existing; i++) {
    const g = name(i);
    const id = ++productId;
    const categoriaId = leafId.get(g.subcategoria) ?? leaves[0]!.id;
    const s = sample.get(categoriaId);
    productos.push({
      id, nombre: g.nombre.slice(0, 160), slug: `generado-${id}`, codigo: `GEN${String(id).padStart(10, '0')}`, marca: g.marca,
      descripcion: '', categoria_id: categoriaId, impuesto: s?.impuesto ?? '0', principal_imagen: s?.imagen ?? null,
      estatus: rnd.chance(0.03) ? 2 : 1, popularidad: rnd.int(0, 1000),
    });
    const descuento = rnd.chance(0.15) ? rnd.int(8, 25) / 100 : 0;
    for (const b of stocked) {
      const inv = ++inventoryId;
      inventarios.push({ id: inv, producto_id: id, sucursal_id: b.id, zona_id: b.zonaId, existencia: rnd.chance(0.07) ? 0 : rnd.int(10, 300) });
      [1, 0.95, 0.88].forEach((factor, k) => {
        const cents = Math.max(30 - k, Math.round(g.cents * factor) - k);
        const oferta = descuento > 0 ? Math.max(1, Math.round(cents * (1 - descuento))) : 0;
        precios.push({ inventario_id: inv, usuario_tipo: k + 1, precio: centsToAmount(cents), oferta: centsToAmount(oferta), minimo: k === 2 ? 6 : 1, grupo: k === 2 ? 6 : 1 });
      });
    }
  }
  await insertJson(database, 'producto', {
    id: 'int', nombre: 'text', slug: 'text', codigo: 'text', marca: 'text', descripcion: 'text', categoria_id: 'int',
    impuesto: 'numeric', principal_imagen: 'jsonb', estatus: 'smallint', popularidad: 'int',
  }, productos);
  await insertJson(database, 'inventario', { id: 'int', producto_id: 'int', sucursal_id: 'int', zona_id: 'int', existencia: 'int' }, inventarios);
  await insertJson(database, 'precio', {
    inventario_id: 'int', usuario_tipo: 'smallint', precio: 'numeric', oferta: 'numeric', minimo: 'int', grupo: 'int',
  }, precios);
  for (const table of ['producto', 'inventario', 'precio'])
    await db.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from "${table}"))`));
  return productos.length;
}

async function main(): Promise<void> {
  const size = Number(process.env.CATALOG_SIZE ?? 50_000);
  const databaseUrl = process.env.DATABASE_URL ?? null;
  const dataDir = resolve(process.env.DATA_DIR ?? './data');
  const database = await openDatabase({ databaseUrl, dataDir: databaseUrl ? null : join(dataDir, 'db') });
  const started = performance.now();
  await migrateDatabase(database);
  const added = await seedCatalog(database, size);
  console.log(`catálogo: ${added} productos generados en ${((performance.now() - started) / 1000).toFixed(1)} s (${databaseUrl ? 'PostgreSQL' : dataDir})`);
  await database.close();
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await main();
