/**
 * A zone's delivery set-up in the back office, under /admin/zona/{zona}/…: delivery areas (cost, time),
 * their sectors, their weekly schedules and the pickup addresses' schedules (each with an optional
 * capacity and cut-off), and shipping blocks. The zone comes from the path (the guard checked its role);
 * a record of another zone is not found under this one, and a sector or schedule cannot point at another
 * zone's area or address. Every write is audited in its transaction; bad input is a 422 with Spanish field
 * errors and writes nothing. Checkout reads these tables directly, so what is written applies at once.
 */
import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type {
  AreaConSectores,
  AreaZona,
  AreaZonaBody,
  EnvioBloqueo,
  EnvioBloqueoBody,
  HorarioBody,
  HorarioPickupBody,
  HorarioZona,
  OcupacionVentana,
  SectorZona,
  SectorZonaBody,
} from '../../shared/contracts/admin-zones';
import { Estatus, TipoEnvio, type TipoEnvioId } from '../../shared/enums';
import { audit } from '../audit/service';
import { changeStatus } from '../audit/status';
import type { Db, Tx } from '../db/client';
import { windowFill, windowKey } from '../delivery/capacity';
import { area, direccionZona, envioBloqueo, horario, horarioPickup, sector } from '../delivery/tables';
import { addDays, localDate, shortTime, weekday, WINDOW_DAYS } from '../delivery/windows';
import { notFound, unprocessable, type FieldErrors } from '../errors';
import { zoneIdOf } from './admin-service';
import { invalidateZones } from './service';

export const ENTREGA_MESSAGES = {
  areaNoEncontrada: 'Área no encontrada en esta zona',
  sectorNoEncontrado: 'Sector no encontrado en esta zona',
  horarioNoEncontrado: 'Horario no encontrado en esta zona',
  bloqueoNoEncontrado: 'Bloqueo no encontrado en esta zona',
  direccionNoEncontrada: 'Dirección no encontrada en esta zona',
  areaOtraZona: 'El área no pertenece a esta zona',
  direccionOtraZona: 'La dirección de retiro no pertenece a esta zona',
  nombre: 'Indique el nombre',
  costo: 'Indique un costo de 0 o más, con hasta 2 decimales',
  tiempo: 'Indique el tiempo de entrega en minutos (de 0 a 10080)',
  hora: 'Indique la hora como HH:MM',
  rango: 'La hora de fin debe ser posterior a la de inicio',
  capacidad: 'La capacidad debe ser de al menos 1 pedido (vacía: sin límite)',
  corte: 'El corte debe ser de 0 minutos o más (vacío: el de siempre)',
  solapa: (inicio: string, fin: string) => `Se solapa con el horario de ${inicio} a ${fin} del mismo día`,
  bloqueoRango: 'El fin del bloqueo debe ser posterior a su inicio',
} as const;

const M = ENTREGA_MESSAGES;
const refuse = (mensaje: string, errores: FieldErrors): never => {
  throw unprocessable(mensaje, errores);
};
const text = (v: string | undefined) => (v ?? '').trim().replace(/\s+/g, ' ');

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

type Audited = PgTable & { id: AnyPgColumn };

/** Inserts a row and audits it, in one transaction after `check` (which may lock and refuse). */
async function insertAudited(db: Db, table: Audited, recurso: string, values: Record<string, unknown>, check?: (tx: Tx) => Promise<void>): Promise<number> {
  const id = await db.transaction(async (tx) => {
    if (check) await check(tx);
    const [row] = (await tx
      .insert(table)
      .values(values as never)
      .returning()) as { id: number }[];
    await audit(tx, { recurso, registroId: row!.id, accion: 'crear', despues: row });
    return row!.id;
  });
  invalidateZones(db);
  return id;
}

/** Updates a row found under `scope` (locked first) and audits it; `check` runs on the locked row. */
async function updateAudited(
  db: Db,
  table: Audited,
  recurso: string,
  id: number,
  scope: SQL | undefined,
  values: Record<string, unknown>,
  missing: () => Error,
  check?: (tx: Tx) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [antes] = await tx
      .select()
      .from(table as PgTable)
      .where(and(eq(table.id, id), scope))
      .for('update');
    if (!antes) throw missing();
    if (check) await check(tx);
    const [despues] = await tx
      .update(table)
      .set(values as never)
      .where(eq(table.id, id))
      .returning();
    await audit(tx, { recurso, registroId: id, accion: 'editar', antes, despues });
  });
  invalidateZones(db);
}

export async function createArea(db: Db, zona: string, body: AreaZonaBody): Promise<AreaZona> {
  const zonaId = await zoneIdOf(db, zona);
  const id = await insertAudited(db, area, 'area', { zonaId, ...cleanArea(body) });
  return getArea(db, zona, id);
}

export async function updateArea(db: Db, zona: string, id: number, body: AreaZonaBody): Promise<AreaZona> {
  const zonaId = await zoneIdOf(db, zona);
  await updateAudited(db, area, 'area', id, eq(area.zonaId, zonaId), cleanArea(body), () => notFound(M.areaNoEncontrada));
  return getArea(db, zona, id);
}

/** Active <-> inactive; an inactive area is not offered at checkout (nor its sectors' addresses). */
export async function setAreaStatus(db: Db, zona: string, id: number, estatus?: 1 | 2): Promise<AreaZona> {
  const zonaId = await zoneIdOf(db, zona);
  await changeStatus(db, { table: area, recurso: 'area', id, estatus, scope: eq(area.zonaId, zonaId), notFound: () => notFound(M.areaNoEncontrada) });
  invalidateZones(db);
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

/** The area, locked, when it belongs to the zone; 422 on `field` otherwise. */
async function lockArea(tx: Tx, zonaId: number, areaId: number): Promise<void> {
  const [row] = await tx
    .select({ id: area.id })
    .from(area)
    .where(and(eq(area.id, areaId), eq(area.zonaId, zonaId)))
    .for('update');
  if (!row) refuse(M.areaOtraZona, { areaId: M.areaOtraZona });
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

// ---- schedules (delivery per area, pickup per address) -----------------------------------------------

type ScheduleTable = typeof horario | typeof horarioPickup;

interface ScheduleKind {
  table: ScheduleTable;
  recurso: 'horario' | 'horario_pickup';
  /** The column naming the schedule's area or pickup address. */
  owner: AnyPgColumn;
  field: 'areaId' | 'direccionZonaId';
  /** The schedule's rows of the zone. */
  inZone: (zonaId: number) => SQL;
  /** Locks the area or address when it is the zone's; 422 on `field` otherwise. */
  lockOwner: (tx: Tx, zonaId: number, ownerId: number) => Promise<void>;
}

async function lockAddress(tx: Tx, zonaId: number, id: number): Promise<void> {
  const [row] = await tx
    .select({ id: direccionZona.id })
    .from(direccionZona)
    .where(and(eq(direccionZona.id, id), eq(direccionZona.zonaId, zonaId)))
    .for('update');
  if (!row) refuse(M.direccionOtraZona, { direccionZonaId: M.direccionOtraZona });
}

const DELIVERY: ScheduleKind = {
  table: horario,
  recurso: 'horario',
  owner: horario.areaId,
  field: 'areaId',
  inZone: (zonaId) => inArray(horario.areaId, sql`(select a.id from ${area} a where a.zona_id = ${zonaId})`),
  lockOwner: lockArea,
};
const PICKUP: ScheduleKind = {
  table: horarioPickup,
  recurso: 'horario_pickup',
  owner: horarioPickup.direccionZonaId,
  field: 'direccionZonaId',
  inZone: (zonaId) => eq(horarioPickup.zonaId, zonaId),
  lockOwner: lockAddress,
};

function scheduleColumns(k: ScheduleKind) {
  const t = k.table;
  return {
    id: t.id,
    areaId: k.field === 'areaId' ? horario.areaId : sql<null>`null`,
    direccionZonaId: k.field === 'direccionZonaId' ? horarioPickup.direccionZonaId : sql<null>`null`,
    diaSemana: t.diaSemana,
    horaInicio: t.horaInicio,
    horaFin: t.horaFin,
    capacidad: t.capacidad,
    corteMinutos: t.corteMinutos,
    estatus: t.estatus,
  };
}

const toHorario = (r: HorarioZona): HorarioZona => ({ ...r, horaInicio: shortTime(r.horaInicio), horaFin: shortTime(r.horaFin) });

async function listSchedules(db: Db, zona: string, k: ScheduleKind): Promise<HorarioZona[]> {
  const zonaId = await zoneIdOf(db, zona);
  const rows = await db
    .select(scheduleColumns(k))
    .from(k.table as PgTable)
    .where(k.inZone(zonaId))
    .orderBy(asc(k.owner), asc(k.table.diaSemana), asc(k.table.horaInicio), asc(k.table.id));
  return (rows as HorarioZona[]).map(toHorario);
}

async function getSchedule(db: Db, zona: string, id: number, k: ScheduleKind): Promise<HorarioZona> {
  const zonaId = await zoneIdOf(db, zona);
  const [row] = await db
    .select(scheduleColumns(k))
    .from(k.table as PgTable)
    .where(and(eq(k.table.id, id), k.inZone(zonaId)));
  if (!row) throw notFound(M.horarioNoEncontrado);
  return toHorario(row as HorarioZona);
}

const HORA = /^([01]\d|2[0-3]):[0-5]\d(:00)?$/;

function cleanSchedule(body: HorarioBody | HorarioPickupBody) {
  const errores: FieldErrors = {};
  const inicio = body.horaInicio.trim();
  const fin = body.horaFin.trim();
  if (!HORA.test(inicio)) errores.horaInicio = M.hora;
  if (!HORA.test(fin)) errores.horaFin = M.hora;
  else if (HORA.test(inicio) && shortTime(fin) <= shortTime(inicio)) errores.horaFin = M.rango;
  if (body.capacidad !== null && body.capacidad < 1) errores.capacidad = M.capacidad;
  if (body.corteMinutos !== null && (body.corteMinutos < 0 || body.corteMinutos > 10080)) errores.corteMinutos = M.corte;
  if (Object.keys(errores).length) refuse('Revise los datos del horario', errores);
  return {
    diaSemana: body.diaSemana,
    horaInicio: `${shortTime(inicio)}:00`,
    horaFin: `${shortTime(fin)}:00`,
    capacidad: body.capacidad,
    corteMinutos: body.corteMinutos,
    ...(body.estatus !== undefined && { estatus: body.estatus }),
  };
}

/** Refuses a window overlapping another active one of the same area or address on the same weekday. */
async function assertNoOverlap(tx: Tx, k: ScheduleKind, ownerId: number, data: ReturnType<typeof cleanSchedule>, exceptId?: number): Promise<void> {
  if (data.estatus === Estatus.INACTIVO) return;
  const t = k.table;
  const [other] = await tx
    .select({ horaInicio: t.horaInicio, horaFin: t.horaFin })
    .from(t as PgTable)
    .where(
      and(
        eq(k.owner, ownerId),
        eq(t.diaSemana, data.diaSemana),
        eq(t.estatus, Estatus.ACTIVO),
        exceptId ? ne(t.id, exceptId) : undefined,
        sql`${t.horaInicio} < ${data.horaFin}::time and ${t.horaFin} > ${data.horaInicio}::time`,
      ),
    )
    .limit(1);
  if (other) {
    const mensaje = M.solapa(shortTime(other.horaInicio), shortTime(other.horaFin));
    refuse(mensaje, { horaInicio: mensaje });
  }
}

async function createSchedule(db: Db, zona: string, body: HorarioBody | HorarioPickupBody, k: ScheduleKind): Promise<HorarioZona> {
  const zonaId = await zoneIdOf(db, zona);
  const data = cleanSchedule(body);
  const ownerId = 'areaId' in body ? body.areaId : body.direccionZonaId;
  const values = { ...data, [k.field]: ownerId, ...(k.table === horarioPickup && { zonaId }) };
  const id = await insertAudited(db, k.table, k.recurso, values, async (tx) => {
    await k.lockOwner(tx, zonaId, ownerId);
    await assertNoOverlap(tx, k, ownerId, data);
  });
  return getSchedule(db, zona, id, k);
}

async function updateSchedule(db: Db, zona: string, id: number, body: HorarioBody | HorarioPickupBody, k: ScheduleKind): Promise<HorarioZona> {
  const zonaId = await zoneIdOf(db, zona);
  const data = cleanSchedule(body);
  const ownerId = 'areaId' in body ? body.areaId : body.direccionZonaId;
  await updateAudited(
    db,
    k.table,
    k.recurso,
    id,
    k.inZone(zonaId),
    { ...data, [k.field]: ownerId },
    () => notFound(M.horarioNoEncontrado),
    async (tx) => {
      await k.lockOwner(tx, zonaId, ownerId);
      await assertNoOverlap(tx, k, ownerId, data, id);
    },
  );
  return getSchedule(db, zona, id, k);
}

async function setScheduleStatus(db: Db, zona: string, id: number, estatus: 1 | 2 | undefined, k: ScheduleKind): Promise<HorarioZona> {
  const zonaId = await zoneIdOf(db, zona);
  const current = await getSchedule(db, zona, id, k);
  const next = estatus ?? (current.estatus === Estatus.ACTIVO ? Estatus.INACTIVO : Estatus.ACTIVO);
  await db.transaction(async (tx) => {
    if (next === Estatus.ACTIVO) {
      const ownerId = (k.field === 'areaId' ? current.areaId : current.direccionZonaId)!;
      await k.lockOwner(tx, zonaId, ownerId);
      await assertNoOverlap(tx, k, ownerId, { ...current, horaInicio: `${current.horaInicio}:00`, horaFin: `${current.horaFin}:00`, estatus: Estatus.ACTIVO }, id);
    }
    await changeStatus(tx, { table: k.table, recurso: k.recurso, id, estatus: next, scope: k.inZone(zonaId), notFound: () => notFound(M.horarioNoEncontrado) });
  });
  return getSchedule(db, zona, id, k);
}

export const listHorarios = (db: Db, zona: string) => listSchedules(db, zona, DELIVERY);
export const getHorario = (db: Db, zona: string, id: number) => getSchedule(db, zona, id, DELIVERY);
export const createHorario = (db: Db, zona: string, body: HorarioBody) => createSchedule(db, zona, body, DELIVERY);
export const updateHorario = (db: Db, zona: string, id: number, body: HorarioBody) => updateSchedule(db, zona, id, body, DELIVERY);
export const setHorarioStatus = (db: Db, zona: string, id: number, estatus?: 1 | 2) => setScheduleStatus(db, zona, id, estatus, DELIVERY);

export const listHorariosPickup = (db: Db, zona: string) => listSchedules(db, zona, PICKUP);
export const getHorarioPickup = (db: Db, zona: string, id: number) => getSchedule(db, zona, id, PICKUP);
export const createHorarioPickup = (db: Db, zona: string, body: HorarioPickupBody) => createSchedule(db, zona, body, PICKUP);
export const updateHorarioPickup = (db: Db, zona: string, id: number, body: HorarioPickupBody) => updateSchedule(db, zona, id, body, PICKUP);
export const setHorarioPickupStatus = (db: Db, zona: string, id: number, estatus?: 1 | 2) => setScheduleStatus(db, zona, id, estatus, PICKUP);

// ---- shipping blocks ---------------------------------------------------------------------------------

const toBloqueo = (r: typeof envioBloqueo.$inferSelect): EnvioBloqueo => ({
  id: r.id,
  zonaId: r.zonaId,
  tipoEnvio: r.tipoEnvio,
  desde: r.desde.toISOString(),
  hasta: r.hasta.toISOString(),
  motivo: r.motivo,
  estatus: r.estatus,
});

/** GET /admin/zona/{zona}/enviobloqueolistado: the zone's blocks, those still to end first. */
export async function listBloqueos(db: Db, zona: string): Promise<EnvioBloqueo[]> {
  const zonaId = await zoneIdOf(db, zona);
  const rows = await db
    .select()
    .from(envioBloqueo)
    .where(eq(envioBloqueo.zonaId, zonaId))
    .orderBy(sql`${envioBloqueo.hasta} < now()`, asc(envioBloqueo.desde), asc(envioBloqueo.id));
  return rows.map(toBloqueo);
}

export async function getBloqueo(db: Db, zona: string, id: number): Promise<EnvioBloqueo> {
  const zonaId = await zoneIdOf(db, zona);
  const [row] = await db
    .select()
    .from(envioBloqueo)
    .where(and(eq(envioBloqueo.id, id), eq(envioBloqueo.zonaId, zonaId)));
  if (!row) throw notFound(M.bloqueoNoEncontrado);
  return toBloqueo(row);
}

function cleanBloqueo(body: EnvioBloqueoBody) {
  const desde = new Date(body.desde);
  const hasta = new Date(body.hasta);
  if (!(hasta.getTime() > desde.getTime())) refuse(M.bloqueoRango, { hasta: M.bloqueoRango });
  return { tipoEnvio: body.tipoEnvio, desde, hasta, motivo: text(body.motivo), ...(body.estatus !== undefined && { estatus: body.estatus }) };
}

export async function createBloqueo(db: Db, zona: string, body: EnvioBloqueoBody): Promise<EnvioBloqueo> {
  const zonaId = await zoneIdOf(db, zona);
  const id = await insertAudited(db, envioBloqueo, 'envio_bloqueo', { zonaId, ...cleanBloqueo(body) });
  return getBloqueo(db, zona, id);
}

export async function updateBloqueo(db: Db, zona: string, id: number, body: EnvioBloqueoBody): Promise<EnvioBloqueo> {
  const zonaId = await zoneIdOf(db, zona);
  await updateAudited(db, envioBloqueo, 'envio_bloqueo', id, eq(envioBloqueo.zonaId, zonaId), cleanBloqueo(body), () => notFound(M.bloqueoNoEncontrado));
  return getBloqueo(db, zona, id);
}

export async function deleteBloqueo(db: Db, zona: string, id: number): Promise<void> {
  const zonaId = await zoneIdOf(db, zona);
  await db.transaction(async (tx) => {
    const [antes] = await tx
      .delete(envioBloqueo)
      .where(and(eq(envioBloqueo.id, id), eq(envioBloqueo.zonaId, zonaId)))
      .returning();
    if (!antes) throw notFound(M.bloqueoNoEncontrado);
    await audit(tx, { recurso: 'envio_bloqueo', registroId: id, accion: 'eliminar', antes });
  });
  invalidateZones(db);
}

// ---- fill of the coming days' windows ----------------------------------------------------------------

/**
 * GET /admin/zona/{zona}/ocupacion: every active window of the coming days (today included) with the
 * orders it holds and its capacity, by date and start.
 */
export async function windowOccupancy(db: Db, zona: string, now = new Date(), days = WINDOW_DAYS): Promise<OcupacionVentana[]> {
  const zonaId = await zoneIdOf(db, zona);
  const [slots, pSlots, dFill, pFill] = await Promise.all([
    db
      .select({ ...scheduleColumns(DELIVERY), lugar: area.nombre, ownerId: area.id })
      .from(horario)
      .innerJoin(area, eq(area.id, horario.areaId))
      .where(and(eq(area.zonaId, zonaId), eq(area.estatus, Estatus.ACTIVO), eq(horario.estatus, Estatus.ACTIVO))),
    db
      .select({ ...scheduleColumns(PICKUP), lugar: direccionZona.nombre, ownerId: direccionZona.id })
      .from(horarioPickup)
      .innerJoin(direccionZona, eq(direccionZona.id, horarioPickup.direccionZonaId))
      .where(and(eq(horarioPickup.zonaId, zonaId), eq(direccionZona.estatus, Estatus.ACTIVO), eq(horarioPickup.estatus, Estatus.ACTIVO))),
    windowFill(db, zonaId, TipoEnvio.DELIVERY, now, days),
    windowFill(db, zonaId, TipoEnvio.PICKUP, now, days),
  ]);
  const today = localDate(now);
  const out: OcupacionVentana[] = [];
  const add = (tipoEnvio: TipoEnvioId, list: { id: number; ownerId: number; lugar: string; diaSemana: number; horaInicio: string; horaFin: string; capacidad: number | null }[], fill: Map<string, number>) => {
    for (let d = 0; d < days; d++) {
      const fecha = addDays(today, d);
      for (const s of list) {
        if (s.diaSemana !== weekday(fecha)) continue;
        const ordenes = fill.get(windowKey(s.ownerId, fecha, s.horaInicio)) ?? 0;
        out.push({ tipoEnvio, horarioId: s.id, lugar: s.lugar, fecha, horaInicio: shortTime(s.horaInicio), horaFin: shortTime(s.horaFin), ordenes, capacidad: s.capacidad });
      }
    }
  };
  add(TipoEnvio.DELIVERY, slots, dFill);
  add(TipoEnvio.PICKUP, pSlots, pFill);
  return out.sort((a, b) => a.fecha.localeCompare(b.fecha) || a.horaInicio.localeCompare(b.horaInicio) || a.tipoEnvio - b.tipoEnvio || a.lugar.localeCompare(b.lugar));
}

