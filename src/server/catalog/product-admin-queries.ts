/**
 * Admin product reads: the filtered list (and its CSV export), one product with its gallery, the form
 * options. Text search ignores case and accents: the query is folded in JS (accentFold, fold.ts) and
 * matched against the stored fold of the name (`nombre_busqueda`) and lower(codigo), both under pg_trgm
 * GIN indexes, so `like '%azucar%'` is an index scan, not a fold of 50,000 names per request.
 */
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  IMPUESTOS,
  type Producto,
  type ProductoFila,
  type ProductoFiltro,
  type ProductoFormData,
  type ProductoImagen,
  type ProductoOrdenable,
} from '../../shared/contracts/admin-products';
import { Estatus } from '../../shared/enums';
import type { Db, Tx } from '../db/client';
import { notFound } from '../errors';
import { escapeLike, type ListQuery } from '../list-query';
import { listZones } from '../zones/service';
import { categoria, etiqueta, producto, productoImagen, type ImagenProcesada } from './tables';

export const productNotFound = () => notFound('Producto no encontrado');

import { cachedTotal } from './admin-totals';
import { accentFold } from './fold';
import { ANY_PRODUCT, listingMembers } from './listing-counts';

export { accentFold };

const padre = alias(categoria, 'padre');

const stockSum = (zonaId?: number) =>
  sql<number>`(select coalesce(sum(i.existencia), 0)::int from inventario i
    where i.producto_id = ${producto.id} and i.estatus = ${Estatus.ACTIVO}${zonaId ? sql` and i.zona_id = ${zonaId}` : sql``})`;

/**
 * The product has stock in the zone (or anywhere), as a scalar probe: the first matching row by index, `limit 1`.
 * Not EXISTS: for 'sin existencia' the planner turns NOT EXISTS into a hash anti join of every stock row of the
 * zone, then sorts (EXPLAIN ANALYZE, 50,000 products: 43 ms); the probe walks the sort's index and stops at the
 * page (17 ms, 8,950 index probes of inventario_con_stock_idx for the first 50 of 280 without stock).
 */
const hasStock = (zonaId?: number) =>
  sql<boolean>`coalesce((select true from inventario i where i.producto_id = ${producto.id} and i.estatus = ${Estatus.ACTIVO}
    and i.existencia > 0${zonaId ? sql` and i.zona_id = ${zonaId}` : sql``} limit 1), false)`;

/**
 * An active offer on an active stock row (in the zone), the same probe: 'sin oferta' as NOT EXISTS was a hash anti
 * join of 300,000 stock rows with 135,000 offers and an external sort, 573 ms; as a probe, 1-3 ms for the page.
 */
const hasOffer = (zonaId?: number) =>
  sql<boolean>`coalesce((select true from inventario i join precio pr on pr.inventario_id = i.id
    where i.producto_id = ${producto.id} and i.estatus = ${Estatus.ACTIVO} and pr.estatus = ${Estatus.ACTIVO}
    and pr.oferta > 0${zonaId ? sql` and i.zona_id = ${zonaId}` : sql``} limit 1), false)`;

const existsStock = (zonaId?: number) =>
  sql`exists (select 1 from inventario i where i.producto_id = ${producto.id} and i.estatus = ${Estatus.ACTIVO}
    and i.existencia > 0${zonaId ? sql` and i.zona_id = ${zonaId}` : sql``})`;

const existsOffer = (zonaId?: number) =>
  sql`exists (select 1 from inventario i join precio pr on pr.inventario_id = i.id
    where i.producto_id = ${producto.id} and i.estatus = ${Estatus.ACTIVO} and pr.estatus = ${Estatus.ACTIVO}
    and pr.oferta > 0${zonaId ? sql` and i.zona_id = ${zonaId}` : sql``})`;

type TagRef = ProductoFila['etiqueta'][number];

const rowColumns = (zonaId?: number) => ({
  id: producto.id,
  nombre: producto.nombre,
  slug: producto.slug,
  codigo: producto.codigo,
  marca: producto.marca,
  categoriaId: producto.categoriaId,
  categoriaNombre: categoria.nombre,
  padreId: categoria.padreId,
  padreNombre: padre.nombre,
  impuesto: producto.impuesto,
  principalImagen: producto.principalImagen,
  estatus: producto.estatus,
  popularidad: producto.popularidad,
  etiqueta: sql<TagRef[]>`coalesce((
    select json_agg(json_build_object('id', e.id, 'nombre', e.nombre, 'estatus', e.estatus) order by e.nombre, e.id)
    from producto_etiqueta pe join etiqueta e on e.id = pe.etiqueta_id where pe.producto_id = ${producto.id}
  ), '[]'::json)`,
  existencia: stockSum(zonaId),
  enOferta: hasOffer(zonaId),
  galeriaTotal: sql<number>`(select count(*)::int from producto_imagen pi where pi.producto_id = ${producto.id})`,
  creadoEn: producto.creadoEn,
  actualizadoEn: producto.actualizadoEn,
});

type RawRow = Omit<ProductoFila, 'etiquetaIds' | 'principalImagen' | 'creadoEn' | 'actualizadoEn' | 'enOferta'> & {
  principalImagen: ImagenProcesada | null;
  enOferta: unknown;
  creadoEn: Date;
  actualizadoEn: Date;
};

function toFila(r: RawRow): ProductoFila {
  const etiquetas = typeof r.etiqueta === 'string' ? (JSON.parse(r.etiqueta) as TagRef[]) : r.etiqueta;
  return {
    ...r,
    etiqueta: etiquetas,
    etiquetaIds: etiquetas.map((e) => e.id),
    principalImagen: (r.principalImagen ?? null) as ProductoFila['principalImagen'],
    enOferta: r.enOferta === true || r.enOferta === 't',
    creadoEn: r.creadoEn.toISOString(),
    actualizadoEn: r.actualizadoEn.toISOString(),
  };
}

const sortColumns = (zonaId?: number): Record<ProductoOrdenable, SQL | typeof producto.id> => ({
  id: producto.id,
  nombre: sql`${producto.nombre}`,
  codigo: sql`${producto.codigo}`,
  marca: sql`${producto.marca}`,
  categoriaNombre: sql`${categoria.nombre}`,
  impuesto: sql`${producto.impuesto}`,
  estatus: sql`${producto.estatus}`,
  popularidad: sql`${producto.popularidad}`,
  existencia: stockSum(zonaId),
  creadoEn: sql`${producto.creadoEn}`,
  actualizadoEn: sql`${producto.actualizadoEn}`,
});

/**
 * Name or code holds `q`, ignoring accents and case. Two pg_trgm GIN indexes, one per side of the OR: a
 * BitmapOr, then the sort's top 50 (EXPLAIN ANALYZE on 50,000 products: ~2 ms for 'jamon cocido', against
 * ~380 ms folding every name at query time); under 3 letters there is no trigram and it scans, unfolded.
 */
export function productMatches(q: string): SQL {
  const pattern = `%${escapeLike(accentFold(q))}%`;
  return or(like(producto.nombreBusqueda, pattern), sql`lower(${producto.codigo}) like ${pattern}`)!;
}

/** Up to this many products without stock in a zone, 'sin existencia' reads them from their kept ids. */
export const NO_STOCK_IDS_MAX = 5000;

/**
 * The products without stock in the zone (anywhere without one), kept exact across writes like a listing's
 * members (listing-counts.ts, ANY_PRODUCT: every price or stock write, checkout's included, checks its
 * products again). Null when there are more than NO_STOCK_IDS_MAX: then many are without stock and the
 * probe finds a page of them at once.
 * Why: with few products out of stock the probe walks the sort's index testing each product (EXPLAIN
 * ANALYZE, 50,000 products, 291 without stock in the zone: 8,931 probes of inventario_con_stock_idx for the
 * first 50, 17-20 ms; a merge anti join plan is no better); the whole set is one hash anti join (~40 ms),
 * read once, and each write checks only the products it wrote (a few index lookups).
 */
async function noStockIds(db: Db, zonaId?: number): Promise<number[] | null> {
  const ids = await listingMembers(db, `admin-sin-existencia|${zonaId ?? 0}`, [ANY_PRODUCT], async (only) => {
    const rows = await db
      .select({ id: producto.id })
      .from(producto)
      .where(and(only ? inArray(producto.id, only.length ? only : [0]) : undefined, sql`not ${existsStock(zonaId)}`));
    return rows.map((r) => r.id);
  });
  return ids.length > NO_STOCK_IDS_MAX ? null : Array.from(ids);
}

/** The filter with what it needs read first: the ids of 'sin existencia' while they are few. */
async function resolvedFilter(db: Db, f: ProductoFiltro): Promise<ResolvedFilter> {
  return f.conStock === false ? { ...f, sinExistencia: await noStockIds(db, f.zonaId) } : f;
}

type ResolvedFilter = ProductoFiltro & { sinExistencia?: number[] | null };

/** The list's conditions; every filter combines with the others (AND). */
export function productConditions(f: ResolvedFilter): SQL | undefined {
  const conds: (SQL | undefined)[] = [];
  const q = f.q?.trim().replace(/\s+/g, ' ');
  if (q) conds.push(productMatches(q));
  if (f.categoriaId !== undefined) {
    conds.push(
      or(eq(producto.categoriaId, f.categoriaId), sql`${producto.categoriaId} in (select c.id from categoria c where c.padre_id = ${f.categoriaId})`),
    );
  }
  if (f.etiquetaId !== undefined) {
    conds.push(sql`exists (select 1 from producto_etiqueta pe where pe.producto_id = ${producto.id} and pe.etiqueta_id = ${f.etiquetaId})`);
  }
  if (f.estatus !== undefined) conds.push(eq(producto.estatus, f.estatus));
  // with: EXISTS (a semi join, merge or nested loop on the indexes: 1-8 ms); without: the kept ids (noStockIds), or
  // NOT of the probe while many are without stock (see hasStock)
  if (f.sinExistencia) conds.push(sql`${producto.id} = any(${`{${f.sinExistencia.join(',')}}`}::int[])`);
  else if (f.conStock !== undefined) conds.push(f.conStock ? existsStock(f.zonaId) : sql`not ${hasStock(f.zonaId)}`);
  if (f.enOferta !== undefined) conds.push(f.enOferta ? existsOffer(f.zonaId) : sql`not ${hasOffer(f.zonaId)}`);
  if (f.conImagen !== undefined) conds.push(f.conImagen ? isNotNull(producto.principalImagen) : isNull(producto.principalImagen));
  if (f.id !== undefined) conds.push(Array.isArray(f.id) ? inArray(producto.id, f.id.length ? f.id : [0]) : eq(producto.id, f.id));
  return and(...conds);
}

function selectRows(db: Db | Tx, zonaId?: number) {
  return db
    .select(rowColumns(zonaId))
    .from(producto)
    .innerJoin(categoria, eq(categoria.id, producto.categoriaId))
    .leftJoin(padre, eq(padre.id, categoria.padreId));
}

function countOf(db: Db, where: SQL | undefined): Promise<number> {
  const query = db.select({ total: sql<number>`count(*)::int` }).from(producto).where(where);
  return cachedTotal(db, query, async () => (await query)[0]?.total ?? 0);
}

export async function listProductsAdmin(
  db: Db,
  query: ListQuery<ProductoFiltro, ProductoOrdenable>,
): Promise<{ rows: ProductoFila[]; total: number }> {
  const where = productConditions(await resolvedFilter(db, query.filter));
  const direction = query.sort.order === 'ASC' ? asc : desc;
  // With a text search, sort the matches (a few thousand at most, found by the trigram indexes) rather than walk
  // the sort's index testing every row: the planner takes a substring for common and walks (EXPLAIN ANALYZE,
  // 'harina' by name on 50,000 products: 27,000 rows walked, 64 ms, against 1 ms). `+ 0` / `|| ''` hide the index.
  const searching = Boolean(query.filter.q?.trim());
  const unindexed: Partial<Record<ProductoOrdenable, SQL>> = searching
    ? { id: sql`${producto.id} + 0`, nombre: sql`${producto.nombre} || ''`, codigo: sql`${producto.codigo} || ''` }
    : {};
  const [rows, total] = await Promise.all([
    selectRows(db, query.filter.zonaId)
      .where(where)
      .orderBy(
        direction(unindexed[query.sort.field] ?? sortColumns(query.filter.zonaId)[query.sort.field]),
        asc(searching ? sql`${producto.id} + 0` : producto.id),
      )
      .limit(query.limit)
      .offset(query.offset),
    // no join: every product has its category (not null, foreign key), and the conditions read producto only;
    // the count is most of a list request's time (an index-only scan of 50,000 ids without filters; 170-200 ms
    // for 'en/sin oferta'), so it is cached per filter and dropped by every catalog write (admin-totals.ts)
    countOf(db, where),
  ]);
  return { rows: (rows as RawRow[]).map(toFila), total };
}

/** A batch of the export: rows after `afterId`, in id order. */
export async function productBatch(db: Db, filter: ProductoFiltro, afterId: number, limit: number): Promise<(ProductoFila & { descripcion: string })[]> {
  const rows = await db
    .select({ ...rowColumns(filter.zonaId), descripcion: producto.descripcion })
    .from(producto)
    .innerJoin(categoria, eq(categoria.id, producto.categoriaId))
    .leftJoin(padre, eq(padre.id, categoria.padreId))
    .where(and(productConditions(await resolvedFilter(db, filter)), gt(producto.id, afterId)))
    .orderBy(asc(producto.id))
    .limit(limit);
  return rows.map((r) => ({ ...toFila(r as RawRow), descripcion: r.descripcion }));
}

export async function galleryOf(db: Db | Tx, productoId: number): Promise<ProductoImagen[]> {
  const rows = await db
    .select({ id: productoImagen.id, imagen: productoImagen.imagen, orden: productoImagen.orden })
    .from(productoImagen)
    .where(eq(productoImagen.productoId, productoId))
    .orderBy(asc(productoImagen.orden), asc(productoImagen.id));
  return rows as ProductoImagen[];
}

export async function getProductAdmin(db: Db | Tx, id: number): Promise<Producto> {
  const [row] = await db
    .select({ ...rowColumns(), descripcion: producto.descripcion })
    .from(producto)
    .innerJoin(categoria, eq(categoria.id, producto.categoriaId))
    .leftJoin(padre, eq(padre.id, categoria.padreId))
    .where(eq(producto.id, id));
  if (!row) throw productNotFound();
  return { ...toFila(row as RawRow), descripcion: row.descripcion, galeria: await galleryOf(db, id) };
}

/** Categories (leaves marked), tags, tax rates and zones: the options of the form and of the list's filters. */
export async function productFormData(db: Db): Promise<ProductoFormData> {
  const [categorias, etiquetas, zonas] = await Promise.all([
    db
      .select({
        id: categoria.id,
        nombre: categoria.nombre,
        padreId: categoria.padreId,
        padreNombre: padre.nombre,
        estatus: categoria.estatus,
        hoja: sql<boolean>`not exists (select 1 from categoria hijo where hijo.padre_id = ${categoria.id})`,
      })
      .from(categoria)
      .leftJoin(padre, eq(padre.id, categoria.padreId))
      .orderBy(sql`coalesce(${padre.nombre}, ${categoria.nombre})`, sql`${categoria.padreId} nulls first`, asc(categoria.nombre)),
    db.select({ id: etiqueta.id, nombre: etiqueta.nombre, estatus: etiqueta.estatus }).from(etiqueta).orderBy(asc(etiqueta.nombre)),
    listZones(db),
  ]);
  return {
    categoria: categorias.map((c) => ({ ...c, hoja: c.hoja === true || (c.hoja as unknown) === 't' })),
    etiqueta: etiquetas,
    impuesto: [...IMPUESTOS],
    zona: zonas.map((z) => ({ id: z.id, nombre: z.nombre, slug: z.slug })),
  };
}
