import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bitacora } from '../../src/server/audit/tables';
import { storefrontFilter } from '../../src/shared/availability';
import { busquedaCorregida, busquedaSinonimo } from '../../src/server/search/tables';
import type { HistorialFila, HistorialSerie, SinonimoGuardado } from '../../src/shared/contracts/admin-search-history';
import { createTestApp, login, testBackends, type TestApp } from '../helpers/app';
import { staffMember } from '../helpers/staff';

describe.each(testBackends())('admin buscador-historial y sinónimos (%s)', (backend) => {
  let t: TestApp;
  let admin: string;
  const caracas = storefrontFilter(1, 1);

  /** A storefront search through the Algolia-compatible API (recorded in the history). */
  const search = async (query: string, filters = caracas, extra: Record<string, unknown> = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${t.config.apiBase}/search/1/indexes/*/queries`,
      headers: { 'content-type': 'application/json', 'x-algolia-application-id': 'embedded', 'x-algolia-api-key': t.config.searchApiKey },
      payload: { requests: [{ indexName: 'productos', query, filters, ...extra }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().results[0] as { nbHits: number; queryID?: string; hits: { objectID: string }[] };
  };
  const events = (list: object[]) =>
    t.app.inject({
      method: 'POST',
      url: `${t.config.apiBase}/search/1/events`,
      headers: { 'content-type': 'application/json', 'x-algolia-application-id': 'embedded', 'x-algolia-api-key': t.config.searchApiKey },
      payload: { events: list },
    });
  const history = async (filter: object = {}, token = admin, sort = '') => {
    const res = await t.api({ token, url: `/admin/buscador-historial?filter=${encodeURIComponent(JSON.stringify(filter))}${sort}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as HistorialFila[];
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = (await login(t, 'admin@demo.ve')).token;
    await search('porotos');
    await search('  Porotos ');
    await search('porotos', storefrontFilter(2, 1));
    const found = await search('caraotas', caracas, { clickAnalytics: true });
    expect(found.nbHits).toBeGreaterThan(0);
    const ev = await events([
      { eventType: 'click', eventName: 'Producto', index: 'productos', userToken: 'anon-1', queryID: found.queryID, objectIDs: [found.hits[0]!.objectID], positions: [1] },
      { eventType: 'conversion', eventName: 'Agregado', index: 'productos', userToken: 'anon-1', queryID: found.queryID, objectIDs: [found.hits[0]!.objectID] },
    ]);
    expect(ev.statusCode, ev.body).toBe(200);
    await t.app.searchRecorder.flush();
  });
  afterAll(() => t.close());

  it('lists each search text with its counts, zero results, clicks and conversion rate', async () => {
    const rows = await history();
    const porotos = rows.find((r) => r.query === 'porotos');
    const caraotas = rows.find((r) => r.query === 'caraotas');
    expect(porotos).toMatchObject({ id: 'porotos', busquedas: 3, sinResultados: 3, resultados: 0, clics: 0, conversiones: 0, tasaClics: '0.00' });
    expect(caraotas).toMatchObject({ busquedas: 1, sinResultados: 0, clics: 1, conversiones: 1, tasaClics: '100.00', tasaConversion: '100.00' });
    expect(caraotas!.resultados).toBeGreaterThan(0);
    expect(rows[0]!.query).toBe('porotos'); // most searched first
  });

  it('filters zero-result texts, zone, plan and text; sorts', async () => {
    expect((await history({ sinResultados: true })).map((r) => r.query)).toEqual(['porotos']);
    expect((await history({ sinResultados: false })).map((r) => r.query)).toEqual(['caraotas']);
    expect((await history({ zonaId: 2 })).map((r) => [r.query, r.busquedas])).toEqual([['porotos', 1]]);
    expect(await history({ usuarioTipo: 2 })).toEqual([]);
    expect((await history({ q: 'CARA' })).map((r) => r.query)).toEqual(['caraotas']);
    expect((await history({}, admin, `&sort=${encodeURIComponent('["query","ASC"]')}`)).map((r) => r.query)).toEqual(['caraotas', 'porotos']);
  });

  it('narrows to the staff member zones and requires ROLE_PUBLICIDAD', async () => {
    const valencia = await staffMember(t, ['ROLE_PUBLICIDAD', 'ROLE_ZONA_valencia']);
    expect((await history({}, valencia.token)).map((r) => [r.query, r.busquedas])).toEqual([['porotos', 1]]);
    const pedidos = await staffMember(t, ['ROLE_PEDIDO', 'ROLE_ZONA_caracas']);
    const res = await t.api({ token: pedidos.token, url: '/admin/buscador-historial' });
    expect(res.statusCode).toBe(403);
    expect(res.json().mensaje).toBe('No tiene los permisos necesarios para esta área');
  });

  it('refuses inverted ranges and ranges over two years with field errors', async () => {
    const bad = async (filter: object) => {
      const res = await t.api({ token: admin, url: `/admin/buscador-historial?filter=${encodeURIComponent(JSON.stringify(filter))}` });
      expect(res.statusCode).toBe(400);
      return res.json().errores;
    };
    expect(await bad({ desde: '2026-05-10', hasta: '2026-05-01' })).toEqual({ 'filter.hasta': 'Debe ser igual o posterior a la fecha inicial' });
    expect(await bad({ desde: '2023-01-01', hasta: '2025-12-31' })).toEqual({ 'filter.desde': 'El rango no puede superar 2 años' });
  });

  it('gives searches per day', async () => {
    const res = await t.api({ token: admin, url: '/admin/buscador-historial/serie' });
    expect(res.statusCode, res.body).toBe(200);
    const { dias } = res.json() as HistorialSerie;
    expect(dias).toHaveLength(30);
    expect(dias.at(-1)).toMatchObject({ busquedas: 4, sinResultados: 3 });
    expect(dias.slice(0, -1).every((d) => d.busquedas === 0)).toBe(true);
  });

  it('refuses synonym sets with empty, repeated or multi-word entries; nothing written', async () => {
    const post = (palabras: unknown) => t.api({ token: admin, method: 'POST', url: '/admin/buscador-historial/sinonimo', payload: { palabras } });
    let res = await post(['porotos', '  ']);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ mensaje: 'Los datos enviados no son válidos', errores: { 'palabras.1': 'Las palabras no pueden estar vacías' } });
    res = await post(['porotos', '']);
    expect(res.statusCode).toBe(400);
    res = await post(['porotos', 'granos negros']);
    expect(res.json().errores).toEqual({ 'palabras.1': 'Cada sinónimo debe ser una sola palabra de letras o números' });
    res = await post(['Porotos', 'porotos']);
    expect(res.json().errores).toEqual({ 'palabras.1': 'Las palabras deben ser distintas' });
    res = await post(['porotos']);
    expect(res.statusCode).toBe(400);
    const [c] = await t.database.db.select({ n: count() }).from(busquedaSinonimo);
    expect(c!.n).toBe(0);
  });

  it('a synonym set makes a zero-result text find products at once and leaves the zero-result list', async () => {
    expect((await search('porotos')).nbHits).toBe(0);
    const res = await t.api({ token: admin, method: 'POST', url: '/admin/buscador-historial/sinonimo', payload: { palabras: [' Porotos', 'caraotas', 'frijoles'] } });
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json() as SinonimoGuardado;
    expect(saved).toMatchObject({ palabras: ['porotos', 'caraotas', 'frijoles'], corregidas: ['porotos'] });
    const now = await search('porotos');
    expect(now.nbHits).toBeGreaterThanOrEqual(3);
    expect((await search('porotos', storefrontFilter(2, 1))).nbHits).toBeGreaterThan(0);
    await t.app.searchRecorder.flush();
    expect((await history({ sinResultados: true })).map((r) => r.query)).toEqual([]);
    const [fixed] = await t.database.db.select().from(busquedaCorregida).where(eq(busquedaCorregida.query, 'porotos'));
    expect(fixed!.sinonimoId).toBe(saved.id);
    const [trail] = await t.database.db.select().from(bitacora).where(eq(bitacora.recurso, 'sinonimo'));
    expect(trail).toMatchObject({ accion: 'crear', registroId: String(saved.id) });

    const list = await t.api({ token: admin, url: '/admin/buscador-historial/sinonimo' });
    expect(list.headers['content-range']).toBe('buscador-historial/sinonimo 0-0/1');
    const edited = await t.api({ token: admin, method: 'PUT', url: `/admin/buscador-historial/sinonimo/${saved.id}`, payload: { palabras: ['porotos', 'frijoles'] } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await search('porotos')).hits.length).toBeGreaterThan(0);

    const removed = await t.api({ token: admin, method: 'DELETE', url: `/admin/buscador-historial/sinonimo/${saved.id}` });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await search('porotos')).nbHits).toBe(0);
    await t.app.searchRecorder.flush();
    // searched again without results after the fix: back in the list
    expect((await history({ sinResultados: true })).map((r) => [r.query, r.sinResultados])).toEqual([['porotos', 1]]);
    expect((await t.api({ token: admin, url: `/admin/buscador-historial/sinonimo/${saved.id}` })).statusCode).toBe(404);
  });
});
