/** Market zones and their menu links, read through the public cache. */
import { asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { Estatus } from '../../shared/enums';
import { ACCESS_MESSAGES, zoneRole } from '../../shared/roles';
import type { Zona } from '../../shared/contracts/website';
import { cachedRead } from '../cache';
import { dropCatalogPages } from '../catalog/page-cache';
import type { Db, Tx } from '../db/client';
import { notFound, type AppError } from '../errors';
import { linkMenu, zona } from './tables';

const zones = cachedRead('zonas', async (db): Promise<Zona[]> => {
  const rows = await db
    .select({ id: zona.id, slug: zona.slug, nombre: zona.nombre, estatus: zona.estatus })
    .from(zona)
    .orderBy(asc(zona.orden), asc(zona.id));
  const links = await db
    .select({
      id: linkMenu.id,
      zonaId: linkMenu.zonaId,
      nombre: linkMenu.nombre,
      url: linkMenu.url,
      externo: linkMenu.externo,
      slug: linkMenu.slug,
      prioridad: linkMenu.prioridad,
    })
    .from(linkMenu)
    .where(eq(linkMenu.estatus, Estatus.ACTIVO))
    .orderBy(desc(linkMenu.prioridad), asc(linkMenu.id));
  return rows.map((z) => ({
    ...z,
    linkMenu: links.filter((l) => l.zonaId === z.id).map(({ zonaId: _zonaId, ...l }) => l),
  }));
});

const activeZones = cachedRead('zonas-activas', async (db) => (await zones.get(db)).filter((z) => z.estatus === Estatus.ACTIVO));

/** Every zone, inactive ones included (the storefront sends those to the maintenance page). */
export function listZones(db: Db): Promise<Zona[]> {
  return zones.get(db);
}

export function listActiveZones(db: Db): Promise<Zona[]> {
  return activeZones.get(db);
}

/** A zone by numeric id or slug. */
export async function getZone(db: Db, idOrSlug: string): Promise<Zona> {
  const all = await zones.get(db);
  const found = /^\d+$/.test(idOrSlug) ? all.find((z) => z.id === Number(idOrSlug)) : all.find((z) => z.slug === idOrSlug);
  if (!found) throw notFound('Zona no encontrada');
  return found;
}

/**
 * The slug of a zone named by id or slug, read through the cache and, when the cache does not know it
 * (a zone just created on another instance), from the database; null when no such zone exists.
 */
export async function zoneSlugOf(db: Db, idOrSlug: string): Promise<string | null> {
  const byId = /^\d+$/.test(idOrSlug);
  const cached = (await zones.get(db)).find((z) => (byId ? z.id === Number(idOrSlug) : z.slug === idOrSlug));
  if (cached) return cached.slug;
  // what cannot be an id or a slug names no zone (and never reaches the database unvalidated)
  if (!/^(\d{1,10}|[a-z0-9]+(-[a-z0-9]+)*)$/.test(idOrSlug) || idOrSlug.length > 120) return null;
  if (byId && Number(idOrSlug) > 2_147_483_647) return null;
  const [row] = await db
    .select({ slug: zona.slug })
    .from(zona)
    .where(byId ? eq(zona.id, Number(idOrSlug)) : eq(zona.slug, idOrSlug))
    .limit(1);
  return row?.slug ?? null;
}

/** An active zone by slug or id; an unknown or inactive (maintenance) zone is a 404. */
export async function activeZone(db: Db, idOrSlug: string): Promise<Zona> {
  const z = await getZone(db, idOrSlug);
  if (z.estatus !== Estatus.ACTIVO) throw notFound('Zona no encontrada');
  return z;
}

/** The zones a staff member may see and change: those of their ROLE_ZONA_<slug> roles. */
export interface StaffZones {
  /** Zone ids the staff member may see. */
  ids: number[];
  /** True when that is every zone (no zone condition needed). */
  all: boolean;
}

export async function staffZones(db: Db, roles: readonly string[]): Promise<StaffZones> {
  const zones = await listZones(db);
  const ids = zones.filter((z) => roles.includes(zoneRole(z.slug))).map((z) => z.id);
  return { ids, all: ids.length === zones.length };
}

/** The SQL condition keeping rows of a zone column to the staff member's zones (none when they hold none). */
export function inStaffZones(column: AnyPgColumn, zonas: StaffZones): SQL | undefined {
  return zonas.all ? undefined : inArray(column, zonas.ids.length ? zonas.ids : [0]);
}

/**
 * The 404 for a zone-scoped record outside the caller's zones: worded with the zone message of spec
 * section 6 when the record exists in another zone (the back office then shows 'Área restringida'),
 * `fallback` when it does not exist at all.
 */
export async function zoneScopedNotFound(db: Db | Tx, table: PgTable & { id: AnyPgColumn }, id: number, fallback: () => AppError): Promise<AppError> {
  const [row] = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(eq(table.id, id))
    .limit(1);
  return row ? notFound(ACCESS_MESSAGES.zona) : fallback();
}

/** Call after any change to zona or link_menu. */
export function invalidateZones(db: Db): void {
  zones.invalidate(db);
  activeZones.invalidate(db);
  // pages are kept by zone slug: a zone's slug or status decides which pages exist
  dropCatalogPages(db);
}
