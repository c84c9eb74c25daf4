/**
 * What delivery costs (server and storefront alike): the delivery option's base cost plus the area's
 * surcharge, or the area's own cost when the zone has no delivery option; nothing once the products
 * total reaches the option's free-shipping amount.
 */
import { add, compare, round2, type Amount } from './money';

export const TIPO_ENVIO_OPCION = { DELIVERY: 1, PICKUP: 2, EXPRESS: 3 } as const;
export const tipoEnvioOpcionNombre: Record<number, string> = { 1: 'Delivery', 2: 'Retiro en tienda', 3: 'Express' };

export interface DeliveryRule {
  costoBase: string;
  envioGratisDesde: string | null;
  /** Surcharge by area id. */
  recargos: Map<number, string>;
}

/** An area's delivery cost before the free-shipping amount. */
export function areaDeliveryCost(rule: DeliveryRule | null, areaId: number, areaCost: Amount): string {
  return rule ? add(rule.costoBase, rule.recargos.get(areaId) ?? 0) : round2(areaCost);
}

/** The cost charged for a products total: 0 from the free-shipping amount on. */
export function deliveryCharge(cost: Amount, envioGratisDesde: Amount | null | undefined, productos: Amount): string {
  return envioGratisDesde !== null && envioGratisDesde !== undefined && compare(productos, envioGratisDesde) >= 0 ? '0.00' : round2(cost);
}
