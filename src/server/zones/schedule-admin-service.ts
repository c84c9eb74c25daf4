/**
 * A zone's weekly delivery schedules (per area) and pickup schedules (per pickup address), each with an
 * optional capacity and cut-off, and the fill of the coming days' windows.
 */
import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { HorarioBody, HorarioPickupBody, HorarioZona, OcupacionVentana } from '../../shared/contracts/admin-zones';
import { Estatus, TipoEnvio, type TipoEnvioId } from '../../shared/enums';
import { changeStatus } from '../audit/status';
import type { Db, Tx } from '../db/client';
import { windowFill, windowKey } from '../delivery/capacity';
import { area, direccionZona, horario, horarioPickup } from '../delivery/tables';
import { addDays, localDate, shortTime, weekday, WINDOW_DAYS } from '../delivery/windows';
import { notFound, type FieldErrors } from '../errors';
import { zoneIdOf } from './admin-service';
import { insertAudited, lockArea, M, refuse, updateAudited } from './delivery-admin-shared';
import { invalidateZoneSchedules } from '../delivery/schedule-cache';

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
  invalidateZoneSchedules(db, zonaId);
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
  invalidateZoneSchedules(db, zonaId);
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
  invalidateZoneSchedules(db, zonaId);
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
