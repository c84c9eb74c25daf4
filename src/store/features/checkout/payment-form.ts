/**
 * The data a payment method `requiere` (referencia, banco, telefono, documento), checked in the browser
 * with the rules of the registrar contract before anything is sent.
 */
import { normalizePhone, parsePhone } from '../../../shared/phone';
import type { MetodoPagoOpcion, RegistrarOrden } from '../../lib/orders-api';

export type CampoPago = MetodoPagoOpcion['requiere'][number];
export type CamposPago = Record<CampoPago, string>;

export const CAMPOS_VACIOS: CamposPago = { referencia: '', banco: '', telefono: '', documento: '' };

export const CAMPO_ETIQUETA: Record<CampoPago, string> = {
  referencia: 'Número de referencia',
  banco: 'Banco de origen',
  telefono: 'Teléfono del pago',
  documento: 'Cédula o RIF del titular',
};

export const CAMPO_AYUDA: Record<CampoPago, string> = {
  referencia: 'De 4 a 30 letras o números',
  banco: 'Banco desde el que pagó',
  telefono: '11 dígitos, por ejemplo 0414-1234567',
  documento: 'Por ejemplo V-12345678',
};

const REFERENCIA = /^[0-9A-Za-z-]{4,30}$/;
const DOCUMENTO = /^[VEJG]-?\d{5,10}$/;

/** The value as it is sent: trimmed; the phone's digits only; the document in capitals without dots or spaces. */
export function normalizeField(campo: CampoPago, value: string): string {
  switch (campo) {
    case 'telefono':
      return normalizePhone(value.trim());
    case 'documento':
      return value.toUpperCase().replace(/[\s.]/g, '');
    default:
      return value.trim();
  }
}

export function fieldError(campo: CampoPago, value: string): string | null {
  const v = normalizeField(campo, value);
  if (!v) return 'Este dato es obligatorio para este método de pago';
  switch (campo) {
    case 'referencia':
      return REFERENCIA.test(v) ? null : 'La referencia debe tener de 4 a 30 letras o números';
    case 'banco':
      return v.length >= 2 && v.length <= 60 ? null : 'Indique el nombre del banco';
    case 'telefono':
      return parsePhone(v) ? null : 'Número de teléfono inválido';
    case 'documento':
      return DOCUMENTO.test(v) ? null : 'Documento inválido: use V, E, J o G seguido del número';
  }
}

/** The errors of the fields a method requires (an empty object when all are fine). */
export function paymentErrors(metodo: MetodoPagoOpcion, campos: CamposPago): Partial<CamposPago> {
  const errors: Partial<CamposPago> = {};
  for (const campo of metodo.requiere) {
    const error = fieldError(campo, campos[campo]);
    if (error) errors[campo] = error;
  }
  return errors;
}

/** The `pago` of the registrar body: the method and only the fields it requires. */
export function paymentEntry(metodo: MetodoPagoOpcion, campos: CamposPago): NonNullable<RegistrarOrden['pago']> {
  const pago: NonNullable<RegistrarOrden['pago']> = { metodo: metodo.id };
  for (const campo of metodo.requiere) pago[campo] = normalizeField(campo, campos[campo]);
  return pago;
}
