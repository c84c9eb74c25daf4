/**
 * Back-office tags. Names are unique case-insensitively and slugs unique (checked first for clear field
 * errors, and by the unique indexes for concurrent writers). Every write is audited in its transaction;
 * after it commits the tag's products are re-read into the search index and the storefront's tag list
 * (tag pages, product details) is refreshed.
 */
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  ETIQUETA_NOMBRE_TOMADO,
  ETIQUETA_SLUG_TOMADO,
  type EtiquetaBody,
  type EtiquetaFila,
  type EtiquetaFiltro,
  type EtiquetaOrdenable,
} from '../../shared/contracts/admin-tags';
import { Estatus } from '../../shared/enums';
import { slugify } from '../../shared/slug';
import { audit } from '../audit/service';
import { changeStatus } from '../audit/status';
import type { Db } from '../db/client';
import { normalizeName, uniqueNameSlug } from './unique-name-slug';
import { badRequest, notFound, type FieldErrors } from '../errors';
import { escapeLike, type ListQuery } from '../list-query';
import { reindexProducts } from '../search/sync';
import { catalogTotalsChanged } from './admin-totals';
import { invalidateTags } from './pages';
import { etiqueta, productoEtiqueta } from './tables';

export const etiquetaNoEncontrada = () => notFound('Etiqueta no encontrada');
const INVALIDO = 'Los datos enviados no son válidos';
const SLUG_MAX = 100;

const tagSlug = (text: string) => slugify(text).slice(0, SLUG_MAX).replace(/-+$/, '');

// the outer tag's id spelled out: drizzle leaves columns unqualified in single-table selects
const productos = sql<number>`(select count(*)::int from ${productoEtiqueta} where ${productoEtiqueta.etiquetaId} = "etiqueta"."id")`;

const columns = {
  id: etiqueta.id,
  nombre: etiqueta.nombre,
  slug: etiqueta.slug,
  estatus: etiqueta.estatus,
  productos: productos.mapWith(Number),
  creadoEn: etiqueta.creadoEn,
};

const sortColumns = {
  id: etiqueta.id,
  nombre: etiqueta.nombre,
  slug: etiqueta.slug,
  estatus: etiqueta.estatus,
  productos,
  creadoEn: etiqueta.creadoEn,
} satisfies Record<EtiquetaOrdenable, unknown>;

type Raw = Omit<EtiquetaFila, 'creadoEn'> & { creadoEn: Date };
const toFila = (r: Raw): EtiquetaFila => ({ ...r, creadoEn: r.creadoEn.toISOString() });

function conditions(f: EtiquetaFiltro): SQL | undefined {
  const q = f.q?.trim();
  const pattern = q ? `%${escapeLike(q)}%` : null;
  const used = sql`exists (select 1 from ${productoEtiqueta} where ${productoEtiqueta.etiquetaId} = "etiqueta"."id")`;
  return and(
    pattern ? or(ilike(etiqueta.nombre, pattern), ilike(etiqueta.slug, pattern)) : undefined,
    f.estatus !== undefined ? eq(etiqueta.estatus, f.estatus) : undefined,
    f.enUso === undefined ? undefined : f.enUso ? used : sql`not ${used}`,
    f.id === undefined ? undefined : Array.isArray(f.id) ? inArray(etiqueta.id, f.id) : eq(etiqueta.id, f.id),
  );
}

export async function listTagsAdmin(db: Db, query: ListQuery<EtiquetaFiltro, EtiquetaOrdenable>): Promise<{ rows: EtiquetaFila[]; total: number }> {
  const where = conditions(query.filter);
  const direction = query.sort.order === 'ASC' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(etiqueta)
      .where(where)
      .orderBy(direction(sortColumns[query.sort.field]), asc(etiqueta.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(etiqueta).where(where),
  ]);
  return { rows: rows.map(toFila), total: total?.n ?? 0 };
}

export async function getTagAdmin(db: Db, id: number): Promise<EtiquetaFila> {
  const [row] = await db.select(columns).from(etiqueta).where(eq(etiqueta.id, id));
  if (!row) throw etiquetaNoEncontrada();
  return toFila(row);
}

interface CleanTag {
  nombre: string;
  slug: string | undefined;
  estatus: 1 | 2 | undefined;
}

function clean(body: EtiquetaBody): CleanTag {
  const errores: FieldErrors = {};
  const nombre = normalizeName(body.nombre);
  if (!nombre) errores.nombre = 'Este campo es obligatorio';
  let slug: string | undefined;
  if (body.slug !== undefined && body.slug.trim() !== '') {
    slug = tagSlug(body.slug);
    if (!slug) errores.slug = 'El slug debe contener letras o números';
  }
  if (Object.keys(errores).length) throw badRequest(INVALIDO, errores);
  return { nombre, slug, estatus: body.estatus };
}

const unique = uniqueNameSlug({
  table: etiqueta,
  columns: { id: etiqueta.id, nombre: etiqueta.nombre, slug: etiqueta.slug },
  toSlug: tagSlug,
  taken: { nombre: ETIQUETA_NOMBRE_TOMADO, slug: ETIQUETA_SLUG_TOMADO },
  indexes: { etiqueta_nombre_uq: 'nombre', etiqueta_slug_uq: 'slug' },
  conflictMessage: (errores) => Object.values(errores)[0]!,
});
const { assertUnique, withUniqueConflicts } = unique;
export const { isNameAvailable: isTagNameAvailable, isSlugAvailable: isTagSlugAvailable } = unique;

async function tagProductIds(db: Db, id: number): Promise<number[]> {
  const rows = await db.select({ id: productoEtiqueta.productoId }).from(productoEtiqueta).where(eq(productoEtiqueta.etiquetaId, id));
  return rows.map((r) => r.id);
}

/** After a committed write: the storefront's tag list and the search records of the tag's products. */
async function published(db: Db, id: number): Promise<void> {
  invalidateTags(db);
  catalogTotalsChanged(db);
  await reindexProducts(db, await tagProductIds(db, id), 'full');
}

export async function createTag(db: Db, body: EtiquetaBody): Promise<EtiquetaFila> {
  const data = clean(body);
  const slug = data.slug ?? tagSlug(data.nombre);
  if (!slug) throw badRequest(INVALIDO, { slug: 'No se pudo generar el slug a partir del nombre: indíquelo' });
  const id = await withUniqueConflicts(() =>
    db.transaction(async (tx) => {
      await assertUnique(tx, data.nombre, slug);
      const [row] = await tx
        .insert(etiqueta)
        .values({ nombre: data.nombre, slug, estatus: data.estatus ?? Estatus.ACTIVO })
        .returning();
      await audit(tx, { recurso: 'etiqueta', registroId: row!.id, accion: 'crear', despues: row });
      return row!.id;
    }),
  );
  invalidateTags(db);
  return getTagAdmin(db, id);
}

/** Replaces name and status; an absent slug keeps the current one (published URLs stay valid). */
export async function updateTag(db: Db, id: number, body: EtiquetaBody): Promise<EtiquetaFila> {
  const data = clean(body);
  await withUniqueConflicts(() =>
    db.transaction(async (tx) => {
      const [antes] = await tx.select().from(etiqueta).where(eq(etiqueta.id, id)).for('update');
      if (!antes) throw etiquetaNoEncontrada();
      const slug = data.slug ?? antes.slug;
      await assertUnique(tx, data.nombre, slug, id);
      const [despues] = await tx
        .update(etiqueta)
        .set({ nombre: data.nombre, slug, ...(data.estatus !== undefined && { estatus: data.estatus }) })
        .where(eq(etiqueta.id, id))
        .returning();
      await audit(tx, { recurso: 'etiqueta', registroId: id, accion: 'editar', antes, despues });
    }),
  );
  await published(db, id);
  return getTagAdmin(db, id);
}

/** Sets the status, or toggles it (active <-> inactive) when none is given. */
export async function setTagStatus(db: Db, id: number, estatus?: 1 | 2): Promise<EtiquetaFila> {
  await changeStatus(db, { table: etiqueta, recurso: 'etiqueta', id, estatus, notFound: etiquetaNoEncontrada });
  await published(db, id);
  return getTagAdmin(db, id);
}
