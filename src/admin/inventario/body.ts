import type { InventarioRegistrarBody, PrecioBody } from '../../shared/contracts/admin-inventory';
import { decimal, integerOr, isBlank, type Data } from '../common/body';

/** One plan's price entry of a form -> the API body (amounts with 2 decimals, an empty maximum is none). */
export function precioBody(p: Data): PrecioBody {
  return {
    usuarioTipo: Number(p.usuarioTipo) as PrecioBody['usuarioTipo'],
    precio: decimal(p.precio),
    oferta: decimal(p.oferta),
    minimo: integerOr(p.minimo, 1),
    maximo: isBlank(p.maximo) || Number(p.maximo) === 0 ? null : Number(p.maximo),
    grupo: integerOr(p.grupo, 1),
    unidad: integerOr(p.unidad, 1),
  };
}

/** The body of POST /admin/inventario/registrar from the form's record. */
export function registrarBody(data: Data): InventarioRegistrarBody {
  return {
    sucursalId: Number(data.sucursalId),
    productoId: Number(data.productoId),
    existencia: integerOr(data.existencia, 0),
    precios: ((data.precios as Data[] | undefined) ?? []).map(precioBody),
  };
}

/**
 * What the clerk typed in a stock cell -> the relative adjustment: '+5' / '-3' adjust, a plain number is the
 * new total (sent as the difference from the value shown, so a concurrent sale is never overwritten).
 * null when the text is not a whole number.
 */
export function ajusteDesde(texto: string, actual: number): number | null {
  const t = texto.trim();
  if (!/^[+-]?\d{1,9}$/.test(t)) return null;
  return t.startsWith('+') || t.startsWith('-') ? Number(t) : Number(t) - actual;
}

/** The plans' prices of a row as form values (plan order). */
export const PLAN_DEFAULTS: Data[] = [1, 2, 3].map((usuarioTipo) => ({
  usuarioTipo,
  precio: '',
  oferta: '0',
  minimo: usuarioTipo === 3 ? 6 : 1,
  maximo: null,
  grupo: usuarioTipo === 3 ? 6 : 1,
  unidad: 1,
}));
