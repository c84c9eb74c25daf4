/** The change-phone form's rules: the shared Venezuelan phone rule, and what a failed save shows. */
import { normalizePhone, parsePhone, TELEFONO_INVALIDO } from '../../../shared/phone';
import { ApiError } from '../../lib/http-errors';

export function phoneFieldError(value: string): string | null {
  if (!normalizePhone(value)) return 'Ingrese su número de teléfono';
  return parsePhone(value) ? null : TELEFONO_INVALIDO;
}

export interface SaveProblem {
  /** Shown on the field. */
  telefono: string | null;
  /** Shown above the form. */
  mensaje: string | null;
}

/** Nothing to show when the common handler already reacted (login, error page, 422 dialog). */
export function saveProblem(error: unknown): SaveProblem {
  if (!(error instanceof ApiError)) return { telefono: null, mensaje: 'No fue posible guardar su teléfono. Intente nuevamente.' };
  if (error.handled) return { telefono: null, mensaje: null };
  const telefono = error.body.errores?.telefono ?? null;
  return { telefono, mensaje: telefono ? null : error.body.mensaje };
}
