/**
 * The storefront's catalog pages: the category listing root, a category (or sub-category) page, a tag
 * page and a product's detail. Categories come from the cached menu (active ones only), tags from a
 * cached list; the products of every page come from the one sellable query.
 */
import { asc, eq, sql } from 'drizzle-orm';
import {
  RELACIONADOS_PRODUCTOS,
  SUPERMERCADO_PRODUCTOS,
  type CategoriaPagina,
  type CategoriaPaginaInfo,
  type CategoriaRef,
  type EtiquetaPagina,
  type ProductoDetalle,
  type Supermercado,
} from '../../shared/contracts/catalog-pages';
import type { MenuCategoria } from '../../shared/contracts/catalog';
import { Estatus, type UsuarioTipoId } from '../../shared/enums';
import { cachedRead } from '../cache';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import { dropCatalogPages, keptPart, type PageResult } from './page-cache';
import { listSellable } from './sellable';
import { menuWebsite } from './service';
import { pageWindow, productPage, storefront, type Storefront } from './storefront';
import { etiqueta, producto, productoEtiqueta, productoImagen } from './tables';

export interface PageRequest {
  zona: string;
  usuarioTipoId: UsuarioTipoId | null | undefined;
}

/** Links may carry one leading hyphen ('-viveres'): it is not part of the slug. */
export function lookupSlug(slug: string): string {
  return slug.startsWith('-') ? slug.slice(1) : slug;
}

const ref = (c: { id: number; slug: string; nombre: string }): CategoriaRef => ({ id: c.id, slug: c.slug, nombre: c.nombre });

function info(top: MenuCategoria): CategoriaPaginaInfo {
  const { subcategoria, ...rest } = top;
  return { ...rest, subcategoria: subcategoria.map(({ subcategoria: _children, ...sub }) => sub) };
}

/**
 * The top-level category and the selected sub-category of a path. A lone slug may name a
 * sub-category too (its parent is then implied); with two slugs the second must be a child of the first.
 */
function resolveCategory(menu: MenuCategoria[], slug: string, sub: string | undefined) {
  const wanted = lookupSlug(slug);
  const top = menu.find((c) => c.slug === wanted);
  if (sub === undefined) {
    if (top) return { top, sub: null };
    for (const parent of menu) {
      const child = parent.subcategoria.find((c) => c.slug === wanted);
      if (child) return { top: parent, sub: child };
    }
    return null;
  }
  const child = top?.subcategoria.find((c) => c.slug === lookupSlug(sub));
  return top && child ? { top, sub: child } : null;
}

export async function categoryPage(
  db: Db,
  req: PageRequest & { slug: string; sub?: string; pagina: number },
): Promise<PageResult<CategoriaPagina>> {
  const [tienda, menu] = await Promise.all([storefront(db, req.zona, req.usuarioTipoId), menuWebsite(db)]);
  const found = resolveCategory(menu, req.slug, req.sub);
  if (!found) throw notFound('Categoría no encontrada');
  const scope = found.sub?.id ?? found.top.id;
  const page = await listSellable(db, { ...tienda, scope: { categoriaIds: [scope] }, ...pageWindow(req.pagina), total: categoryTotal(tienda, scope) });
  const body = {
    categoria: info(found.top),
    subcategoria: found.sub ? ref(found.sub) : null,
    migas: found.sub ? [ref(found.top), ref(found.sub)] : [ref(found.top)],
    ...productPage(page, req.pagina),
  };
  return { body, keys: [`c:${scope}`] };
}

/**
 * Every top-level category with its most popular products and its total: one page query per category
 * (the category page's plan: producto_popularidad_idx walked to the category's first 8 sellable products)
 * and the category page's kept total. Ranking the whole catalog in one window query took 5.5 s on the
 * generated 50k catalog (48,558 rows priced, its sort spilling 17 MB to disk, 3.8 s of JIT).
 */
export async function supermarket(db: Db, req: PageRequest): Promise<PageResult<Supermercado>> {
  const [tienda, menu] = await Promise.all([storefront(db, req.zona, req.usuarioTipoId), menuWebsite(db)]);
  // each category's products are kept apart (keys c:<id>): a stock write recomputes its category's part only
  const pages = await Promise.all(
    menu.map((top) =>
      keptPart(db, supermarketPart(req.zona, top.id, tienda.usuarioTipoId), async () => ({
        body: await listSellable(db, { ...tienda, scope: { categoriaIds: [top.id] }, limit: SUPERMERCADO_PRODUCTOS, total: categoryTotal(tienda, top.id) }),
        keys: [`c:${top.id}`],
      })),
    ),
  );
  const body = {
    categoria: menu.map((top, i) => ({ ...info(top), total: pages[i]!.total, producto: pages[i]!.rows.map((r) => r.producto) })),
  };
  return { body, keys: menu.map((c) => `c:${c.id}`) };
}

/** Where the supermarket page keeps a category's products for a zone and plan (page-cache keptPart). */
export function supermarketPart(zona: string, categoriaId: number, usuarioTipoId: number): (string | number)[] {
  return ['supermercado', zona, 'categoria', categoriaId, usuarioTipoId];
}

/** A category's listing total (with its sub-categories), shared by its page and the supermarket page. */
function categoryTotal(tienda: Storefront, categoriaId: number) {
  return { cacheKey: `c:${categoriaId}|${tienda.zonaId}|${tienda.usuarioTipoId}`, keys: [`c:${categoriaId}`] };
}

const tags = cachedRead('etiquetas', (db) =>
  db
    .select({ id: etiqueta.id, slug: etiqueta.slug, nombre: etiqueta.nombre })
    .from(etiqueta)
    .where(eq(etiqueta.estatus, Estatus.ACTIVO))
    .orderBy(asc(etiqueta.nombre)),
);

/** Call after any change to a tag. */
export function invalidateTags(db: Db): void {
  tags.invalidate(db);
  // tag pages and the product pages that list a tag
  dropCatalogPages(db);
}

export async function tagPage(db: Db, req: PageRequest & { slug: string; pagina: number }): Promise<PageResult<EtiquetaPagina>> {
  const [tienda, all] = await Promise.all([storefront(db, req.zona, req.usuarioTipoId), tags.get(db)]);
  const tag = all.find((t) => t.slug === req.slug);
  if (!tag) throw notFound('Etiqueta no encontrada');
  const total = { cacheKey: `t:${tag.id}|${tienda.zonaId}|${tienda.usuarioTipoId}`, keys: [`t:${tag.id}`] };
  const page = await listSellable(db, { ...tienda, scope: { etiquetaId: tag.id }, ...pageWindow(req.pagina), total });
  return { body: { etiqueta: tag, ...productPage(page, req.pagina) }, keys: [`t:${tag.id}`] };
}

type TagRef = ProductoDetalle['producto']['etiqueta'][number];

/**
 * Description, brand and active tags of a product: one query. The outer product's id is spelled out:
 * drizzle leaves columns unqualified in a single-table select, and a bare "id" inside the subquery would
 * name the tag's id.
 */
async function productExtras(db: Db, productoId: number) {
  const [row] = await db
    .select({
      descripcion: producto.descripcion,
      marca: producto.marca,
      etiqueta: sql<TagRef[]>`coalesce((
        select json_agg(json_build_object('id', ${etiqueta.id}, 'slug', ${etiqueta.slug}, 'nombre', ${etiqueta.nombre}) order by ${etiqueta.nombre})
        from ${productoEtiqueta} join ${etiqueta} on ${etiqueta.id} = ${productoEtiqueta.etiquetaId}
        where ${productoEtiqueta.productoId} = "producto"."id" and ${etiqueta.estatus} = ${Estatus.ACTIVO}
      ), '[]'::json)`,
      galeria: sql<ProductoDetalle['producto']['imagenes']>`coalesce((
        select json_agg(g.imagen order by g.orden, g.id) from ${productoImagen} g where g.producto_id = "producto"."id"
      ), '[]'::json)`,
    })
    .from(producto)
    .where(eq(producto.id, productoId));
  return row!;
}

/** A product the caller's plan can buy in the zone, with its details and related products. */
export async function productDetail(db: Db, req: PageRequest & { slug: string }): Promise<PageResult<ProductoDetalle>> {
  const [tienda, menu] = await Promise.all([storefront(db, req.zona, req.usuarioTipoId), menuWebsite(db)]);
  const { rows } = await listSellable(db, { ...tienda, scope: { productoSlug: req.slug }, limit: 1, total: false });
  const found = rows[0];
  if (!found) throw notFound('Producto no encontrado');
  const card = found.producto;
  const [extras, related] = await Promise.all([
    productExtras(db, card.id),
    listSellable(db, {
      ...tienda,
      scope: { relacionados: { categoriaId: found.categoriaId, excluirId: card.id } },
      limit: RELACIONADOS_PRODUCTOS,
      total: false,
    }),
  ]);
  const top = menu.find((c) => c.id === (found.padreId ?? found.categoriaId));
  const sub = top?.subcategoria.find((c) => c.id === found.categoriaId);
  const body = {
    producto: {
      ...card,
      descripcion: extras.descripcion,
      marca: extras.marca,
      imagenes: [...(card.imagen ? [card.imagen] : []), ...extras.galeria],
      migas: [top, sub].filter((c) => c !== undefined).map(ref),
      etiqueta: extras.etiqueta,
    },
    relacionado: related.rows.map((r) => r.producto),
  };
  // the related products are the category's: any change there may change them
  return { body, keys: [`p:${card.id}`, `c:${found.categoriaId}`] };
}
