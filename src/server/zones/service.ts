/** Market zones and their menu links, read through the public cache. */
import { asc, desc, eq } from 'drizzle-orm';
import { Estatus } from '../../shared/enums';
import type { Zona } from '../../shared/contracts/website';
import { cachedRead } from '../cache';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import { linkMenu, zona } from './tables';

const zones = cachedRead(async (db): Promise<Zona[]> => {
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

const activeZones = cachedRead(async (db) => (await zones.get(db)).filter((z) => z.estatus === Estatus.ACTIVO));

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

/** An active zone by slug or id; an unknown or inactive (maintenance) zone is a 404. */
export async function activeZone(db: Db, idOrSlug: string): Promise<Zona> {
  const z = await getZone(db, idOrSlug);
  if (z.estatus !== Estatus.ACTIVO) throw notFound('Zona no encontrada');
  return z;
}

/** Call after any change to zona or link_menu. */
export function invalidateZones(db: Db): void {
  zones.invalidate(db);
  activeZones.invalidate(db);
}
