/** Quantity rules of spec section 5: the options a shopper may pick and how a quantity is judged. */
import { CarritoDetalleEstatus, type CarritoDetalleEstatusId } from './enums';

export interface ModalidadVenta {
  minimo: number;
  /** Empty or 0 means no maximum besides the stock. */
  maximo: number | null;
  grupo: number;
  unidad: number;
}

/** Upper bound on how many options a select shows, so a huge stock cannot build a huge list. */
export const MAX_QUANTITY_OPTIONS = 200;

function step(m: ModalidadVenta): number {
  return Math.max(1, m.grupo) * Math.max(1, m.unidad);
}

/** Smallest quantity that may be bought: minimo x unidad. It is also the default when adding. */
export function defaultQuantity(m: ModalidadVenta): number {
  return Math.max(1, m.minimo) * Math.max(1, m.unidad);
}

/** Largest quantity that may be bought: the smaller of the stock and maximo x unidad. */
export function maxQuantity(m: ModalidadVenta, existencia: number): number {
  const stock = Math.max(0, Math.floor(existencia));
  if (!m.maximo || m.maximo <= 0) return stock;
  return Math.min(stock, m.maximo * Math.max(1, m.unidad));
}

/** 0 first, then minimo*unidad up to the max in steps of grupo*unidad. */
export function quantityOptions(m: ModalidadVenta, existencia: number, limit = MAX_QUANTITY_OPTIONS): number[] {
  const options = [0];
  const max = maxQuantity(m, existencia);
  for (let q = defaultQuantity(m); q <= max && options.length <= limit; q += step(m)) options.push(q);
  return options;
}

/** Options that still include the quantity already chosen, so a select never loses its value. */
export function optionsIncluding(m: ModalidadVenta, existencia: number, current: number): number[] {
  const options = quantityOptions(m, existencia);
  if (current > 0 && !options.includes(current)) options.push(current);
  return options.sort((a, b) => a - b);
}

/** Judges a requested quantity the way the server validates a cart line. */
export function checkQuantity(
  cantidad: number,
  m: ModalidadVenta,
  existencia: number,
): CarritoDetalleEstatusId {
  if (!Number.isInteger(cantidad) || cantidad <= 0) return CarritoDetalleEstatus.CANTIDAD_INCORRECTA;
  if (existencia <= 0) return CarritoDetalleEstatus.INVENTARIO_INSUFICIENTE;
  if (cantidad > existencia) return CarritoDetalleEstatus.EXISTENCIA_SUPERADA;
  if (cantidad < defaultQuantity(m)) return CarritoDetalleEstatus.MINIMO_INSATISFECHO;
  if (m.maximo && m.maximo > 0 && cantidad > m.maximo * Math.max(1, m.unidad))
    return CarritoDetalleEstatus.MAXIMO_SUPERADO;
  if ((cantidad - defaultQuantity(m)) % step(m) !== 0) return CarritoDetalleEstatus.CANTIDAD_INCORRECTA;
  return CarritoDetalleEstatus.ACTIVO;
}

/**
 * The largest quantity that may be bought and is not above `limit` (cart adjustments and merges);
 * 0 when none is (stock below the minimum).
 */
export function largestValidQuantity(m: ModalidadVenta, existencia: number, limit: number): number {
  const max = Math.min(Math.floor(limit), maxQuantity(m, existencia));
  const min = defaultQuantity(m);
  if (max < min) return 0;
  return min + Math.floor((max - min) / step(m)) * step(m);
}

/**
 * A quantity reached by adding (the 'Agregar' buttons, merging a guest cart): past the stock or the maximum
 * it becomes the largest valid quantity; when none is valid it stays as asked, for validation to report.
 */
export function cappedAddition(total: number, m: ModalidadVenta, existencia: number): number {
  if (total <= maxQuantity(m, existencia)) return total;
  return largestValidQuantity(m, existencia, total) || total;
}

/**
 * The quantity one step up or down from `current` for a −/+ stepper: steps of grupo x unidad between
 * minimo x unidad and the largest valid quantity (maximo, stock); `current` when it cannot move. A
 * quantity outside those bounds (the stock fell meanwhile) comes back to the nearest one.
 */
export function stepQuantity(m: ModalidadVenta, existencia: number, current: number, direction: 1 | -1): number {
  const min = defaultQuantity(m);
  const max = largestValidQuantity(m, existencia, Number.MAX_SAFE_INTEGER);
  if (max === 0) return current;
  if (current > max) return max;
  if (current < min) return min;
  const next = current + direction * step(m);
  return next >= min && next <= max ? next : current;
}
