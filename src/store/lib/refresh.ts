/**
 * Token refresh before a request (spec section 4): allowed inside the 5-day window while the refresh
 * token lives; a 10 s lock in storage makes other requests (and tabs) wait 50-200 ms meanwhile.
 */
import {
  canRefresh,
  decodeToken,
  isRefreshLocked,
  isTokenExpired,
  lockRefresh,
  refreshWaitMs,
  unlockRefresh,
  type KeyValueStorage,
} from './session';

export interface SessionAccess {
  token(): string | null;
  refreshExpiry(): number | null;
  save(token: string, refresh: number): void;
  clear(): void;
}

export interface RefreshDeps {
  session: SessionAccess;
  storage: KeyValueStorage;
  now(): number;
  random(): number;
  sleep(ms: number): Promise<void>;
  /** POST /refresh_token; resolves the parsed answer or rejects. */
  requestRefresh(): Promise<unknown>;
  /** Shows or hides the 'Cargando' modal. */
  refreshing(on: boolean): void;
  /** The answer lacked token or refresh: send the user to login. */
  sendToLogin(): void;
}

/** Returns ensureFreshToken(): false only when a refresh was attempted and failed. */
export function createRefresher(deps: RefreshDeps): () => Promise<boolean> {
  const { session, storage } = deps;
  let failedFor: string | null = null;

  async function refreshNow(token: string): Promise<boolean> {
    lockRefresh(storage, deps.now());
    deps.refreshing(true);
    try {
      const answer = (await deps.requestRefresh()) as { token?: unknown; refresh?: unknown } | null;
      if (typeof answer?.token !== 'string' || typeof answer.refresh !== 'number') {
        session.clear();
        deps.sendToLogin();
        return false;
      }
      session.save(answer.token, answer.refresh);
      return true;
    } catch {
      failedFor = token;
      return false;
    } finally {
      unlockRefresh(storage);
      deps.refreshing(false);
    }
  }

  return async function ensureFreshToken(): Promise<boolean> {
    for (;;) {
      const token = session.token();
      const claims = decodeToken(token);
      if (!token || !claims) return true;
      const now = deps.now();
      const refreshable = token !== failedFor && canRefresh(claims, session.refreshExpiry(), now);
      if (!refreshable) {
        if (isTokenExpired(claims, now)) session.clear();
        return true;
      }
      if (!isRefreshLocked(storage, now)) return refreshNow(token);
      await deps.sleep(refreshWaitMs(deps.random));
    }
  };
}
