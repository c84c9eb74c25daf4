/**
 * Admin category writes. Names are unique case-insensitively and slugs unique (checked first for clear
 * field errors, and by the unique indexes for concurrent writers); a parent must be a top-level category
 * (two levels at most). Rows read to decide are locked, and every write refreshes the storefront menu.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { CategoriaBody, CategoriaFull } from '../../shared/contracts/catalog';
import { Estatus } from '../../shared/enums';
import { slugify } from '../../shared/slug';
import type { Db, Tx } from '../db/client';
import { audit } from '../audit/service';
import { changeStatus } from '../audit/status';
import { normalizeName, uniqueNameSlug } from './unique-name-slug';
import { badRequest, unprocessable } from '../errors';
import type { ImageStore } from '../media/images';
import { categoryNotFound, getCategoryFull } from './category-queries';
import { reindexCategories } from '../search/sync';
import { catalogTotalsChanged } from './admin-totals';
import { invalidateCategoryMenu } from './service';
import { categoria, type ImagenProcesada } from './tables';

const NOMBRE_TOMADO = 'Ya existe una categoría con este nombre';
const SLUG_TOMADO = 'Ya existe una categoría con este slug';

interface CleanBody {
  nombre: string;
  slug: string | undefined;
  padreId: number | null;
  icono: string | null | undefined;
  orden: number | undefined;
  estatus: 1 | 2 | undefined;
}

function clean(body: CategoriaBody): CleanBody {
  const nombre = normalizeName(body.nombre);
  if (!nombre) throw badRequest('Los datos enviados no son válidos', { nombre: 'Este campo es obligatorio' });
  let slug: string | undefined;
  if (body.slug !== undefined) {
    slug = slugify(body.slug);
    if (!slug) throw badRequest('Los datos enviados no son válidos', { slug: 'El slug debe contener letras o números' });
  }
  const icono = body.icono === undefined ? undefined : body.icono?.trim() || null;
  return { nombre, slug, padreId: body.padreId, icono, orden: body.orden, estatus: body.estatus };
}

const unique = uniqueNameSlug({
  table: categoria,
  columns: { id: categoria.id, nombre: categoria.nombre, slug: categoria.slug },
  toSlug: slugify,
  taken: { nombre: NOMBRE_TOMADO, slug: SLUG_TOMADO },
  indexes: { categoria_nombre_uq: 'nombre', categoria_slug_uq: 'slug' },
  conflictMessage: () => 'La categoría ya existe',
});
const { assertUnique, withUniqueConflicts } = unique;
export const { isNameAvailable, isSlugAvailable } = unique;

/**
 * Locks the category being edited and the chosen parent (in id order) and checks the two-level rule:
 * the parent exists, is top-level and is not the category; a category with children stays top-level.
 */
async function lockAndCheckTree(tx: Tx, id: number | null, padreId: number | null): Promise<{ slug: string } | null> {
  const ids = [id, padreId].filter((v): v is number => v !== null).sort((a, b) => a - b);
  const locked = ids.length
    ? await tx
        .select({ id: categoria.id, padreId: categoria.padreId, slug: categoria.slug })
        .from(categoria)
        .where(inArray(categoria.id, ids))
        .orderBy(asc(categoria.id))
        .for('update')
    : [];
  const current = id === null ? null : locked.find((r) => r.id === id);
  if (id !== null && !current) throw categoryNotFound();
  if (padreId === null) return current ?? null;
  const parent = locked.find((r) => r.id === padreId);
  const invalid = (padreIdError: string) => unprocessable('La categoría padre no es válida', { padreId: padreIdError });
  if (padreId === id) throw invalid('Una categoría no puede ser su propia categoría padre');
  if (!parent) throw invalid('La categoría padre no existe');
  if (parent.padreId !== null) throw invalid('La categoría padre debe ser de primer nivel');
  if (id !== null) {
    const children = await tx.select({ id: categoria.id }).from(categoria).where(eq(categoria.padreId, id)).limit(1);
    if (children.length) throw invalid('Una categoría con subcategorías no puede tener categoría padre');
  }
  return current ?? null;
}

export async function createCategory(db: Db, body: CategoriaBody): Promise<CategoriaFull> {
  const data = clean(body);
  const slug = data.slug ?? slugify(data.nombre);
  if (!slug) throw badRequest('Los datos enviados no son válidos', { slug: 'No se pudo generar el slug a partir del nombre: indíquelo' });
  const id = await withUniqueConflicts(() =>
    db.transaction(async (tx) => {
      await lockAndCheckTree(tx, null, data.padreId);
      await assertUnique(tx, data.nombre, slug);
      const [row] = await tx
        .insert(categoria)
        .values({
          nombre: data.nombre,
          slug,
          padreId: data.padreId,
          icono: data.icono ?? null,
          orden: data.orden ?? 0,
          estatus: data.estatus ?? Estatus.ACTIVO,
        })
        .returning();
      await audit(tx, { recurso: 'categoria', registroId: row!.id, accion: 'crear', despues: row });
      return row!.id;
    }),
  );
  invalidateCategoryMenu(db);
  return getCategoryFull(db, id);
}

/** Replaces the editable fields; an absent slug keeps the current one (published URLs stay valid). */
export async function updateCategory(db: Db, id: number, body: CategoriaBody): Promise<CategoriaFull> {
  const data = clean(body);
  await withUniqueConflicts(() =>
    db.transaction(async (tx) => {
      const current = (await lockAndCheckTree(tx, id, data.padreId))!;
      const slug = data.slug ?? current.slug;
      await assertUnique(tx, data.nombre, slug, id);
      const [antes] = await tx.select().from(categoria).where(eq(categoria.id, id));
      const [despues] = await tx
        .update(categoria)
        .set({
          nombre: data.nombre,
          slug,
          padreId: data.padreId,
          ...(data.icono !== undefined && { icono: data.icono }),
          ...(data.orden !== undefined && { orden: data.orden }),
          ...(data.estatus !== undefined && { estatus: data.estatus }),
          actualizadoEn: new Date(),
        })
        .where(eq(categoria.id, id))
        .returning();
      await audit(tx, { recurso: 'categoria', registroId: id, accion: 'editar', antes, despues });
    }),
  );
  invalidateCategoryMenu(db);
  catalogTotalsChanged(db);
  // names, parent and status feed the search records of every product below it
  await reindexCategories(db, [id]);
  return getCategoryFull(db, id);
}

/** Sets the status, or toggles it (active <-> inactive) when none is given. */
export async function setCategoryStatus(db: Db, id: number, estatus?: 1 | 2): Promise<CategoriaFull> {
  await changeStatus(db, { table: categoria, recurso: 'categoria', id, estatus, notFound: categoryNotFound });
  invalidateCategoryMenu(db);
  await reindexCategories(db, [id]);
  return getCategoryFull(db, id);
}

/** Stores a new thumbnail and drops the previous one's files. */
export async function setCategoryImage(db: Db, images: ImageStore, id: number, input: Buffer): Promise<CategoriaFull> {
  const before = await getCategoryFull(db, id);
  const prefix = `categoria/${id}`;
  const image = await images.saveImage(prefix, input);
  // the same picture uploaded again has the same file names
  const sameFiles = (a: ImagenProcesada | null) => a?.sizes.md === image.sizes.md;
  let previous: ImagenProcesada | null;
  try {
    previous = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ miniaturaImagen: categoria.miniaturaImagen })
        .from(categoria)
        .where(eq(categoria.id, id))
        .for('update');
      if (!row) throw categoryNotFound();
      await tx.update(categoria).set({ miniaturaImagen: image, actualizadoEn: new Date() }).where(eq(categoria.id, id));
      await audit(tx, { recurso: 'categoria', registroId: id, accion: 'imagen', antes: row, despues: { miniaturaImagen: image } });
      return row.miniaturaImagen ?? null;
    });
  } catch (e) {
    if (!sameFiles(before.miniaturaImagen)) await images.remove(image).catch(() => undefined);
    throw e;
  }
  // the old files are garbage now unless shared (demo data reuses images across a branch);
  // failing to delete them must not fail a saved change
  const ownFiles = previous && Object.values(previous.sizes).every((url) => url.includes(`/${prefix}/`));
  if (ownFiles && !sameFiles(previous)) await images.remove(previous).catch(() => undefined);
  invalidateCategoryMenu(db);
  return getCategoryFull(db, id);
}
