/** Account flows that go through e-mail: registration and verification, password recovery; their rate limits. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsuarioEstatus, UsuarioTipo } from '../../src/shared/enums';
import { tokenUsuario, usuario } from '../../src/server/auth/tables';
import { hashToken } from '../../src/server/auth/tokens';
import { createUser } from '../../src/server/auth/users';
import type { OutboxEntry } from '../../src/server/plugins/mail';
import { createTestApp, login, testBackends, type TestApp } from '../helpers/app';

const CLAVE = 'Prueba123';
const NUEVA = 'Cambiada456';

function mailsTo(t: TestApp, to: string): OutboxEntry[] {
  const files = existsSync(t.config.outboxDir) ? readdirSync(t.config.outboxDir) : [];
  return files
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(t.config.outboxDir, f), 'utf8')) as OutboxEntry)
    .filter((e) => e.to === to)
    .sort((a, b) => a.fecha.localeCompare(b.fecha));
}

/** The token of the link to `page` in the newest mail to an address, once more than `already` arrived. */
async function mailedToken(t: TestApp, to: string, page: string, already = 0): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const mails = mailsTo(t, to);
    if (mails.length > already) {
      const link = mails.at(-1)!.links.find((l) => l.startsWith(`${t.config.publicUrl}${page}?token=`));
      if (!link) throw new Error(`el correo a ${to} no enlaza ${page}`);
      return new URL(link).searchParams.get('token')!;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no hay correo para ${to}`);
}

const account = (email: string, estatus: number = UsuarioEstatus.ACTIVO) => ({
  email,
  clave: CLAVE,
  nombre: 'Rosa',
  apellido: 'Mora',
  telefono: '04241234567',
  tipoDocumento: 'V' as const,
  documento: '9876543',
  estatus,
});

const registration = (email: string) => ({
  nombre: 'Ana',
  apellido: 'Pérez',
  email,
  telefono: '04121234567',
  tipoDocumento: 'V',
  documento: '20111222',
  clave: 'Nueva2024x',
});

describe.each(testBackends())('account e-mail flows (%s)', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(backend);
    await createUser(t.app.db, account('olvido@prueba.ve'));
    await createUser(t.app.db, account('pendiente@prueba.ve', UsuarioEstatus.VERIFICAR_EMAIL));
    await createUser(t.app.db, account('reenvio@prueba.ve', UsuarioEstatus.VERIFICAR_EMAIL));
    await createUser(t.app.db, account('borrado@prueba.ve', UsuarioEstatus.ELIMINADO));
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown) => t.api({ method: 'POST', url, payload });
  const loginCall = (username: string, password: string) => post('/login_check', { username, password });
  const recover = (email: string) => post('/api/usuario/recuperarclave', { email });
  const reset = (token: string, clave: string) => post('/api/usuario/restablecerclave', { token, clave });
  const verify = (token: string) => post('/api/usuario/verificar', { token });
  const refresh = (cookie: string) => t.api({ method: 'POST', url: '/refresh_token', payload: {}, cookies: { refresh_token: cookie } });
  const userCount = async () => (await t.app.db.select({ n: count() }).from(usuario))[0]!.n;

  it('registers, mails a verification link, verifies and lets the user in', async () => {
    const email = 'nueva@prueba.ve';
    const res = await post('/api/usuario/registrar', registration('Nueva@Prueba.VE'));
    expect(res.statusCode).toBe(201);
    expect(res.json().mensaje).toBeTruthy();
    const [created] = await t.app.db.select().from(usuario).where(eq(usuario.email, email));
    expect(created).toMatchObject({ estatus: UsuarioEstatus.VERIFICAR_EMAIL, usuarioTipo: UsuarioTipo.normal, nombre: 'Ana' });
    expect(created!.clave).toMatch(/^\$argon2id\$/);
    expect((await loginCall(email, 'Nueva2024x')).json()).toMatchObject({ estatus: UsuarioEstatus.VERIFICAR_EMAIL });

    const token = await mailedToken(t, email, '/auth/verificar-cuenta');
    const stored = await t.app.db.select().from(tokenUsuario).where(eq(tokenUsuario.usuarioId, created!.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toBe(hashToken(token));
    const hours = (stored[0]!.expiraEn.getTime() - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);

    expect((await verify(token)).statusCode).toBe(200);
    expect((await verify(token)).statusCode).toBe(400);
    const entered = await login(t, email, 'Nueva2024x');
    expect(entered.token).toBeTruthy();
  });

  it('refuses an e-mail already registered, whatever its case', async () => {
    const before = await userCount();
    const res = await post('/api/usuario/registrar', registration('OLVIDO@prueba.ve'));
    expect(res.statusCode).toBe(409);
    expect(res.json().errores.email).toBeTruthy();
    expect(await userCount()).toBe(before);
  });

  it('refuses a password without a digit', async () => {
    const res = await post('/api/usuario/registrar', { ...registration('debil@prueba.ve'), clave: 'sololetras' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errores.clave).toContain('letra y un número');
    expect((await t.api({ url: '/api/usuario/verificarregistrado?email=debil@prueba.ve' })).json()).toEqual({ registrado: false });
  });

  it('keeps the Venezuelan phone rule at registration: normalised digits, anything else refused', async () => {
    const before = await userCount();
    const bad = await post('/api/usuario/registrar', { ...registration('telefonomalo@prueba.ve'), telefono: '+1 (555) 123-4567' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errores.telefono).toBe('Número de teléfono inválido');
    expect(await userCount()).toBe(before);
    const ok = await post('/api/usuario/registrar', { ...registration('telefonobueno@prueba.ve'), telefono: '0414-123 4567' });
    expect(ok.statusCode).toBe(201);
    const [created] = await t.app.db.select().from(usuario).where(eq(usuario.email, 'telefonobueno@prueba.ve'));
    expect(created!.telefono).toBe('04141234567');
  });

  it('refuses an unknown verification token', async () => {
    const res = await verify('a'.repeat(43));
    expect(res.statusCode).toBe(400);
    expect(res.json().errores.token).toBeTruthy();
  });

  it('resends the verification only to unverified accounts, answering the same always', async () => {
    const again = await post('/api/usuario/reenviarverificacion', { email: 'reenvio@prueba.ve' });
    const unknown = await post('/api/usuario/reenviarverificacion', { email: 'nadie@prueba.ve' });
    expect(again.statusCode).toBe(200);
    expect(unknown.json()).toEqual(again.json());
    expect((await verify(await mailedToken(t, 'reenvio@prueba.ve', '/auth/verificar-cuenta'))).statusCode).toBe(200);
    expect((await loginCall('reenvio@prueba.ve', CLAVE)).statusCode).toBe(200);
  });

  it.each([
    ['malformed JSON', '{"nombre": "Ana",', null],
    ['a wrong type', { ...registration('tipo@prueba.ve'), telefono: 4121234567 }, 'telefono'],
    ['a huge string', { ...registration('grande@prueba.ve'), nombre: 'x'.repeat(100_000) }, 'nombre'],
    ['an unknown field', { ...registration('extra@prueba.ve'), roles: ['ROLE_ADMIN'] }, 'roles'],
    ['a missing field', { ...registration('falta@prueba.ve'), clave: undefined }, 'clave'],
    ['a bad e-mail', registration('no-es-correo'), 'email'],
    ['an unknown document type', { ...registration('doc@prueba.ve'), tipoDocumento: 'X' }, 'tipoDocumento'],
  ])('refuses a registration with %s with 400 and writes nothing', async (_, payload, field) => {
    const before = await userCount();
    const res = await t.api({
      method: 'POST',
      url: '/api/usuario/registrar',
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().codigo).toBe(400);
    if (field) expect(Object.keys(res.json().errores)).toContain(field);
    expect(await userCount()).toBe(before);
  });

  it('answers recovery the same for known and unknown e-mails, and mails only real accounts', async () => {
    const known = await recover('Olvido@Prueba.ve');
    expect(known.statusCode).toBe(200);
    expect((await recover('nadie@prueba.ve')).json()).toEqual(known.json());
    expect((await recover('borrado@prueba.ve')).json()).toEqual(known.json());
    await mailedToken(t, 'olvido@prueba.ve', '/auth/recuperar-clave');
    expect(mailsTo(t, 'nadie@prueba.ve')).toHaveLength(0);
    expect(mailsTo(t, 'borrado@prueba.ve')).toHaveLength(0);
  });

  it('resets the password once and ends every session', async () => {
    const session = await login(t, 'olvido@prueba.ve', CLAVE);
    const other = await login(t, 'olvido@prueba.ve', CLAVE);
    const sent = mailsTo(t, 'olvido@prueba.ve').length;
    await recover('olvido@prueba.ve');
    const token = await mailedToken(t, 'olvido@prueba.ve', '/auth/recuperar-clave', sent);
    const [stored] = await t.app.db.select({ expiraEn: tokenUsuario.expiraEn }).from(tokenUsuario).where(eq(tokenUsuario.tokenHash, hashToken(token)));
    expect((stored!.expiraEn.getTime() - Date.now()) / 60_000).toBeGreaterThan(59);

    const weak = await reset(token, 'sinnumeros');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errores.clave).toBeTruthy();

    const res = await reset(token, NUEVA);
    expect(res.statusCode).toBe(200);
    expect(res.json().mensaje).toBeTruthy();
    expect((await refresh(session.refreshCookie)).statusCode).toBe(401);
    expect((await refresh(other.refreshCookie)).statusCode).toBe(401);
    // access tokens issued before the reset are refused at once, not when they expire
    for (const old of [session, other]) {
      const perfil = await t.api({ url: '/usuario/perfil', token: old.token });
      expect(perfil.statusCode).toBe(401);
      expect(perfil.json()).toEqual({ codigo: 401, mensaje: 'Sesión expirada o inválida' });
    }
    expect((await loginCall('olvido@prueba.ve', CLAVE)).statusCode).toBe(401);
    const fresh = await login(t, 'olvido@prueba.ve', NUEVA);
    expect((await t.api({ url: '/usuario/perfil', token: fresh.token })).statusCode).toBe(200);

    expect((await reset(token, 'Otra98765')).statusCode).toBe(400);
  });

  it('spends earlier recovery links when a new one is requested', async () => {
    const sent = mailsTo(t, 'olvido@prueba.ve').length;
    await recover('olvido@prueba.ve');
    const first = await mailedToken(t, 'olvido@prueba.ve', '/auth/recuperar-clave', sent);
    await recover('olvido@prueba.ve');
    const second = await mailedToken(t, 'olvido@prueba.ve', '/auth/recuperar-clave', sent + 1);
    expect((await reset(first, 'Tercera789')).statusCode).toBe(400);
    expect((await reset(second, 'Tercera789')).statusCode).toBe(200);
  });

  it('refuses an expired recovery link', async () => {
    const sent = mailsTo(t, 'olvido@prueba.ve').length;
    await recover('olvido@prueba.ve');
    const token = await mailedToken(t, 'olvido@prueba.ve', '/auth/recuperar-clave', sent);
    await t.app.db.update(tokenUsuario).set({ expiraEn: new Date(Date.now() - 1000) }).where(eq(tokenUsuario.tokenHash, hashToken(token)));
    const res = await reset(token, 'Cuarta1234');
    expect(res.statusCode).toBe(400);
    expect(res.json().errores.token).toBeTruthy();
  });

  it('verifies an unverified account through its recovery link', async () => {
    await recover('pendiente@prueba.ve');
    expect((await reset(await mailedToken(t, 'pendiente@prueba.ve', '/auth/recuperar-clave'), NUEVA)).statusCode).toBe(200);
    const [u] = await t.app.db.select({ estatus: usuario.estatus }).from(usuario).where(eq(usuario.email, 'pendiente@prueba.ve'));
    expect(u!.estatus).toBe(UsuarioEstatus.ACTIVO);
    expect((await login(t, 'pendiente@prueba.ve', NUEVA)).token).toBeTruthy();
  });

  it('refuses malformed tokens and unknown fields with 400', async () => {
    expect((await reset('corto', NUEVA)).json().errores).toHaveProperty('token');
    const extra = await post('/api/usuario/recuperarclave', { email: 'olvido@prueba.ve', x: 1 });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errores).toHaveProperty('x');
  });
});

describe.each(testBackends())('auth rate limits (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT: 'true' });
  });
  afterAll(() => t.close());

  const statusesOf = async (n: number, call: (i: number) => ReturnType<TestApp['api']>) => {
    const statuses: number[] = [];
    for (let i = 0; i < n; i++) statuses.push((await call(i)).statusCode);
    return statuses;
  };

  it('limits login to 10 a minute per IP and username', async () => {
    const attempt = (username: string) => t.api({ method: 'POST', url: '/login_check', payload: { username, password: 'Mala12345' } });
    expect(await statusesOf(10, () => attempt('objetivo@prueba.ve'))).toEqual(Array(10).fill(401));
    const limited = await attempt('OBJETIVO@prueba.ve');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ codigo: 429, mensaje: expect.stringContaining('Demasiadas solicitudes') });
    expect((await attempt('otro@prueba.ve')).statusCode).toBe(401);
  });

  it('limits registration to 5 per IP in 10 minutes', async () => {
    const register = (i: number) => t.api({ method: 'POST', url: '/api/usuario/registrar', payload: registration(`limite${i}@prueba.ve`) });
    expect(await statusesOf(6, register)).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('limits recovery to 5 per IP in 10 minutes', async () => {
    const ask = (i: number) => t.api({ method: 'POST', url: '/api/usuario/recuperarclave', payload: { email: `r${i}@prueba.ve` } });
    expect(await statusesOf(6, ask)).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
