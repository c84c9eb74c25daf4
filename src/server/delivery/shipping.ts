/**
 * The zone's shipping options as checkout and the storefront read them: the active delivery option's
 * rule (base cost, free-shipping amount, surcharges per area) and a summary of every active option for
 * the footer and the zone banner.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { EnvioZona } from '../../shared/contracts/shipping';
import { Estatus } from '../../shared/enums';
import { areaDeliveryCost, TIPO_ENVIO_OPCION, type DeliveryRule } from '../../shared/shipping';
import type { Db, Tx } from '../db/client';
import { area, envioOpcion, envioRecargo } from './tables';

/** What pickup costs in a zone: its active pickup option's base cost, free from its amount on. */
export interface PickupRule {
  costoBase: string;
  envioGratisDesde: string | null;
}

/** The zone's active pickup option; null when it has none (pickup is free). */
export async function pickupRule(db: Db | Tx, zonaId: number): Promise<PickupRule | null> {
  const [opcion] = await db
    .select({ costoBase: envioOpcion.costoBase, envioGratisDesde: envioOpcion.envioGratisDesde })
    .from(envioOpcion)
    .where(and(eq(envioOpcion.zonaId, zonaId), eq(envioOpcion.tipoEnvio, TIPO_ENVIO_OPCION.PICKUP), eq(envioOpcion.estatus, Estatus.ACTIVO)))
    .limit(1);
  return opcion ?? null;
}

/** A zone's active delivery or express option as a pricing rule, with its name. */
export interface OptionRule extends DeliveryRule {
  nombre: string;
}

/** The zone's active option of a home delivery type (delivery or express) with its surcharges; null when it has none. */
export async function optionRule(db: Db | Tx, zonaId: number, tipoEnvio: typeof TIPO_ENVIO_OPCION.DELIVERY | typeof TIPO_ENVIO_OPCION.EXPRESS): Promise<OptionRule | null> {
  const [opcion] = await db
    .select({ id: envioOpcion.id, nombre: envioOpcion.nombre, costoBase: envioOpcion.costoBase, envioGratisDesde: envioOpcion.envioGratisDesde })
    .from(envioOpcion)
    .where(and(eq(envioOpcion.zonaId, zonaId), eq(envioOpcion.tipoEnvio, tipoEnvio), eq(envioOpcion.estatus, Estatus.ACTIVO)))
    .limit(1);
  if (!opcion) return null;
  const recargos = await db.select({ areaId: envioRecargo.areaId, recargo: envioRecargo.recargo }).from(envioRecargo).where(eq(envioRecargo.envioOpcionId, opcion.id));
  return { nombre: opcion.nombre, costoBase: opcion.costoBase, envioGratisDesde: opcion.envioGratisDesde, recargos: new Map(recargos.map((r) => [r.areaId, r.recargo])) };
}

/** The zone's active delivery option as a pricing rule; null when it has none (areas charge their own cost). */
export function deliveryRule(db: Db | Tx, zonaId: number): Promise<OptionRule | null> {
  return optionRule(db, zonaId, TIPO_ENVIO_OPCION.DELIVERY);
}

/** The zone's active express option as a pricing rule; null when it has none (no express in the zone). */
export function expressRule(db: Db | Tx, zonaId: number): Promise<OptionRule | null> {
  return optionRule(db, zonaId, TIPO_ENVIO_OPCION.EXPRESS);
}

/** GET /api/zona/envio: what the zone's delivery really costs and takes, and its other options. */
export async function zoneShipping(db: Db, zonaId: number): Promise<EnvioZona> {
  const [rule, areas, opciones] = await Promise.all([
    deliveryRule(db, zonaId),
    db
      .select({ id: area.id, nombre: area.nombre, costoEnvio: area.costoEnvio, tiempoEnvio: area.tiempoEnvio })
      .from(area)
      .where(and(eq(area.zonaId, zonaId), eq(area.estatus, Estatus.ACTIVO)))
      .orderBy(asc(area.tiempoEnvio), asc(area.nombre)),
    db
      .select({ tipoEnvio: envioOpcion.tipoEnvio, nombre: envioOpcion.nombre, costoBase: envioOpcion.costoBase, envioGratisDesde: envioOpcion.envioGratisDesde })
      .from(envioOpcion)
      .where(and(eq(envioOpcion.zonaId, zonaId), eq(envioOpcion.estatus, Estatus.ACTIVO), inArray(envioOpcion.tipoEnvio, [1, 2, 3])))
      .orderBy(asc(envioOpcion.tipoEnvio)),
  ]);
  return {
    area: areas.map((a) => ({ nombre: a.nombre, costoEnvio: areaDeliveryCost(rule, a.id, a.costoEnvio), tiempoEnvio: a.tiempoEnvio })),
    envioGratisDesde: rule?.envioGratisDesde ?? null,
    opcion: opciones,
  };
}
