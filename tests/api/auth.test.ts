import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsuarioEstatus, UsuarioTipo } from '../../src/shared/enums';
import { ROLE_USUARIO } from '../../src/shared/roles';
import { refreshToken, usuario } from '../../src/server/auth/tables';
import { hashToken } from '../../src/server/auth/tokens';
import { createUser } from '../../src/server/auth/users';
import { STATUS_MESSAGES, type TokenClaims } from '../../src/server/plugins/auth';
import { createTestApp, login, testBackends, type TestApp } from '../helpers/app';

const CLAVE = 'Prueba123';
const BAD_CREDENTIALS = 'Correo o contraseña incorrectos';

function claimsOf(token: string): TokenClaims {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as TokenClaims;
}

const user = (email: string, estatus: number, usuarioTipo: 1 | 2 | 3 = UsuarioTipo.normal) => ({
  email,
  clave: CLAVE,
  nombre: 'Prueba',
  apellido: 'Auth',
  telefono: '04141112233',
  tipoDocumento: 'V' as const,
  documento: '12345678',
  usuarioTipo,
  estatus,
  roles: [ROLE_USUARIO],
});

describe.each(testBackends())('auth (%s)', (backend) => {
  let t: TestApp;
  let activoUuid: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    activoUuid = (await createUser(t.app.db, user('activo@prueba.ve', UsuarioEstatus.ACTIVO, UsuarioTipo.prime))).uuid;
    await createUser(t.app.db, user('bloqueado@prueba.ve', UsuarioEstatus.BLOQUEADO));
    await createUser(t.app.db, user('inactivo@prueba.ve', UsuarioEstatus.INACTIVO));
    await createUser(t.app.db, user('sinverificar@prueba.ve', UsuarioEstatus.VERIFICAR_EMAIL));
    await createUser(t.app.db, user('eliminado@prueba.ve', UsuarioEstatus.ELIMINADO));
  });
  afterAll(() => t.close());

  const loginCall = (username: string, password = CLAVE) =>
    t.api({ method: 'POST', url: '/login_check', payload: { username, password } });
  const refreshCall = (cookie?: string) =>
    t.api({ method: 'POST', url: '/refresh_token', payload: {}, cookies: cookie ? { refresh_token: cookie } : {} });
  const refreshCookieOf = (res: Awaited<ReturnType<typeof loginCall>>) => res.cookies.find((c) => c.name === 'refresh_token');

  it('logs in and answers a signed token with the contract claims', async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await loginCall('activo@prueba.ve');
    expect(res.statusCode).toBe(200);
    const { token, refresh } = res.json();
    const claims = claimsOf(token);
    expect(claims).toMatchObject({ uid: activoUuid, username: 'activo@prueba.ve', roles: [ROLE_USUARIO], usuarioTipo: { tipo: 'prime' } });
    expect(claims.exp - claims.iat).toBe(t.config.tokenTtl);
    expect(refresh).toBeGreaterThanOrEqual(before + t.config.refreshTtl);
    expect(refresh).toBeLessThanOrEqual(before + t.config.refreshTtl + 5);

    const cookie = refreshCookieOf(res)!;
    expect(cookie).toMatchObject({ path: t.config.apiBase, httpOnly: true, sameSite: 'Lax' });
    expect(cookie.value.length).toBeGreaterThan(30);
    const [row] = await t.app.db.select({ ultimoAcceso: usuario.ultimoAcceso }).from(usuario).where(eq(usuario.uuid, activoUuid));
    expect(row!.ultimoAcceso!.getTime()).toBeGreaterThanOrEqual(before * 1000 - 1000);
  });

  it('stores only a hash of the refresh token', async () => {
    const cookie = refreshCookieOf(await loginCall('activo@prueba.ve'))!.value;
    const byHash = (h: string) => t.app.db.select({ familia: refreshToken.familia }).from(refreshToken).where(eq(refreshToken.tokenHash, h));
    expect(await byHash(cookie)).toHaveLength(0);
    expect(await byHash(hashToken(cookie))).toHaveLength(1);
  });

  it('normalises the e-mail on login', async () => {
    expect((await loginCall('  ACTIVO@Prueba.VE ')).statusCode).toBe(200);
  });

  it('answers the same generic 401 for a wrong password and an unknown e-mail', async () => {
    const wrong = await loginCall('activo@prueba.ve', 'Otra12345');
    const unknown = await loginCall('nadie@prueba.ve');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ codigo: 401, mensaje: BAD_CREDENTIALS });
    expect(unknown.json()).toEqual(wrong.json());
    expect(refreshCookieOf(wrong)).toBeUndefined();
  });

  it.each([
    ['bloqueado@prueba.ve', UsuarioEstatus.BLOQUEADO],
    ['inactivo@prueba.ve', UsuarioEstatus.INACTIVO],
    ['sinverificar@prueba.ve', UsuarioEstatus.VERIFICAR_EMAIL],
    ['eliminado@prueba.ve', UsuarioEstatus.ELIMINADO],
  ])('refuses %s with its status', async (email, estatus) => {
    const res = await loginCall(email);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ codigo: 401, mensaje: STATUS_MESSAGES[estatus], estatus });
  });

  it('does not reveal the status without the right password', async () => {
    expect((await loginCall('bloqueado@prueba.ve', 'Otra12345')).json()).toEqual({ codigo: 401, mensaje: BAD_CREDENTIALS });
  });

  it('rotates the refresh cookie, and a reused one revokes the whole family', async () => {
    const first = refreshCookieOf(await loginCall('activo@prueba.ve'))!.value;
    const rotated = await refreshCall(first);
    expect(rotated.statusCode).toBe(200);
    expect(claimsOf(rotated.json().token).uid).toBe(activoUuid);
    const second = refreshCookieOf(rotated)!.value;
    expect(second).not.toBe(first);

    const reused = await refreshCall(first);
    expect(reused.statusCode).toBe(401);
    // the thief's (or the user's) newer token died with its family
    expect((await refreshCall(second)).statusCode).toBe(401);
  });

  it('keeps other sessions alive when one family is revoked', async () => {
    const a = refreshCookieOf(await loginCall('activo@prueba.ve'))!.value;
    const b = refreshCookieOf(await loginCall('activo@prueba.ve'))!.value;
    await refreshCall(a);
    await refreshCall(a);
    expect((await refreshCall(b)).statusCode).toBe(200);
  });

  it('refuses a refresh without a cookie or with an unknown one', async () => {
    expect((await refreshCall()).json()).toMatchObject({ codigo: 401 });
    expect((await refreshCall('no-existe')).statusCode).toBe(401);
  });

  it('refuses the refresh of a user blocked meanwhile', async () => {
    const uuid = (await createUser(t.app.db, user('abloquear@prueba.ve', UsuarioEstatus.ACTIVO))).uuid;
    const cookie = refreshCookieOf(await loginCall('abloquear@prueba.ve'))!.value;
    await t.app.db.update(usuario).set({ estatus: UsuarioEstatus.BLOQUEADO }).where(eq(usuario.uuid, uuid));
    const res = await refreshCall(cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ estatus: UsuarioEstatus.BLOQUEADO });
  });

  it('logs out: revokes the family and clears the cookie', async () => {
    const login = await loginCall('activo@prueba.ve');
    const cookie = refreshCookieOf(login)!.value;
    expect((await t.api({ url: '/usuario/logout' })).statusCode).toBe(401);
    const res = await t.api({ url: '/usuario/logout', token: login.json().token, cookies: { refresh_token: cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().mensaje).toBeTruthy();
    expect(refreshCookieOf(res)).toMatchObject({ value: '', path: t.config.apiBase });
    expect((await refreshCall(cookie)).statusCode).toBe(401);
  });

  it('answers the profile of the caller', async () => {
    expect((await t.api({ url: '/usuario/perfil' })).statusCode).toBe(401);
    const { token } = (await loginCall('activo@prueba.ve')).json();
    const res = await t.api({ url: '/usuario/perfil', token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      uuid: activoUuid,
      email: 'activo@prueba.ve',
      nombre: 'Prueba',
      apellido: 'Auth',
      telefono: '04141112233',
      tipoDocumento: 'V',
      documento: '12345678',
      usuarioTipo: 'prime',
      estatus: UsuarioEstatus.ACTIVO,
      roles: [ROLE_USUARIO],
    });
  });

  it('tells whether an e-mail is registered', async () => {
    const ask = async (email: string) => (await t.api({ url: `/api/usuario/verificarregistrado?email=${encodeURIComponent(email)}` })).json();
    expect(await ask('Activo@Prueba.ve')).toEqual({ registrado: true });
    expect(await ask('nadie@prueba.ve')).toEqual({ registrado: false });
    expect(await ask('eliminado@prueba.ve')).toEqual({ registrado: false });
    expect((await t.api({ url: '/api/usuario/verificarregistrado' })).statusCode).toBe(400);
  });

  it('refuses a login body with extra fields or wrong types', async () => {
    const extra = await t.api({ method: 'POST', url: '/login_check', payload: { username: 'activo@prueba.ve', password: CLAVE, admin: true } });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errores).toHaveProperty('admin');
    const typed = await t.api({ method: 'POST', url: '/login_check', payload: { username: ['activo@prueba.ve'], password: CLAVE } });
    expect(typed.statusCode).toBe(400);
    const huge = await t.api({ method: 'POST', url: '/login_check', payload: { username: 'activo@prueba.ve', password: 'x'.repeat(10_000) } });
    expect(huge.json().errores).toHaveProperty('password');
  });

  it('lets the seeded demo accounts in', async () => {
    const admin = await login(t, 'admin@demo.ve');
    expect(claimsOf(admin.token).roles).toContain('ROLE_ADMIN');
    expect(admin.refreshCookie).not.toBe('');
    expect(claimsOf((await login(t, 'mayorista@demo.ve')).token).usuarioTipo).toEqual({ tipo: 'mayorista' });
  });
});

