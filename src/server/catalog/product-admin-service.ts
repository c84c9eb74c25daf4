/**
 * Admin product writes. Names are unique ignoring case, accents and repeated spaces (checked under an
 * advisory lock on the folded name, so two concurrent writers cannot both pass), codes unique ignoring case
 * (and by the unique index), slugs unique (generated from the name with a numeric suffix when taken).
 * A product is filed under a category without sub-categories. Products are never deleted: deactivate them.
 * Every write is audited in its transaction, then the search index is refreshed (reindexProducts); no
 * storefront cache holds products (catalog pages read them live), so nothing else needs invalidating.
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  GALERIA_MAX,
  IMPUESTOS,
  PRODUCTO_CODIGO_TOMADO,
  PRODUCTO_NOMBRE_TOMADO,
  PRODUCTO_SLUG_TOMADO,
  type Producto,
  type ProductoBody,
} from '../../shared/contracts/admin-products';
import { Estatus } from '../../shared/enums';
import { slugify } from '../../shared/slug';
import { audit } from '../audit/service';
import { changeStatus } from '../audit/status';
import type { Db, Tx } from '../db/client';
import { uniqueViolationField } from '../db/errors';
import { badRequest, conflict, notFound, unprocessable, type FieldErrors } from '../errors';
import type { ImageStore } from '../media/images';
import { reindexProducts } from '../search/sync';
import { catalogTotalsChanged } from './admin-totals';
import { accentFold, galleryOf, getProductAdmin, productNotFound } from './product-admin-queries';
import { categoria, etiqueta, producto, productoEtiqueta, productoImagen, type ImagenProcesada } from './tables';

const INVALIDO = 'Los datos enviados no son válidos';
const UNIQUE_INDEX_FIELD: Record<string, string> = { producto_codigo_uq: 'codigo', producto_slug_uq: 'slug' };
const DUPLICADO: Record<string, string> = { nombre: PRODUCTO_NOMBRE_TOMADO, codigo: PRODUCTO_CODIGO_TOMADO, slug: PRODUCTO_SLUG_TOMADO };

export const normalizeName = (nombre: string) => nombre.trim().replace(/\s+/g, ' ');
export const normalizeCode = (codigo: string) => codigo.trim().toUpperCase();

interface Clean {
  nombre: string;
  slug: string | undefined;
  codigo: string;
  marca: string | null | undefined;
  descripcion: string | undefined;
  categoriaId: number;
  impuesto: string;
  etiquetaIds: number[] | undefined;
  estatus: 1 | 2 | undefined;
}

/** Field rules the schema cannot say; 400 with every field's message. */
function clean(body: ProductoBody): Clean {
  const errores: FieldErrors = {};
  const nombre = normalizeName(body.nombre);
  if (nombre.length < 3) errores.nombre = 'El nombre debe tener al menos 3 caracteres';
  let slug: string | undefined;
  if (body.slug !== undefined && body.slug.trim() !== '') {
    slug = slugify(body.slug);
    if (!slug) errores.slug = 'El slug debe contener letras o números';
  }
  const impuesto = Number(body.impuesto).toFixed(2);
  if (!(IMPUESTOS as readonly string[]).includes(impuesto)) errores.impuesto = 'El impuesto debe ser 0 %, 8 % o 16 %';
  if (Object.keys(errores).length) throw badRequest(INVALIDO, errores);
  return {
    nombre,
    slug,
    codigo: normalizeCode(body.codigo),
    marca: body.marca === undefined ? undefined : body.marca?.trim() || null,
    descripcion: body.descripcion?.trim(),
    categoriaId: body.categoriaId,
    impuesto,
    etiquetaIds: body.etiquetaIds && [...new Set(body.etiquetaIds)].sort((a, b) => a - b),
    estatus: body.estatus,
  };
}

async function taken(db: Db | Tx, field: 'nombre' | 'codigo' | 'slug', value: string, exceptId?: number): Promise<boolean> {
  const same =
    field === 'nombre'
      ? eq(producto.nombreBusqueda, accentFold(value))
      : field === 'codigo'
        ? sql`upper(${producto.codigo}) = ${value.toUpperCase()}`
        : eq(producto.slug, value);
  const rows = await db
    .select({ id: producto.id })
    .from(producto)
    .where(and(same, exceptId ? ne(producto.id, exceptId) : undefined))
    .limit(1);
  return rows.length > 0;
}

export async function isNameAvailable(db: Db, nombre: string, exceptId?: number): Promise<boolean> {
  const n = normalizeName(nombre);
  return n.length > 0 && !(await taken(db, 'nombre', n, exceptId));
}

export async function isCodeAvailable(db: Db, codigo: string, exceptId?: number): Promise<boolean> {
  const c = normalizeCode(codigo);
  return c.length > 0 && !(await taken(db, 'codigo', c, exceptId));
}

/** A unique-index violation from a concurrent writer becomes the same 409 as the early check. */
async function withUniqueConflicts<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    const field = uniqueViolationField(e, UNIQUE_INDEX_FIELD, 'codigo');
    if (!field) throw e;
    throw conflict(DUPLICADO[field]!, { [field]: DUPLICADO[field]! });
  }
}

/** Serializes writers of the same (folded) name until the transaction ends, then checks name and code. */
async function assertUnique(tx: Tx, data: Clean, exceptId?: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`producto:${accentFold(data.nombre)}`}))`);
  const errores: FieldErrors = {};
  if (await taken(tx, 'nombre', data.nombre, exceptId)) errores.nombre = PRODUCTO_NOMBRE_TOMADO;
  if (await taken(tx, 'codigo', data.codigo, exceptId)) errores.codigo = PRODUCTO_CODIGO_TOMADO;
  if (data.slug && (await taken(tx, 'slug', data.slug, exceptId))) errores.slug = PRODUCTO_SLUG_TOMADO;
  if (Object.keys(errores).length) throw conflict(Object.values(errores)[0]!, errores);
}

/** The category exists and has no sub-categories; the tags exist. 422 otherwise. */
async function assertReferences(tx: Tx, data: Clean): Promise<void> {
  const [cat] = await tx
    .select({
      id: categoria.id,
      hijos: sql<number>`(select count(*)::int from categoria hijo where hijo.padre_id = categoria.id)`,
    })
    .from(categoria)
    .where(eq(categoria.id, data.categoriaId));
  if (!cat) throw unprocessable('La categoría no existe', { categoriaId: 'La categoría no existe' });
  if (cat.hijos > 0) {
    const mensaje = 'Elija una subcategoría: esta categoría tiene subcategorías';
    throw unprocessable(mensaje, { categoriaId: mensaje });
  }
  if (data.etiquetaIds?.length) {
    const found = await tx.select({ id: etiqueta.id }).from(etiqueta).where(inArray(etiqueta.id, data.etiquetaIds));
    if (found.length !== data.etiquetaIds.length) {
      const missing = data.etiquetaIds.filter((id) => !found.some((f) => f.id === id));
      const mensaje = `Etiqueta inexistente: ${missing.join(', ')}`;
      throw unprocessable(mensaje, { etiquetaIds: mensaje });
    }
  }
}

/** The slug asked for, or the name's slug, with -2, -3... when another product holds it. */
async function freeSlug(tx: Tx, base: string, exceptId?: number): Promise<string> {
  if (!base) throw badRequest(INVALIDO, { slug: 'No se pudo generar el slug a partir del nombre: indíquelo' });
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? base : `${base.slice(0, 170)}-${n}`;
    if (!(await taken(tx, 'slug', candidate, exceptId))) return candidate;
  }
  throw conflict(PRODUCTO_SLUG_TOMADO, { slug: PRODUCTO_SLUG_TOMADO });
}

async function tagIds(tx: Db | Tx, productoId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: productoEtiqueta.etiquetaId })
    .from(productoEtiqueta)
    .where(eq(productoEtiqueta.productoId, productoId))
    .orderBy(asc(productoEtiqueta.etiquetaId));
  return rows.map((r) => r.id);
}

async function setTags(tx: Tx, productoId: number, ids: number[]): Promise<void> {
  await tx.delete(productoEtiqueta).where(eq(productoEtiqueta.productoId, productoId));
  if (ids.length) await tx.insert(productoEtiqueta).values(ids.map((etiquetaId) => ({ productoId, etiquetaId })));
}

async function afterWrite(db: Db, id: number): Promise<Producto> {
  catalogTotalsChanged(db);
  await reindexProducts(db, [id]);
  return getProductAdmin(db, id);
}

export async function createProduct(db: Db, body: ProductoBody): Promise<Producto> {
  const data = clean(body);
  const id = await withUniqueConflicts(() =>
    db.transaction(async (tx) => {
      await assertReferences(tx, data);
      await assertUnique(tx, data);
      const slug = data.slug ?? (await freeSlug(tx, slugify(data.nombre)));
      const [row] = await tx
        .insert(producto)
        .values({
          nombre: data.nombre,
          slug,
          codigo: data.codigo,
          marca: data.marca ?? null,
          descripcion: data.descripcion ?? '',
          categoriaId: data.categoriaId,
          impuesto: data.impuesto,
          estatus: data.estatus ?? Estatus.ACTIVO,
        })
        .returning();
      const etiquetaIds = data.etiquetaIds ?? [];
      await setTags(tx, row!.id, etiquetaIds);
      await audit(tx, { recurso: 'producto', registroId: row!.id, accion: 'crear', despues: { ...row, etiquetaIds } });
      return row!.id;
    }),
  );
  return afterWrite(db, id);
}

/** Replaces the editable fields; an absent slug, brand, description or tag list keeps the current one. */
export async function updateProduct(db: Db, id: number, body: ProductoBody): Promise<Producto> {
  const data = clean(body);
  await withUniqueConflicts(() =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(producto).where(eq(producto.id, id)).for('update');
      if (!current) throw productNotFound();
      await assertReferences(tx, data);
      await assertUnique(tx, data, id);
      const antesTags = await tagIds(tx, id);
      const [despues] = await tx
        .update(producto)
        .set({
          nombre: data.nombre,
          codigo: data.codigo,
          categoriaId: data.categoriaId,
          impuesto: data.impuesto,
          ...(data.slug !== undefined && { slug: data.slug }),
          ...(data.marca !== undefined && { marca: data.marca }),
          ...(data.descripcion !== undefined && { descripcion: data.descripcion }),
          ...(data.estatus !== undefined && { estatus: data.estatus }),
          actualizadoEn: new Date(),
        })
        .where(eq(producto.id, id))
        .returning();
      const etiquetaIds = data.etiquetaIds ?? antesTags;
      if (data.etiquetaIds) await setTags(tx, id, etiquetaIds);
      await audit(tx, {
        recurso: 'producto',
        registroId: id,
        accion: 'editar',
        antes: { ...current, etiquetaIds: antesTags },
        despues: { ...despues, etiquetaIds },
      });
    }),
  );
  return afterWrite(db, id);
}

/** Sets the status, or toggles it (active <-> inactive) when none is given. */
export async function setProductStatus(db: Db, id: number, estatus?: 1 | 2): Promise<Producto> {
  await changeStatus(db, { table: producto, recurso: 'producto', id, estatus, notFound: productNotFound });
  return afterWrite(db, id);
}

const ownFiles = (img: ImagenProcesada | null, prefix: string) =>
  Boolean(img) && Object.values(img!.sizes).every((url) => url.includes(`/${prefix}/`) && !url.includes(`/${prefix}/galeria/`));

/** Stores a new main image and drops the previous one's files. */
export async function setProductImage(db: Db, images: ImageStore, id: number, input: Buffer): Promise<Producto> {
  await getProductAdmin(db, id);
  const prefix = `producto/${id}`;
  const image = await images.saveImage(prefix, input);
  const sameFiles = (a: ImagenProcesada | null) => a?.sizes.md === image.sizes.md;
  let previous: ImagenProcesada | null;
  try {
    previous = await db.transaction(async (tx) => {
      const [row] = await tx.select({ principalImagen: producto.principalImagen }).from(producto).where(eq(producto.id, id)).for('update');
      if (!row) throw productNotFound();
      await tx.update(producto).set({ principalImagen: image, actualizadoEn: new Date() }).where(eq(producto.id, id));
      await audit(tx, {
        recurso: 'producto',
        registroId: id,
        accion: 'imagen',
        antes: { principalImagen: row.principalImagen?.sizes.md ?? null },
        despues: { principalImagen: image.sizes.md },
      });
      return row.principalImagen ?? null;
    });
  } catch (e) {
    await images.remove(image).catch(() => undefined);
    throw e;
  }
  // failing to delete the old files must not fail a saved change
  if (previous && ownFiles(previous, prefix) && !sameFiles(previous)) await images.remove(previous).catch(() => undefined);
  return afterWrite(db, id);
}

/** Removes the main image (the product then shows without one). */
export async function removeProductImage(db: Db, images: ImageStore, id: number): Promise<Producto> {
  const previous = await db.transaction(async (tx) => {
    const [row] = await tx.select({ principalImagen: producto.principalImagen }).from(producto).where(eq(producto.id, id)).for('update');
    if (!row) throw productNotFound();
    if (!row.principalImagen) return null;
    await tx.update(producto).set({ principalImagen: null, actualizadoEn: new Date() }).where(eq(producto.id, id));
    await audit(tx, { recurso: 'producto', registroId: id, accion: 'imagen', antes: { principalImagen: row.principalImagen.sizes.md ?? null }, despues: { principalImagen: null } });
    return row.principalImagen;
  });
  if (previous && ownFiles(previous, `producto/${id}`)) await images.remove(previous).catch(() => undefined);
  return afterWrite(db, id);
}

const galleryUrls = (rows: { imagen: ImagenProcesada }[]) => rows.map((r) => r.imagen.sizes.md);

async function lockProduct(tx: Tx, id: number): Promise<void> {
  const [row] = await tx.select({ id: producto.id }).from(producto).where(eq(producto.id, id)).for('update');
  if (!row) throw productNotFound();
}

/** Adds an image at the end of the gallery (GALERIA_MAX at most, the same picture once). */
export async function addGalleryImage(db: Db, images: ImageStore, id: number, input: Buffer): Promise<Producto> {
  await getProductAdmin(db, id);
  const image = await images.saveImage(`producto/${id}/galeria`, input);
  let duplicate = false;
  try {
    await db.transaction(async (tx) => {
      await lockProduct(tx, id);
      const before = await galleryOf(tx, id);
      if (before.some((g) => g.imagen.sizes.md === image.sizes.md)) {
        duplicate = true;
        throw unprocessable('Esta imagen ya está en la galería', { imagen: 'Esta imagen ya está en la galería' });
      }
      if (before.length >= GALERIA_MAX) {
        const mensaje = `La galería admite como máximo ${GALERIA_MAX} imágenes`;
        throw unprocessable(mensaje, { imagen: mensaje });
      }
      const orden = before.reduce((max, g) => Math.max(max, g.orden + 1), 0);
      await tx.insert(productoImagen).values({ productoId: id, imagen: image, orden });
      await tx.update(producto).set({ actualizadoEn: new Date() }).where(eq(producto.id, id));
      await audit(tx, {
        recurso: 'producto',
        registroId: id,
        accion: 'imagen',
        antes: { galeria: galleryUrls(before) },
        despues: { galeria: [...galleryUrls(before), image.sizes.md] },
      });
    });
  } catch (e) {
    // the same picture's files belong to the gallery entry already holding them
    if (!duplicate) await images.remove(image).catch(() => undefined);
    throw e;
  }
  return afterWrite(db, id);
}

/** Puts the gallery in the order of `ids`, which must name every gallery image once. */
export async function reorderGallery(db: Db, id: number, ids: number[]): Promise<Producto> {
  await db.transaction(async (tx) => {
    await lockProduct(tx, id);
    const before = await galleryOf(tx, id);
    const same = ids.length === before.length && new Set(ids).size === ids.length && ids.every((i) => before.some((g) => g.id === i));
    if (!same) {
      const mensaje = 'La lista debe contener cada imagen de la galería una vez';
      throw unprocessable(mensaje, { ids: mensaje });
    }
    for (const [orden, imagenId] of ids.entries()) {
      await tx.update(productoImagen).set({ orden }).where(and(eq(productoImagen.id, imagenId), eq(productoImagen.productoId, id)));
    }
    const byId = new Map(before.map((g) => [g.id, g]));
    await audit(tx, {
      recurso: 'producto',
      registroId: id,
      accion: 'imagen',
      antes: { galeria: galleryUrls(before) },
      despues: { galeria: galleryUrls(ids.map((i) => byId.get(i)!)) },
    });
  });
  return afterWrite(db, id);
}

export async function removeGalleryImage(db: Db, images: ImageStore, id: number, imagenId: number): Promise<Producto> {
  const removed = await db.transaction(async (tx) => {
    await lockProduct(tx, id);
    const before = await galleryOf(tx, id);
    const target = before.find((g) => g.id === imagenId);
    if (!target) throw notFound('Imagen no encontrada en la galería del producto');
    await tx.delete(productoImagen).where(eq(productoImagen.id, imagenId));
    await audit(tx, {
      recurso: 'producto',
      registroId: id,
      accion: 'imagen',
      antes: { galeria: galleryUrls(before) },
      despues: { galeria: galleryUrls(before.filter((g) => g.id !== imagenId)) },
    });
    return target.imagen;
  });
  await images.remove(removed).catch(() => undefined);
  return afterWrite(db, id);
}
