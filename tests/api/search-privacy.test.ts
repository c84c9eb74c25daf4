/**
 * The search index holds every plan's prices; a caller reads only its own plan's. Resolve hands each caller
 * an Algolia secured API key of its plan (restricted by filters, attributesToRetrieve and
 * attributesToHighlight), which the embedded API enforces, as hosted Algolia does.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resolve } from '../../src/shared/contracts/website';
import { storefrontFilter } from '../../src/server/search/records';
import { login, testBackends } from '../helpers/app';
import { createSearchApp, type SearchTestApp } from './search-setup';

type Hit = Record<string, unknown> & { objectID: string; disponibilidad?: Record<string, unknown> };

describe.each(testBackends())('search index privacy (%s)', (backend) => {
  let t: SearchTestApp;
  let guestKey: string;
  let primeKey: string;
  const indexName = 'productos';

  const keyOf = async (token?: string) => ((await t.api({ url: '/api/website/resolve', token })).json() as Resolve).busqueda.apiKey;
  const search = async (apiKey: string, params: Record<string, unknown>) => {
    const { results } = await t.client(apiKey).search<Hit>({ requests: [{ indexName, hitsPerPage: 1000, ...params }] });
    return (results[0] as { hits: Hit[]; nbHits: number }).hits;
  };
  const status = async (apiKey: string, params: Record<string, unknown>) =>
    (await t.post('/1/indexes/*/queries', { requests: [{ indexName, ...params }] }, { 'x-algolia-api-key': apiKey })).status;

  beforeAll(async () => {
    t = await createSearchApp(backend);
    guestKey = await keyOf();
    primeKey = await keyOf((await login(t, 'prime@demo.ve')).token);
  });
  afterAll(() => t?.close());

  it('gives a guest plan normal prices only, whatever the query asks to retrieve or highlight', async () => {
    for (const apiKey of [guestKey, t.config.searchApiKey]) {
      const hits = await search(apiKey, { attributesToRetrieve: ['*'], attributesToHighlight: ['*'] });
      expect(hits.length).toBeGreaterThan(10);
      for (const h of hits) {
        expect(Object.keys(h.disponibilidad ?? {}).every((k) => /^zon\d+ust1$/.test(k))).toBe(true);
        for (const hidden of ['disponible', 'conOferta', 'popularidad', 'estatus']) expect(h).not.toHaveProperty(hidden);
        expect(Object.keys(h._highlightResult as object).sort()).toEqual(['categoria', 'marca', 'nombre'].filter((a) => a in (h._highlightResult as object)));
      }
      const prime = await search(apiKey, { attributesToRetrieve: ['disponibilidad.zon1ust2', 'disponible'], filters: storefrontFilter(1, 1) });
      expect(prime.every((h) => Object.keys(h).filter((k) => k !== '_highlightResult').join() === 'objectID')).toBe(true);
    }
  });

  it('shows a guest only what plan normal can buy, and refuses filters on data it may not read', async () => {
    const all = await search(t.config.searchAdminKey, { attributesToRetrieve: ['disponible'] });
    const onlyOtherPlans = all.filter((h) => !(h.disponible as string[]).some((k) => k.endsWith('ust1')) && (h.disponible as string[]).length > 0);
    const guestIds = new Set((await search(guestKey, {})).map((h) => h.objectID));
    for (const h of onlyOtherPlans) expect(guestIds.has(h.objectID)).toBe(false);
    expect(guestIds.size).toBeLessThan(all.length);
    // a guest cannot probe another plan's prices through filters
    expect(await status(guestKey, { filters: 'disponibilidad.zon1ust2.precio:"1.00"' })).toBe(400);
    expect(await status(guestKey, { numericFilters: ['disponibilidad.zon1ust3.existencia>0'] })).toBe(400);
    expect(await status(guestKey, { filters: 'disponibilidad.zon1ust1.existencia > 0' })).toBe(200);
  });

  it('gives a PRIME customer PRIME prices and no other plan’s', async () => {
    const hits = await search(primeKey, { filters: storefrontFilter(1, 2), attributesToRetrieve: ['*'] });
    expect(hits.length).toBeGreaterThan(0);
    for (const h of hits) {
      expect(h.disponibilidad!.zon1ust2).toMatchObject({ precio: expect.any(String), existencia: expect.any(Number) });
      expect(Object.keys(h.disponibilidad!).every((k) => k.endsWith('ust2'))).toBe(true);
    }
    // the storefront's own narrow request is kept narrow
    const narrow = await search(primeKey, { filters: storefrontFilter(1, 2), attributesToRetrieve: ['nombre', 'disponibilidad.zon1ust2'] });
    expect(Object.keys(narrow[0]!).sort()).toEqual(['_highlightResult', 'disponibilidad', 'nombre', 'objectID']);
  });

  it('refuses keys it did not sign and keys of another parent', async () => {
    const decoded = Buffer.from(guestKey, 'base64').toString('utf8');
    const widened = decoded.replace(/filters=[^&]*/, 'filters=');
    const forged = Buffer.from(decoded.slice(0, 64) + widened.slice(64)).toString('base64');
    expect(await status(forged, {})).toBe(403);
    const params = decoded.slice(64).replace(/filters=[^&]*/, 'filters=');
    const otherParent = Buffer.from(createHmac('sha256', t.config.searchApiKey).update(params).digest('hex') + params).toString('base64');
    expect(await status(otherParent, {})).toBe(403);
    expect(await status('bm8tZXMtdW5hLWNsYXZl', {})).toBe(403);
  });

  it('issues Algolia secured keys: base64 of the HMAC-SHA256 in hex and the restrictions', async () => {
    const decoded = Buffer.from(primeKey, 'base64').toString('utf8');
    const params = new URLSearchParams(decoded.slice(64));
    expect(params.get('filters')).toBe('estatus:1 AND estatusCategoria:1 AND (disponible:zon1ust2 OR disponible:zon2ust2)');
    expect(params.get('attributesToRetrieve')).toBe('objectID,id,nombre,slug,marca,imagen,impuesto,categoria,categoriaId,disponibilidad.zon1ust2,disponibilidad.zon2ust2');
    expect(params.get('restrictIndices')).toBe(`${indexName},productos_precio_asc_zon1ust2,productos_precio_asc_zon2ust2,productos_precio_desc_zon1ust2,productos_precio_desc_zon2ust2,productos_nombre_asc`);
  });
});
