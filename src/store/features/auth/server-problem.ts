/** What a form shows after a failed call: the server message and field errors (when not already handled). */
import { ApiError } from '../../lib/http-errors';

export interface ServerProblem {
  mensaje: string | null;
  errores: Record<string, string>;
  estatus?: number;
}

export function serverProblem(error: unknown): ServerProblem {
  if (error instanceof ApiError) {
    if (error.handled) return { mensaje: null, errores: {} };
    return { mensaje: error.body.mensaje, errores: error.body.errores ?? {}, estatus: error.body.estatus };
  }
  return { mensaje: 'No fue posible completar la solicitud. Intente nuevamente.', errores: {} };
}
