import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuario } from '../../src/server/auth/tables';
import { storefrontFilter } from '../../src/server/search/records';
import { busquedaEvento, busquedaHistorial } from '../../src/server/search/tables';
import { testBackends } from '../helpers/app';
import { createSearchApp, type SearchTestApp } from './search-setup';

describe.each(testBackends())('search history and Insights events (%s)', (backend) => {
  let t: SearchTestApp;
  let uuid: string;
  let usuarioId: number;
  const indexName = 'productos';

  beforeAll(async () => {
    t = await createSearchApp(backend);
    const [u] = await t.database.db.select({ id: usuario.id, uuid: usuario.uuid }).from(usuario).where(eq(usuario.email, 'cliente@demo.ve'));
    uuid = u!.uuid;
    usuarioId = u!.id;
  });
  afterAll(() => t.close());

  it('records each search with its hits, zone, plan and user; not facet-only or later pages', async () => {
    const filters = storefrontFilter(2, 3);
    const { results } = await t.client().search({
      requests: [
        { indexName, query: '  Queso   blanco ', filters, userToken: uuid },
        { indexName, query: 'queso blanco', filters, userToken: uuid },
        { indexName, query: 'queso', filters, hitsPerPage: 0, analytics: false },
        { indexName, query: 'leche', filters, page: 1 },
        { indexName, query: '', filters },
      ],
    });
    await t.app.searchRecorder.flush();
    const rows = await t.database.db.select().from(busquedaHistorial).orderBy(desc(busquedaHistorial.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      query: 'queso blanco',
      zonaId: 2,
      usuarioTipo: 3,
      nbHits: (results[0] as { nbHits: number }).nbHits,
      usuarioId,
      veces: 2,
    });
  });

  it('accepts click, conversion and view events from the real insights client and stores them', async () => {
    const { results } = await t.client().search({ requests: [{ indexName, query: 'arroz', clickAnalytics: true, filters: storefrontFilter(1, 1) }] });
    const r = results[0] as { queryID: string; hits: { objectID: string }[] };
    const answer = await t.insights().pushEvents({
      events: [
        { eventType: 'click', eventName: 'Producto clic en búsqueda', index: indexName, userToken: uuid, queryID: r.queryID, objectIDs: [r.hits[1]!.objectID], positions: [2] },
        { eventType: 'conversion', eventName: 'Agregado al carrito', eventSubtype: 'addToCart', index: indexName, userToken: uuid, queryID: r.queryID, objectIDs: [r.hits[1]!.objectID] },
        { eventType: 'view', eventName: 'Categoría vista', index: indexName, userToken: uuid, filters: ['categoria.lvl0:Víveres'] },
      ],
    });
    expect(answer).toMatchObject({ status: 200, message: 'OK' });
    await t.app.searchRecorder.flush();
    const rows = await t.database.db.select().from(busquedaEvento).where(eq(busquedaEvento.queryID, r.queryID));
    expect(rows.map((e) => e.eventType).sort()).toEqual(['click', 'conversion']);
    const click = rows.find((e) => e.eventType === 'click')!;
    expect(click).toMatchObject({ objectIDs: [r.hits[1]!.objectID], positions: [2], usuarioId, indexName });
  });

  it('refuses invalid events with Algolia messages and wrong keys with 403', async () => {
    const ok = { eventType: 'click', eventName: 'Producto clic', index: indexName, userToken: uuid, objectIDs: ['1'] };
    const bad = async (event: Record<string, unknown>, pattern: RegExp) => {
      const res = await t.post('/1/events', { events: [event] });
      expect(res.status).toBe(422);
      const body = await res.json();
      expect(body.status).toBe(422);
      expect(body.message).toMatch(pattern);
    };
    await bad({ ...ok, eventName: 'x'.repeat(65) }, /eventName/);
    await bad({ ...ok, eventType: 'purchase' }, /eventType/);
    await bad({ ...ok, objectIDs: Array.from({ length: 21 }, (_, i) => String(i)) }, /objectIDs/);
    await bad({ ...ok, queryID: 'a'.repeat(32) }, /position/);
    await bad({ ...ok, queryID: 'a'.repeat(32), positions: [1, 2] }, /position/);
    await bad({ ...ok, positions: [1] }, /queryID/);
    await bad({ ...ok, userToken: 'con espacios' }, /userToken/);
    await bad({ ...ok, objectIDs: undefined }, /objectIDs or filters/);
    await bad({ ...ok, eventSubtype: 'purchase' }, /eventSubtype/);
    await bad({ ...ok, eventType: 'conversion', eventSubtype: 'refund' }, /eventSubtype/);
    const purchase = { ...ok, eventType: 'conversion', eventSubtype: 'purchase', eventName: 'Productos comprados juntos', objectIDs: ['1', '2', '3'] };
    expect((await t.post('/1/events', { events: [purchase] })).status).toBe(200);
    expect((await t.post('/1/events', { events: [{ ...ok, eventName: 'x'.repeat(64) }] })).status).toBe(200);
    expect((await t.post('/1/events', { events: [] })).status).toBe(400);
    expect((await t.post('/1/events', 'no es json')).status).toBe(400);
    const forbidden = await t.post('/1/events', { events: [ok] }, { 'x-algolia-api-key': 'otra' });
    expect(forbidden.status).toBe(403);
    await expect(t.insights('otra').pushEvents({ events: [ok as never] })).rejects.toMatchObject({ status: 403 });
  });
});
