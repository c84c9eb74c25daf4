/** The sale mode in words, beyond the minimum the price tag shows: steps and the maximum per order. */
import type { ModalidadVentaWire } from '../../../shared/contracts/catalog-pages';

export function saleRules(m: ModalidadVentaWire): string[] {
  const unidad = Math.max(1, m.unidad);
  const step = Math.max(1, m.grupo) * unidad;
  const rules: string[] = [];
  if (step > 1) rules.push(`Se vende en grupos de ${step} unidades`);
  if (m.maximo && m.maximo > 0) rules.push(`Máximo ${m.maximo * unidad} unidades por pedido`);
  return rules;
}
