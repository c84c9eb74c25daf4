/**
 * The one query behind every product listing of the storefront: what a plan can buy in a zone.
 * A product is sellable when it is active, its category and that category's parent are active, and the
 * zone has a stocked row for it (active inventory at an active branch of an active store, existencia
 * > 0) with an active price for the plan. When several branches of the zone qualify, the product is
 * sold from the one with the most stock (then the oldest row): price, sale mode and existencia all come
 * from that one row, so what the shopper sees is what checkout can take from one branch.
 *
 * One SQL statement per call: products filtered by their scope (indexed: category, tag or another
 * domain's link table), a LATERAL pick of the selling row through inventario(zona_id, producto_id) and
 * precio(inventario_id, usuario_tipo); the total through a window count (perGroup) or a count query
 * (pages; see listSellable for the plans).
 */
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Subquery } from 'drizzle-orm';
import { Estatus, usuarioTipoPorId, type UsuarioTipoId } from '../../shared/enums';
import type { ProductoTarjeta } from '../../shared/contracts/catalog-pages';
import type { Db, Tx } from '../db/client';
import { inventario, precio, sucursal, tienda } from '../inventory/tables';
import { listingTotal } from './listing-counts';
import { categoria, producto, productoEtiqueta } from './tables';

/** Which products a listing shows. */
export type SellableScope =
  /** Products of these categories or of their sub-categories; grouped by top-level category. */
  | { categoriaIds: number[] }
  | { etiquetaId: number }
  /** Products linked through another domain's table (featured groups, quick lists), in its order. */
  | { enlace: ProductLink }
  | { productoSlug: string }
  /** These products (a cart's lines), by id. */
  | { productoIds: number[] }
  /** Other products of a category, most popular first. */
  | { relacionados: { categoriaId: number; excluirId: number } }
  /** Products with an offer for the plan, biggest discount first. */
  | { oferta: true };

/**
 * A link table of another domain: the rows matching `where` name the products (`productoId`), their
 * order, optionally a group (listings with perGroup) and a suggested quantity.
 */
export interface ProductLink {
  table: PgTable;
  productoId: AnyPgColumn;
  where: SQL | undefined;
  orden: AnyPgColumn;
  grupo?: AnyPgColumn;
  cantidad?: AnyPgColumn;
}

export interface SellableQuery {
  zonaId: number;
  usuarioTipoId: UsuarioTipoId;
  scope: SellableScope;
  /** Products per page, or per group with perGroup. */
  limit: number;
  offset?: number;
  /** The first `limit` products of each group (top-level category or link group) instead of a page. */
  perGroup?: boolean;
  /**
   * How a page's total is found (not with perGroup): by a count query each time (absent), kept exact by
   * `listingTotal` under these dependency keys (catalog/listing-counts.ts), or not at all (false: the
   * total is the number of rows, for callers that do not show it).
   */
  total?: { cacheKey: string; keys: string[] } | false;
}

export interface SellableRow {
  producto: ProductoTarjeta;
  /** The selling inventario row (the branch with most stock): the one checkout takes stock from. */
  inventarioId: number;
  /** The product's own category and its parent (null for a top-level category). */
  categoriaId: number;
  padreId: number | null;
  /** Top-level category, or the link's group, with perGroup; 0 otherwise. */
  grupo: number;
  /** Sellable products in the whole listing, or in the row's group with perGroup. */
  total: number;
  /** The link's suggested quantity; null elsewhere. */
  cantidad: number | null;
}

export interface SellablePage {
  rows: SellableRow[];
  total: number;
}

const padre = alias(categoria, 'categoria_padre');

/**
 * The offer listing reads `perRow` candidates per product it shows, at least `min`; when too few of them
 * are sellable, `perRow` x 4, then every candidate (tests lower them to reach the fallbacks). Two per row
 * (a product may offer at two branches of the zone, one of them its selling row): the zone home's 24
 * offers read 48 candidates, ~150 index rows and ~1,500 buffers on the generated 50k catalog, where 100
 * candidates read ~625 index rows and ~4,800 buffers (the zone filter costs an inventario lookup per row).
 */
export const OFFER_CANDIDATES = { perRow: 2, min: 0 };

/** The zone's selling row of the outer product for the plan (LATERAL). */
function sellingRow(db: Db | Tx, zonaId: number, usuarioTipoId: UsuarioTipoId) {
  return db
    .select({
      inventarioId: sql<number>`${inventario.id}`.as('venta_inventario_id'),
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
    .innerJoin(
      precio,
      and(eq(precio.inventarioId, inventario.id), eq(precio.usuarioTipo, usuarioTipoId), eq(precio.estatus, Estatus.ACTIVO)),
    )
    .where(
      and(
        eq(inventario.zonaId, zonaId),
        eq(inventario.productoId, producto.id),
        eq(inventario.estatus, Estatus.ACTIVO),
        gt(inventario.existencia, 0),
      ),
    )
    .orderBy(desc(inventario.existencia), asc(inventario.id))
    .limit(1)
    .as('venta');
}

interface ScopeParts {
  where: SQL | undefined;
  grupo: SQL<number>;
  orden: SQL[];
  cantidad: SQL<number | null>;
  join?: { table: PgTable | Subquery; on: SQL | undefined };
}

const popular = [desc(producto.popularidad), asc(producto.id)];

/** The discount of an offer (the smaller offer / price, the bigger): precio_oferta_descuento_idx's expression. */
const descuento = sql<string>`(${precio.oferta} / nullif(${precio.precio}, 0))`;
const candidato = alias(producto, 'oferta_producto');

/**
 * The zone's stocked rows with an offer for the plan, with their discount: the offer listing's
 * candidates, joined to the products and kept only where the row is the product's selling row.
 *
 * With `first`, only the first `first` candidates in the listing's order (discount, then popularity).
 * The plan that matters (generated 50k catalog, PostgreSQL 15): an Index Scan of
 * precio_oferta_descuento_idx (usuario_tipo, offer / price) walks the plan's offers in discount order,
 * keeps the zone's stocked rows through inventario_pkey, and an Incremental Sort (presorted on the
 * discount) breaks ties by popularity: ~150 index rows (two thirds are other zones' rows) for 48
 * candidates, then 48 selling-row LATERAL lookups; ~1,500 buffer hits, where pricing all ~7,000 of the
 * zone's offers to sort them took ~100 ms (+ ~140 ms of JIT its cost estimate triggered). Any sellable
 * offer outside the candidates sorts after all of them, so the first page of the verified candidates is
 * the listing's first page (listSellable reads more candidates when fewer than a page are verified).
 */
function offerRows(db: Db | Tx, zonaId: number, usuarioTipoId: UsuarioTipoId, first?: number) {
  const rows = db
    .select({
      productoId: sql<number>`${inventario.productoId}`.as('oferta_producto_id'),
      inventarioId: sql<number>`${inventario.id}`.as('oferta_inventario_id'),
      descuento: descuento.as('oferta_descuento'),
      popularidad: sql<number | null>`${candidato.popularidad}`.as('oferta_popularidad'),
    })
    .from(precio)
    .innerJoin(inventario, eq(inventario.id, precio.inventarioId))
    .innerJoin(candidato, and(eq(candidato.id, inventario.productoId), eq(candidato.estatus, Estatus.ACTIVO)))
    .where(
      and(
        eq(inventario.zonaId, zonaId),
        eq(inventario.estatus, Estatus.ACTIVO),
        gt(inventario.existencia, 0),
        eq(precio.usuarioTipo, usuarioTipoId),
        eq(precio.estatus, Estatus.ACTIVO),
        gt(precio.oferta, '0'),
      ),
    )
    .$dynamic();
  return (first === undefined ? rows : rows.orderBy(asc(descuento), desc(candidato.popularidad), asc(candidato.id)).limit(first)).as('ofertas');
}

function scopeParts(db: Db | Tx, q: SellableQuery, venta: ReturnType<typeof sellingRow>, candidates?: number): ScopeParts {
  const { scope } = q;
  const none = { grupo: sql<number>`0`, cantidad: sql<number | null>`null` };
  if ('categoriaIds' in scope) {
    const ids = scope.categoriaIds.length ? scope.categoriaIds : [0];
    return {
      ...none,
      where: or(inArray(categoria.id, ids), inArray(categoria.padreId, ids)),
      grupo: sql<number>`coalesce(${categoria.padreId}, ${categoria.id})`,
      orden: popular,
    };
  }
  if ('etiquetaId' in scope) {
    // the plan that matters (generated 50k catalog, a tag on a tenth of it): an Index Scan of
    // producto_popularidad_idx with an Index Only Scan of producto_etiqueta's key per product, stopping at
    // the page (~500 index rows and 54 LATERAL lookups for page 1, ~1-8 ms); a tag on few products walks
    // more of the index, bounded by the catalog
    const tagged = sql`exists (select 1 from ${productoEtiqueta} where ${productoEtiqueta.productoId} = ${producto.id} and ${productoEtiqueta.etiquetaId} = ${scope.etiquetaId})`;
    return { ...none, where: tagged, orden: popular };
  }
  if ('enlace' in scope) {
    const link = scope.enlace;
    return {
      where: undefined,
      grupo: link.grupo ? sql<number>`${link.grupo}` : none.grupo,
      cantidad: link.cantidad ? sql<number>`${link.cantidad}` : none.cantidad,
      orden: [asc(link.orden), asc(producto.id)],
      join: { table: link.table, on: and(eq(link.productoId, producto.id), link.where) },
    };
  }
  if ('productoSlug' in scope) return { ...none, where: eq(producto.slug, scope.productoSlug), orden: popular };
  if ('productoIds' in scope) {
    const ids = scope.productoIds.length ? scope.productoIds : [0];
    return { ...none, where: inArray(producto.id, ids), orden: [asc(producto.id)] };
  }
  if ('relacionados' in scope) {
    const { categoriaId, excluirId } = scope.relacionados;
    return { ...none, where: and(eq(producto.categoriaId, categoriaId), ne(producto.id, excluirId)), orden: popular };
  }
  const ofertas = offerRows(db, q.zonaId, q.usuarioTipoId, candidates);
  return {
    ...none,
    // the candidate row must be the one the product sells from (its offer is the one shown)
    where: eq(venta.inventarioId, ofertas.inventarioId),
    // the smaller offer/price, the bigger the discount
    orden: [asc(ofertas.descuento), ...popular],
    join: { table: ofertas, on: eq(ofertas.productoId, producto.id) },
  };
}

/**
 * A column under an explicit output name: the grouped mode wraps the select in a subquery, where
 * columns of the same name from different tables (producto.id, categoria.id) would collide.
 */
function named<T extends AnyColumn>(column: T, name: string) {
  return sql<T['_']['data'] | (T['_']['notNull'] extends true ? never : null)>`${column}`.mapWith(column).as(name);
}

/**
 * With `ranked`, the window count and rank ride on every row (perGroup); else the rows alone, for a page
 * in index order. `candidates`: the offer listing reads only its first candidates (offerRows); `only`:
 * just these products of the scope.
 */
function selectRows(db: Db | Tx, q: SellableQuery, ranked = true, candidates?: number, only?: number[]) {
  const venta = sellingRow(db, q.zonaId, q.usuarioTipoId);
  const parts = scopeParts(db, q, venta, candidates);
  const partition = q.perGroup ? sql`partition by ${parts.grupo}` : sql``;
  const fields = {
    id: named(producto.id, 'id'),
    slug: named(producto.slug, 'slug'),
    nombre: named(producto.nombre, 'nombre'),
    imagen: named(producto.principalImagen, 'imagen'),
    impuesto: named(producto.impuesto, 'impuesto'),
    categoriaId: named(categoria.id, 'categoria_id'),
    padreId: named(categoria.padreId, 'padre_id'),
    categoriaSlug: named(categoria.slug, 'categoria_slug'),
    categoriaNombre: named(categoria.nombre, 'categoria_nombre'),
    inventarioId: sql<number>`${venta.inventarioId}`.mapWith(Number).as('inventario_id'),
    existencia: named(venta.existencia, 'existencia'),
    precio: named(venta.precio, 'precio'),
    oferta: named(venta.oferta, 'oferta'),
    minimo: named(venta.minimo, 'minimo'),
    maximo: named(venta.maximo, 'maximo'),
    grupoVenta: named(venta.grupo, 'grupo_venta'),
    unidad: named(venta.unidad, 'unidad'),
    grupo: sql<number>`${parts.grupo}`.mapWith(Number).as('grupo'),
    cantidad: sql<number | null>`${parts.cantidad}`.as('cantidad'),
    total: (ranked ? sql<number>`count(*) over (${partition})` : sql<number>`0`).mapWith(Number).as('total'),
    rango: (ranked ? sql<number>`row_number() over (${partition} order by ${sql.join(parts.orden, sql`, `)})` : sql<number>`0`)
      .mapWith(Number)
      .as('rango'),
  };
  let query = db.select(fields).from(producto).$dynamic();
  if (parts.join) query = query.innerJoin(parts.join.table, parts.join.on);
  const rows = query
    .innerJoin(categoria, and(eq(categoria.id, producto.categoriaId), eq(categoria.estatus, Estatus.ACTIVO)))
    .leftJoin(padre, eq(padre.id, categoria.padreId))
    .innerJoinLateral(venta, sql`true`)
    .where(
      and(
        eq(producto.estatus, Estatus.ACTIVO),
        or(isNull(categoria.padreId), eq(padre.estatus, Estatus.ACTIVO)),
        parts.where,
        only && inArray(producto.id, only.length ? only : [0]),
      ),
    );
  return { rows, orden: parts.orden };
}

type RawRow = Awaited<ReturnType<typeof selectRows>['rows']>[number];

function toRow(r: RawRow, usuarioTipoId: UsuarioTipoId): SellableRow {
  return {
    producto: {
      id: r.id,
      slug: r.slug,
      nombre: r.nombre,
      imagen: (r.imagen ?? null) as ProductoTarjeta['imagen'],
      impuesto: r.impuesto,
      precio: {
        precio: r.precio,
        oferta: r.oferta,
        modalidadVenta: { minimo: r.minimo, maximo: r.maximo, grupo: r.grupoVenta, unidad: r.unidad },
        usuarioTipo: { tipo: usuarioTipoPorId[usuarioTipoId] },
      },
      inventario: [{ existencia: r.existencia }],
      categoria: { slug: r.categoriaSlug, nombre: r.categoriaNombre },
    },
    inventarioId: r.inventarioId,
    categoriaId: r.categoriaId,
    padreId: r.padreId,
    grupo: r.grupo,
    total: r.total,
    cantidad: r.cantidad === null ? null : Number(r.cantidad),
  };
}

/**
 * A page of sellable products (limit/offset), or with perGroup the first `limit` of every group, in
 * the scope's order. `total` is the listing's total (the sum over groups with perGroup).
 *
 * A page is read in the scope's order without window functions, so PostgreSQL walks
 * producto_popularidad_idx (popularidad desc, id) and prices (LATERAL selling row) only the rows it
 * keeps: on the generated 50k catalog Víveres page 1 (10,291 products in scope) reads ~230 index rows
 * and runs 54 LATERAL lookups, ~2 ms, where ranking the whole scope took ~300 ms and spilled its sort.
 * The total, with `total.cacheKey`, is kept exact across price and stock writes by checking only the
 * written products (listing-counts.ts): counting the scope (the LATERAL for every product of it) took
 * 100-300 ms for Víveres and ran on the first write of each product after a start, the slow misses.
 */
export async function listSellable(db: Db, q: SellableQuery): Promise<SellablePage> {
  if (q.perGroup) {
    const ranked = selectRows(db, q).rows.as('ranked');
    const raw = (await db
      .select()
      .from(ranked)
      .where(lte(ranked.rango, q.limit))
      .orderBy(asc(ranked.grupo), asc(ranked.rango))) as RawRow[];
    const rows = raw.map((r) => toRow(r, q.usuarioTipoId));
    return { rows, total: sumGroupTotals(rows) };
  }
  const countAll = async () => {
    const [row] = await db.select({ n: count() }).from(selectRows(db, q, false).rows.as('alcance'));
    return row?.n ?? 0;
  };
  const total = q.total === false ? null : q.total ? listingTotal(db, q.total.cacheKey, q.total.keys, (only) => sellableIds(db, q, only)) : countAll();
  const window = async (candidates?: number) => {
    const { rows, orden } = selectRows(db, q, false, candidates);
    return rows.orderBy(...orden).limit(q.limit).offset(q.offset ?? 0);
  };
  // offers: the first candidates in discount order, more (then every candidate) only when too few are sellable
  const page = async () => {
    if (!('oferta' in q.scope)) return window();
    for (const perRow of [OFFER_CANDIDATES.perRow, OFFER_CANDIDATES.perRow * 4]) {
      const rows = await window(Math.max(OFFER_CANDIDATES.min, perRow * (q.limit + (q.offset ?? 0))));
      if (rows.length >= q.limit) return rows;
    }
    return window();
  };
  const [raw, n] = await Promise.all([page(), total]);
  const rows = raw.map((r) => ({ ...toRow(r, q.usuarioTipoId), total: n ?? raw.length }));
  return { rows, total: n ?? rows.length };
}

/**
 * The ids of the scope's sellable products, or of those of `only` (listing-counts.ts keeps a listing's
 * total from them). `only` is a few index lookups per product. The whole scope prices every product of
 * it through the selling-row LATERAL (Víveres on the generated 50k catalog: 10,291 lookups, ~88,000
 * buffer hits), so it runs without JIT: the plan's cost estimate (~152,000) turns JIT on, and compiling
 * took 40-75 ms of the 100-300 ms measured (EXPLAIN ANALYZE, PostgreSQL 15).
 */
async function sellableIds(db: Db, q: SellableQuery, only?: number[]): Promise<number[]> {
  const read = async (d: Db | Tx) => {
    const scope = selectRows(d, q, false, undefined, only).rows.as('alcance');
    return (await d.select({ id: scope.id }).from(scope)).map((r) => r.id);
  };
  if (only) return read(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return read(tx);
  });
}
function sumGroupTotals(rows: SellableRow[]): number {
  const byGroup = new Map<number, number>();
  for (const r of rows) byGroup.set(r.grupo, r.total);
  let sum = 0;
  for (const t of byGroup.values()) sum += t;
  return sum;
}
