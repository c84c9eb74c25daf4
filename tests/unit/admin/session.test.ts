import { describe, expect, it } from 'vitest';
import {
  createSession,
  decodeToken,
  REFRESH_WINDOW_SECONDS,
  refreshDue,
  SESSION_KEYS,
} from '../../../src/admin/providers/session';
import { fakeToken, memoryStorage } from './fake-token';

const NOW = 1_800_000_000;
const DAY = 86_400;

describe('admin session', () => {
  it('decodes a token and refuses malformed ones', () => {
    expect(decodeToken(fakeToken({ roles: ['ROLE_ADMIN'], exp: NOW }))).toMatchObject({ uid: 'u-1', roles: ['ROLE_ADMIN'], exp: NOW });
    expect(decodeToken('no-es-un-jwt')).toBeNull();
    expect(decodeToken(null)).toBeNull();
  });

  it('refreshes only inside the 5-day window while the refresh expiry is in the future', () => {
    const claims = decodeToken(fakeToken({ roles: [], exp: NOW + 10 * DAY }))!;
    expect(REFRESH_WINDOW_SECONDS).toBe(5 * DAY);
    expect(refreshDue(claims, NOW + 30 * DAY, NOW)).toBe(false);
    expect(refreshDue(claims, NOW + 30 * DAY, NOW + 5 * DAY)).toBe(false);
    expect(refreshDue(claims, NOW + 30 * DAY, NOW + 5 * DAY + 1)).toBe(true);
    expect(refreshDue(claims, NOW + 30 * DAY, NOW + 11 * DAY)).toBe(true);
    expect(refreshDue(claims, NOW + 6 * DAY, NOW + 6 * DAY)).toBe(false);
    expect(refreshDue(claims, null, NOW + 6 * DAY)).toBe(false);
    expect(refreshDue(null, NOW + 30 * DAY, NOW)).toBe(false);
  });

  it('refreshes once for concurrent callers and stores the new token and refresh expiry', async () => {
    const storage = memoryStorage({
      [SESSION_KEYS.token]: fakeToken({ roles: ['ROLE_ADMIN'], exp: NOW + DAY }),
      [SESSION_KEYS.refresh]: String(NOW + 20 * DAY),
    });
    const renewed = fakeToken({ roles: ['ROLE_ADMIN'], exp: NOW + 15 * DAY });
    let refreshes = 0;
    const session = createSession({
      storage,
      now: () => NOW * 1000,
      refresh: async () => {
        refreshes++;
        expect(storage.getItem(SESSION_KEYS.refreshLock)).toBe(String(NOW * 1000 + 10_000));
        return { token: renewed, refresh: NOW + 30 * DAY };
      },
    });
    const tokens = await Promise.all([session.freshToken(), session.freshToken()]);
    expect(tokens).toEqual([renewed, renewed]);
    expect(refreshes).toBe(1);
    expect(storage.getItem(SESSION_KEYS.refresh)).toBe(String(NOW + 30 * DAY));
    expect(storage.getItem(SESSION_KEYS.refreshLock)).toBeNull();
  });

  it('waits while another tab holds the refresh lock and then uses its token', async () => {
    const renewed = fakeToken({ roles: ['ROLE_ADMIN'], exp: NOW + 15 * DAY });
    const storage = memoryStorage({
      [SESSION_KEYS.token]: fakeToken({ roles: ['ROLE_ADMIN'], exp: NOW + DAY }),
      [SESSION_KEYS.refresh]: String(NOW + 20 * DAY),
      [SESSION_KEYS.refreshLock]: String(NOW * 1000 + 5_000),
    });
    const waits: number[] = [];
    const session = createSession({
      storage,
      now: () => NOW * 1000,
      random: () => 0.5,
      wait: async (ms) => {
        waits.push(ms);
        storage.setItem(SESSION_KEYS.token, renewed);
        storage.removeItem(SESSION_KEYS.refreshLock);
      },
      refresh: async () => {
        throw new Error('no debe refrescar');
      },
    });
    expect(await session.refresh()).toBe(true);
    expect(waits).toEqual([125]);
    expect(session.token()).toBe(renewed);
  });

  it('clears the session when the refresh answer lacks a token, and reports failure', async () => {
    const storage = memoryStorage({
      [SESSION_KEYS.token]: fakeToken({ roles: ['ROLE_ADMIN'], exp: NOW + DAY }),
      [SESSION_KEYS.refresh]: String(NOW + 20 * DAY),
    });
    const session = createSession({ storage, now: () => NOW * 1000, refresh: async () => ({ refresh: NOW }) });
    expect(await session.refresh()).toBe(false);
    expect(session.token()).toBeNull();
    expect(session.refreshExpiry()).toBeNull();
  });

  it('keeps the session when the refresh call fails', async () => {
    const token = fakeToken({ roles: ['ROLE_ADMIN'], exp: NOW + DAY });
    const storage = memoryStorage({ [SESSION_KEYS.token]: token, [SESSION_KEYS.refresh]: String(NOW + 20 * DAY) });
    const session = createSession({
      storage,
      now: () => NOW * 1000,
      refresh: async () => {
        throw new Error('401');
      },
    });
    expect(await session.refresh()).toBe(false);
    expect(session.token()).toBe(token);
    expect(storage.getItem(SESSION_KEYS.refreshLock)).toBeNull();
  });
});
