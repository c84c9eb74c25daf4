import { describe, expect, it } from 'vitest';
import {
  canRefresh,
  clearSession,
  decodeToken,
  isRefreshLocked,
  isTokenExpired,
  lockRefresh,
  readSession,
  REFRESH_LOCK_MS,
  REFRESH_WINDOW_S,
  refreshWaitMs,
  safeReturnUrl,
  SESSION_KEYS,
  sessionVerdict,
  unlockRefresh,
  writeSession,
} from '../../../src/store/lib/session';
import { formatCaracasDateTime } from '../../../src/store/lib/time';
import { claimsPayload, fakeJwt, memoryStorage } from './helpers';

const claims = decodeToken(fakeJwt(claimsPayload()))!;
const expMs = claims.exp * 1000;

describe('decodeToken', () => {
  it('reads uid, username, roles, plan and expiry', () => {
    expect(claims).toMatchObject({ uid: claimsPayload().uid, username: 'cliente@demo.ve', roles: ['ROLE_USUARIO'], usuarioTipo: { tipo: 'normal' } });
  });

  it('treats garbage or a token without exp/uid as logged out', () => {
    expect(decodeToken('no-es-un-token')).toBeNull();
    expect(decodeToken(null)).toBeNull();
    expect(decodeToken(fakeJwt({ uid: 'x' }))).toBeNull();
  });
});

describe('token expiry (instants, America/Caracas only for display)', () => {
  it('is expired from the exp instant on', () => {
    expect(isTokenExpired(claims, expMs - 1)).toBe(false);
    expect(isTokenExpired(claims, expMs)).toBe(true);
  });

  it('shows the expiry in Venezuelan time with Spanish month names', () => {
    // 2024-01-01 03:30 UTC is 2023-12-31 23:30 in Caracas (UTC-4)
    const text = formatCaracasDateTime(Date.UTC(2024, 0, 1, 3, 30));
    expect(text).toContain('31 de diciembre de 2023');
    expect(text).toMatch(/11:30/);
  });
});

describe('refresh window', () => {
  const windowStart = (claims.exp - REFRESH_WINDOW_S) * 1000;
  const liveRefresh = claims.exp + 86_400;

  it('is closed before token expiry minus 5 days', () => {
    expect(canRefresh(claims, liveRefresh, windowStart)).toBe(false);
    expect(canRefresh(claims, liveRefresh, windowStart - 1000)).toBe(false);
  });

  it('opens after token expiry minus 5 days while the refresh token lives', () => {
    expect(canRefresh(claims, liveRefresh, windowStart + 1)).toBe(true);
    expect(canRefresh(claims, liveRefresh, expMs + 3600_000)).toBe(true);
  });

  it('needs a stored refresh expiry later than now', () => {
    expect(canRefresh(claims, null, windowStart + 1)).toBe(false);
    expect(canRefresh(claims, Math.floor((windowStart + 1) / 1000), windowStart + 1000)).toBe(false);
  });
});

describe('refresh lock', () => {
  it('holds for 10 seconds and is cleared on unlock', () => {
    const storage = memoryStorage();
    expect(isRefreshLocked(storage, 0)).toBe(false);
    lockRefresh(storage, 1000);
    expect(isRefreshLocked(storage, 1000 + REFRESH_LOCK_MS - 1)).toBe(true);
    expect(isRefreshLocked(storage, 1000 + REFRESH_LOCK_MS)).toBe(false);
    unlockRefresh(storage);
    expect(isRefreshLocked(storage, 1001)).toBe(false);
  });

  it('makes others wait a random 50-200 ms', () => {
    expect(refreshWaitMs(() => 0)).toBe(50);
    expect(refreshWaitMs(() => 0.999999)).toBe(200);
    expect(refreshWaitMs(() => 0.5)).toBe(125);
  });
});

describe('stored session', () => {
  it('writes, reads and clears token and refresh expiry', () => {
    const storage = memoryStorage();
    const token = fakeJwt(claimsPayload());
    writeSession(storage, token, 1_800_000_000);
    expect(readSession(storage)).toMatchObject({ token, refresh: 1_800_000_000, claims: { username: 'cliente@demo.ve' } });
    clearSession(storage);
    expect(storage.data.has(SESSION_KEYS.token)).toBe(false);
    expect(storage.data.has(SESSION_KEYS.refresh)).toBe(false);
    expect(readSession(storage)).toEqual({ token: null, claims: null, refresh: null });
  });

  it('counts an undecodable stored token as logged out', () => {
    expect(readSession(memoryStorage({ token: 'basura', refresh: '1' })).token).toBeNull();
  });
});

describe('sessionVerdict (website resolve vs token)', () => {
  it('is ok for guests and matching active users', () => {
    expect(sessionVerdict(null, { usuarioEstatus: 2, usuarioTipo: 'prime' })).toBe('ok');
    expect(sessionVerdict(claims, { usuarioEstatus: 1, usuarioTipo: 'normal' })).toBe('ok');
    expect(sessionVerdict(claims, { usuarioEstatus: null, usuarioTipo: null })).toBe('ok');
  });

  it('logs out blocked or inactive users first', () => {
    expect(sessionVerdict(claims, { usuarioEstatus: 2, usuarioTipo: 'normal' })).toBe('bloqueado');
    expect(sessionVerdict(claims, { usuarioEstatus: 3, usuarioTipo: 'prime' })).toBe('bloqueado');
  });

  it('asks for a new login when the plan changed', () => {
    expect(sessionVerdict(claims, { usuarioEstatus: 1, usuarioTipo: 'prime' })).toBe('planCambiado');
  });
});

describe('safeReturnUrl', () => {
  it('follows same-site paths only', () => {
    expect(safeReturnUrl('/caracas?x=1')).toBe('/caracas?x=1');
    expect(safeReturnUrl('//evil.example')).toBeNull();
    expect(safeReturnUrl('https://evil.example')).toBeNull();
    expect(safeReturnUrl('/auth/login')).toBeNull();
    expect(safeReturnUrl(null)).toBeNull();
  });
});
