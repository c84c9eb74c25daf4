/**
 * Delivery data of a zone: areas with their sectors, cost and time; pickup points; weekly schedules turned
 * into concrete windows (windows.ts); the customer's saved addresses; and, for checkout, the one choice of
 * address and window an order is delivered with, checked against all of these.
 */
import { and, asc, count, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { Estatus, TipoEnvio, type TipoEnvioId } from '../../shared/enums';
import type { Area, DireccionUsuario, FormPago, NuevaDireccion, RegistrarOrden } from '../../shared/contracts/orders';
import type { Db, Tx } from '../db/client';
import { notFound, unprocessable } from '../errors';
import { activeZone } from '../zones/service';
import { area, direccionUsuario, direccionZona, envioBloqueo, horario, horarioPickup, sector } from './tables';
import { areaDeliveryCost, deliveryCharge } from '../../shared/shipping';
import { round2 } from '../../shared/money';
import { deliveryRule, pickupRule } from './shipping';
import { SIN_DISPONIBILIDAD, windowFill, windowHasRoom, windowKey } from './capacity';
import { chooseWindow, concreteWindows, DELIVERY_LEAD_MINUTES, type ShippingBlock, type WeeklySlot, type WindowProblem, type WindowRules } from './windows';

/** Saved addresses a customer may keep per zone. */
export const MAX_SAVED_ADDRESSES = 20;

/** Active areas of a zone that have active sectors, cheapest first, priced by the zone's delivery option. */
async function loadAreas(db: Db | Tx, zonaId: number): Promise<Area[]> {
  const rule = await deliveryRule(db, zonaId);
  const areas = await db
    .select({ id: area.id, nombre: area.nombre, costoEnvio: area.costoEnvio, tiempoEnvio: area.tiempoEnvio })
    .from(area)
    .where(and(eq(area.zonaId, zonaId), eq(area.estatus, Estatus.ACTIVO)))
    .orderBy(asc(area.costoEnvio), asc(area.nombre), asc(area.id));
  if (areas.length === 0) return [];
  const sectors = await db
    .select({ id: sector.id, areaId: sector.areaId, nombre: sector.nombre })
    .from(sector)
    .where(and(inArray(sector.areaId, areas.map((a) => a.id)), eq(sector.estatus, Estatus.ACTIVO)))
    .orderBy(asc(sector.nombre), asc(sector.id));
  return areas
    .map((a) => ({
      ...a,
      costoEnvio: areaDeliveryCost(rule, a.id, a.costoEnvio),
      sector: sectors.filter((s) => s.areaId === a.id).map((s) => ({ id: s.id, nombre: s.nombre })),
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

function selectAddresses(db: Db | Tx) {
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

/** An active sector of an active area of the zone, or 422 naming `field`. */
async function zoneSector(db: Db | Tx, zonaId: number, sectorId: number, field: string) {
  const [row] = await db
    .select({ id: sector.id, nombre: sector.nombre, areaId: area.id, costoEnvio: area.costoEnvio, tiempoEnvio: area.tiempoEnvio })
    .from(sector)
    .innerJoin(area, eq(area.id, sector.areaId))
    .where(and(eq(sector.id, sectorId), eq(area.zonaId, zonaId), eq(sector.estatus, Estatus.ACTIVO), eq(area.estatus, Estatus.ACTIVO)))
    .limit(1);
  if (!row) {
    const mensaje = 'El sector no está entre las áreas de entrega de la zona';
    throw unprocessable(mensaje, { [field]: mensaje });
  }
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

/** Active blocks of a zone that end after `now` and stop this delivery type. */
async function activeBlocks(db: Db | Tx, zonaId: number, tipoEnvio: TipoEnvioId, now: Date): Promise<ShippingBlock[]> {
  return db
    .select({ desde: envioBloqueo.desde, hasta: envioBloqueo.hasta })
    .from(envioBloqueo)
    .where(
      and(
        eq(envioBloqueo.zonaId, zonaId),
        eq(envioBloqueo.estatus, Estatus.ACTIVO),
        gt(envioBloqueo.hasta, now),
        or(isNull(envioBloqueo.tipoEnvio), eq(envioBloqueo.tipoEnvio, tipoEnvio)),
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

async function deliverySlots(db: Db | Tx, areaIds: number[]) {
  if (areaIds.length === 0) return [];
  return db
    .select({ ...slotColumns, areaId: horario.areaId })
    .from(horario)
    .where(and(inArray(horario.areaId, areaIds), eq(horario.estatus, Estatus.ACTIVO)));
}

async function pickupPoints(db: Db | Tx, zonaId: number, id?: number) {
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

async function pickupSlots(db: Db | Tx, zonaId: number, pointIds: number[]) {
  if (pointIds.length === 0) return [];
  return db
    .select({ ...pickupSlotColumns, direccionZonaId: horarioPickup.direccionZonaId })
    .from(horarioPickup)
    .where(and(eq(horarioPickup.zonaId, zonaId), inArray(horarioPickup.direccionZonaId, pointIds), eq(horarioPickup.estatus, Estatus.ACTIVO)));
}

async function rulesFor(db: Db | Tx, zonaId: number, tipoEnvio: TipoEnvioId, now: Date): Promise<WindowRules> {
  return {
    now,
    leadMinutes: tipoEnvio === TipoEnvio.DELIVERY ? DELIVERY_LEAD_MINUTES : 0,
    blocks: await activeBlocks(db, zonaId, tipoEnvio, now),
  };
}

/** The checkout's delivery and pickup options: every area and pickup point with its concrete windows. */
export async function deliveryChoices(db: Db, zonaId: number, now: Date): Promise<Pick<FormPago, 'area' | 'retiro'>> {
  const [areas, points, deliveryRules, pickupRules, deliveryFill, pickupFill, rule, pickup] = await Promise.all([
    loadAreas(db, zonaId),
    pickupPoints(db, zonaId),
    rulesFor(db, zonaId, TipoEnvio.DELIVERY, now),
    rulesFor(db, zonaId, TipoEnvio.PICKUP, now),
    windowFill(db, zonaId, TipoEnvio.DELIVERY, now),
    windowFill(db, zonaId, TipoEnvio.PICKUP, now),
    deliveryRule(db, zonaId),
    pickupRule(db, zonaId),
  ]);
  const [slots, pSlots] = await Promise.all([
    deliverySlots(
      db,
      areas.map((a) => a.id),
    ),
    pickupSlots(
      db,
      zonaId,
      points.map((p) => p.id),
    ),
  ]);
  return {
    area: areas.map((a) => ({
      ...a,
      envioGratisDesde: rule?.envioGratisDesde ?? null,
      ventana: concreteWindows(
        slots.filter((s) => s.areaId === a.id),
        { ...deliveryRules, taken: (s, fecha) => deliveryFill.get(windowKey(a.id, fecha, s.horaInicio)) ?? 0 },
      ),
    })),
    retiro: points.map((p) => ({
      ...p,
      costoEnvio: pickup ? round2(pickup.costoBase) : '0.00',
      envioGratisDesde: pickup?.envioGratisDesde ?? null,
      ventana: concreteWindows(
        pSlots.filter((s) => s.direccionZonaId === p.id),
        { ...pickupRules, taken: (s, fecha) => pickupFill.get(windowKey(p.id, fecha, s.horaInicio)) ?? 0 },
      ),
    })),
  };
}

// ---- the order's delivery ----------------------------------------------------------------------------

export type DeliveryChoice = Pick<
  RegistrarOrden,
  'tipoEnvio' | 'direccionUsuarioId' | 'direccionNueva' | 'direccionZonaId' | 'horarioId' | 'fechaEntrega'
>;

/** How an order is delivered, as it was when ordering. */
export interface ResolvedDelivery {
  tipoEnvio: TipoEnvioId;
  direccionUsuarioId: number | null;
  direccionZonaId: number | null;
  areaId: number | null;
  sectorId: number | null;
  /** Readable address (delivery) or pickup point. */
  direccion: string;
  costoEnvio: string;
  tiempoEnvio: number;
  fechaEntrega: string;
  horaInicio: string;
  horaFin: string;
}

const WINDOW_MESSAGES: Record<Exclude<WindowProblem, null>, [field: string, mensaje: string]> = {
  horario: ['horarioId', 'El horario elegido no existe para esta entrega'],
  fecha: ['fechaEntrega', 'La fecha no corresponde al horario elegido'],
  pasado: ['horarioId', 'El horario elegido ya no está disponible'],
  bloqueado: ['horarioId', 'No hay despachos en el horario elegido'],
  lleno: ['horarioId', SIN_DISPONIBILIDAD],
};

function refuse(field: string, mensaje: string): never {
  throw unprocessable(mensaje, { [field]: mensaje });
}

/** The chosen window when it is offered and, locked, still has room for this order (capacity.ts). */
async function window(
  tx: Tx,
  slots: WeeklySlot[],
  choice: DeliveryChoice,
  rules: WindowRules,
  where: { zonaId: number; tipoEnvio: TipoEnvioId; ownerId: number },
) {
  const chosen = chooseWindow(slots, choice.horarioId, choice.fechaEntrega, rules);
  if (chosen.problem) refuse(...WINDOW_MESSAGES[chosen.problem]);
  const { fecha, horaInicio, horaFin } = chosen.ventana!;
  const capacidad = slots.find((s) => s.id === choice.horarioId)?.capacidad;
  if (!(await windowHasRoom(tx, { ...where, horarioId: choice.horarioId, fechaEntrega: fecha, horaInicio, capacidad }))) refuse(...WINDOW_MESSAGES.lleno);
  return { fechaEntrega: fecha, horaInicio, horaFin };
}

function addressText(direccion: string, sectorNombre: string, referencia: string): string {
  return `${direccion.trim()}, ${sectorNombre}${referencia.trim() ? ` (Ref.: ${referencia.trim()})` : ''}`;
}

async function resolveHomeDelivery(tx: Tx, usuarioId: number, zonaId: number, choice: DeliveryChoice, now: Date, productos: string): Promise<ResolvedDelivery> {
  if (choice.direccionZonaId !== undefined) refuse('direccionZonaId', 'El punto de retiro solo aplica al retiro en tienda');
  if (choice.direccionUsuarioId !== undefined && choice.direccionNueva) {
    refuse('direccionNueva', 'Elige una dirección guardada o una nueva, no ambas');
  }
  let address: { id: number | null; sectorId: number; areaId: number; texto: string; costoEnvio: string; tiempoEnvio: number };
  if (choice.direccionUsuarioId !== undefined) {
    const [row] = await selectAddresses(tx)
      .where(and(eq(direccionUsuario.id, choice.direccionUsuarioId), eq(direccionUsuario.usuarioId, usuarioId), eq(direccionUsuario.estatus, Estatus.ACTIVO)))
      .limit(1);
    if (!row) throw notFound('Dirección no encontrada');
    if (row.zonaId !== zonaId) refuse('direccionUsuarioId', 'La dirección no pertenece a esta zona');
    await zoneSector(tx, zonaId, row.sectorId, 'direccionUsuarioId');
    address = {
      id: row.id,
      sectorId: row.sectorId,
      areaId: row.areaId,
      texto: addressText(row.direccion, row.sectorNombre, row.referencia),
      costoEnvio: row.costoEnvio,
      tiempoEnvio: row.tiempoEnvio,
    };
  } else if (choice.direccionNueva) {
    const nueva = choice.direccionNueva;
    const s = await zoneSector(tx, zonaId, nueva.sectorId, 'direccionNueva.sectorId');
    const saved = nueva.guardar ? await createUserAddress(tx, usuarioId, zonaId, nueva, 'direccionNueva.sectorId') : null;
    address = {
      id: saved?.id ?? null,
      sectorId: s.id,
      areaId: s.areaId,
      texto: addressText(nueva.direccion, s.nombre, nueva.referencia ?? ''),
      costoEnvio: s.costoEnvio,
      tiempoEnvio: s.tiempoEnvio,
    };
  } else {
    return refuse('direccionUsuarioId', 'Elige la dirección de entrega');
  }
  // one statement at a time: a transaction runs on one connection
  const slots = await deliverySlots(tx, [address.areaId]);
  const rules = await rulesFor(tx, zonaId, TipoEnvio.DELIVERY, now);
  const rule = await deliveryRule(tx, zonaId);
  return {
    tipoEnvio: TipoEnvio.DELIVERY,
    direccionUsuarioId: address.id,
    direccionZonaId: null,
    areaId: address.areaId,
    sectorId: address.sectorId,
    direccion: address.texto,
    costoEnvio: deliveryCharge(areaDeliveryCost(rule, address.areaId, address.costoEnvio), rule?.envioGratisDesde, productos),
    tiempoEnvio: address.tiempoEnvio,
    ...(await window(tx, slots, choice, rules, { zonaId, tipoEnvio: TipoEnvio.DELIVERY, ownerId: address.areaId })),
  };
}

async function resolvePickup(tx: Tx, zonaId: number, choice: DeliveryChoice, now: Date, productos: string): Promise<ResolvedDelivery> {
  if (choice.direccionUsuarioId !== undefined || choice.direccionNueva) {
    refuse('direccionUsuarioId', 'El retiro en tienda no lleva dirección de entrega');
  }
  if (choice.direccionZonaId === undefined) return refuse('direccionZonaId', 'Elige el punto de retiro');
  const [point] = await pickupPoints(tx, zonaId, choice.direccionZonaId);
  if (!point) return refuse('direccionZonaId', 'Punto de retiro no disponible en esta zona');
  const slots = await pickupSlots(tx, zonaId, [point.id]);
  const rules = await rulesFor(tx, zonaId, TipoEnvio.PICKUP, now);
  const rule = await pickupRule(tx, zonaId);
  return {
    tipoEnvio: TipoEnvio.PICKUP,
    direccionUsuarioId: null,
    direccionZonaId: point.id,
    areaId: null,
    sectorId: null,
    direccion: `${point.nombre}: ${point.direccion}`,
    costoEnvio: rule ? deliveryCharge(rule.costoBase, rule.envioGratisDesde, productos) : '0.00',
    tiempoEnvio: 0,
    ...(await window(tx, slots, choice, rules, { zonaId, tipoEnvio: TipoEnvio.PICKUP, ownerId: point.id })),
  };
}

/**
 * Checks the order's delivery choice: a saved address of the caller in this zone (another customer's is a
 * 404) or a new one in an active sector (saved when asked), or a pickup point of the zone; and a window
 * of that area or point that is still offered (and, when the window has a capacity, still has room:
 * 'Horario sin disponibilidad'). 422 naming the field otherwise. Delivery is priced by the zone's delivery
 * option (free from its amount on `productos`, the order's products total) or the area's own cost; pickup
 * by the zone's pickup option (free when it has none).
 */
export function resolveDelivery(tx: Tx, usuarioId: number, zonaId: number, choice: DeliveryChoice, now: Date, productos: string = '0'): Promise<ResolvedDelivery> {
  return choice.tipoEnvio === TipoEnvio.PICKUP ? resolvePickup(tx, zonaId, choice, now, productos) : resolveHomeDelivery(tx, usuarioId, zonaId, choice, now, productos);
}
