/**
 * The weekly schedules of a zone as formpago reads them on every visit (issue 12: a zone may have 500;
 * reading them was the largest part of a big zone's payment form): its active areas' active delivery
 * schedules and its active pickup schedules, kept per zone. Staff change them rarely, and every change
 * drops that zone's entry here and, on PostgreSQL, on every other instance (cache.ts, plugins/cache-sync.ts):
 * schedule create/edit/status (zones/schedule-admin-service.ts) and area edit/status
 * (zones/delivery-admin-service.ts). The TTL bounds staleness should a notice be lost. What changes with
 * every order (window fill) or is cheap and edited directly by tests and tools (areas, sectors, points,
 * blocks, prices) is still read each time.
 */
import { and, eq } from 'drizzle-orm';
import { Estatus } from '../../shared/enums';
import { namedInvalidation, PUBLIC_CACHE_TTL_MS } from '../cache';
import type { Db } from '../db/client';
import { area, horario, horarioPickup } from './tables';
import type { WeeklySlot } from './windows';

export interface ZoneSchedules {
  delivery: (WeeklySlot & { areaId: number })[];
  pickup: (WeeklySlot & { direccionZonaId: number })[];
}

const slot = (t: typeof horario | typeof horarioPickup) => ({
  id: t.id,
  diaSemana: t.diaSemana,
  horaInicio: t.horaInicio,
  horaFin: t.horaFin,
  capacidad: t.capacidad,
  corteMinutos: t.corteMinutos,
});

async function load(db: Db, zonaId: number): Promise<ZoneSchedules> {
  const [delivery, pickup] = await Promise.all([
    db
      .select({ ...slot(horario), areaId: horario.areaId })
      .from(horario)
      .innerJoin(area, eq(area.id, horario.areaId))
      .where(and(eq(area.zonaId, zonaId), eq(area.estatus, Estatus.ACTIVO), eq(horario.estatus, Estatus.ACTIVO))),
    db
      .select({ ...slot(horarioPickup), direccionZonaId: horarioPickup.direccionZonaId })
      .from(horarioPickup)
      .where(and(eq(horarioPickup.zonaId, zonaId), eq(horarioPickup.estatus, Estatus.ACTIVO))),
  ]);
  return { delivery, pickup };
}

interface Entry {
  value: Promise<ZoneSchedules>;
  expires: number;
}

const entries = new WeakMap<Db, Map<number, Entry>>();

/** Drops a zone's entry (every zone's without one) in this instance. */
function forget(db: Db, zonaId?: string): void {
  if (zonaId === undefined) entries.delete(db);
  else entries.get(db)?.delete(Number(zonaId));
}

const broadcast = namedInvalidation('horarios-zona', forget);

/** The zone's active schedules; concurrent callers share one read, a failed read is not kept. */
export function zoneSchedules(db: Db, zonaId: number): Promise<ZoneSchedules> {
  let map = entries.get(db);
  if (!map) entries.set(db, (map = new Map()));
  const now = Date.now();
  const hit = map.get(zonaId);
  if (hit && hit.expires > now) return hit.value;
  const entry: Entry = { value: load(db, zonaId), expires: now + PUBLIC_CACHE_TTL_MS };
  const owner = map;
  owner.set(zonaId, entry);
  entry.value.catch(() => {
    if (owner.get(zonaId) === entry) owner.delete(zonaId);
  });
  return entry.value;
}

/** After a change to a zone's schedules or areas: drops its entry here and on every other instance. */
export function invalidateZoneSchedules(db: Db, zonaId: number): void {
  forget(db, String(zonaId));
  broadcast(db, String(zonaId));
}
