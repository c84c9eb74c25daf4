/**
 * A security event (password change or reset, block, plan change, approved deletion) ends every session at
 * once through revokeSessions: access tokens issued before it are refused by every guard and by resolve,
 * refresh tokens are revoked; tokens without exp are refused whatever their signature.
 */
import { eq } from 'drizzle-orm';
import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeSessions } from '../../src/server/auth/revocation';
import { usuario } from '../../src/server/auth/tables';
import { createTestApp, login, testBackends, type TestApp } from '../helpers/app';

const CLIENTE = 'cliente@demo.ve';
const EXPIRED = { codigo: 401, mensaje: 'Sesión expirada o inválida' };

describe.each(testBackends())('sessions end at a security event (%s)', (backend) => {
  let t: TestApp;
  let id: number;
  let uuid: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    const [u] = await t.app.db.select({ id: usuario.id, uuid: usuario.uuid }).from(usuario).where(eq(usuario.email, CLIENTE));
    ({ id, uuid } = u!);
  });
  afterAll(() => t?.close());

  const perfil = (token: string) => t.api({ url: '/usuario/perfil', token });
  const resolveAs = async (token: string) => (await t.api({ url: '/api/website/resolve', token })).json();

  it('refuses every token issued before the event, keeps the ones issued after it', async () => {
    const before = await login(t, CLIENTE);
    expect((await perfil(before.token)).statusCode).toBe(200);
    expect((await resolveAs(before.token)).usuarioTipo).toBe('normal');

    await revokeSessions(t.app.db, id);
    const res = await perfil(before.token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(EXPIRED);
    // resolve answers as to a guest, so the storefront drops the session
    expect(await resolveAs(before.token)).toMatchObject({ usuarioTipo: null, usuarioEstatus: null });
    const refreshed = await t.api({ method: 'POST', url: '/refresh_token', payload: {}, cookies: { refresh_token: before.refreshCookie } });
    expect(refreshed.statusCode).toBe(401);

    // a login in the same second as the event gets a token that works
    const after = await login(t, CLIENTE);
    expect((await perfil(after.token)).statusCode).toBe(200);
    expect((await resolveAs(after.token)).usuarioTipo).toBe('normal');
  });

  it('applies inside the transaction that makes the change (here a plan change)', async () => {
    const before = await login(t, CLIENTE);
    await t.app.db.transaction(async (tx) => {
      await tx.update(usuario).set({ usuarioTipo: 2 }).where(eq(usuario.id, id));
      await revokeSessions(tx, id);
    });
    expect((await perfil(before.token)).statusCode).toBe(401);
    const after = await login(t, CLIENTE);
    expect((await resolveAs(after.token)).usuarioTipo).toBe('prime');
    await t.app.db.update(usuario).set({ usuarioTipo: 1 }).where(eq(usuario.id, id));
  });

  it('refuses a validly signed token without exp', async () => {
    const sign = createSigner({ key: t.config.jwtSecret, algorithm: 'HS256' });
    const forever = sign({ uid: uuid, username: CLIENTE, roles: ['ROLE_USUARIO'], usuarioTipo: { tipo: 'normal' } });
    const res = await perfil(forever);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ codigo: 401, mensaje: 'Sesión expirada o inválida' });
    expect((await resolveAs(forever)).usuarioTipo).toBeNull();
  });
});
