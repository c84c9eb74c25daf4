/** Admin category reads: the filtered list, the detail shapes and the option lists of the back office. */
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  CategoriaFila,
  CategoriaFiltro,
  CategoriaFormEditar,
  CategoriaFull,
  CategoriaHoja,
  CategoriaOpcion,
  CategoriaResumen,
  CategoriaSelector,
  CategoriaOrdenable,
  CategoriaSimple,
} from '../../shared/contracts/catalog';
import { Estatus } from '../../shared/enums';
import type { Db, Tx } from '../db/client';
import { notFound } from '../errors';
import type { ListQuery } from '../list-query';
import { categoria, producto } from './tables';

export const categoryNotFound = () => notFound('Categoría no encontrada');

const padre = alias(categoria, 'padre');

const rowColumns = {
  id: categoria.id,
  nombre: categoria.nombre,
  slug: categoria.slug,
  estatus: categoria.estatus,
  icono: categoria.icono,
  miniaturaImagen: categoria.miniaturaImagen,
  padreId: categoria.padreId,
  padreNombre: padre.nombre,
  orden: categoria.orden,
  subcategorias: sql<number>`(select count(*)::int from ${categoria} hijo where hijo.padre_id = ${categoria.id})`,
  productos: sql<number>`(select count(*)::int from ${producto} where ${producto.categoriaId} = ${categoria.id})`,
  creadoEn: categoria.creadoEn,
  actualizadoEn: categoria.actualizadoEn,
};

type RawRow = Omit<CategoriaFila, 'creadoEn' | 'actualizadoEn' | 'miniaturaImagen'> & {
  miniaturaImagen: unknown;
  creadoEn: Date;
  actualizadoEn: Date;
};

function toFila(r: RawRow): CategoriaFila {
  return {
    ...r,
    miniaturaImagen: (r.miniaturaImagen ?? null) as CategoriaFila['miniaturaImagen'],
    creadoEn: r.creadoEn.toISOString(),
    actualizadoEn: r.actualizadoEn.toISOString(),
  };
}

const sortColumns = {
  id: categoria.id,
  nombre: categoria.nombre,
  slug: categoria.slug,
  estatus: categoria.estatus,
  orden: categoria.orden,
  creadoEn: categoria.creadoEn,
} satisfies Record<CategoriaOrdenable, unknown>;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function filterConditions(f: CategoriaFiltro): SQL | undefined {
  const conds: (SQL | undefined)[] = [];
  const q = f.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    conds.push(or(ilike(categoria.nombre, pattern), ilike(categoria.slug, pattern)));
  }
  if (f.estatus !== undefined) conds.push(eq(categoria.estatus, f.estatus));
  if (f.padreId !== undefined) conds.push(f.padreId === null ? isNull(categoria.padreId) : eq(categoria.padreId, f.padreId));
  if (f.nivel === 'padre') conds.push(isNull(categoria.padreId));
  if (f.nivel === 'sub') conds.push(isNotNull(categoria.padreId));
  if (f.id !== undefined) conds.push(Array.isArray(f.id) ? inArray(categoria.id, f.id) : eq(categoria.id, f.id));
  return and(...conds);
}

export async function listCategories(
  db: Db,
  query: ListQuery<CategoriaFiltro, CategoriaOrdenable>,
): Promise<{ rows: CategoriaFila[]; total: number }> {
  const where = filterConditions(query.filter);
  const direction = query.sort.order === 'ASC' ? asc : desc;
  const rows = await db
    .select(rowColumns)
    .from(categoria)
    .leftJoin(padre, eq(padre.id, categoria.padreId))
    .where(where)
    .orderBy(direction(sortColumns[query.sort.field]), asc(categoria.id))
    .limit(query.limit)
    .offset(query.offset);
  const [{ total }] = (await db.select({ total: count() }).from(categoria).where(where)) as [{ total: number }];
  return { rows: rows.map(toFila), total };
}

export async function getCategoryFull(db: Db | Tx, id: number): Promise<CategoriaFull> {
  const [row] = await db.select(rowColumns).from(categoria).leftJoin(padre, eq(padre.id, categoria.padreId)).where(eq(categoria.id, id));
  if (!row) throw categoryNotFound();
  const subcategoria = await db
    .select({ id: categoria.id, nombre: categoria.nombre, slug: categoria.slug, estatus: categoria.estatus })
    .from(categoria)
    .where(eq(categoria.padreId, id))
    .orderBy(asc(categoria.orden), asc(categoria.nombre));
  return { ...toFila(row), subcategoria };
}

export async function getCategorySimple(db: Db, id: number): Promise<CategoriaSimple> {
  const [row] = await db
    .select({ id: categoria.id, nombre: categoria.nombre, slug: categoria.slug, estatus: categoria.estatus })
    .from(categoria)
    .where(eq(categoria.id, id));
  if (!row) throw categoryNotFound();
  return row;
}

/** Top-level categories, which are the ones that can hold sub-categories; never the category itself. */
export function parentOptions(db: Db, exceptId?: number): Promise<CategoriaOpcion[]> {
  return db
    .select({ id: categoria.id, nombre: categoria.nombre })
    .from(categoria)
    .where(and(isNull(categoria.padreId), exceptId === undefined ? undefined : ne(categoria.id, exceptId)))
    .orderBy(asc(categoria.nombre));
}

export async function categoryEditForm(db: Db, id: number): Promise<CategoriaFormEditar> {
  const categoriaFull = await getCategoryFull(db, id);
  return { categoria: categoriaFull, padres: await parentOptions(db, id) };
}

export function allCategories(db: Db): Promise<CategoriaResumen[]> {
  return db
    .select({ id: categoria.id, nombre: categoria.nombre, slug: categoria.slug, estatus: categoria.estatus, padreId: categoria.padreId })
    .from(categoria)
    .orderBy(asc(categoria.nombre));
}

/** Active categories in tree order (each parent followed by its children), for select inputs. */
export async function categorySelector(db: Db): Promise<CategoriaSelector[]> {
  const rows = await db
    .select({ id: categoria.id, nombre: categoria.nombre, padreId: categoria.padreId })
    .from(categoria)
    .where(eq(categoria.estatus, Estatus.ACTIVO))
    .orderBy(asc(categoria.orden), asc(categoria.nombre));
  return rows
    .filter((p) => p.padreId === null)
    .flatMap((p) => [
      { ...p, nivel: 1 as const },
      ...rows.filter((c) => c.padreId === p.id).map((c) => ({ ...c, nivel: 2 as const })),
    ]);
}

/** Categories without sub-categories: the ones products are filed under. */
export function leafCategories(db: Db): Promise<CategoriaHoja[]> {
  return db
    .select({ id: categoria.id, nombre: categoria.nombre, padreNombre: padre.nombre })
    .from(categoria)
    .leftJoin(padre, eq(padre.id, categoria.padreId))
    .where(sql`not exists (select 1 from ${categoria} hijo where hijo.padre_id = ${categoria.id})`)
    .orderBy(sql`coalesce(${padre.nombre}, ${categoria.nombre})`, asc(categoria.nombre));
}
