/**
 * Sorted results through the Algolia-compatible API: the replicas of shared/search-sort.ts, price by
 * what the shopper's zone and plan show, and a key that reads only its own plan's price replicas.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitPrice } from '../../src/shared/money';
import type { Resolve } from '../../src/shared/contracts/website';
import { EMBEDDED_APP_ID } from '../../src/server/search/credentials';
import { storefrontFilter } from '../../src/server/search/records';
import { login, testBackends } from '../helpers/app';
import { createSearchApp, type SearchTestApp } from './search-setup';

interface Hit {
  objectID: string;
  nombre: string;
  impuesto: string;
  disponibilidad: Record<string, { precio: string; oferta: string }>;
}

describe.each(testBackends())('search sort replicas (%s)', (backend) => {
  let t: SearchTestApp;
  let guestKey: string;
  let primeKey: string;

  const keyOf = async (token?: string) => ((await t.api({ url: '/api/website/resolve', token })).json() as Resolve).busqueda.apiKey;
  const query = (apiKey: string, indexName: string, key: string, extra: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `${t.config.apiBase}/search/1/indexes/*/queries`,
      headers: { 'content-type': 'text/plain', 'x-algolia-application-id': EMBEDDED_APP_ID, 'x-algolia-api-key': apiKey },
      payload: JSON.stringify({
        requests: [{ indexName, query: 'arroz', hitsPerPage: 50, filters: storefrontFilter(1, Number(key.slice(-1))), attributesToRetrieve: ['nombre', 'impuesto', `disponibilidad.${key}`], ...extra }],
      }),
    });
  const hits = async (apiKey: string, indexName: string, key: string) => {
    const r = await query(apiKey, indexName, key);
    expect(r.statusCode).toBe(200);
    return (r.json() as { results: { hits: Hit[] }[] }).results[0]!.hits;
  };
  const prices = (list: Hit[], key: string) => list.map((h) => Number(unitPrice(h.disponibilidad[key]!.precio, h.disponibilidad[key]!.oferta, h.impuesto).total));

  beforeAll(async () => {
    t = await createSearchApp(backend);
    guestKey = await keyOf();
    primeKey = await keyOf((await login(t, 'prime@demo.ve')).token);
  });
  afterAll(() => t?.close());

  it('sorts by the price the guest sees in Caracas, both ways, with the same hits as by relevance', async () => {
    const relevance = await hits(guestKey, 'productos', 'zon1ust1');
    const asc = await hits(guestKey, 'productos_precio_asc_zon1ust1', 'zon1ust1');
    const desc = await hits(guestKey, 'productos_precio_desc_zon1ust1', 'zon1ust1');
    expect(asc.length).toBeGreaterThan(2);
    expect(asc.map((h) => h.objectID).sort()).toEqual(relevance.map((h) => h.objectID).sort());
    const up = prices(asc, 'zon1ust1');
    expect(up).toEqual([...up].sort((a, b) => a - b));
    expect(up[0]).toBeLessThan(up[up.length - 1]!);
    const down = prices(desc, 'zon1ust1');
    expect(down).toEqual([...up].reverse());
  });

  it('sorts by name A-Z', async () => {
    const names = (await hits(guestKey, 'productos_nombre_asc', 'zon1ust1')).map((h) => h.nombre.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
  });

  it("lets a key read its own plan's price replicas only", async () => {
    expect((await query(guestKey, 'productos_precio_asc_zon1ust2', 'zon1ust1')).statusCode).toBe(403);
    expect((await query(guestKey, 'productos_precio_asc_zon1ust2', 'zon1ust1')).json()).toEqual({ message: 'Index not allowed with this API key', status: 403 });
    const prime = await hits(primeKey, 'productos_precio_asc_zon1ust2', 'zon1ust2');
    const up = prices(prime, 'zon1ust2');
    expect(up).toEqual([...up].sort((a, b) => a - b));
    expect((await query(primeKey, 'productos_precio_asc_zon1ust1', 'zon1ust2')).statusCode).toBe(403);
    // an unknown replica of the index does not exist (admin key: any index)
    const unknown = await query(t.config.searchAdminKey, 'productos_precio_asc_todos', 'zon1ust1');
    expect(unknown.statusCode).toBe(404);
  });
});
