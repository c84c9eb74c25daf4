/**
 * Express delivery (issue 12). A zone offers it when it has an active express option (back-office area
 * `envio`, tipoEnvio 3), priced like delivery: the option's base cost plus the area's surcharge, free from
 * the option's amount on.
 *
 * What express means for windows: the area's EARLIEST offered delivery window, and only that one (the
 * customer does not choose a window). It goes through everything a delivery window does: the area's
 * schedules, their cut-off (or the delivery lead time), the delivery blocks (a block of express alone
 * too), and the window's capacity, whose places delivery and express orders share (capacity.ts). An express
 * order is then the first dispatched to its area and follows delivery's status path (EN_CAMINO, ENTREGADO).
 */
import type { Express, Ventana } from '../../shared/contracts/orders';
import { areaDeliveryCost } from '../../shared/shipping';
import type { OptionRule } from './shipping';
import { chooseWindow, concreteWindows, type WeeklySlot, type WindowRules } from './windows';

export const EXPRESS_MESSAGES = {
  noDisponible: 'La zona no ofrece envío express',
  primerHorario: 'El envío express se entrega solo en el primer horario disponible',
} as const;

/** What formpago offers as express to an area: its price and the first of its offered windows; null when none. */
export function expressOffer(rule: OptionRule | null, areaId: number, ventanas: readonly Ventana[]): Express | null {
  const ventana = ventanas[0];
  if (!rule || !ventana) return null;
  return { nombre: rule.nombre, costoEnvio: areaDeliveryCost(rule, areaId, 0), envioGratisDesde: rule.envioGratisDesde, ventana };
}

/**
 * Whether a chosen window is offered but is not the area's earliest offered one (express is refused then).
 * False when the window is not offered at all: the window check says why (past, blocked, full...).
 */
export function notEarliest(slots: WeeklySlot[], choice: { horarioId: number; fechaEntrega: string }, rules: WindowRules): boolean {
  const first = concreteWindows(slots, rules)[0];
  if (!first || (first.horarioId === choice.horarioId && first.fecha === choice.fechaEntrega)) return false;
  return chooseWindow(slots, choice.horarioId, choice.fechaEntrega, rules).problem === null;
}
