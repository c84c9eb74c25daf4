/**
 * Zones in the back office: list and read (the staff member's zones only), create, edit and status.
 * A zone's slug names its storefront and its staff role, so renaming it renames every ROLE_ZONA_<slug>
 * in the same transaction; whoever creates a zone receives its role. Writes are audited and clear the
 * zone cache, so the selector and the maintenance page follow at once.
 */
import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ZonaAdmin, ZonaBody, ZonaSimple } from '../../shared/contracts/admin-zones';
import { type ZONA_ORDENABLES } from '../../shared/contracts/admin-zones';
import { Estatus } from '../../shared/enums';
import { zoneRole } from '../../shared/roles';
import { slugify } from '../../shared/slug';
import { ZONE_MESSAGES, ZONA_SLUG_MAX, zonaSlugError } from '../../shared/zone-rules';
import { audit } from '../audit/service';
import { changeStatus } from '../audit/status';
import { usuarioRol } from '../auth/tables';
import type { Db, Tx } from '../db/client';
import { uniqueViolationField } from '../db/errors';
import { area, direccionZona } from '../delivery/tables';
import { conflict, notFound, unprocessable } from '../errors';
import { sucursal } from '../inventory/tables';
import { escapeLike, type ListQuery } from '../list-query';
import { currentActor } from '../request-context';
import { inStaffZones, invalidateZones, type StaffZones } from './service';
import { zona } from './tables';

export type ZonaOrdenable = (typeof ZONA_ORDENABLES)[number];
export interface ZonaFiltro {
  q?: string;
  estatus?: 1 | 2;
  id?: number[];
}

const zoneNotFound = () => notFound('Zona no encontrada');

/** Active rows of a zone's table (columns written out: inside a sub-select the ORM leaves them unqualified). */
const count = (table: typeof sucursal | typeof direccionZona | typeof area) =>
  sql<number>`(select count(*)::int from ${table} c where c.zona_id = ${sql.raw('"zona"."id"')} and c.estatus = ${Estatus.ACTIVO})`;

const columns = {
  id: zona.id,
  slug: zona.slug,
  nombre: zona.nombre,
  estatus: zona.estatus,
  orden: zona.orden,
  sucursales: count(sucursal),
  direcciones: count(direccionZona),
  areas: count(area),
  creadoEn: zona.creadoEn,
  actualizadoEn: zona.actualizadoEn,
};

type Row = { [K in keyof typeof columns]: K extends 'creadoEn' | 'actualizadoEn' ? Date : K extends 'slug' | 'nombre' ? string : number };
const toAdmin = (r: Row): ZonaAdmin => ({ ...r, creadoEn: r.creadoEn.toISOString(), actualizadoEn: r.actualizadoEn.toISOString() });

const sortColumn: Record<ZonaOrdenable, SQL | AnyPgColumn> = {
  id: zona.id,
  nombre: sql`lower(${zona.nombre})`,
  slug: zona.slug,
  orden: zona.orden,
  estatus: zona.estatus,
  creadoEn: zona.creadoEn,
};

export async function listZonesAdmin(db: Db, zonas: StaffZones, query: ListQuery<ZonaFiltro, ZonaOrdenable>): Promise<{ rows: ZonaAdmin[]; total: number }> {
  const f = query.filter;
  const like = f.q ? `%${escapeLike(f.q.trim())}%` : null;
  const where = and(
    inStaffZones(zona.id, zonas),
    like ? or(ilike(zona.nombre, like), ilike(zona.slug, like)) : undefined,
    f.estatus ? eq(zona.estatus, f.estatus) : undefined,
    f.id?.length ? inArray(zona.id, f.id) : undefined,
  );
  const order = query.sort.order === 'DESC' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(zona)
      .where(where)
      .orderBy(order(sortColumn[query.sort.field]), asc(zona.id))
      .offset(query.offset)
      .limit(query.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(zona).where(where),
  ]);
  return { rows: (rows as Row[]).map(toAdmin), total: total?.n ?? 0 };
}

/** A zone by id or slug, among the staff member's zones (the guard has already checked the zone role). */
export async function getZoneAdmin(db: Db | Tx, idOrSlug: string | number): Promise<ZonaAdmin> {
  const byId = typeof idOrSlug === 'number' || /^\d+$/.test(idOrSlug);
  // what cannot be a zone id (beyond PostgreSQL's integer) names no zone
  if (byId && !(Number(idOrSlug) <= 2_147_483_647)) throw zoneNotFound();
  const [row] = await db
    .select(columns)
    .from(zona)
    .where(byId ? eq(zona.id, Number(idOrSlug)) : eq(zona.slug, String(idOrSlug)))
    .limit(1);
  if (!row) throw zoneNotFound();
  return toAdmin(row as Row);
}

export async function zoneIdOf(db: Db, idOrSlug: string): Promise<number> {
  return (await getZoneAdmin(db, idOrSlug)).id;
}

export async function zoneSimple(db: Db, idOrSlug: string): Promise<ZonaSimple> {
  const { id, slug, nombre, estatus } = await getZoneAdmin(db, idOrSlug);
  return { id, slug, nombre, estatus };
}

export async function zonesOfStaff(db: Db, zonas: StaffZones): Promise<ZonaSimple[]> {
  return db
    .select({ id: zona.id, slug: zona.slug, nombre: zona.nombre, estatus: zona.estatus })
    .from(zona)
    .where(inStaffZones(zona.id, zonas))
    .orderBy(asc(zona.orden), asc(zona.id));
}

export async function nextZoneOrder(db: Db): Promise<number> {
  const [row] = await db.select({ max: sql<number | null>`max(${zona.orden})` }).from(zona);
  return (row?.max ?? 0) + 1;
}

async function taken(db: Db | Tx, field: 'nombre' | 'slug', value: string, exceptId?: number): Promise<boolean> {
  const same = field === 'nombre' ? sql`lower(${zona.nombre}) = lower(${value})` : eq(zona.slug, value);
  const rows = await db
    .select({ id: zona.id })
    .from(zona)
    .where(and(same, exceptId ? ne(zona.id, exceptId) : undefined))
    .limit(1);
  return rows.length > 0;
}

export async function isZoneValueAvailable(db: Db, field: 'nombre' | 'slug', value: string, exceptId?: number): Promise<boolean> {
  const clean = value.trim();
  if (field === 'slug' && zonaSlugError(clean)) return false;
  return !(await taken(db, field, clean, exceptId));
}

interface CleanZone {
  nombre: string;
  slug: string;
  orden?: number;
  estatus?: 1 | 2;
}

function clean(body: ZonaBody, currentSlug?: string): CleanZone {
  const nombre = body.nombre.trim().replace(/\s+/g, ' ');
  if (!nombre) throw unprocessable(ZONE_MESSAGES.nombreVacio, { nombre: ZONE_MESSAGES.nombreVacio });
  const slug = body.slug?.trim() ?? currentSlug ?? slugify(nombre).slice(0, ZONA_SLUG_MAX).replace(/-+$/, '');
  const error = zonaSlugError(slug);
  if (error) throw unprocessable(error, { slug: error });
  return { nombre, slug, orden: body.orden, estatus: body.estatus };
}

async function assertUnique(tx: Tx, data: CleanZone, exceptId?: number): Promise<void> {
  const errores: Record<string, string> = {};
  if (await taken(tx, 'nombre', data.nombre, exceptId)) errores.nombre = ZONE_MESSAGES.nombreTomado;
  if (await taken(tx, 'slug', data.slug, exceptId)) errores.slug = ZONE_MESSAGES.slugTomado;
  if (Object.keys(errores).length) throw conflict('La zona ya existe', errores);
}

async function withUniqueConflicts<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    const field = uniqueViolationField(e, { zona_slug_uq: 'slug', zona_nombre_uq: 'nombre' }, 'nombre');
    if (!field) throw e;
    throw conflict('La zona ya existe', { [field]: field === 'slug' ? ZONE_MESSAGES.slugTomado : ZONE_MESSAGES.nombreTomado });
  }
}

/** Creates a zone (active unless told otherwise) and gives its role to the staff member creating it. */
export async function createZone(db: Db, body: ZonaBody): Promise<ZonaAdmin> {
  const data = clean(body);
  const orden = data.orden ?? (await nextZoneOrder(db));
  const created = await withUniqueConflicts(() =>
    db.transaction(async (tx) => {
      await assertUnique(tx, data);
      const [row] = await tx
        .insert(zona)
        .values({ nombre: data.nombre, slug: data.slug, orden, estatus: data.estatus ?? Estatus.ACTIVO })
        .returning();
      const actor = currentActor();
      if (actor) await tx.insert(usuarioRol).values({ usuarioId: actor.id, rol: zoneRole(data.slug) }).onConflictDoNothing();
      await audit(tx, { recurso: 'zona', registroId: row!.id, accion: 'crear', despues: row });
      return row!;
    }),
  );
  invalidateZones(db);
  return getZoneAdmin(db, created.id);
}

/** Edits name, slug and order; a new slug carries every staff member's role for the zone with it. */
export async function updateZone(db: Db, idOrSlug: string, body: ZonaBody): Promise<ZonaAdmin> {
  const current = await getZoneAdmin(db, idOrSlug);
  const data = clean(body, current.slug);
  await withUniqueConflicts(() =>
    db.transaction(async (tx) => {
      const [antes] = await tx.select().from(zona).where(eq(zona.id, current.id)).for('update');
      if (!antes) throw zoneNotFound();
      await assertUnique(tx, data, current.id);
      const [despues] = await tx
        .update(zona)
        .set({
          nombre: data.nombre,
          slug: data.slug,
          ...(data.orden !== undefined && { orden: data.orden }),
          ...(data.estatus !== undefined && { estatus: data.estatus }),
          actualizadoEn: new Date(),
        })
        .where(eq(zona.id, current.id))
        .returning();
      if (antes.slug !== data.slug) await tx.update(usuarioRol).set({ rol: zoneRole(data.slug) }).where(eq(usuarioRol.rol, zoneRole(antes.slug)));
      await audit(tx, { recurso: 'zona', registroId: current.id, accion: 'editar', antes, despues });
    }),
  );
  invalidateZones(db);
  return getZoneAdmin(db, current.id);
}

/** Active <-> inactive (inactive: the storefront shows the maintenance page and its carts cannot check out). */
export async function setZoneStatus(db: Db, idOrSlug: string, estatus?: 1 | 2): Promise<ZonaAdmin> {
  const { id } = await getZoneAdmin(db, idOrSlug);
  await changeStatus(db, { table: zona, recurso: 'zona', id, estatus, notFound: zoneNotFound });
  invalidateZones(db);
  return getZoneAdmin(db, id);
}
