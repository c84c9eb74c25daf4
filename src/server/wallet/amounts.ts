/** Amount checks shared by card purchases, adjustments and vuelto: one Spanish message per way to get it wrong. */
import { compare, round2 } from '../../shared/money';
import { badRequest } from '../errors';

export const MONTO_CERO = 'El monto debe ser mayor a cero';
export const MONTO_DECIMALES = 'El monto admite como máximo 2 decimales';
export const MONTO_INVALIDO = 'El monto no es válido';
export const DATOS_INVALIDOS = 'Los datos enviados no son válidos';

/** A positive amount with at most 2 decimals within [minimo, maximo], as a 2-decimal string; 400 on the field otherwise. */
export function checkAmount(raw: string, limits: { minimo?: string; maximo?: string }, field = 'monto'): string {
  const fail = (m: string) => badRequest(DATOS_INVALIDOS, { [field]: m });
  if (!/^-?\d{1,10}(\.\d+)?$/.test(raw)) throw fail(MONTO_INVALIDO);
  if (compare(raw, 0) <= 0) throw fail(MONTO_CERO);
  if (/\.\d{3,}$/.test(raw) && !/\.\d{2}0+$/.test(raw)) throw fail(MONTO_DECIMALES);
  const monto = round2(raw);
  if (limits.minimo !== undefined && compare(monto, limits.minimo) < 0) throw fail(`El monto mínimo es ${round2(limits.minimo)}`);
  if (limits.maximo !== undefined && compare(monto, limits.maximo) > 0) throw fail(`El monto máximo es ${round2(limits.maximo)}`);
  return monto;
}
