/**
 * Every 4xx of the API answers `{codigo, mensaje, errores?}`, including the ones Fastify raises before a
 * route runs (router, body parser), and input no database can store is refused at validation.
 * (The hostile-input test walks every route; these are the named cases, with exact bodies.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testBackends, type TestApp } from '../helpers/app';

const INVALID = 'Los datos enviados no son válidos';
const CONTROL = 'Contiene caracteres no permitidos';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe.each(testBackends())('the error contract (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t?.close());

  it('answers router errors in the contract without echoing the URL', async () => {
    const badEncoding = await t.api({ url: '/api/producto/%E0%A4%A' });
    expect(badEncoding.statusCode).toBe(400);
    expect(badEncoding.json()).toEqual({ codigo: 400, mensaje: 'La dirección solicitada no es válida' });
    const tooLong = await t.api({ url: `/api/producto/${'a'.repeat(300)}` });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toEqual({ codigo: 414, mensaje: 'La dirección solicitada es demasiado larga' });
    const unknown = await t.api({ url: '/api/no-existe' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ codigo: 404, mensaje: 'Recurso no encontrado' });
  });

  it('answers body parser errors in the contract', async () => {
    const big = await t.api({ method: 'POST', url: '/login_check', payload: JSON.stringify({ username: 'x'.repeat(1_100_000) }), headers: { 'content-type': 'application/json' } });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ codigo: 413, mensaje: 'El cuerpo de la solicitud es demasiado grande' });
    const xml = await t.api({ method: 'POST', url: '/login_check', payload: '<a/>', headers: { 'content-type': 'application/xml' } });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ codigo: 415, mensaje: 'Tipo de contenido no soportado' });
    const broken = await t.api({ method: 'POST', url: '/login_check', payload: '{"username":', headers: { 'content-type': 'application/json' } });
    expect(broken.json()).toEqual({ codigo: 400, mensaje: 'El cuerpo de la solicitud no es un JSON válido' });
  });

  it('refuses JSON nested deeper than 32 levels before parsing it', async () => {
    const deep = await t.api({ method: 'POST', url: '/login_check', payload: `{"username":${nested(10_000)}}`, headers: { 'content-type': 'application/json' } });
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toEqual({ codigo: 400, mensaje: 'El cuerpo de la solicitud no es válido', errores: { _: 'Demasiados niveles de anidamiento' } });
    const filter = await t.api({ url: `/admin/categoria?filter=${encodeURIComponent(`{"q":${nested(1000)}}`)}`, token: (await adminToken(t)) });
    expect(filter.json()).toEqual({ codigo: 400, mensaje: 'Los parámetros de la lista no son válidos', errores: { filter: 'Demasiados niveles de anidamiento' } });
  });

  it('refuses NUL and other control characters in bodies, query strings and path segments, naming the field', async () => {
    const login = await t.api({ method: 'POST', url: '/login_check', payload: { username: 'a\u0000@demo.ve', password: 'x' } });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual({ codigo: 400, mensaje: INVALID, errores: { username: CONTROL } });
    const query = await t.api({ url: '/api/usuario/verificarregistrado?email=a%00%40demo.ve' });
    expect(query.json()).toEqual({ codigo: 400, mensaje: INVALID, errores: { email: CONTROL } });
    const path = await t.api({ url: '/admin/categoria/nombre/caf%00', token: await adminToken(t) });
    expect(path.json()).toEqual({ codigo: 400, mensaje: INVALID, errores: { nombre: CONTROL } });
    const c1 = await t.api({ method: 'POST', url: '/login_check', payload: { username: 'a@demo.ve', password: 'clave\u0085' } });
    expect(c1.json()).toEqual({ codigo: 400, mensaje: INVALID, errores: { password: CONTROL } });
    // tabs and line breaks are text
    const tab = await t.api({ method: 'POST', url: '/login_check', payload: { username: 'a@demo.ve', password: 'cla\tve\r\n' } });
    expect(tab.statusCode).toBe(401);
  });

  it('refuses dates outside 1900-2200 at validation', async () => {
    const token = await adminToken(t);
    const res = await t.api({
      method: 'POST',
      url: '/admin/cupon',
      token,
      payload: {
        zonaId: 1,
        nombre: 'Fecha imposible',
        codigo: 'FECHA0',
        valor: '5.00',
        porcentaje: false,
        montoMinimo: '10.00',
        usosMaximos: 100,
        usosPorUsuario: 2,
        desde: '0000-01-01T00:00:00Z',
        hasta: '2030-01-01T00:00:00Z',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ codigo: 400, mensaje: INVALID, errores: { desde: 'Debe ser una fecha válida entre los años 1900 y 2200' } });
  });

  it('keeps Algolia’s error shape on the search API, deep bodies and filters included', async () => {
    const headers = { 'x-algolia-application-id': 'embedded', 'x-algolia-api-key': t.config.searchApiKey, 'content-type': 'text/plain' };
    const deep = await t.api({ method: 'POST', url: '/search/1/indexes/*/queries', headers, payload: `{"requests":[{"indexName":"productos","x":${nested(5000)}}]}` });
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toEqual({ status: 400, message: 'Invalid JSON body: more than 32 nested levels' });
    const filters = '('.repeat(5000) + 'marca:x' + ')'.repeat(5000);
    const parens = await t.api({
      method: 'POST',
      url: '/search/1/indexes/*/queries',
      headers,
      payload: JSON.stringify({ requests: [{ indexName: 'productos', params: new URLSearchParams({ filters }).toString() }] }),
    });
    expect(parens.statusCode).toBe(400);
    expect(parens.json()).toEqual({ status: 400, message: 'filters: more than 32 nested parentheses or NOTs at col 33' });
    const nul = await t.api({
      method: 'POST',
      url: '/search/1/indexes/*/queries',
      headers,
      payload: JSON.stringify({ requests: [{ indexName: 'productos', params: 'query=caf%00' }] }),
    });
    expect(nul.json()).toEqual({ status: 400, message: 'Invalid value for query: control characters are not allowed' });
  });
});

async function adminToken(t: TestApp): Promise<string> {
  const res = await t.api({ method: 'POST', url: '/login_check', payload: { username: 'admin@demo.ve', password: 'Demo1234!' } });
  return res.json().token;
}
