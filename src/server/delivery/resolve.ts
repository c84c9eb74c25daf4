/**
 * The one choice of address (or pickup point) and window an order is delivered with, in two steps:
 * readDeliveryFacts reads what the choice names before the order's transaction (in parallel, refusing
 * nothing, so a repeated submission still finds its first order), and judgeDelivery checks it inside the
 * transaction, saves a new address when asked and, for a window with a capacity, locks its schedule and
 * counts its orders (capacity.ts).
 */
import { and, eq } from 'drizzle-orm';
import type { RegistrarOrden } from '../../shared/contracts/orders';
import { Estatus, TipoEnvio, type TipoEnvioId } from '../../shared/enums';
import { areaDeliveryCost, deliveryCharge, type DeliveryRule } from '../../shared/shipping';
import type { Db, Tx } from '../db/client';
import { notFound, unprocessable } from '../errors';
import { SIN_DISPONIBILIDAD, windowFill, windowHasRoom, windowKey } from './capacity';
import { EXPRESS_MESSAGES, notEarliest } from './express';
import {
  createUserAddress,
  deliverySlots,
  findZoneSector,
  pickupFacts,
  type PickupPoint,
  rulesFor,
  SECTOR_AJENO,
  selectAddresses,
  type ZoneSector,
} from './service';
import { deliveryRule, expressRule, pickupRule, type PickupRule } from './shipping';
import { direccionUsuario } from './tables';
import { chooseWindow, type WeeklySlot, type WindowProblem, type WindowRules } from './windows';

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

type SavedAddress = Awaited<ReturnType<typeof selectAddresses>>[number];

/** What a delivery choice names, as read before the transaction (null: not found or not given). */
export type DeliveryFacts =
  | {
      tipoEnvio: typeof TipoEnvio.PICKUP;
      point: PickupPoint | null;
      slots: WeeklySlot[];
      rules: WindowRules;
      rule: PickupRule | null;
    }
  | {
      tipoEnvio: typeof TipoEnvio.DELIVERY | typeof TipoEnvio.EXPRESS;
      saved: SavedAddress | null;
      /** The sector of the saved address, or of the new one, when it is an active sector of the zone. */
      sector: ZoneSector | null;
      slots: WeeklySlot[];
      rules: WindowRules;
      /** The zone's delivery option (express: its express option). */
      rule: DeliveryRule | null;
      /** Express: the orders every window of the zone's areas holds, to tell the earliest offered one. */
      fill: Map<string, number> | null;
    };

async function savedAddress(db: Db, usuarioId: number, id: number): Promise<SavedAddress | null> {
  const [row] = await selectAddresses(db)
    .where(and(eq(direccionUsuario.id, id), eq(direccionUsuario.usuarioId, usuarioId), eq(direccionUsuario.estatus, Estatus.ACTIVO)))
    .limit(1);
  return row ?? null;
}

async function homeFacts(db: Db, usuarioId: number, zonaId: number, choice: DeliveryChoice): Promise<{ saved: SavedAddress | null; sector: ZoneSector | null; slots: WeeklySlot[] }> {
  const saved = choice.direccionUsuarioId !== undefined ? await savedAddress(db, usuarioId, choice.direccionUsuarioId) : null;
  const sectorId = choice.direccionUsuarioId !== undefined ? saved?.sectorId : choice.direccionNueva?.sectorId;
  const sector = sectorId === undefined ? null : await findZoneSector(db, zonaId, sectorId);
  return { saved, sector, slots: sector ? await deliverySlots(db, [sector.areaId]) : [] };
}

/** Reads what the choice names; refuses nothing (judgeDelivery does, in the transaction). */
export async function readDeliveryFacts(db: Db, usuarioId: number, zonaId: number, choice: DeliveryChoice, now: Date): Promise<DeliveryFacts> {
  if (choice.tipoEnvio === TipoEnvio.PICKUP) {
    const id = choice.direccionZonaId;
    if (id !== undefined) return { tipoEnvio: TipoEnvio.PICKUP, ...(await pickupFacts(db, zonaId, id, now)) };
    const [rules, rule] = await Promise.all([rulesFor(db, zonaId, TipoEnvio.PICKUP, now), pickupRule(db, zonaId)]);
    return { tipoEnvio: TipoEnvio.PICKUP, point: null, slots: [], rules, rule };
  }
  const tipoEnvio = choice.tipoEnvio;
  const express = tipoEnvio === TipoEnvio.EXPRESS;
  const [home, rules, rule, fill] = await Promise.all([
    homeFacts(db, usuarioId, zonaId, choice),
    rulesFor(db, zonaId, tipoEnvio, now),
    express ? expressRule(db, zonaId) : deliveryRule(db, zonaId),
    express ? windowFill(db, zonaId, tipoEnvio, now) : null,
  ]);
  return { tipoEnvio, ...home, rules, rule, fill };
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
async function window(tx: Tx, slots: WeeklySlot[], choice: DeliveryChoice, rules: WindowRules, where: { zonaId: number; tipoEnvio: TipoEnvioId; ownerId: number }) {
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

type HomeFacts = Extract<DeliveryFacts, { saved: unknown }>;

/** Express needs the zone's express option and the area's earliest offered window (express.ts). */
function checkExpress(f: HomeFacts, choice: DeliveryChoice, areaId: number): void {
  if (!f.rule) refuse('tipoEnvio', EXPRESS_MESSAGES.noDisponible);
  const taken = (s: WeeklySlot, fecha: string) => f.fill?.get(windowKey(areaId, fecha, s.horaInicio)) ?? 0;
  if (notEarliest(f.slots, choice, { ...f.rules, taken })) refuse('horarioId', EXPRESS_MESSAGES.primerHorario);
}

async function judgeHomeDelivery(tx: Tx, usuarioId: number, zonaId: number, choice: DeliveryChoice, f: HomeFacts, productos: string): Promise<ResolvedDelivery> {
  if (choice.direccionZonaId !== undefined) refuse('direccionZonaId', 'El punto de retiro solo aplica al retiro en tienda');
  if (choice.direccionUsuarioId !== undefined && choice.direccionNueva) {
    refuse('direccionNueva', 'Elige una dirección guardada o una nueva, no ambas');
  }
  let address: { id: number | null; sectorId: number; areaId: number; texto: string; costoEnvio: string; tiempoEnvio: number };
  if (choice.direccionUsuarioId !== undefined) {
    const row = f.saved;
    if (!row) throw notFound('Dirección no encontrada');
    if (row.zonaId !== zonaId) refuse('direccionUsuarioId', 'La dirección no pertenece a esta zona');
    if (!f.sector) refuse('direccionUsuarioId', SECTOR_AJENO);
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
    const s = f.sector ?? refuse('direccionNueva.sectorId', SECTOR_AJENO);
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
  const rule = f.rule;
  if (f.tipoEnvio === TipoEnvio.EXPRESS) checkExpress(f, choice, address.areaId);
  return {
    tipoEnvio: f.tipoEnvio,
    direccionUsuarioId: address.id,
    direccionZonaId: null,
    areaId: address.areaId,
    sectorId: address.sectorId,
    direccion: address.texto,
    costoEnvio: deliveryCharge(areaDeliveryCost(rule, address.areaId, address.costoEnvio), rule?.envioGratisDesde, productos),
    tiempoEnvio: address.tiempoEnvio,
    ...(await window(tx, f.slots, choice, f.rules, { zonaId, tipoEnvio: f.tipoEnvio, ownerId: address.areaId })),
  };
}

async function judgePickup(tx: Tx, zonaId: number, choice: DeliveryChoice, f: Extract<DeliveryFacts, { tipoEnvio: typeof TipoEnvio.PICKUP }>, productos: string): Promise<ResolvedDelivery> {
  if (choice.direccionUsuarioId !== undefined || choice.direccionNueva) {
    refuse('direccionUsuarioId', 'El retiro en tienda no lleva dirección de entrega');
  }
  if (choice.direccionZonaId === undefined) return refuse('direccionZonaId', 'Elige el punto de retiro');
  const point = f.point;
  if (!point) return refuse('direccionZonaId', 'Punto de retiro no disponible en esta zona');
  const rule = f.rule;
  return {
    tipoEnvio: TipoEnvio.PICKUP,
    direccionUsuarioId: null,
    direccionZonaId: point.id,
    areaId: null,
    sectorId: null,
    direccion: `${point.nombre}: ${point.direccion}`,
    costoEnvio: rule ? deliveryCharge(rule.costoBase, rule.envioGratisDesde, productos) : '0.00',
    tiempoEnvio: 0,
    ...(await window(tx, f.slots, choice, f.rules, { zonaId, tipoEnvio: TipoEnvio.PICKUP, ownerId: point.id })),
  };
}

/**
 * Checks the order's delivery choice: a saved address of the caller in this zone (another customer's is a
 * 404) or a new one in an active sector (saved when asked), or a pickup point of the zone; and a window
 * of that area or point that is still offered (and, when the window has a capacity, still has room:
 * 'Horario sin disponibilidad'). 422 naming the field otherwise. Delivery is priced by the zone's delivery
 * option (free from its amount on `productos`, the order's products total) or the area's own cost; pickup
 * by the zone's pickup option (free when it has none); express, a delivery in the area's earliest offered
 * window only, by the zone's express option (refused without one).
 */
export function judgeDelivery(tx: Tx, usuarioId: number, zonaId: number, choice: DeliveryChoice, facts: DeliveryFacts, productos: string): Promise<ResolvedDelivery> {
  return facts.tipoEnvio === TipoEnvio.PICKUP ? judgePickup(tx, zonaId, choice, facts, productos) : judgeHomeDelivery(tx, usuarioId, zonaId, choice, facts, productos);
}
