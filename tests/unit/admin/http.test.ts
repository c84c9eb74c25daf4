import { describe, expect, it } from 'vitest';
import { createHttpClient, readCookie, toHttpError } from '../../../src/admin/providers/http';
import { fakeFetch } from './fake-token';

const headerOf = (init: RequestInit, name: string) => new Headers(init.headers).get(name);

describe('admin http client', () => {
  it('reads a cookie by name from the cookie string', () => {
    expect(readCookie('a=1; XSRF-TOKEN=abc%3D; b=2', 'XSRF-TOKEN')).toBe('abc=');
    expect(readCookie('a=1', 'XSRF-TOKEN')).toBeNull();
    expect(readCookie('', 'XSRF-TOKEN')).toBeNull();
  });

  it('sends Accept, app kind, Bearer token and credentials; no CSRF header on GET', async () => {
    const { calls, fetch } = fakeFetch(() => ({ json: [{ id: 1 }] }));
    const http = createHttpClient({ fetch, cookies: () => 'XSRF-TOKEN=x1', token: async () => 'tok', base: '/backend' });
    const result = await http('/backend/admin/categoria');
    expect(result.json).toEqual([{ id: 1 }]);
    const { init } = calls[0]!;
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(headerOf(init, 'Accept')).toBe('application/json');
    expect(headerOf(init, 'X-App-Kind')).toBe('website');
    expect(headerOf(init, 'Authorization')).toBe('Bearer tok');
    expect(headerOf(init, 'X-XSRF-TOKEN')).toBeNull();
  });

  it('adds the CSRF header and JSON content type on writes; no token when auth is false', async () => {
    const { calls, fetch } = fakeFetch(() => ({ json: {} }));
    const http = createHttpClient({ fetch, cookies: () => 'XSRF-TOKEN=x1', token: async () => 'tok', base: '/backend' });
    await http('/backend/login_check', { method: 'POST', body: '{}', auth: false });
    const { init } = calls[0]!;
    expect(headerOf(init, 'X-XSRF-TOKEN')).toBe('x1');
    expect(headerOf(init, 'Content-Type')).toBe('application/json');
    expect(headerOf(init, 'Authorization')).toBeNull();
  });

  it('obtains the CSRF cookie from /api/website/resolve when it is missing', async () => {
    let cookie = '';
    const { calls, fetch } = fakeFetch(({ url }) => {
      if (url.endsWith('/api/website/resolve')) cookie = 'XSRF-TOKEN=nuevo';
      return { json: {} };
    });
    const http = createHttpClient({ fetch, cookies: () => cookie, token: async () => null, base: '/backend' });
    await http('/backend/admin/categoria', { method: 'POST', body: '{}' });
    expect(calls.map((c) => c.url)).toEqual(['/backend/api/website/resolve', '/backend/admin/categoria']);
    expect(headerOf(calls[1]!.init, 'X-XSRF-TOKEN')).toBe('nuevo');
  });

  it('leaves multipart bodies without a JSON content type', async () => {
    const { calls, fetch } = fakeFetch(() => ({ json: {} }));
    const http = createHttpClient({ fetch, cookies: () => 'XSRF-TOKEN=x', token: async () => null, base: '/backend' });
    await http('/backend/admin/categoria/1/imagen', { method: 'POST', body: new FormData(), headers: { 'X-Upload': '1' } });
    expect(headerOf(calls[0]!.init, 'Content-Type')).toBeNull();
    expect(headerOf(calls[0]!.init, 'X-Upload')).toBe('1');
  });

  it('retries a GET answered 504 up to 5 times, waiting 500 ms x attempt', async () => {
    const waits: number[] = [];
    let n = 0;
    const { calls, fetch } = fakeFetch(() => (++n < 4 ? { status: 504 } : { json: { ok: true } }));
    const http = createHttpClient({ fetch, cookies: () => '', token: async () => null, base: '/b', wait: async (ms) => void waits.push(ms) });
    const { json } = await http('/b/x');
    expect(json).toEqual({ ok: true });
    expect(calls).toHaveLength(4);
    expect(waits).toEqual([500, 1000, 1500]);
  });

  it('maps server errors to HttpError with field errors under body.errors', async () => {
    const { fetch } = fakeFetch(() => ({
      status: 409,
      json: { codigo: 409, mensaje: 'Ya existe una categoría con este nombre', errores: { nombre: 'Ya existe una categoría con este nombre' } },
    }));
    const http = createHttpClient({ fetch, cookies: () => 'XSRF-TOKEN=x', token: async () => null, base: '/b' });
    await expect(http('/b/admin/categoria', { method: 'POST', body: '{}' })).rejects.toMatchObject({
      status: 409,
      message: 'Ya existe una categoría con este nombre',
      body: { errors: { nombre: 'Ya existe una categoría con este nombre', root: { serverError: 'Ya existe una categoría con este nombre' } } },
    });
  });

  it('maps errors without fields, with a general "_" field, and non-JSON answers', () => {
    const forbidden = toHttpError(403, { codigo: 403, mensaje: 'No tiene los permisos necesarios para esta área' });
    expect(forbidden.status).toBe(403);
    expect(forbidden.message).toBe('No tiene los permisos necesarios para esta área');
    expect(forbidden.body.errors).toBeUndefined();
    const general = toHttpError(400, { codigo: 400, mensaje: 'Datos inválidos', errores: { _: 'Cuerpo vacío' } });
    expect(general.body.errors).toEqual({ root: { serverError: 'Cuerpo vacío' } });
    expect(toHttpError(502, null).message).toBe('Error de comunicación con el servidor');
  });
});
