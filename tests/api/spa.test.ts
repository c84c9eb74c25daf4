import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

describe('SPA serving with history fallback', () => {
  let t: TestApp;
  const client = mkdtempSync(join(tmpdir(), 'mz-client-'));

  beforeAll(async () => {
    mkdirSync(join(client, 'assets'));
    writeFileSync(join(client, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(client, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await createTestApp('pglite', { CLIENT_DIR: client });
  });
  afterAll(async () => {
    await t.close();
    rmSync(client, { recursive: true, force: true });
  });

  it('answers every page route with index.html', async () => {
    for (const url of ['/', '/caracas', '/caracas/producto/arroz', '/admin/categoria', '/auth/login?returnUrl=%2Fcaracas']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('keeps JSON 404s for the API, missing files and non-GET requests', async () => {
    const api = await t.app.inject({ url: '/backend/no-existe' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ codigo: 404, mensaje: 'Recurso no encontrado' });
    expect((await t.app.inject({ url: '/assets/no-existe.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/caracas' })).statusCode).toBe(404);
  });
});
