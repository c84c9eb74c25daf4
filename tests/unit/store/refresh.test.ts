import { describe, expect, it } from 'vitest';
import { lockRefresh, REFRESH_WINDOW_S } from '../../../src/store/lib/session';
import { apiFixture } from './api-fixture';
import { claimsPayload, fakeJwt } from './helpers';

const NOW = 1_700_000_000_000;
const nowS = NOW / 1000;
/** A token inside the refresh window (expires in 2 days) and one outside it (expires in 20 days). */
const dueToken = fakeJwt(claimsPayload({ exp: nowS + 2 * 86_400 }));
const freshToken = fakeJwt(claimsPayload({ exp: nowS + REFRESH_WINDOW_S + 86_400 }));
const newToken = fakeJwt(claimsPayload({ exp: nowS + 30 * 86_400 }));
const refreshLives = nowS + 20 * 86_400;

describe('refresh before a request', () => {
  it('does nothing outside the 5-day window', async () => {
    const f = apiFixture({ now: NOW, token: freshToken, refresh: refreshLives, answers: [{ status: 200, body: [] }] });
    await f.api.get('/api/zona/listadoapi');
    expect(f.calls.map((c) => c.url)).toEqual(['/backend/api/zona/listadoapi']);
  });

  it('refreshes inside the window, showing Cargando, and uses the new token', async () => {
    const f = apiFixture({
      now: NOW,
      token: dueToken,
      refresh: refreshLives,
      answers: [{ status: 200, body: { token: newToken, refresh: refreshLives + 100 } }, { status: 200, body: [] }],
    });
    await f.api.get('/api/zona/listadoapi');
    expect(f.calls[0]!.url).toBe('/backend/refresh_token');
    expect(f.calls[0]!.init.method).toBe('POST');
    expect(f.calls[0]!.init.body).toBe('{}');
    expect(f.calls[0]!.headers.get('x-xsrf-token')).toBe('csrf-123');
    expect(f.calls[0]!.headers.has('authorization')).toBe(false);
    expect(f.calls[1]!.headers.get('authorization')).toBe(`Bearer ${newToken}`);
    expect(f.session).toEqual({ token: newToken, refresh: refreshLives + 100 });
    expect(f.ui.refreshing).toEqual([true, false]);
    expect(f.storage.data.size).toBe(0);
  });

  it('does not refresh when the refresh token itself expired', async () => {
    const f = apiFixture({ now: NOW, token: dueToken, refresh: nowS - 1 });
    await f.api.get('/api/x');
    expect(f.calls).toHaveLength(1);
  });

  it('reports a failed refresh, closes the modal, keeps the token and does not retry it', async () => {
    const f = apiFixture({ now: NOW, token: dueToken, refresh: refreshLives, answers: [{ status: 401 }, { status: 200 }, { status: 200 }] });
    await f.api.get('/api/a');
    await f.api.get('/api/b');
    expect(f.calls.map((c) => c.url)).toEqual(['/backend/refresh_token', '/backend/api/a', '/backend/api/b']);
    expect(f.ui.refreshing).toEqual([true, false]);
    expect(f.session.token).toBe(dueToken);
    expect(f.navigations).toEqual([]);
  });

  it('sends the user to login when the answer lacks token or refresh', async () => {
    const f = apiFixture({ now: NOW, token: dueToken, refresh: refreshLives, answers: [{ status: 200, body: { token: newToken } }, { status: 200 }] });
    await f.api.get('/api/a');
    expect(f.session.token).toBeNull();
    expect(f.navigations).toEqual([`/auth/login?returnUrl=${encodeURIComponent('/caracas?x=1')}`]);
  });

  it('waits a random 50-200 ms while another refresh holds the lock', async () => {
    const f = apiFixture({ now: NOW, token: dueToken, refresh: refreshLives, answers: [{ status: 200, body: [] }] });
    lockRefresh(f.storage, NOW);
    // the other refresh finishes while we wait: a new token appears and the lock is gone
    f.hooks.onSleep = () => {
      f.session.token = newToken;
      f.storage.data.clear();
    };
    await f.api.get('/api/a');
    expect(f.sleeps).toEqual([125]);
    expect(f.calls.map((c) => c.url)).toEqual(['/backend/api/a']);
    expect(f.calls[0]!.headers.get('authorization')).toBe(`Bearer ${newToken}`);
  });

  it('logs an expired, non-refreshable token out before the request', async () => {
    const expired = fakeJwt(claimsPayload({ exp: nowS - 10 }));
    const f = apiFixture({ now: NOW, token: expired, refresh: null });
    await f.api.get('/api/a');
    expect(f.session.token).toBeNull();
    expect(f.calls[0]!.headers.has('authorization')).toBe(false);
  });
});
