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

/** '45 min', '3 horas', '1 hora', '1 h 30 min'. */
export function deliveryDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (m) return `${h} h ${m} min`;
  return h === 1 ? '1 hora' : `${h} horas`;
}

export interface ShippingFacts {
  area: { nombre: string; costoEnvio: string; tiempoEnvio: number }[];
  envioGratisDesde: string | null;
}

/**
 * What the storefront may promise about delivery in a zone, from its data: free (from an amount, or
 * always when every area costs 0) or the lowest cost, and the quickest time. Null: no delivery areas.
 * `money` formats an amount of the system currency.
 */
export function deliveryHeadline(facts: ShippingFacts, money: (amount: string) => string): string | null {
  if (facts.area.length === 0) return null;
  const costs = facts.area.map((a) => a.costoEnvio);
  const lowest = costs.reduce((min, c) => (compare(c, min) < 0 ? c : min));
  const quickest = Math.min(...facts.area.map((a) => a.tiempoEnvio));
  const price = costs.every((c) => compare(c, 0) === 0)
    ? 'Delivery gratis'
    : facts.envioGratisDesde !== null
      ? `Delivery gratis en compras desde ${money(facts.envioGratisDesde)}`
      : `Delivery desde ${money(lowest)}`;
  return `${price}, en ${quickest < 60 ? '' : 'unas '}${deliveryDuration(quickest)}`;
}
