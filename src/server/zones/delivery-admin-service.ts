/**
 * A zone's delivery set-up in the back office, under /admin/zona/{zona}/…: delivery areas (cost, time),
 * their sectors, their weekly schedules and the pickup addresses' schedules (each with an optional
 * capacity and cut-off), and shipping blocks. The zone comes from the path (the guard checked its role);
 * a record of another zone is not found under this one, and a sector or schedule cannot point at another
 * zone's area or address. Every write is audited in its transaction; bad input is a 422 with Spanish field
 * errors and writes nothing. Checkout reads these tables directly, so what is written applies at once.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AreaConSectores, AreaZona, AreaZonaBody, SectorZona, SectorZonaBody } from '../../shared/contracts/admin-zones';
import { Estatus } from '../../shared/enums';
import { changeStatus } from '../audit/status';
import type { Db } from '../db/client';
import { area, horario, sector } from '../delivery/tables';
import { notFound, type FieldErrors } from '../errors';
import { zoneIdOf } from './admin-service';
import { insertAudited, lockArea, M, refuse, text, updateAudited } from './delivery-admin-shared';
import { invalidateZones } from './service';
import { invalidateZoneSchedules } from '../delivery/schedule-cache';

export { ENTREGA_MESSAGES } from './delivery-admin-shared';
export * from './schedule-admin-service';
export * from './block-admin-service';

// ---- areas -------------------------------------------------------------------------------------------

const countOf = (table: typeof sector | typeof horario) =>
  sql<number>`(select count(*)::int from ${table} c where c.area_id = ${sql.raw('"area"."id"')} and c.estatus = ${Estatus.ACTIVO})`;

const areaColumns = {
  id: area.id,
  zonaId: area.zonaId,
  nombre: area.nombre,
  costoEnvio: area.costoEnvio,
  tiempoEnvio: area.tiempoEnvio,
  estatus: area.estatus,
  sectores: countOf(sector),
  horarios: countOf(horario),
};

/** GET /admin/zona/{zona}/arealistado */
export async function listAreas(db: Db, zona: string): Promise<AreaZona[]> {
  const zonaId = await zoneIdOf(db, zona);
  return db.select(areaColumns).from(area).where(eq(area.zonaId, zonaId)).orderBy(asc(area.nombre), asc(area.id));
}

export async function getArea(db: Db, zona: string, id: number): Promise<AreaZona> {
  const zonaId = await zoneIdOf(db, zona);
  const [row] = await db
    .select(areaColumns)
    .from(area)
    .where(and(eq(area.id, id), eq(area.zonaId, zonaId)));
  if (!row) throw notFound(M.areaNoEncontrada);
  return row;
}

function cleanArea(body: AreaZonaBody) {
  const nombre = text(body.nombre);
  const errores: FieldErrors = {};
  if (!nombre) errores.nombre = M.nombre;
  const costo = body.costoEnvio.trim();
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(costo)) errores.costoEnvio = M.costo;
  if (body.tiempoEnvio < 0 || body.tiempoEnvio > 10080) errores.tiempoEnvio = M.tiempo;
  if (Object.keys(errores).length) refuse('Revise los datos del área', errores);
  return { nombre, costoEnvio: Number(costo).toFixed(2), tiempoEnvio: body.tiempoEnvio, ...(body.estatus !== undefined && { estatus: body.estatus }) };
}

export async function createArea(db: Db, zona: string, body: AreaZonaBody): Promise<AreaZona> {
  const zonaId = await zoneIdOf(db, zona);
  const id = await insertAudited(db, area, 'area', { zonaId, ...cleanArea(body) });
  return getArea(db, zona, id);
}

export async function updateArea(db: Db, zona: string, id: number, body: AreaZonaBody): Promise<AreaZona> {
  const zonaId = await zoneIdOf(db, zona);
  await updateAudited(db, area, 'area', id, eq(area.zonaId, zonaId), cleanArea(body), () => notFound(M.areaNoEncontrada));
  invalidateZoneSchedules(db, zonaId);
  return getArea(db, zona, id);
}

/** Active <-> inactive; an inactive area is not offered at checkout (nor its sectors' addresses). */
export async function setAreaStatus(db: Db, zona: string, id: number, estatus?: 1 | 2): Promise<AreaZona> {
  const zonaId = await zoneIdOf(db, zona);
  await changeStatus(db, { table: area, recurso: 'area', id, estatus, scope: eq(area.zonaId, zonaId), notFound: () => notFound(M.areaNoEncontrada) });
  invalidateZones(db);
  invalidateZoneSchedules(db, zonaId);
  return getArea(db, zona, id);
}

// ---- sectors -----------------------------------------------------------------------------------------

const sectorColumns = { id: sector.id, areaId: sector.areaId, nombre: sector.nombre, estatus: sector.estatus };
const sectorInZone = (zonaId: number) => inArray(sector.areaId, sql`(select a.id from ${area} a where a.zona_id = ${zonaId})`);

/** GET /admin/zona/{zona}/fullsector: every area of the zone with its sectors. */
export async function fullSector(db: Db, zona: string): Promise<AreaConSectores[]> {
  const areas = await listAreas(db, zona);
  if (areas.length === 0) return [];
  const sectors = await db
    .select(sectorColumns)
    .from(sector)
    .where(
      inArray(
        sector.areaId,
        areas.map((a) => a.id),
      ),
    )
    .orderBy(asc(sector.nombre), asc(sector.id));
  return areas.map((a) => ({ ...a, sector: sectors.filter((s) => s.areaId === a.id) }));
}

export async function getSector(db: Db, zona: string, id: number): Promise<SectorZona> {
  const zonaId = await zoneIdOf(db, zona);
  const [row] = await db
    .select(sectorColumns)
    .from(sector)
    .where(and(eq(sector.id, id), sectorInZone(zonaId)));
  if (!row) throw notFound(M.sectorNoEncontrado);
  return row;
}

function cleanSector(body: SectorZonaBody) {
  const nombre = text(body.nombre);
  if (!nombre) refuse('Revise los datos del sector', { nombre: M.nombre });
  return { areaId: body.areaId, nombre, ...(body.estatus !== undefined && { estatus: body.estatus }) };
}

export async function createSector(db: Db, zona: string, body: SectorZonaBody): Promise<SectorZona> {
  const zonaId = await zoneIdOf(db, zona);
  const data = cleanSector(body);
  const id = await insertAudited(db, sector, 'sector', data, (tx) => lockArea(tx, zonaId, data.areaId));
  return getSector(db, zona, id);
}

export async function updateSector(db: Db, zona: string, id: number, body: SectorZonaBody): Promise<SectorZona> {
  const zonaId = await zoneIdOf(db, zona);
  const data = cleanSector(body);
  await updateAudited(db, sector, 'sector', id, sectorInZone(zonaId), data, () => notFound(M.sectorNoEncontrado), (tx) => lockArea(tx, zonaId, data.areaId));
  return getSector(db, zona, id);
}

export async function setSectorStatus(db: Db, zona: string, id: number, estatus?: 1 | 2): Promise<SectorZona> {
  const zonaId = await zoneIdOf(db, zona);
  await changeStatus(db, { table: sector, recurso: 'sector', id, estatus, scope: sectorInZone(zonaId), notFound: () => notFound(M.sectorNoEncontrado) });
  return getSector(db, zona, id);
}
