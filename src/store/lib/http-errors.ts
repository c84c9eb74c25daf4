/** The common error handling of spec section 8, as a decision the API client then carries out. */
import { HTTP_CODIGOS_ERROR_PAGINA, UsuarioEstatus } from '../../shared/enums';
import type { ApiErrorBody } from './types';

/** Statuses a caller handles itself ('all' for every one), skipping the common handler. */
export type PassErrors = readonly number[] | 'all';

export type ErrorAction =
  | { kind: 'reject' }
  | { kind: 'login'; returnUrl: string }
  /** A 401 naming a blocked or inactive status: forced logout with BLOCKED_ALERT (spec section 8). */
  | { kind: 'bloqueado' }
  | { kind: 'semantic' }
  | { kind: 'errorPage'; codigo: number };

/** Requests to these API paths never go through the common handler. */
const UNHANDLED_PATHS = ['/usuario/notificacion'];

export const LOGIN_PATH = '/auth/login';

/** Spec section 8: the warning shown when a blocked or inactive user is logged out. */
export const BLOCKED_ALERT = {
  severity: 'warning',
  titulo: 'Usuario Bloqueado/Inactivo',
  mensaje: 'Su usuario se encuentra Bloqueado/Inactivo. Por favor comuníquese con Atención al cliente',
} as const;

const BLOCKED_STATUSES: readonly number[] = [UsuarioEstatus.BLOQUEADO, UsuarioEstatus.INACTIVO];

/** Status 0 stands for a network failure (no answer). */
export function errorPageCode(status: number): number {
  if ((HTTP_CODIGOS_ERROR_PAGINA as readonly number[]).includes(status)) return status;
  if (status === 0 || status === 504) return 408;
  if (status >= 400 && status < 500) return 400;
  return 500;
}

export function errorAction(
  status: number,
  context: { apiPath: string; currentUrl: string; passErrors?: PassErrors; estatus?: number },
): ErrorAction {
  const { apiPath, currentUrl, passErrors } = context;
  if (UNHANDLED_PATHS.some((p) => apiPath === p || apiPath.startsWith(`${p}/`))) return { kind: 'reject' };
  if (passErrors === 'all' || passErrors?.includes(status)) return { kind: 'reject' };
  if (status === 401) {
    const onLoginPage = currentUrl === LOGIN_PATH || currentUrl.startsWith(`${LOGIN_PATH}?`) || currentUrl.startsWith(`${LOGIN_PATH}/`);
    if (onLoginPage) return { kind: 'reject' };
    // the server names the status of a user refused for it (blocked by support while logged in)
    if (context.estatus !== undefined && BLOCKED_STATUSES.includes(context.estatus)) return { kind: 'bloqueado' };
    return { kind: 'login', returnUrl: currentUrl };
  }
  if (status === 422) return { kind: 'semantic' };
  return { kind: 'errorPage', codigo: errorPageCode(status) };
}

export function loginUrl(returnUrl: string | null): string {
  return returnUrl && returnUrl !== '/' ? `${LOGIN_PATH}?returnUrl=${encodeURIComponent(returnUrl)}` : LOGIN_PATH;
}

export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;
  /** True when the common handler already reacted (navigation, dialog): callers stay quiet. */
  readonly handled: boolean;

  constructor(status: number, body: ApiErrorBody, handled: boolean) {
    super(body.mensaje);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.handled = handled;
  }
}

/** Reads a server error body, falling back to a Spanish message by status. */
export function toErrorBody(status: number, payload: unknown): ApiErrorBody {
  if (payload && typeof payload === 'object' && typeof (payload as ApiErrorBody).mensaje === 'string') {
    return { ...(payload as ApiErrorBody), codigo: (payload as ApiErrorBody).codigo ?? status };
  }
  return { codigo: status, mensaje: status === 0 ? 'No fue posible conectar con el servidor' : 'Ha ocurrido un error inesperado' };
}
