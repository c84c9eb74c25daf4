/** The PRIME request form: which fields a payment method needs, and its checks before sending. */
import type { MembresiaInicio, SolicitudMembresiaBody } from '../../../shared/contracts/membership';
import { ApiError } from '../../lib/http-errors';

export interface PrimeFormValues {
  planId: number | null;
  metodoPago: number | null;
  referencia: string;
  banco: string;
}

export type PrimeFormErrors = Partial<Record<'planId' | 'metodoPago' | 'referencia' | 'banco' | 'mensaje', string>>;

const REFERENCIA = /^[0-9A-Za-z-]{4,30}$/;

export function requiredFields(inicio: MembresiaInicio | null | undefined, metodoPago: number | null): string[] {
  return inicio?.metodoPago.find((m) => m.id === metodoPago)?.requiere ?? [];
}

/** The body to send, or the field errors to show. */
export function checkPrimeForm(inicio: MembresiaInicio, v: PrimeFormValues): { body: SolicitudMembresiaBody } | { errores: PrimeFormErrors } {
  const errores: PrimeFormErrors = {};
  if (!v.planId) errores.planId = 'Seleccione un plan';
  if (!v.metodoPago) errores.metodoPago = 'Seleccione cómo desea pagar';
  const needs = requiredFields(inicio, v.metodoPago);
  const referencia = v.referencia.trim();
  const banco = v.banco.trim();
  if (needs.includes('referencia') && !REFERENCIA.test(referencia)) errores.referencia = 'Indique la referencia (4 a 30 letras, números o guiones)';
  if (needs.includes('banco') && banco.length < 2) errores.banco = 'Indique el banco de origen';
  const plan = inicio.planes.find((p) => p.id === v.planId);
  if (plan && v.metodoPago === 6 && Number(inicio.saldo) < Number(plan.precio)) errores.metodoPago = 'Su saldo TZM no alcanza para este plan';
  if (Object.keys(errores).length) return { errores };
  return {
    body: {
      planId: v.planId!,
      metodoPago: v.metodoPago!,
      ...(needs.includes('referencia') ? { referencia } : {}),
      ...(needs.includes('banco') ? { banco } : {}),
    },
  };
}

/** What a refused request tells the form. */
export function requestProblem(error: unknown): PrimeFormErrors {
  if (error instanceof ApiError && !error.handled) {
    return { ...(error.body.errores ?? {}), mensaje: error.body.mensaje };
  }
  return { mensaje: 'No fue posible enviar la solicitud, intente nuevamente' };
}
