/** Mi cuenta: profile data, e-mail change through the link sent to the new address, password change, delete request. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cambioCorreo, solicitudBorrado } from '../../src/server/account/tables';
import { usuario } from '../../src/server/auth/tables';
import type { OutboxEntry } from '../../src/server/plugins/mail';
import { createTestApp, login, testBackends, type TestApp } from '../helpers/app';
import { makeCustomers, type Shopper } from './checkout-setup';

const CLAVE = 'Demo1234!';

function linkTo(t: TestApp, to: string, page: string): string | null {
  const dir = t.config.outboxDir;
  const files = existsSync(dir) ? readdirSync(dir) : [];
  const mails = files
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as OutboxEntry)
    .filter((e) => e.to === to)
    .sort((a, b) => a.fecha.localeCompare(b.fecha));
  const link = mails.at(-1)?.links.find((l) => l.startsWith(`${t.config.publicUrl}${page}?token=`));
  return link ? new URL(link).searchParams.get('token') : null;
}

async function mailedToken(t: TestApp, to: string, page: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const token = linkTo(t, to, page);
    if (token) return token;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no hay correo para ${to}`);
}

describe.each(testBackends())('mi cuenta (%s)', (backend) => {
  let t: TestApp;
  let c: Shopper;
  let other: Shopper;

  beforeAll(async () => {
    t = await createTestApp(backend);
    [c, other] = (await makeCustomers(t, 2, 1)) as [Shopper, Shopper];
  });
  afterAll(() => t.close());

  it('edits name and document, refusing bad documents with field errors and writing nothing', async () => {
    const put = (payload: object) => t.api({ token: c.token, method: 'PUT', url: '/usuario/perfil', payload });
    const ok = await put({ nombre: ' Rosa ', apellido: 'Mora', tipoDocumento: 'E', documento: '12345678' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ nombre: 'Rosa', apellido: 'Mora', tipoDocumento: 'E', documento: '12345678' });
    const bad = await put({ nombre: 'X', apellido: 'Y', tipoDocumento: 'V', documento: 'V-12ab' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errores).toEqual({ documento: 'Documento inválido: solo números (V, E, J o G seguido de dígitos)' });
    expect((await put({ nombre: 'X', apellido: 'Y', tipoDocumento: 'P', documento: '1234567' })).json().errores).toHaveProperty('tipoDocumento');
    expect((await put({ nombre: '  ', apellido: 'Y', tipoDocumento: 'V', documento: '1234567' })).json().errores).toEqual({ nombre: 'Este campo es obligatorio' });
    const [row] = await t.database.db.select().from(usuario).where(eq(usuario.id, c.id));
    expect([row!.nombre, row!.documento]).toEqual(['Rosa', '12345678']);
    expect((await t.api({ method: 'PUT', url: '/usuario/perfil', payload: { nombre: 'a', apellido: 'b', tipoDocumento: 'V', documento: '1234' } })).statusCode).toBe(401);
  });

  it('changes the e-mail only when the link sent to the new address is opened by the same customer', async () => {
    const nuevo = `nuevo-${c.id}@prueba.ve`;
    const ask = (payload: object, token = c.token) => t.api({ token, method: 'PUT', url: '/usuario/correo', payload });
    const wrong = await ask({ email: nuevo, clave: 'otra-clave1' });
    expect([wrong.statusCode, wrong.json().errores]).toEqual([400, { clave: 'La clave actual no es correcta' }]);
    const taken = await ask({ email: other.email.toUpperCase(), clave: CLAVE });
    expect([taken.statusCode, taken.json().errores]).toEqual([409, { email: 'Ya existe una cuenta con este correo electrónico' }]);
    expect((await ask({ email: c.email, clave: CLAVE })).json().errores).toEqual({ email: 'El nuevo correo es igual al actual' });
    expect((await ask({ email: 'no-es-correo', clave: CLAVE })).statusCode).toBe(400);
    expect(await t.database.db.$count(cambioCorreo, eq(cambioCorreo.usuarioId, c.id))).toBe(0);

    const session = await login(t, c.email);
    const ok = await ask({ email: nuevo, clave: CLAVE });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().mensaje).toBe('Le enviamos un enlace al nuevo correo. El cambio se aplicará cuando lo abra');
    const token = await mailedToken(t, nuevo, '/mi-cuenta/correo');
    // nothing changes until the link is opened, and another customer cannot use it
    expect((await t.database.db.select().from(usuario).where(eq(usuario.id, c.id)))[0]!.email).toBe(c.email);
    const foreign = await t.api({ token: other.token, method: 'POST', url: '/usuario/correo/confirmar', payload: { token } });
    expect(foreign.statusCode).toBe(400);

    const confirm = await t.api({ token: session.token, method: 'POST', url: '/usuario/correo/confirmar', payload: { token } });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json()).toMatchObject({ mensaje: `Su correo fue actualizado a ${nuevo}. Las sesiones en otros dispositivos fueron cerradas`, email: nuevo });
    // this device goes on with the answered session
    const fresh = await t.api({ token: confirm.json().token, url: '/usuario/perfil' });
    expect(fresh.json().email).toBe(nuevo);
    expect(confirm.cookies.find((k) => k.name === 'refresh_token')?.value).toBeTruthy();
    // every other session ended: the old access token and refresh cookie are refused
    expect((await t.api({ token: session.token, url: '/usuario/perfil' })).statusCode).toBe(401);
    expect((await t.api({ method: 'POST', url: '/refresh_token', payload: {}, cookies: { refresh_token: session.refreshCookie } })).statusCode).toBe(401);
    // used once only; the old address no longer logs in, the new one does
    const again = await login(t, nuevo);
    expect((await t.api({ token: again.token, method: 'POST', url: '/usuario/correo/confirmar', payload: { token } })).statusCode).toBe(400);
    expect((await t.api({ method: 'POST', url: '/login_check', payload: { username: c.email, password: CLAVE } })).statusCode).toBe(401);
    c = { ...c, email: nuevo, token: again.token };
  });

  it('changes the password: other sessions end, the caller gets a fresh session', async () => {
    const other1 = await login(t, c.email);
    const mine = await login(t, c.email);
    const put = (payload: object) => t.api({ token: mine.token, method: 'PUT', url: '/usuario/clave', payload });
    expect((await put({ claveActual: 'mala-clave1', claveNueva: 'Nueva12345' })).json().errores).toEqual({ claveActual: 'La clave actual no es correcta' });
    expect((await put({ claveActual: CLAVE, claveNueva: 'solo-letras' })).json().errores).toEqual({ claveNueva: 'La clave debe contener al menos una letra y un número' });
    expect((await put({ claveActual: CLAVE, claveNueva: 'corta1' })).statusCode).toBe(400);
    expect((await put({ claveActual: CLAVE, claveNueva: CLAVE })).json().errores).toEqual({ claveNueva: 'La nueva clave debe ser distinta de la actual' });
    expect((await t.api({ method: 'POST', url: '/login_check', payload: { username: c.email, password: CLAVE } })).statusCode).toBe(200);

    const ok = await put({ claveActual: CLAVE, claveNueva: 'Nueva12345' });
    expect(ok.statusCode, ok.body).toBe(200);
    const fresh = ok.json().token as string;
    expect(ok.cookies.find((k) => k.name === 'refresh_token')?.value).toBeTruthy();
    expect((await t.api({ token: fresh, url: '/usuario/perfil' })).statusCode).toBe(200);
    expect((await t.api({ token: other1.token, url: '/usuario/perfil' })).statusCode).toBe(401);
    expect((await t.api({ method: 'POST', url: '/refresh_token', payload: {}, cookies: { refresh_token: other1.refreshCookie } })).statusCode).toBe(401);
    const renewed = await t.api({ method: 'POST', url: '/refresh_token', payload: {}, cookies: { refresh_token: ok.cookies.find((k) => k.name === 'refresh_token')!.value } });
    expect(renewed.statusCode).toBe(200);
    expect((await t.api({ method: 'POST', url: '/login_check', payload: { username: c.email, password: CLAVE } })).statusCode).toBe(401);
    await login(t, c.email, 'Nueva12345');
  });

  it('asks to delete the account with a reason and the password; one pending request at a time', async () => {
    const token = (await login(t, other.email)).token;
    expect((await t.api({ token, url: '/usuario/borrarcuenta' })).json()).toEqual({ solicitud: null });
    const post = (payload: object) => t.api({ token, method: 'POST', url: '/usuario/borrarcuenta', payload });
    expect((await post({ motivo: 'Ya no compro', clave: 'mala-clave1' })).json().errores).toEqual({ clave: 'La clave actual no es correcta' });
    expect((await post({ motivo: '   ', clave: CLAVE })).json().errores).toEqual({ motivo: 'Indique el motivo (al menos 3 caracteres)' });
    expect((await post({ motivo: 'x'.repeat(501), clave: CLAVE })).statusCode).toBe(400);
    expect(await t.database.db.$count(solicitudBorrado, eq(solicitudBorrado.usuarioId, other.id))).toBe(0);

    const ok = await post({ motivo: 'Ya no compro', clave: CLAVE });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().solicitud).toMatchObject({ motivo: 'Ya no compro', estatus: 1, estatusNombre: 'Pendiente', nota: '', resueltoEn: null });
    const twice = await post({ motivo: 'Otra vez', clave: CLAVE });
    expect([twice.statusCode, twice.json().mensaje]).toEqual([409, 'Ya tiene una solicitud de borrado pendiente']);
    expect((await t.api({ token, url: '/usuario/borrarcuenta' })).json().solicitud.estatusNombre).toBe('Pendiente');
    expect((await t.api({ url: '/usuario/borrarcuenta' })).statusCode).toBe(401);
  });

  it('rate-limits password checks', async () => {
    const limited = await createTestApp(backend, { RATE_LIMIT: 'true' });
    try {
      const [s] = (await makeCustomers(limited, 1, 1)) as [Shopper];
      const codes: number[] = [];
      for (let i = 0; i < 7; i++) {
        const r = await limited.api({ token: s.token, method: 'PUT', url: '/usuario/clave', payload: { claveActual: 'mala-clave1', claveNueva: 'Nueva12345' } });
        codes.push(r.statusCode);
      }
      expect(codes).toEqual([400, 400, 400, 400, 400, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});
