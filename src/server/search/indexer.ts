/**
 * Builds search records from the database: one product query (with its category and parent) and one
 * query of the stocked, priced inventory rows. Per zone and plan the record sells from the branch with
 * the most stock, then the oldest row, as the storefront listings and checkout do (catalog/sellable.ts).
 */
import { and, asc, desc, eq, gt, inArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Estatus } from '../../shared/enums';
import { categoria, producto } from '../catalog/tables';
import type { Db } from '../db/client';
import { inventario, precio, sucursal, tienda } from '../inventory/tables';
import { availabilityKey, type Disponibilidad, type ProductoBusqueda } from './records';

const padre = alias(categoria, 'padre');

/** Ids per statement: well inside PostgreSQL's bind-parameter limit. */
const ID_CHUNK = 5000;

function loadProducts(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: producto.id,
      nombre: producto.nombre,
      slug: producto.slug,
      marca: producto.marca,
      impuesto: producto.impuesto,
      principalImagen: producto.principalImagen,
      estatus: producto.estatus,
      popularidad: producto.popularidad,
      categoriaId: producto.categoriaId,
      categoriaNombre: categoria.nombre,
      categoriaEstatus: categoria.estatus,
      padreNombre: padre.nombre,
      padreEstatus: padre.estatus,
    })
    .from(producto)
    .innerJoin(categoria, eq(categoria.id, producto.categoriaId))
    .leftJoin(padre, eq(padre.id, categoria.padreId))
    .where(where)
    .orderBy(asc(producto.id));
}

function loadStock(db: Db, where: SQL | undefined) {
  return db
    .select({
      productoId: inventario.productoId,
      zonaId: inventario.zonaId,
      usuarioTipo: precio.usuarioTipo,
      existencia: inventario.existencia,
      precio: precio.precio,
      oferta: precio.oferta,
      minimo: precio.minimo,
      maximo: precio.maximo,
      grupo: precio.grupo,
      unidad: precio.unidad,
    })
    .from(inventario)
    .innerJoin(sucursal, and(eq(sucursal.id, inventario.sucursalId), eq(sucursal.estatus, Estatus.ACTIVO)))
    .innerJoin(tienda, and(eq(tienda.id, sucursal.tiendaId), eq(tienda.estatus, Estatus.ACTIVO)))
    .innerJoin(precio, and(eq(precio.inventarioId, inventario.id), eq(precio.estatus, Estatus.ACTIVO)))
    .where(and(eq(inventario.estatus, Estatus.ACTIVO), gt(inventario.existencia, 0), where))
    .orderBy(asc(inventario.productoId), desc(inventario.existencia), asc(inventario.id));
}

type ProductRow = Awaited<ReturnType<typeof loadProducts>>[number];
type StockRow = Awaited<ReturnType<typeof loadStock>>[number];

function toRecord(p: ProductRow, stock: StockRow[]): ProductoBusqueda {
  const categoriaActiva = p.categoriaEstatus === Estatus.ACTIVO && (p.padreNombre === null || p.padreEstatus === Estatus.ACTIVO);
  const vendible = p.estatus === Estatus.ACTIVO && categoriaActiva;
  const disponibilidad: Record<string, Disponibilidad> = {};
  // rows come best first per product (most stock, then oldest): the first of each key sells
  if (vendible) {
    for (const s of stock) {
      const key = availabilityKey(s.zonaId, s.usuarioTipo);
      if (disponibilidad[key]) continue;
      disponibilidad[key] = {
        existencia: s.existencia,
        precio: s.precio,
        oferta: s.oferta,
        modalidad: { minimo: s.minimo, maximo: s.maximo, grupo: s.grupo, unidad: s.unidad },
      };
    }
  }
  const disponible = Object.keys(disponibilidad).sort();
  return {
    objectID: String(p.id),
    id: p.id,
    nombre: p.nombre,
    slug: p.slug,
    marca: p.marca,
    imagen: p.principalImagen?.sizes ?? null,
    impuesto: p.impuesto,
    popularidad: p.popularidad,
    conOferta: disponible.some((k) => Number(disponibilidad[k]!.oferta) > 0) ? 1 : 0,
    categoria: p.padreNombre === null ? { lvl0: p.categoriaNombre } : { lvl0: p.padreNombre, lvl1: `${p.padreNombre} > ${p.categoriaNombre}` },
    categoriaId: p.categoriaId,
    estatus: p.estatus,
    estatusCategoria: categoriaActiva ? Estatus.ACTIVO : Estatus.INACTIVO,
    disponibilidad,
    disponible,
  };
}

async function loadChunk(db: Db, ids: number[] | null): Promise<ProductoBusqueda[]> {
  const [products, stock] = await Promise.all([
    loadProducts(db, ids ? inArray(producto.id, ids) : undefined),
    loadStock(db, ids ? inArray(inventario.productoId, ids) : undefined),
  ]);
  const byProduct = new Map<number, StockRow[]>();
  for (const s of stock) {
    let list = byProduct.get(s.productoId);
    if (!list) byProduct.set(s.productoId, (list = []));
    list.push(s);
  }
  return products.map((p) => toRecord(p, byProduct.get(p.id) ?? []));
}

/** Records of the given products (every product when `ids` is absent); unknown ids are left out. */
export async function loadRecords(db: Db, ids?: number[]): Promise<ProductoBusqueda[]> {
  if (!ids) return loadChunk(db, null);
  const unique = [...new Set(ids)];
  const out: ProductoBusqueda[] = [];
  for (let i = 0; i < unique.length; i += ID_CHUNK) out.push(...(await loadChunk(db, unique.slice(i, i + ID_CHUNK))));
  return out;
}

/** Products of these categories or of their sub-categories. */
export async function productIdsOfCategories(db: Db, categoriaIds: number[]): Promise<number[]> {
  if (categoriaIds.length === 0) return [];
  const rows = await db
    .select({ id: producto.id })
    .from(producto)
    .innerJoin(categoria, eq(categoria.id, producto.categoriaId))
    .where(or(inArray(categoria.id, categoriaIds), inArray(categoria.padreId, categoriaIds)));
  return rows.map((r) => r.id);
}
