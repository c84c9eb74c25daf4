import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

describe('platform: health, OpenAPI, error shapes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('answers health with the database kind', async () => {
    const res = await t.api({ url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ estatus: 'ok', db: 'pglite' });
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ url: '/backend/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of ['/backend/login_check', '/backend/api/website/resolve', '/backend/admin/categoria', '/backend/admin/categoria/{id}/estatus'])
      expect(Object.keys(doc.paths)).toContain(path);
    const ui = await t.app.inject({ url: '/backend/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('never leaks internals and speaks Spanish on malformed requests', async () => {
    const bad = await t.api({ method: 'POST', url: '/login_check', payload: '{"username":', headers: { 'content-type': 'application/json' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ codigo: 400, mensaje: 'El cuerpo de la solicitud no es un JSON válido' });
    const media = await t.api({ method: 'POST', url: '/login_check', payload: 'a=b', headers: { 'content-type': 'text/csv' } });
    expect(media.statusCode).toBe(415);
    expect(media.json().mensaje).toBe('Tipo de contenido no soportado');
    const big = await t.api({ method: 'POST', url: '/login_check', payload: { username: 'x'.repeat(2_000_000), password: 'y' } });
    expect(big.statusCode).toBe(413);
  });
});
