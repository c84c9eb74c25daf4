/**
 * Session rules of spec section 4, as plain functions over a token, a storage and the current instant.
 * Expiry compares instants (the token's exp is an absolute moment); America/Caracas only matters when a
 * moment is shown, see time.ts.
 */
import { jwtDecode } from 'jwt-decode';
import { UsuarioEstatus, type UsuarioTipoNombre } from '../../shared/enums';

export interface TokenClaims {
  uid: string;
  username: string;
  roles: string[];
  usuarioTipo: { tipo: UsuarioTipoNombre };
  iat?: number;
  exp: number;
}

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const SESSION_KEYS = { token: 'token', refresh: 'refresh', lock: 'refreshBloqueado' } as const;

/** A refresh is allowed from 5 days before the token expires. */
export const REFRESH_WINDOW_S = 432_000;
export const REFRESH_LOCK_MS = 10_000;
export const REFRESH_WAIT_MIN_MS = 50;
export const REFRESH_WAIT_MAX_MS = 200;

export function decodeToken(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  try {
    const claims = jwtDecode<Partial<TokenClaims>>(token);
    if (typeof claims.exp !== 'number' || typeof claims.uid !== 'string') return null;
    return {
      uid: claims.uid,
      username: claims.username ?? '',
      roles: Array.isArray(claims.roles) ? claims.roles : [],
      usuarioTipo: { tipo: claims.usuarioTipo?.tipo ?? 'normal' },
      iat: claims.iat,
      exp: claims.exp,
    };
  } catch {
    return null;
  }
}

export function isTokenExpired(claims: Pick<TokenClaims, 'exp'>, nowMs: number): boolean {
  return claims.exp * 1000 <= nowMs;
}

/** Stored refresh expiry later than now, and now past (token expiry - 5 days). */
export function canRefresh(claims: Pick<TokenClaims, 'exp'>, refreshExpiryS: number | null, nowMs: number): boolean {
  if (refreshExpiryS === null || refreshExpiryS * 1000 <= nowMs) return false;
  return nowMs > (claims.exp - REFRESH_WINDOW_S) * 1000;
}

export function isRefreshLocked(storage: KeyValueStorage, nowMs: number): boolean {
  const until = Number(storage.getItem(SESSION_KEYS.lock));
  return Number.isFinite(until) && until > nowMs;
}

export function lockRefresh(storage: KeyValueStorage, nowMs: number): void {
  storage.setItem(SESSION_KEYS.lock, String(nowMs + REFRESH_LOCK_MS));
}

export function unlockRefresh(storage: KeyValueStorage): void {
  storage.removeItem(SESSION_KEYS.lock);
}

/** Random wait while another refresh is in progress: 50-200 ms. */
export function refreshWaitMs(random: () => number): number {
  return Math.round(REFRESH_WAIT_MIN_MS + random() * (REFRESH_WAIT_MAX_MS - REFRESH_WAIT_MIN_MS));
}

export interface StoredSession {
  token: string | null;
  claims: TokenClaims | null;
  refresh: number | null;
}

/** The stored session; an undecodable token counts as logged out. */
export function readSession(storage: KeyValueStorage): StoredSession {
  const token = storage.getItem(SESSION_KEYS.token);
  const claims = decodeToken(token);
  const refresh = Number(storage.getItem(SESSION_KEYS.refresh));
  if (!claims) return { token: null, claims: null, refresh: null };
  return { token, claims, refresh: Number.isFinite(refresh) && refresh > 0 ? refresh : null };
}

export function writeSession(storage: KeyValueStorage, token: string, refresh: number): void {
  storage.setItem(SESSION_KEYS.token, token);
  storage.setItem(SESSION_KEYS.refresh, String(refresh));
}

/** Logout removes the token and the refresh expiry. */
export function clearSession(storage: KeyValueStorage): void {
  storage.removeItem(SESSION_KEYS.token);
  storage.removeItem(SESSION_KEYS.refresh);
}

export type SessionVerdict = 'ok' | 'bloqueado' | 'planCambiado';

/** What the website resolve answer means for a logged-in session. */
export function sessionVerdict(
  claims: TokenClaims | null,
  resolve: { usuarioEstatus: number | null; usuarioTipo: UsuarioTipoNombre | null },
): SessionVerdict {
  if (!claims) return 'ok';
  if (resolve.usuarioEstatus !== null && resolve.usuarioEstatus !== UsuarioEstatus.ACTIVO) return 'bloqueado';
  if (resolve.usuarioTipo !== null && resolve.usuarioTipo !== claims.usuarioTipo.tipo) return 'planCambiado';
  return 'ok';
}

/** Only same-site paths are followed after login (never '//host' or absolute URLs). */
export function safeReturnUrl(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  if (raw.startsWith('/auth/')) return null;
  return raw;
}
