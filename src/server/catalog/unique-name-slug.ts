/**
 * Name and slug uniqueness of the catalog's named records (categories, tags): names unique ignoring case,
 * slugs unique as saved. Checked first for clear field errors, and by the unique indexes for concurrent
 * writers (their violation answers the same 409 with the field's message).
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { uniqueViolationField } from '../db/errors';
import { conflict, type FieldErrors } from '../errors';

export const normalizeName = (nombre: string) => nombre.trim().replace(/\s+/g, ' ');

interface Options {
  table: PgTable;
  columns: { id: AnyPgColumn; nombre: AnyPgColumn; slug: AnyPgColumn };
  /** The slug as it would be saved. */
  toSlug: (text: string) => string;
  /** Field messages: 'Ya existe una ... con este nombre' / '... slug'. */
  taken: { nombre: string; slug: string };
  /** The unique indexes and the field each guards. */
  indexes: Record<string, 'nombre' | 'slug'>;
  /** The 409's general message for the fields found taken. */
  conflictMessage: (errores: FieldErrors) => string;
}

export function uniqueNameSlug({ table, columns, toSlug, taken, indexes, conflictMessage }: Options) {
  const exists = async (db: Db | Tx, condition: ReturnType<typeof eq>, exceptId?: number) =>
    (
      await db
        .select({ id: columns.id })
        .from(table)
        .where(and(condition, exceptId ? ne(columns.id, exceptId) : undefined))
        .limit(1)
    ).length > 0;
  const nameTaken = (db: Db | Tx, nombre: string, exceptId?: number) => exists(db, sql`lower(${columns.nombre}) = lower(${nombre})`, exceptId);
  const slugTaken = (db: Db | Tx, slug: string, exceptId?: number) => exists(db, eq(columns.slug, slug), exceptId);
  return {
    async isNameAvailable(db: Db, nombre: string, exceptId?: number): Promise<boolean> {
      const n = normalizeName(nombre);
      return n.length > 0 && !(await nameTaken(db, n, exceptId));
    },
    /** Looked up as the slug it would be saved as (so a leading hyphen or capitals do not matter). */
    async isSlugAvailable(db: Db, slug: string, exceptId?: number): Promise<boolean> {
      const s = toSlug(slug);
      return s.length > 0 && !(await slugTaken(db, s, exceptId));
    },
    async assertUnique(tx: Tx, nombre: string, slug: string, exceptId?: number): Promise<void> {
      const errores: FieldErrors = {};
      if (await nameTaken(tx, nombre, exceptId)) errores.nombre = taken.nombre;
      if (await slugTaken(tx, slug, exceptId)) errores.slug = taken.slug;
      if (Object.keys(errores).length) throw conflict(conflictMessage(errores), errores);
    },
    async withUniqueConflicts<T>(write: () => Promise<T>): Promise<T> {
      try {
        return await write();
      } catch (e) {
        const field = uniqueViolationField(e, indexes, 'nombre') as 'nombre' | 'slug' | null;
        if (!field) throw e;
        const errores = { [field]: taken[field] };
        throw conflict(conflictMessage(errores), errores);
      }
    },
  };
}
