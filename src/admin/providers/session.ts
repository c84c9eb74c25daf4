/**
 * The stored session (spec section 4): the access token and the refresh expiry in localStorage, shared
 * with the storefront, and the early refresh 5 days before the token expires, guarded by a 10 s lock
 * so two tabs never spend the same refresh token.
 */
import { jwtDecode } from 'jwt-decode';

/** localStorage keys, the same ones the storefront uses (src/store/lib/session.ts), so both share one session. */
export const SESSION_KEYS = { token: 'token', refresh: 'refresh', refreshLock: 'refreshBloqueado' } as const;
export const REFRESH_WINDOW_SECONDS = 432_000;
export const REFRESH_LOCK_MS = 10_000;

export interface TokenClaims {
  uid: string;
  username: string;
  roles: string[];
  usuarioTipo?: { tipo: string };
  iat?: number;
  exp: number;
}

export interface LoginAnswer {
  token?: unknown;
  refresh?: unknown;
}

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SessionDeps {
  storage: StorageLike;
  /** Calls POST /refresh_token and returns its answer. */
  refresh: () => Promise<LoginAnswer>;
  now?: () => number;
  wait?: (ms: number) => Promise<void>;
  random?: () => number;
}

export function decodeToken(token: string | null): TokenClaims | null {
  if (!token) return null;
  try {
    const claims = jwtDecode<Partial<TokenClaims>>(token);
    if (typeof claims.exp !== 'number' || typeof claims.uid !== 'string' || !Array.isArray(claims.roles)) return null;
    return claims as TokenClaims;
  } catch {
    return null;
  }
}

export function isExpired(claims: TokenClaims, nowSeconds: number): boolean {
  return claims.exp <= nowSeconds;
}

/** A refresh is allowed when the refresh expiry is later than now and now is past exp - 5 days. */
export function refreshDue(claims: TokenClaims | null, refreshExpiry: number | null, nowSeconds: number): boolean {
  if (!claims || refreshExpiry === null) return false;
  return refreshExpiry > nowSeconds && nowSeconds > claims.exp - REFRESH_WINDOW_SECONDS;
}

function validAnswer(answer: LoginAnswer): answer is { token: string; refresh: number | string } {
  return typeof answer.token === 'string' && answer.token !== '' && (typeof answer.refresh === 'number' || typeof answer.refresh === 'string');
}

export interface Session {
  token(): string | null;
  claims(): TokenClaims | null;
  refreshExpiry(): number | null;
  save(answer: LoginAnswer): boolean;
  clear(): void;
  /** The token to send, refreshed first when due. */
  freshToken(): Promise<string | null>;
  /** Runs a refresh (one at a time), when due or when `force`d; false when it failed or was not possible. */
  refresh(force?: boolean): Promise<boolean>;
}

export function createSession(deps: SessionDeps): Session {
  const { storage } = deps;
  const now = deps.now ?? Date.now;
  const wait = deps.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const random = deps.random ?? Math.random;
  let inFlight: Promise<boolean> | null = null;

  const nowSeconds = () => Math.floor(now() / 1000);
  const token = () => storage.getItem(SESSION_KEYS.token);
  const claims = () => decodeToken(token());
  function refreshExpiry(): number | null {
    const raw = storage.getItem(SESSION_KEYS.refresh);
    const value = raw === null ? NaN : Number(raw);
    return Number.isFinite(value) ? value : null;
  }
  const due = () => refreshDue(claims(), refreshExpiry(), nowSeconds());

  function save(answer: LoginAnswer): boolean {
    if (!validAnswer(answer)) return false;
    storage.setItem(SESSION_KEYS.token, answer.token);
    storage.setItem(SESSION_KEYS.refresh, String(answer.refresh));
    return true;
  }
  function clear(): void {
    storage.removeItem(SESSION_KEYS.token);
    storage.removeItem(SESSION_KEYS.refresh);
  }
  const lockHeld = () => Number(storage.getItem(SESSION_KEYS.refreshLock) ?? 0) > now();

  async function runRefresh(force: boolean): Promise<boolean> {
    // another tab is refreshing: wait 50-200 ms at a time until its lock ends, then use its token
    while (lockHeld()) await wait(50 + Math.floor(random() * 150));
    const expiry = refreshExpiry();
    if (force ? expiry === null || expiry <= nowSeconds() : !due()) return claims() !== null;
    storage.setItem(SESSION_KEYS.refreshLock, String(now() + REFRESH_LOCK_MS));
    try {
      const answer = await deps.refresh();
      if (save(answer)) return true;
      clear();
      return false;
    } catch {
      return false;
    } finally {
      storage.removeItem(SESSION_KEYS.refreshLock);
    }
  }

  function refresh(force = false): Promise<boolean> {
    inFlight ??= runRefresh(force).finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  async function freshToken(): Promise<string | null> {
    if (due()) await refresh();
    return token();
  }

  return { token, claims, refreshExpiry, save, clear, freshToken, refresh };
}
