/**
 * Writes a planned demo data set with multi-row inserts, parents before children, then moves every
 * serial sequence past the explicit ids so later inserts through the API get fresh ones.
 */
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { usuario, usuarioRol } from '../auth/tables';
import { categoria, etiqueta, producto, productoEtiqueta } from '../catalog/tables';
import { configuracion, moneda, tasaHistorial } from '../config/tables';
import { inventario, precio, sucursal, tienda } from '../inventory/tables';
import { linkMenu, zona } from '../zones/tables';
import type { Db, Tx } from '../db/client';
import { type CatalogPlan, TAGS } from './catalog-plan';
import type { SeedImages } from './images';
import { BRANCHES, type InventoryPlan, STORES } from './inventory-plan';
import { CURRENCIES, menuLinks, rateHistory, SETTINGS, ZONES } from './settings-data';
import { slugify } from '../../shared/slug';
import type { UserRows } from './users';

export interface SeedData {
  catalog: CatalogPlan;
  inventory: InventoryPlan;
  images: SeedImages;
  users: UserRows;
}

/** Rows per statement: well under PostgreSQL's 65535 bind parameters for the widest table. */
const CHUNK = 1000;

const SERIAL_TABLES = ['zona', 'link_menu', 'categoria', 'etiqueta', 'producto', 'tienda', 'sucursal', 'inventario', 'precio', 'usuario'];

async function insertAll<T extends PgTable>(db: Db | Tx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await db.insert(table).values(rows.slice(i, i + CHUNK));
}

export async function insertSeed(db: Db | Tx, data: SeedData): Promise<void> {
  const { catalog, inventory, images, users } = data;
  await insertAll(db, zona, ZONES);
  await insertAll(db, linkMenu, menuLinks());
  await insertAll(db, moneda, CURRENCIES);
  await insertAll(db, tasaHistorial, rateHistory());
  await insertAll(db, configuracion, Object.entries(SETTINGS).map(([clave, valor]) => ({ clave, valor })));

  const categoryRow = (c: CatalogPlan['categorias'][number]) => ({
    id: c.id,
    nombre: c.nombre,
    slug: c.slug,
    padreId: c.padreId,
    icono: c.icono,
    orden: c.orden,
    miniaturaImagen: images.categorias.get(c.id) ?? null,
  });
  await insertAll(db, categoria, catalog.categorias.filter((c) => c.padreId === null).map(categoryRow));
  await insertAll(db, categoria, catalog.categorias.filter((c) => c.padreId !== null).map(categoryRow));
  await insertAll(db, etiqueta, TAGS.map((nombre, i) => ({ id: i + 1, nombre, slug: slugify(nombre) })));
  await insertAll(
    db,
    producto,
    catalog.productos.map((p) => ({
      id: p.id,
      nombre: p.nombre,
      slug: p.slug,
      codigo: p.codigo,
      marca: p.marca,
      descripcion: p.descripcion,
      categoriaId: p.categoriaId,
      impuesto: p.impuesto,
      principalImagen: images.productos.get(p.id) ?? null,
      estatus: p.estatus,
      popularidad: p.popularidad,
    })),
  );
  await insertAll(
    db,
    productoEtiqueta,
    catalog.productos.flatMap((p) => p.etiquetas.map((t) => ({ productoId: p.id, etiquetaId: TAGS.indexOf(t) + 1 }))),
  );

  await insertAll(db, tienda, STORES);
  await insertAll(db, sucursal, BRANCHES);
  await insertAll(db, inventario, inventory.inventarios);
  await insertAll(
    db,
    precio,
    inventory.precios.map((p, i) => ({ id: i + 1, ...p })),
  );

  await insertAll(db, usuario, users.usuarios);
  await insertAll(db, usuarioRol, users.roles);

  for (const table of SERIAL_TABLES) {
    await db.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select coalesce(max(id), 1) from ${table}))`));
  }
}
