import { describe, expect, it } from 'vitest';
import { SearchEngine } from '../../../../src/server/search/engine/engine';
import { parseFilters } from '../../../../src/server/search/engine/filter-parse';
import { parseRequest } from '../../../../src/server/search/engine/params';

function catalog(): SearchEngine {
  const e = new SearchEngine({
    searchableAttributes: ['nombre', 'categoria.lvl1'],
    attributesForFaceting: ['categoria.lvl0', 'categoria.lvl1', 'marca', 'peso', 'filterOnly(disponible)'],
    customRanking: ['desc(popularidad)'],
    attributesToHighlight: ['nombre', 'categoria'],
  });
  const rows: [string, string, string, string, number, string[]][] = [
    ['Arroz blanco', 'Víveres', 'Arroz', 'Mary', 1000, ['zon1ust1']],
    ['Arroz integral', 'Víveres', 'Arroz', 'Primor', 1000, ['zon1ust1', 'zon2ust1']],
    ['Pasta larga', 'Víveres', 'Pastas', 'Primor', 500, ['zon1ust1']],
    ['Jugo de naranja', 'Bebidas', 'Jugos', 'Yukery', 1000, ['zon2ust1']],
    ['Agua mineral', 'Bebidas', 'Aguas', 'Minalba', 5000, []],
  ];
  e.save(
    rows.map(([nombre, lvl0, lvl1, marca, peso, disponible], i) => ({
      objectID: String(i + 1),
      nombre,
      categoria: { lvl0, lvl1: `${lvl0} > ${lvl1}` },
      marca,
      peso,
      disponible,
      popularidad: 10 - i,
    })),
  );
  return e;
}

const run = (e: SearchEngine, params: Record<string, unknown>, restrict: string | null = null) =>
  e.search(parseRequest({ indexName: 'i', ...params }), restrict ? parseFilters(restrict) : null);

describe('engine results', () => {
  it('counts facets over the filtered hits, most frequent first, cut at maxValuesPerFacet', () => {
    const e = catalog();
    const r = run(e, { query: '', facets: ['*'], filters: 'disponible:zon1ust1' });
    expect(r.nbHits).toBe(3);
    expect(r.facets).toEqual({
      'categoria.lvl0': { Víveres: 3 },
      'categoria.lvl1': { 'Víveres > Arroz': 2, 'Víveres > Pastas': 1 },
      marca: { Primor: 2, Mary: 1 },
      peso: { '1000': 2, '500': 1 },
    });
    expect(r.facets_stats).toEqual({ peso: { min: 500, max: 1000, avg: 2500 / 3, sum: 2500 } });
    expect(run(e, { facets: 'marca', maxValuesPerFacet: 1 }).facets).toEqual({ marca: { Primor: 2 } });
    expect(Object.keys(run(e, { facets: 'marca,disponible' }).facets!)).toEqual(['marca']);
  });

  it('filters with facets, exclusions, numbers and the restriction of the key', () => {
    const e = catalog();
    expect(run(e, { facetFilters: [['marca:Mary', 'marca:Yukery'], 'categoria.lvl0:-Bebidas'] }).nbHits).toBe(1);
    expect(run(e, { numericFilters: ['peso>=1000'], filters: 'NOT marca:primor' }).nbHits).toBe(3);
    expect(run(e, { filters: 'peso:400 TO 600 OR categoria.lvl1:"Bebidas > Aguas"' }).nbHits).toBe(2);
    expect(run(e, { query: 'agua' }, 'disponible:zon1ust1 OR disponible:zon2ust1').nbHits).toBe(0);
    expect(run(e, { query: 'agua' }).nbHits).toBe(1);
  });

  it('highlights with the given tags: prefixes partly, typos whole, nested attributes, match levels', () => {
    const e = catalog();
    const [hit] = run(e, { query: 'arroz blan', highlightPreTag: '<b>', highlightPostTag: '</b>' }).hits;
    expect(hit!._highlightResult).toEqual({
      nombre: { value: '<b>Arroz</b> <b>blan</b>co', matchLevel: 'full', matchedWords: ['arroz', 'blan'], fullyHighlighted: false },
      categoria: {
        lvl0: { value: 'Víveres', matchLevel: 'none', matchedWords: [] },
        lvl1: { value: 'Víveres > <b>Arroz</b>', matchLevel: 'partial', matchedWords: ['arroz'], fullyHighlighted: false },
      },
    });
    const [typo] = run(e, { query: 'jgo', attributesToHighlight: ['nombre'], queryType: 'prefixNone' }).hits;
    expect(typo).toBeUndefined();
    const [whole] = run(e, { query: 'jugi', attributesToHighlight: ['nombre'] }).hits;
    expect(whole!._highlightResult!.nombre).toMatchObject({ value: '<em>Jugo</em> de naranja' });
  });

  it('retrieves the asked attributes only', () => {
    const [hit] = run(catalog(), { query: 'pasta', attributesToRetrieve: ['nombre', 'categoria.lvl0'], attributesToHighlight: [] }).hits;
    expect(hit).toEqual({ objectID: '3', nombre: 'Pasta larga', categoria: { lvl0: 'Víveres' } });
  });

  it('paginates within bounds', () => {
    const e = catalog();
    expect(run(e, { hitsPerPage: 2, page: 2 })).toMatchObject({ nbHits: 5, nbPages: 3, page: 2, hitsPerPage: 2 });
    expect(run(e, { hitsPerPage: 2, page: 2 }).hits.map((h) => h.objectID)).toEqual(['5']);
    expect(run(e, { hitsPerPage: 2, page: 3 }).hits).toEqual([]);
    expect(run(e, { hitsPerPage: 0 })).toMatchObject({ hits: [], nbPages: 0, nbHits: 5 });
    expect(() => parseRequest({ indexName: 'i', hitsPerPage: 1001 })).toThrow(/hitsPerPage/);
    expect(() => parseRequest({ indexName: 'i', page: -1 })).toThrow(/page/);
  });

  it('gives a 32-hex queryID only with clickAnalytics, and echoes the params', () => {
    const e = catalog();
    expect(run(e, { query: 'arroz', clickAnalytics: true }).queryID).toMatch(/^[0-9a-f]{32}$/);
    const r = run(e, { params: 'query=arroz&hitsPerPage=1&clickAnalytics=false' });
    expect(r.queryID).toBeUndefined();
    expect(r).toMatchObject({ query: 'arroz', hitsPerPage: 1, params: 'query=arroz&hitsPerPage=1&clickAnalytics=false' });
  });

  it('updates partially, deletes, and searches facet values', () => {
    const e = catalog();
    e.partialUpdate([{ objectID: '3', nombre: 'Pasta corta' }, { objectID: '99', nombre: 'Nuevo' }], false);
    expect(run(e, { query: 'corta' }).hits[0]).toMatchObject({ objectID: '3', marca: 'Primor' });
    expect(run(e, { query: 'nuevo' }).nbHits).toBe(0);
    e.delete(['1']);
    expect(run(e, { query: 'arroz' }).hits.map((h) => h.objectID)).toEqual(['2']);
    const f = e.searchForFacetValues(parseRequest({ indexName: 'i', type: 'facet', facet: 'marca', facetQuery: 'pri' }));
    expect(f.facetHits).toEqual([{ value: 'Primor', highlighted: '<em>Pri</em>mor', count: 2 }]);
  });
});
