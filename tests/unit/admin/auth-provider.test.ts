import { describe, expect, it } from 'vitest';
import {
  accessDenial,
  accessDeniedMessage,
  adminAreaOf,
  createAuthProvider,
  NOT_STAFF_MESSAGE,
} from '../../../src/admin/providers/auth-provider';
import { createHttpClient } from '../../../src/admin/providers/http';
import { createSession, SESSION_KEYS } from '../../../src/admin/providers/session';
import { AREA_ROLES } from '../../../src/shared/roles';
import { fakeFetch, fakeToken, memoryStorage, type FakeCall } from './fake-token';

const NOW = 1_800_000_000;
const ADMIN = ['ROLE_ADMIN', 'ROLE_USUARIO', ...AREA_ROLES, 'ROLE_ZONA_caracas', 'ROLE_ZONA_valencia'];
const OPERADOR = ['ROLE_ADMIN', 'ROLE_USUARIO', 'ROLE_PEDIDO', 'ROLE_ZONA_caracas'];
const CLIENTE = ['ROLE_USUARIO'];

function setup(handler: (call: FakeCall) => { status?: number; json?: unknown }, stored: Record<string, string> = {}) {
  const storage = memoryStorage(stored);
  const { calls, fetch } = fakeFetch(handler);
  const http = createHttpClient({ fetch, cookies: () => 'XSRF-TOKEN=x', token: async () => null, base: '/backend' });
  const session = createSession({ storage, now: () => NOW * 1000, refresh: async () => ({}) });
  const auth = createAuthProvider({ session, http, base: '/backend', now: () => NOW * 1000 });
  return { auth, calls, storage };
}

const sessionOf = (roles: string[], exp = NOW + 10 * 86_400) => ({
  [SESSION_KEYS.token]: fakeToken({ roles, exp }),
  [SESSION_KEYS.refresh]: String(NOW + 30 * 86_400),
});

describe('admin access decisions (spec section 6)', () => {
  it('takes the area from the first segment of the resource name', () => {
    expect(adminAreaOf('categoria')).toBe('categoria');
    expect(adminAreaOf('tarjeta/saldo')).toBe('tarjeta');
  });

  it('lets the admin into every area and zone', () => {
    expect(accessDenial(ADMIN, 'categoria')).toBeNull();
    expect(accessDenial(ADMIN, 'reporte/compra-usuario')).toBeNull();
    expect(accessDenial(ADMIN, 'inventario', 'valencia')).toBeNull();
  });

  it('keeps the operador to orders in its zone', () => {
    expect(accessDenial(OPERADOR, 'pedido')).toBeNull();
    expect(accessDenial(OPERADOR, 'pedido', 'caracas')).toBeNull();
    expect(accessDenial(OPERADOR, 'pedido', 'valencia')).toBe('zona');
    expect(accessDenial(OPERADOR, 'categoria')).toBe('area');
    expect(accessDenial(OPERADOR, 'usuario')).toBe('area');
  });

  it('refuses customers and visitors everywhere', () => {
    expect(accessDenial(CLIENTE, 'categoria')).toBe('area');
    expect(accessDenial(CLIENTE, 'panel')).toBe('area');
    expect(accessDenial(null, 'categoria')).toBe('login');
  });

  it('lets any staff member into pages outside the area table', () => {
    expect(accessDenial(OPERADOR, 'panel')).toBeNull();
  });

  it('words the denial by its kind', () => {
    expect(accessDeniedMessage('area')).toBe('No tiene los permisos necesarios para esta área');
    expect(accessDeniedMessage('zona')).toBe('No tiene los permisos de la Zona necesaria para esta área');
  });

  it('answers canAccess from the stored token', async () => {
    const admin = setup(() => ({}), sessionOf(ADMIN)).auth;
    const operador = setup(() => ({}), sessionOf(OPERADOR)).auth;
    expect(await admin.canAccess!({ resource: 'categoria', action: 'list' })).toBe(true);
    expect(await operador.canAccess!({ resource: 'categoria', action: 'list' })).toBe(false);
    expect(await operador.canAccess!({ resource: 'pedido', action: 'list' })).toBe(true);
  });
});

describe('admin authProvider', () => {
  it('logs staff in through /login_check and stores token and refresh expiry', async () => {
    const token = fakeToken({ roles: ADMIN, exp: NOW + 3600 });
    const { auth, calls, storage } = setup(() => ({ json: { token, refresh: NOW + 86_400 } }));
    await auth.login({ username: ' admin@demo.ve ', password: 'Demo1234!' });
    expect(calls[0]!.url).toBe('/backend/login_check');
    expect(calls[0]!.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ username: 'admin@demo.ve', password: 'Demo1234!' });
    expect(storage.getItem('token')).toBe(token);
    expect(storage.getItem('refresh')).toBe(String(NOW + 86_400));
  });

  it('passes the server message on bad credentials', async () => {
    const { auth } = setup(() => ({ status: 401, json: { codigo: 401, mensaje: 'Credenciales inválidas' } }));
    await expect(auth.login({ username: 'a@b.ve', password: 'x' })).rejects.toThrow('Credenciales inválidas');
  });

  it('refuses customers with a Spanish message and revokes the session it just opened', async () => {
    const token = fakeToken({ roles: CLIENTE, exp: NOW + 3600 });
    const { auth, calls, storage } = setup(({ url }) => (url.endsWith('/login_check') ? { json: { token, refresh: NOW + 86_400 } } : { json: {} }));
    await expect(auth.login({ username: 'cliente@demo.ve', password: 'Demo1234!' })).rejects.toThrow(NOT_STAFF_MESSAGE);
    expect(storage.getItem('token')).toBeNull();
    expect(calls[1]!.url).toBe('/backend/usuario/logout');
    expect(new Headers(calls[1]!.init.headers).get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('checks the session: staff passes; nobody, expired or customer fails', async () => {
    await expect(setup(() => ({}), sessionOf(OPERADOR)).auth.checkAuth({})).resolves.toBeUndefined();
    await expect(setup(() => ({})).auth.checkAuth({})).rejects.toEqual({ message: false });
    await expect(setup(() => ({}), sessionOf(ADMIN, NOW - 1)).auth.checkAuth({})).rejects.toThrow('Su sesión ha finalizado');
    await expect(setup(() => ({}), sessionOf(CLIENTE)).auth.checkAuth({})).rejects.toThrow(NOT_STAFF_MESSAGE);
  });

  it('refreshes a token inside the 5-day window before checking it', async () => {
    const storage = memoryStorage(sessionOf(ADMIN, NOW - 60));
    const renewed = fakeToken({ roles: ADMIN, exp: NOW + 15 * 86_400 });
    const { fetch } = fakeFetch(() => ({}));
    const http = createHttpClient({ fetch, cookies: () => '', token: async () => null, base: '/backend' });
    const session = createSession({ storage, now: () => NOW * 1000, refresh: async () => ({ token: renewed, refresh: NOW + 45 * 86_400 }) });
    const auth = createAuthProvider({ session, http, base: '/backend', now: () => NOW * 1000 });
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    expect(storage.getItem('token')).toBe(renewed);
  });

  it('logs staff out on the server and forgets the session; a live customer session stays', async () => {
    const staff = setup(() => ({ json: { mensaje: 'ok' } }), sessionOf(ADMIN));
    await staff.auth.logout({});
    expect(staff.calls.map((c) => c.url)).toEqual(['/backend/usuario/logout']);
    expect(staff.storage.getItem('token')).toBeNull();
    expect(staff.storage.getItem('refresh')).toBeNull();
    const customer = setup(() => ({}), sessionOf(CLIENTE));
    await customer.auth.logout({});
    expect(customer.calls).toHaveLength(0);
    expect(customer.storage.getItem('token')).not.toBeNull();
  });

  it('logs out on 401, opens the restricted-area page on 403 and on a record of another zone', async () => {
    const { auth } = setup(() => ({}), sessionOf(OPERADOR));
    const error = (status: number, message: string) => Object.assign(new Error(message), { status });
    await expect(auth.checkError({ status: 401 })).rejects.toBeInstanceOf(Error);
    await expect(auth.checkError(error(403, 'No tiene los permisos necesarios para esta área'))).rejects.toEqual({
      logoutUser: false,
      message: false,
      redirectTo: '/access-denied',
    });
    await expect(auth.checkError(error(404, 'No tiene los permisos de la Zona necesaria para esta área'))).rejects.toEqual({
      logoutUser: false,
      message: false,
      redirectTo: '/access-denied?motivo=zona',
    });
    await expect(auth.checkError(error(404, 'Orden no encontrada'))).resolves.toBeUndefined();
    await expect(auth.checkError({ status: 409 })).resolves.toBeUndefined();
  });

  it('gives identity and permissions from the token', async () => {
    const { auth } = setup(() => ({}), sessionOf(OPERADOR));
    expect(await auth.getIdentity!()).toEqual({ id: 'u-1', fullName: 'admin@demo.ve', email: 'admin@demo.ve' });
    expect(await auth.getPermissions!({})).toEqual(OPERADOR);
  });
});
