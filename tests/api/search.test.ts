import type { SearchResponse } from 'algoliasearch/lite';
import { gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { producto } from '../../src/server/catalog/tables';
import { storefrontFilter } from '../../src/server/search/records';
import { testBackends } from '../helpers/app';
import { createSearchApp, type SearchTestApp } from './search-setup';

type Producto = { objectID: string; nombre: string; disponibilidad: Record<string, unknown>; categoria: { lvl0: string; lvl1?: string } };

describe.each(testBackends())('Algolia-compatible search API with the real lite client (%s)', (backend) => {
  let t: SearchTestApp;
  const indexName = 'productos';
  const zona1 = storefrontFilter(1, 1);
  const search = async (params: Record<string, unknown>) => {
    const { results } = await t.client().search<Producto>({ requests: [{ indexName, filters: zona1, ...params }] });
    return results[0] as SearchResponse<Producto>;
  };

  beforeAll(async () => {
    t = await createSearchApp(backend);
  });
  afterAll(() => t.close());

  it('ignores accents and case: cafe finds Café, highlighted with the given tags', async () => {
    const r = await search({ query: 'cafe', hitsPerPage: 10, highlightPreTag: '<mark>', highlightPostTag: '</mark>' });
    expect(r.nbHits).toBeGreaterThan(0);
    expect(r.hits[0]!.nombre).toMatch(/^Café /);
    expect(r.hits[0]!._highlightResult!.nombre).toMatchObject({ value: expect.stringMatching(/^<mark>Café<\/mark> /), matchLevel: 'full', matchedWords: ['cafe'] });
    expect(r.hits.every((h) => h.disponibilidad.zon1ust1 !== undefined)).toBe(true);
    expect(r).toMatchObject({ page: 0, hitsPerPage: 10, query: 'cafe', index: indexName, exhaustiveNbHits: true });
    expect(typeof r.processingTimeMS).toBe('number');
    expect(r.params).toContain('query=cafe');
  });

  it('tolerates typos by word length and matches the last word as a prefix', async () => {
    const aroz = await search({ query: 'aroz' });
    expect(aroz.hits.some((h) => h.nombre.startsWith('Arroz'))).toBe(true);
    expect((await search({ query: 'arz' })).nbHits).toBe(0);
    const prefix = await search({ query: 'arroz bla' });
    expect(prefix.hits.length).toBeGreaterThan(0);
    expect(prefix.hits.every((h) => /arroz blanco/i.test(h.nombre))).toBe(true);
    expect((await search({ query: 'bla arroz ' })).nbHits).toBe(0);
    const hl = prefix.hits[0]!._highlightResult!.nombre as { value: string };
    expect(hl.value).toMatch(/^<em>Arroz<\/em> <em>bla<\/em>nco/);
  });

  it('ranks fewer typos first, then exact words, then popularity', async () => {
    const r = await search({ query: 'harina', getRankingInfo: true, hitsPerPage: 50 });
    const typos = r.hits.map((h) => (h as unknown as { _rankingInfo: { nbTypos: number } })._rankingInfo.nbTypos);
    expect(typos).toEqual([...typos].sort((a, b) => a - b));
    expect(r.hits[0]!.nombre).toMatch(/^Harina/);
  });

  it('paginates within bounds', async () => {
    const first = await search({ query: '', hitsPerPage: 7, page: 0 });
    const second = await search({ query: '', hitsPerPage: 7, page: 1 });
    expect(first.nbPages).toBe(Math.ceil(first.nbHits! / 7));
    expect(second.hits.map((h) => h.objectID)).not.toEqual(first.hits.map((h) => h.objectID));
    const beyond = await search({ query: '', hitsPerPage: 7, page: first.nbPages });
    expect(beyond.hits).toEqual([]);
    expect(beyond.nbHits).toBe(first.nbHits);
  });

  it('counts facets over the filtered hits and filters with facetFilters, numericFilters and filters', async () => {
    const all = await search({ query: '', facets: ['categoria.lvl0'], hitsPerPage: 0 });
    const counts = all.facets!['categoria.lvl0']!;
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(all.nbHits!);
    const viveres = await search({ query: '', facetFilters: [['categoria.lvl0:Víveres']], hitsPerPage: 1000 });
    expect(viveres.nbHits).toBe(counts['Víveres']);
    const notViveres = await search({ query: '', facetFilters: ['categoria.lvl0:-Víveres'], hitsPerPage: 0 });
    expect(notViveres.nbHits).toBe(all.nbHits! - counts['Víveres']!);
    const either = await search({ query: '', filters: `${zona1} AND (categoria.lvl0:"Víveres" OR categoria.lvl0:"Bebidas")`, hitsPerPage: 0 });
    expect(either.nbHits).toBe(counts['Víveres']! + (counts['Bebidas'] ?? 0));
    const stocked = await search({ query: '', numericFilters: ['disponibilidad.zon1ust1.existencia>=100'], hitsPerPage: 1000 });
    expect(stocked.nbHits).toBeGreaterThan(0);
    expect(stocked.nbHits).toBeLessThan(all.nbHits!);
  });

  it('gives a 32-hex queryID with clickAnalytics, a new one for every search', async () => {
    const r = await search({ query: 'leche', clickAnalytics: true });
    expect(r.queryID).toMatch(/^[0-9a-f]{32}$/);
    const again = await search({ query: 'leche', clickAnalytics: true });
    expect(again.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(again.queryID).not.toBe(r.queryID);
    expect(again.hits).toEqual(r.hits);
    expect((await search({ query: 'leche' })).queryID).toBeUndefined();
  });

  it('takes keys from the query string (browsers), gzipped bodies and single-index queries', async () => {
    const url = `http://${t.host}/1/indexes/*/queries?x-algolia-agent=test&X-Algolia-Application-Id=embedded&X-Algolia-API-Key=${t.config.searchApiKey}`;
    const plain = await fetch(url, { method: 'POST', body: JSON.stringify({ requests: [{ indexName, query: 'cafe', filters: zona1 }] }) });
    expect(plain.status).toBe(200);
    const zipped = await t.post('/1/indexes/*/queries', gzipSync(JSON.stringify({ requests: [{ indexName, query: 'cafe', filters: zona1 }] })), {
      'content-encoding': 'gzip',
    });
    expect(await zipped.json()).toEqual({ results: [{ ...(await plain.json()).results[0], processingTimeMS: expect.any(Number) }] });
    const single = await t.post(`/1/indexes/${indexName}/query`, { params: `query=cafe&filters=${encodeURIComponent(zona1)}&hitsPerPage=3` });
    expect(await single.json()).toMatchObject({ query: 'cafe', hitsPerPage: 3, hits: expect.any(Array) });
  });

  it('accepts parameters in a urlencoded params string, as older clients send them', async () => {
    const res = await t.post('/1/indexes/*/queries', {
      requests: [{ indexName, params: `query=cafe&hitsPerPage=2&facets=${encodeURIComponent('["categoria.lvl1"]')}&filters=${encodeURIComponent(zona1)}` }],
    });
    expect(res.status).toBe(200);
    const [r] = (await res.json()).results;
    expect(r.hits).toHaveLength(2);
    expect(Object.keys(r.facets['categoria.lvl1'])).toContain('Víveres > Café');
  });

  it('refuses a wrong key with 403 and bad bodies with 400, in Algolia shape', async () => {
    await expect(t.client('clave-falsa').search({ requests: [{ indexName, query: 'cafe' }] })).rejects.toMatchObject({ status: 403 });
    const noKey = await t.post('/1/indexes/*/queries', { requests: [{ indexName }] }, { 'x-algolia-api-key': '' });
    expect(noKey.status).toBe(403);
    expect(await noKey.json()).toEqual({ message: 'Invalid Application-ID or API key', status: 403 });
    const notJson = await t.post('/1/indexes/*/queries', '{requests');
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ message: 'Invalid JSON body', status: 400 });
    const noRequests = await t.post('/1/indexes/*/queries', { requests: [] });
    expect(noRequests.status).toBe(400);
    expect(await noRequests.json()).toMatchObject({ status: 400, message: expect.any(String) });
    const badFilter = await t.post('/1/indexes/*/queries', { requests: [{ indexName, filters: 'categoria.lvl0:Víveres AND (' }] });
    expect(badFilter.status).toBe(400);
    expect((await badFilter.json()).message).toMatch(/^filters: /);
    const badPage = await t.post('/1/indexes/*/queries', { requests: [{ indexName, hitsPerPage: 5000 }] });
    expect(badPage.status).toBe(400);
    // an index outside the key's restrictIndices is refused, as Algolia does; with the admin key it does not exist
    const unknown = await t.post('/1/indexes/*/queries', { requests: [{ indexName: 'otro' }] });
    expect(unknown.status).toBe(403);
    const missing = await t.post('/1/indexes/*/queries', { requests: [{ indexName: 'otro' }] }, { 'x-algolia-api-key': t.config.searchAdminKey });
    expect(missing.status).toBe(404);
  });

  it('keeps inactive products from the public key; the server-side admin key sees them', async () => {
    const [inactive] = await t.database.db.select({ id: producto.id }).from(producto).where(eq(producto.estatus, 2)).limit(1);
    expect(inactive).toBeDefined();
    const filters = `objectID:${inactive!.id}`;
    const pub = await t.client().search({ requests: [{ indexName, filters }] });
    expect((pub.results[0] as { nbHits: number }).nbHits).toBe(0);
    const admin = await t.client(t.config.searchAdminKey).search({ requests: [{ indexName, filters }] });
    expect((admin.results[0] as { nbHits: number }).nbHits).toBe(1);
  });
});
