/**
 * Delivery data of a zone: areas with their sectors, cost and time; pickup points; weekly schedules turned
 * into concrete windows (windows.ts) for the payment form; the customer's saved addresses. The one choice
 * of address and window an order is delivered with is checked in resolve.ts.
 */
import { and, asc, count, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { Estatus, TipoEnvio, type TipoEnvioId } from '../../shared/enums';
import type { Area, DireccionUsuario, FormPago, NuevaDireccion } from '../../shared/contracts/orders';
import type { Db, Tx } from '../db/client';
import { prebuilt, runPrebuilt } from '../db/prebuilt';
import { notFound, unprocessable } from '../errors';
import { activeZone } from '../zones/service';
import { area, direccionUsuario, direccionZona, envioBloqueo, envioOpcion, horario, horarioPickup, sector } from './tables';
import { areaDeliveryCost, TIPO_ENVIO_OPCION } from '../../shared/shipping';
import { round2 } from '../../shared/money';
import { expressOffer } from './express';
import { zoneSchedules } from './schedule-cache';
import { deliveryRule, expressRule, pickupRule } from './shipping';
import type { DeliveryRule } from '../../shared/shipping';
import { windowFill, windowKey } from './capacity';
import { concreteWindows, DELIVERY_LEAD_MINUTES, type ShippingBlock, type WeeklySlot, type WindowRules } from './windows';

/** Saved addresses a customer may keep per zone. */
export const MAX_SAVED_ADDRESSES = 20;

/** Items grouped by a key, in their order (one pass: a zone may have hundreds of schedules). */
function groupBy<T>(items: T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/**
 * Active areas of a zone that have active sectors, cheapest first, priced by the zone's delivery option
 * (`rule`: already being read by the caller, or read here). The rule, areas and sectors in parallel.
 */
async function loadAreas(db: Db | Tx, zonaId: number, rule: Promise<DeliveryRule | null> = deliveryRule(db, zonaId)): Promise<Area[]> {
  const [regla, areas, sectors] = await Promise.all([
    rule,
    db
      .select({ id: area.id, nombre: area.nombre, costoEnvio: area.costoEnvio, tiempoEnvio: area.tiempoEnvio })
      .from(area)
      .where(and(eq(area.zonaId, zonaId), eq(area.estatus, Estatus.ACTIVO)))
      .orderBy(asc(area.costoEnvio), asc(area.nombre), asc(area.id)),
    db
      .select({ id: sector.id, areaId: sector.areaId, nombre: sector.nombre })
      .from(sector)
      .innerJoin(area, eq(area.id, sector.areaId))
      .where(and(eq(area.zonaId, zonaId), eq(area.estatus, Estatus.ACTIVO), eq(sector.estatus, Estatus.ACTIVO)))
      .orderBy(asc(sector.nombre), asc(sector.id)),
  ]);
  const byArea = groupBy(sectors, (s) => s.areaId);
  return areas
    .map((a) => ({
      ...a,
      costoEnvio: areaDeliveryCost(regla, a.id, a.costoEnvio),
      sector: (byArea.get(a.id) ?? []).map((s) => ({ id: s.id, nombre: s.nombre })),
    }))
    .filter((a) => a.sector.length > 0);
}

/** GET /api/zona/sector */
export async function zoneSectors(db: Db, zona: string): Promise<{ area: Area[] }> {
  const z = await activeZone(db, zona);
  return { area: await loadAreas(db, z.id) };
}

/** GET /api/website/direccion/formdata */
export async function addressFormData(db: Db, zona: string): Promise<{ zona: { id: number; slug: string; nombre: string }; area: Area[] }> {
  const z = await activeZone(db, zona);
  return { zona: { id: z.id, slug: z.slug, nombre: z.nombre }, area: await loadAreas(db, z.id) };
}

// ---- saved addresses ---------------------------------------------------------------------------------

const deliverable = and(eq(direccionUsuario.estatus, Estatus.ACTIVO), eq(sector.estatus, Estatus.ACTIVO), eq(area.estatus, Estatus.ACTIVO));

export function selectAddresses(db: Db | Tx) {
  return db
    .select({
      id: direccionUsuario.id,
      usuarioId: direccionUsuario.usuarioId,
      zonaId: direccionUsuario.zonaId,
      nombre: direccionUsuario.nombre,
      direccion: direccionUsuario.direccion,
      referencia: direccionUsuario.referencia,
      sectorId: sector.id,
      sectorNombre: sector.nombre,
      areaId: area.id,
      areaNombre: area.nombre,
      costoEnvio: area.costoEnvio,
      tiempoEnvio: area.tiempoEnvio,
    })
    .from(direccionUsuario)
    .innerJoin(sector, eq(sector.id, direccionUsuario.sectorId))
    .innerJoin(area, eq(area.id, sector.areaId));
}

type AddressRow = Awaited<ReturnType<typeof selectAddresses>>[number];

function toAddress(r: AddressRow): DireccionUsuario {
  return {
    id: r.id,
    nombre: r.nombre,
    direccion: r.direccion,
    referencia: r.referencia,
    sector: { id: r.sectorId, nombre: r.sectorNombre },
    area: { id: r.areaId, nombre: r.areaNombre },
  };
}

/** The caller's addresses in a zone that can still be delivered to, newest first. */
export async function listUserAddresses(db: Db | Tx, usuarioId: number, zonaId: number): Promise<DireccionUsuario[]> {
  const rows = await selectAddresses(db)
    .where(and(eq(direccionUsuario.usuarioId, usuarioId), eq(direccionUsuario.zonaId, zonaId), deliverable))
    .orderBy(asc(direccionUsuario.id));
  return rows.map(toAddress);
}

/** An active sector of an active area of the zone, with its area's cost and time; null when it is not one. */
export async function findZoneSector(db: Db | Tx, zonaId: number, sectorId: number) {
  const [row] = await db
    .select({ id: sector.id, nombre: sector.nombre, areaId: area.id, costoEnvio: area.costoEnvio, tiempoEnvio: area.tiempoEnvio })
    .from(sector)
    .innerJoin(area, eq(area.id, sector.areaId))
    .where(and(eq(sector.id, sectorId), eq(area.zonaId, zonaId), eq(sector.estatus, Estatus.ACTIVO), eq(area.estatus, Estatus.ACTIVO)))
    .limit(1);
  return row ?? null;
}

export type ZoneSector = NonNullable<Awaited<ReturnType<typeof findZoneSector>>>;
export const SECTOR_AJENO = 'El sector no está entre las áreas de entrega de la zona';

/** An active sector of an active area of the zone, or 422 naming `field`. */
async function zoneSector(db: Db | Tx, zonaId: number, sectorId: number, field: string): Promise<ZoneSector> {
  const row = await findZoneSector(db, zonaId, sectorId);
  if (!row) throw unprocessable(SECTOR_AJENO, { [field]: SECTOR_AJENO });
  return row;
}

export async function createUserAddress(db: Db | Tx, usuarioId: number, zonaId: number, nueva: NuevaDireccion, field = 'sectorId'): Promise<DireccionUsuario> {
  await zoneSector(db, zonaId, nueva.sectorId, field);
  const [{ n }] = (await db
    .select({ n: count() })
    .from(direccionUsuario)
    .where(and(eq(direccionUsuario.usuarioId, usuarioId), eq(direccionUsuario.zonaId, zonaId), eq(direccionUsuario.estatus, Estatus.ACTIVO)))) as [{ n: number }];
  if (n >= MAX_SAVED_ADDRESSES) throw unprocessable(`Puedes guardar hasta ${MAX_SAVED_ADDRESSES} direcciones por zona`);
  const [created] = await db
    .insert(direccionUsuario)
    .values({
      usuarioId,
      zonaId,
      sectorId: nueva.sectorId,
      nombre: nueva.nombre.trim(),
      direccion: nueva.direccion.trim(),
      referencia: (nueva.referencia ?? '').trim(),
    })
    .returning({ id: direccionUsuario.id });
  const [row] = await selectAddresses(db).where(eq(direccionUsuario.id, created!.id));
  return toAddress(row!);
}

/** Soft delete: orders keep their own copy of the address. Another customer's address is a 404. */
export async function deleteUserAddress(db: Db, usuarioId: number, id: number): Promise<void> {
  const removed = await db
    .update(direccionUsuario)
    .set({ estatus: Estatus.INACTIVO })
    .where(and(eq(direccionUsuario.id, id), eq(direccionUsuario.usuarioId, usuarioId), eq(direccionUsuario.estatus, Estatus.ACTIVO)))
    .returning({ id: direccionUsuario.id });
  if (removed.length === 0) throw notFound('Dirección no encontrada');
}

// ---- schedules and windows ---------------------------------------------------------------------------

/** Active blocks of a zone that end after `now` and stop this delivery type (express: delivery's blocks). */
async function activeBlocks(db: Db | Tx, zonaId: number, tipoEnvio: TipoEnvioId, now: Date): Promise<ShippingBlock[]> {
  return db
    .select({ desde: envioBloqueo.desde, hasta: envioBloqueo.hasta })
    .from(envioBloqueo)
    .where(
      and(
        eq(envioBloqueo.zonaId, zonaId),
        eq(envioBloqueo.estatus, Estatus.ACTIVO),
        gt(envioBloqueo.hasta, now),
        or(isNull(envioBloqueo.tipoEnvio), eq(envioBloqueo.tipoEnvio, tipoEnvio === TipoEnvio.PICKUP ? TipoEnvio.PICKUP : TipoEnvio.DELIVERY)),
      ),
    );
}

const slotColumns = {
  id: horario.id,
  diaSemana: horario.diaSemana,
  horaInicio: horario.horaInicio,
  horaFin: horario.horaFin,
  capacidad: horario.capacidad,
  corteMinutos: horario.corteMinutos,
};
const pickupSlotColumns = {
  id: horarioPickup.id,
  diaSemana: horarioPickup.diaSemana,
  horaInicio: horarioPickup.horaInicio,
  horaFin: horarioPickup.horaFin,
  capacidad: horarioPickup.capacidad,
  corteMinutos: horarioPickup.corteMinutos,
};

export async function deliverySlots(db: Db | Tx, areaIds: number[]) {
  if (areaIds.length === 0) return [];
  return db
    .select({ ...slotColumns, areaId: horario.areaId })
    .from(horario)
    .where(and(inArray(horario.areaId, areaIds), eq(horario.estatus, Estatus.ACTIVO)));
}

export async function pickupPoints(db: Db | Tx, zonaId: number, id?: number) {
  return db
    .select({
      id: direccionZona.id,
      nombre: direccionZona.nombre,
      direccion: direccionZona.direccion,
      referencia: direccionZona.referencia,
      telefono: direccionZona.telefono,
    })
    .from(direccionZona)
    .where(and(eq(direccionZona.zonaId, zonaId), eq(direccionZona.estatus, Estatus.ACTIVO), id === undefined ? undefined : eq(direccionZona.id, id)))
    .orderBy(asc(direccionZona.nombre), asc(direccionZona.id));
}

export async function pickupSlots(db: Db | Tx, zonaId: number, pointIds: number[]) {
  if (pointIds.length === 0) return [];
  return db
    .select({ ...pickupSlotColumns, direccionZonaId: horarioPickup.direccionZonaId })
    .from(horarioPickup)
    .where(and(eq(horarioPickup.zonaId, zonaId), inArray(horarioPickup.direccionZonaId, pointIds), eq(horarioPickup.estatus, Estatus.ACTIVO)));
}

export async function rulesFor(db: Db | Tx, zonaId: number, tipoEnvio: TipoEnvioId, now: Date): Promise<WindowRules> {
  return {
    now,
    leadMinutes: tipoEnvio === TipoEnvio.PICKUP ? 0 : DELIVERY_LEAD_MINUTES,
    blocks: await activeBlocks(db, zonaId, tipoEnvio, now),
  };
}

/**
 * The checkout's delivery, express and pickup options: every area and pickup point with its concrete
 * windows (express: the area's first, express.ts). The zone's schedules come from schedule-cache.ts. Every
 * read at once (one round trip deep, the rule two), then the windows per area and point from their own
 * schedules: O(windows).
 */
export async function deliveryChoices(db: Db, zonaId: number, now: Date): Promise<Pick<FormPago, 'area' | 'retiro'>> {
  const rulePromise = deliveryRule(db, zonaId);
  const [areas, points, deliveryRules, pickupRules, deliveryFill, pickupFill, rule, pickup, express, schedules] = await Promise.all([
    loadAreas(db, zonaId, rulePromise),
    pickupPoints(db, zonaId),
    rulesFor(db, zonaId, TipoEnvio.DELIVERY, now),
    rulesFor(db, zonaId, TipoEnvio.PICKUP, now),
    windowFill(db, zonaId, TipoEnvio.DELIVERY, now),
    windowFill(db, zonaId, TipoEnvio.PICKUP, now),
    rulePromise,
    pickupRule(db, zonaId),
    expressRule(db, zonaId),
    zoneSchedules(db, zonaId),
  ]);
  const slotsByArea = groupBy(schedules.delivery, (s) => s.areaId);
  const slotsByPoint = groupBy(schedules.pickup, (s) => s.direccionZonaId);
  return {
    area: areas.map((a) => {
      const ventana = concreteWindows(slotsByArea.get(a.id) ?? [], {
        ...deliveryRules,
        taken: (s, fecha) => deliveryFill.get(windowKey(a.id, fecha, s.horaInicio)) ?? 0,
      });
      return { ...a, envioGratisDesde: rule?.envioGratisDesde ?? null, ventana, express: expressOffer(express, a.id, ventana) };
    }),
    retiro: points.map((p) => ({
      ...p,
      costoEnvio: pickup ? round2(pickup.costoBase) : '0.00',
      envioGratisDesde: pickup?.envioGratisDesde ?? null,
      ventana: concreteWindows(slotsByPoint.get(p.id) ?? [], {
        ...pickupRules,
        taken: (s, fecha) => pickupFill.get(windowKey(p.id, fecha, s.horaInicio)) ?? 0,
      }),
    })),
  };
}

/** Pickup point `id` of the zone as an order keeps it. */
export interface PickupPoint {
  id: number;
  nombre: string;
  direccion: string;
  referencia: string | null;
  telefono: string | null;
}

/**
 * What placing an order with pickup at point `id` reads before its transaction, in one prepared statement
 * (db/prebuilt.ts): the point (active, of the zone), its active schedules, the zone's active pickup blocks
 * at `now` and its pickup option, each a JSON value of its own subquery (the same rows pickupPoints,
 * pickupSlots, rulesFor and pickupRule read). Four statements on every order were a measurable part of
 * the checkout's cost under 20 concurrent buyers (issue 10).
 */
const PICKUP_FACTS = (() => {
  const zona = sql`${sql.placeholder('zonaId')}::int`;
  const punto = sql`${sql.placeholder('id')}::int`;
  const activo = Estatus.ACTIVO;
  const d = direccionZona;
  const h = horarioPickup;
  const b = envioBloqueo;
  const o = envioOpcion;
  return prebuilt(
    'retiro_datos',
    sql`select
      (select json_build_object('id', ${d.id}, 'nombre', ${d.nombre}, 'direccion', ${d.direccion}, 'referencia', ${d.referencia}, 'telefono', ${d.telefono})
        from ${d} where ${d.zonaId} = ${zona} and ${d.estatus} = ${activo} and ${d.id} = ${punto}) as point,
      (select coalesce(json_agg(json_build_object('id', ${h.id}, 'diaSemana', ${h.diaSemana}, 'horaInicio', ${h.horaInicio}, 'horaFin', ${h.horaFin},
          'capacidad', ${h.capacidad}, 'corteMinutos', ${h.corteMinutos}, 'direccionZonaId', ${h.direccionZonaId})), '[]'::json)
        from ${h} where ${h.zonaId} = ${zona} and ${h.direccionZonaId} = ${punto} and ${h.estatus} = ${activo}) as slots,
      (select coalesce(json_agg(json_build_object('desde', ${b.desde}, 'hasta', ${b.hasta})), '[]'::json)
        from ${b} where ${b.zonaId} = ${zona} and ${b.estatus} = ${activo} and ${b.hasta} > ${sql.placeholder('now')}::timestamptz
          and (${b.tipoEnvio} is null or ${b.tipoEnvio} = ${TipoEnvio.PICKUP})) as blocks,
      (select json_build_object('costoBase', ${o.costoBase}::text, 'envioGratisDesde', ${o.envioGratisDesde}::text)
        from ${o} where ${o.zonaId} = ${zona} and ${o.tipoEnvio} = ${TIPO_ENVIO_OPCION.PICKUP} and ${o.estatus} = ${activo} limit 1) as rule`,
  );
})();

interface PickupFactsRow {
  point: PickupPoint | null;
  slots: (WeeklySlot & { direccionZonaId: number })[];
  blocks: { desde: string; hasta: string }[];
  rule: { costoBase: string; envioGratisDesde: string | null } | null;
}

/** Pickup point `id` of the zone (active), its active schedules, the pickup rules at `now` and the zone's pickup option. */
export async function pickupFacts(db: Db, zonaId: number, id: number, now: Date) {
  const [row] = await runPrebuilt<PickupFactsRow>(db, PICKUP_FACTS, { zonaId, id, now: now.toISOString() });
  const { point, slots, blocks, rule } = row!;
  const windowRules: WindowRules = { now, leadMinutes: 0, blocks: blocks.map((x) => ({ desde: new Date(x.desde), hasta: new Date(x.hasta) })) };
  return { point, slots, rules: windowRules, rule };
}
