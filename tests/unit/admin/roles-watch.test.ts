import { describe, expect, it } from 'vitest';
import { createRolesCheck, ROLES_CHECK_MIN_MS } from '../../../src/admin/providers/roles-watch';
import { createSession, SESSION_KEYS } from '../../../src/admin/providers/session';
import { fakeToken, memoryStorage } from './fake-token';

const NOW = 1_800_000_000;
const OPERADOR = ['ROLE_ADMIN', 'ROLE_PEDIDO', 'ROLE_ZONA_caracas'];

describe('admin roles refresh on focus', () => {
  function setup(serverRoles: () => string[]) {
    let clock = NOW * 1000;
    const storage = memoryStorage({
      [SESSION_KEYS.token]: fakeToken({ roles: OPERADOR, exp: NOW + 10 * 86_400 }),
      [SESSION_KEYS.refresh]: String(NOW + 30 * 86_400),
    });
    let refreshes = 0;
    const session = createSession({
      storage,
      now: () => clock,
      refresh: async () => {
        refreshes++;
        return { token: fakeToken({ roles: serverRoles(), exp: NOW + 10 * 86_400 }), refresh: NOW + 30 * 86_400 };
      },
    });
    let changes = 0;
    const check = createRolesCheck({ session, now: () => clock, onChange: () => changes++ });
    return { session, check, tick: (ms: number) => (clock += ms), counts: () => ({ refreshes, changes }) };
  }

  it('renews the token at most once a minute and reports a new role once', async () => {
    let roles = OPERADOR;
    const s = setup(() => roles);
    expect(await s.check()).toBe(false); // just started: not yet
    expect(s.counts()).toEqual({ refreshes: 0, changes: 0 });
    s.tick(ROLES_CHECK_MIN_MS);
    expect(await s.check()).toBe(false); // same roles: renewed, nothing to redraw
    expect(s.counts()).toEqual({ refreshes: 1, changes: 0 });
    roles = [...OPERADOR, 'ROLE_ONE_SIGNAL'];
    s.tick(ROLES_CHECK_MIN_MS - 1);
    expect(await s.check()).toBe(false);
    s.tick(1);
    expect(await s.check()).toBe(true);
    expect(s.session.claims()!.roles).toEqual([...OPERADOR, 'ROLE_ONE_SIGNAL']);
    expect(s.counts()).toEqual({ refreshes: 2, changes: 1 });
  });

  it('does nothing without a session or once the refresh has expired', async () => {
    const s = setup(() => OPERADOR);
    s.tick(31 * 86_400_000);
    expect(await s.check()).toBe(false);
    expect(s.counts()).toEqual({ refreshes: 0, changes: 0 });
  });
});
