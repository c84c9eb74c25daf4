/** PUT /usuario/telefono: a customer without a phone sets one (spec section 4, change-phone screen). */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsuarioEstatus } from '../../src/shared/enums';
import { TELEFONO_INVALIDO } from '../../src/shared/phone';
import { ROLE_ADMIN } from '../../src/shared/roles';
import { usuario } from '../../src/server/auth/tables';
import { createUser } from '../../src/server/auth/users';
import type { OutboxEntry } from '../../src/server/plugins/mail';
import { createTestApp, login, testBackends, type TestApp } from '../helpers/app';

const CLAVE = 'Telefono2024';
const VERIFY_PAGE = '/auth/verificar-cuenta';

/** The verification token mailed to `to` (mail is sent in the background). */
async function verificationToken(t: TestApp, to: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const files = existsSync(t.config.outboxDir) ? readdirSync(t.config.outboxDir) : [];
    const link = files
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(join(t.config.outboxDir, f), 'utf8')) as OutboxEntry)
      .filter((e) => e.to === to)
      .flatMap((e) => e.links)
      .find((l) => l.startsWith(`${t.config.publicUrl}${VERIFY_PAGE}?token=`));
    if (link) return new URL(link).searchParams.get('token')!;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no hay correo de verificación para ${to}`);
}

describe.each(testBackends())('change phone (%s)', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const changePhone = (token: string | undefined, payload: unknown) => t.api({ method: 'PUT', url: '/usuario/telefono', token, payload });
  const stored = async (email: string) =>
    (await t.app.db.select({ telefono: usuario.telefono, actualizadoEn: usuario.actualizadoEn }).from(usuario).where(eq(usuario.email, email)))[0]!;

  /** Registers through the API without a phone, verifies through the mailed link and logs in. */
  async function phonelessCustomer(email: string): Promise<string> {
    const registered = await t.api({
      method: 'POST',
      url: '/api/usuario/registrar',
      payload: { nombre: 'Sin', apellido: 'Teléfono', email, telefono: null, tipoDocumento: 'V', documento: '21333444', clave: CLAVE },
    });
    expect(registered.statusCode).toBe(201);
    const verified = await t.api({ method: 'POST', url: '/api/usuario/verificar', payload: { token: await verificationToken(t, email) } });
    expect(verified.statusCode).toBe(200);
    return (await login(t, email, CLAVE)).token;
  }

  it('lets a customer registered without a phone set one, normalised, and the profile shows it', async () => {
    const email = 'sintelefono@prueba.ve';
    const token = await phonelessCustomer(email);
    expect((await t.api({ url: '/usuario/perfil', token })).json().telefono).toBeNull();
    const before = await stored(email);

    const res = await changePhone(token, { telefono: ' 0414-123 4567 ' });
    expect(res.statusCode).toBe(200);
    const profile = (await t.api({ url: '/usuario/perfil', token })).json();
    expect(res.json()).toEqual(profile);
    expect(profile).toMatchObject({ email, telefono: '04141234567', estatus: UsuarioEstatus.ACTIVO, usuarioTipo: 'normal', roles: ['ROLE_USUARIO'] });
    const after = await stored(email);
    expect(after.telefono).toBe('04141234567');
    expect(after.actualizadoEn.getTime()).toBeGreaterThan(before.actualizadoEn.getTime());
  });

  it('accepts a landline and replaces an existing phone', async () => {
    const { token } = await login(t, 'cliente@demo.ve');
    const res = await changePhone(token, { telefono: '0212-5550101' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'cliente@demo.ve', telefono: '02125550101' });
  });

  it.each([
    ['too short', '0414123456'],
    ['too long', '041412345678'],
    ['a wrong prefix', '03141234567'],
    ['no leading zero', '4141234567'],
    ['an international prefix', '+584141234567'],
    ['dots', '0414.123.4567'],
    ['letters', '0414abc4567'],
    ['nothing', ''],
    ['only separators', ' - - '],
  ])('refuses %s with 400 and writes nothing', async (_, telefono) => {
    const { token } = await login(t, 'prime@demo.ve');
    const before = await stored('prime@demo.ve');
    const res = await changePhone(token, { telefono });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ codigo: 400, errores: { telefono: TELEFONO_INVALIDO } });
    expect(await stored('prime@demo.ve')).toEqual(before);
  });

  it.each([
    ['an unknown field', { telefono: '04141234567', email: 'otro@prueba.ve' }, 'email'],
    ['a missing phone', {}, 'telefono'],
    ['a number instead of text', { telefono: 4141234567 }, 'telefono'],
    ['a huge string', { telefono: '0'.repeat(10_000) }, 'telefono'],
  ])('refuses a body with %s with 400 and writes nothing', async (_, payload, field) => {
    const { token } = await login(t, 'mayorista@demo.ve');
    const before = await stored('mayorista@demo.ve');
    const res = await changePhone(token, payload);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errores)).toContain(field);
    expect(await stored('mayorista@demo.ve')).toEqual(before);
  });

  it('needs a session and the customer role', async () => {
    expect((await changePhone(undefined, { telefono: '04141234567' })).statusCode).toBe(401);
    await createUser(t.app.db, {
      email: 'solostaff@prueba.ve',
      clave: CLAVE,
      nombre: 'Solo',
      apellido: 'Staff',
      telefono: null,
      tipoDocumento: null,
      documento: null,
      estatus: UsuarioEstatus.ACTIVO,
      roles: [ROLE_ADMIN, 'ROLE_CATEGORIA'],
    });
    const { token } = await login(t, 'solostaff@prueba.ve', CLAVE);
    expect((await changePhone(token, { telefono: '04141234567' })).statusCode).toBe(403);
    expect((await stored('solostaff@prueba.ve')).telefono).toBeNull();
  });

  it('works for staff who are customers too', async () => {
    const { token } = await login(t, 'admin@demo.ve');
    const res = await changePhone(token, { telefono: '0424 765 4321' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'admin@demo.ve', telefono: '04247654321' });
    expect(res.json().roles).toContain(ROLE_ADMIN);
  });

  it('checks the CSRF token', async () => {
    const { token } = await login(t, 'operador@demo.ve');
    const before = await stored('operador@demo.ve');
    const res = await t.api({ method: 'PUT', url: '/usuario/telefono', token, payload: { telefono: '04141234567' }, noCsrf: true });
    expect(res.statusCode).toBe(403);
    expect(await stored('operador@demo.ve')).toEqual(before);
  });
});
