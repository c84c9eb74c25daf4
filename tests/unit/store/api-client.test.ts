import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/store/lib/http-errors';
import { apiFixture } from './api-fixture';
import { claimsPayload, fakeJwt } from './helpers';

const token = fakeJwt(claimsPayload({ exp: 1_700_000_000 + 30 * 86_400 }));

describe('request headers', () => {
  it('sends JSON, app kind, bearer and credentials on a GET, without the CSRF header', async () => {
    const f = apiFixture({ token, answers: [{ status: 200, body: [1, 2] }] });
    await expect(f.api.get('/api/zona/listadoapi', { query: { a: 1, b: undefined } })).resolves.toEqual([1, 2]);
    const [call] = f.calls;
    expect(call!.url).toBe('/backend/api/zona/listadoapi?a=1');
    expect(call!.init.credentials).toBe('include');
    expect(call!.headers.get('accept')).toBe('application/json');
    expect(call!.headers.get('content-type')).toBe('application/json');
    expect(call!.headers.get('x-app-kind')).toBe('website');
    expect(call!.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(call!.headers.has('x-xsrf-token')).toBe(false);
  });

  it('adds the CSRF header from the cookie on non-GET requests', async () => {
    const f = apiFixture({ answers: [{ status: 201, body: { mensaje: 'ok' } }] });
    await f.api.post('/api/usuario/registrar', { email: 'a@b.ve' });
    expect(f.calls[0]!.headers.get('x-xsrf-token')).toBe('csrf-123');
    expect(f.calls[0]!.init.body).toBe('{"email":"a@b.ve"}');
    expect(f.calls[0]!.headers.has('authorization')).toBe(false);
  });

  it('first obtains the CSRF cookie with a GET when it is missing', async () => {
    const f = apiFixture({ cookie: null, answers: [{ status: 200, body: [] }, { status: 200, body: { mensaje: 'ok' } }] });
    await f.api.post('/api/usuario/recuperarclave', { email: 'a@b.ve' });
    expect(f.calls.map((c) => c.init.method ?? 'GET')).toEqual(['GET', 'POST']);
  });

  it('sends uploads without the JSON content type and with the upload header', async () => {
    const f = apiFixture({ token, answers: [{ status: 200, body: {} }] });
    const form = new FormData();
    form.set('imagen', new Blob(['x']), 'a.png');
    await f.api.post('/admin/categoria/1/imagen', form);
    expect(f.calls[0]!.headers.has('content-type')).toBe(false);
    expect(f.calls[0]!.headers.get('x-upload')).toBe('1');
    expect(f.calls[0]!.init.body).toBe(form);
  });
});

describe('GET retries on 504', () => {
  it('retries up to 5 times waiting 500 ms x attempt', async () => {
    const f = apiFixture({ answers: [504, 504, 504, 504, 504].map((status) => ({ status })).concat({ status: 200, body: { ok: true } } as never) });
    await expect(f.api.get('/api/moneda/mercado')).resolves.toEqual({ ok: true });
    expect(f.calls).toHaveLength(6);
    expect(f.sleeps).toEqual([500, 1000, 1500, 2000, 2500]);
  });

  it('gives up after the fifth retry and routes the error', async () => {
    const f = apiFixture({ answers: Array.from({ length: 6 }, () => ({ status: 504 })) });
    await expect(f.api.get('/api/moneda/mercado')).rejects.toMatchObject({ status: 504, handled: true });
    expect(f.calls).toHaveLength(6);
    expect(f.navigations).toEqual(['/error?codigo=408']);
  });

  it('never retries other methods', async () => {
    const f = apiFixture({ answers: [{ status: 504 }] });
    await expect(f.api.post('/x', {})).rejects.toBeInstanceOf(ApiError);
    expect(f.calls).toHaveLength(1);
  });
});

describe('common error handler', () => {
  it('401 elsewhere logs out and goes to login with the returnUrl', async () => {
    const f = apiFixture({ token, answers: [{ status: 401, body: { codigo: 401, mensaje: 'No autenticado' } }] });
    await expect(f.api.get('/usuario/perfil')).rejects.toMatchObject({ status: 401, handled: true });
    expect(f.session.token).toBeNull();
    expect(f.navigations).toEqual([`/auth/login?returnUrl=${encodeURIComponent('/caracas?x=1')}`]);
  });

  it('401 on the login page stays there and hands the message to the page', async () => {
    const f = apiFixture({ url: '/auth/login?returnUrl=%2Fcaracas', answers: [{ status: 401, body: { codigo: 401, mensaje: 'Credenciales inválidas' } }] });
    const error = await f.api.post('/login_check', { username: 'a', password: 'b' }).catch((e: ApiError) => e);
    expect(error).toMatchObject({ status: 401, handled: false, message: 'Credenciales inválidas' });
    expect(f.navigations).toEqual([]);
  });

  it('422 shows the semantic error dialog and resolves quietly', async () => {
    const f = apiFixture({ answers: [{ status: 422, body: { codigo: 422, mensaje: 'x' } }] });
    await expect(f.api.post('/usuario/carrito/zona/1', {})).resolves.toBeNull();
    expect(f.ui.semantic).toBe(1);
    expect(f.navigations).toEqual([]);
  });

  it.each([
    [400, 400],
    [403, 403],
    [404, 404],
    [409, 400],
    [500, 500],
    [502, 500],
  ])('status %i goes to the error page with codigo %i', async (status, codigo) => {
    const f = apiFixture({ answers: [{ status, body: { codigo: status, mensaje: 'x' } }] });
    await expect(f.api.get('/api/x')).rejects.toMatchObject({ status, handled: true });
    expect(f.navigations).toEqual([`/error?codigo=${codigo}`]);
  });

  it('a network failure goes to the 408 page', async () => {
    const f = apiFixture({ answers: [new TypeError('Failed to fetch')] });
    await expect(f.api.get('/api/x')).rejects.toMatchObject({ status: 0, handled: true });
    expect(f.navigations).toEqual(['/error?codigo=408']);
  });

  it('callers can keep chosen statuses (field errors) to themselves', async () => {
    const body = { codigo: 409, mensaje: 'Conflicto', errores: { email: 'Ya existe una cuenta con este correo' } };
    const f = apiFixture({ answers: [{ status: 409, body }] });
    const error = await f.api.post('/api/usuario/registrar', {}, { passErrors: [400, 409] }).catch((e: ApiError) => e);
    expect(error).toMatchObject({ status: 409, handled: false, body });
    expect(f.navigations).toEqual([]);
  });

  it('requests to the user notifications path skip the handler', async () => {
    const f = apiFixture({ token, answers: [{ status: 500 }] });
    await expect(f.api.get('/usuario/notificacion/listado')).rejects.toMatchObject({ status: 500, handled: false });
    expect(f.navigations).toEqual([]);
  });
});
