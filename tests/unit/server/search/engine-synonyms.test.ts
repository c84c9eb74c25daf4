import { describe, expect, it } from 'vitest';
import { SearchEngine } from '../../../../src/server/search/engine/engine';
import { parseRequest } from '../../../../src/server/search/engine/params';
import { queryIdPrefix } from '../../../../src/server/search/query-id';
import { newQueryID, render, toAnswer } from '../../../../src/server/search/response-cache';

function engine(): SearchEngine {
  const e = new SearchEngine({ searchableAttributes: ['nombre'], attributesToHighlight: ['nombre'] });
  const names = ['Caraotas negras', 'Frijoles bayos', 'Cambur maduro', 'Queso blanco'];
  e.save(names.map((nombre, i) => ({ objectID: String(i + 1), nombre })));
  return e;
}
const search = (e: SearchEngine, query: string) => e.search(parseRequest({ indexName: 'i', query, hitsPerPage: 10 }));

describe('embedded engine synonyms', () => {
  it('a word of a set finds the records of the other words, highlighted, at once', () => {
    const e = engine();
    expect(search(e, 'porotos').nbHits).toBe(0);
    const before = e.version;
    e.setSynonyms([['Porotos', 'caraotas', 'frijoles'], ['banana', 'cambur'], ['papel higiénico', 'toilette']]);
    expect(e.version).toBeGreaterThan(before);
    const r = search(e, 'porotos');
    expect(r.hits.map((h) => h.nombre).sort()).toEqual(['Caraotas negras', 'Frijoles bayos']);
    expect((r.hits[0]!._highlightResult!.nombre as { matchLevel: string }).matchLevel).toBe('full');
    // multi-way, and combined with other words of the query
    expect(search(e, 'caraotas').nbHits).toBe(2);
    expect(search(e, 'banana maduro').hits.map((h) => h.nombre)).toEqual(['Cambur maduro']);
    // a multi-word entry: its words, as a phrase, find the other entries' records
    expect(search(e, 'toilette').nbHits).toBe(0);
    expect(search(e, 'queso').nbHits).toBe(1);
    e.setSynonyms([]);
    expect(search(e, 'porotos').nbHits).toBe(0);
  });
});

describe('multi-word synonyms', () => {
  const names = ['Papel higiénico doble hoja', 'Papel toilette suave', 'Papel aluminio', 'Servilletas'];
  const e = new SearchEngine({ searchableAttributes: ['nombre'], attributesToHighlight: ['nombre'] });
  e.save(names.map((nombre, i) => ({ objectID: String(i + 1), nombre })));
  const found = (query: string) => search(e, query).hits.map((h) => h.nombre);

  it('work both ways and with other words of the query', () => {
    expect(found('papel toilette')).toEqual(['Papel toilette suave']);
    e.setSynonyms([['papel higiénico', 'Papel Toilette'], ['servilletas', 'pañitos']]);
    expect(found('papel toilette')).toEqual(['Papel toilette suave', 'Papel higiénico doble hoja']);
    expect(found('papel higienico')).toEqual(['Papel higiénico doble hoja', 'Papel toilette suave']);
    expect(found('papel higiénico suave')).toEqual(['Papel toilette suave']);
    // the words apart are not the phrase
    expect(found('toilette')).toEqual(['Papel toilette suave']);
    expect(found('papel')).toHaveLength(3);
    expect(found('pañitos')).toEqual(['Servilletas']);
  });

  it('a phrase and a single word of one set', () => {
    e.setSynonyms([['papel higiénico', 'tissue']]);
    expect(found('tissue')).toEqual(['Papel higiénico doble hoja']);
    expect(found('papel higienico')).toEqual(['Papel higiénico doble hoja']);
    e.setSynonyms([]);
    expect(found('tissue')).toEqual([]);
  });
});

describe('query ids name their search text', () => {
  it('the first half is the md5 of the history form of the text', () => {
    expect(queryIdPrefix('  Caraotas   NEGRAS ')).toBe(queryIdPrefix('caraotas negras'));
    expect(queryIdPrefix('caraotas')).toMatch(/^[0-9a-f]{16}$/);
    expect(newQueryID(queryIdPrefix('caraotas'))).toMatch(new RegExp(`^${queryIdPrefix('caraotas')}[0-9a-f]{16}$`));
    const e = engine();
    const response = { results: [e.search(parseRequest({ indexName: 'i', query: 'Queso', clickAnalytics: true }))] };
    expect(response.results[0]!.queryID!.slice(0, 16)).toBe(queryIdPrefix('queso'));
    const served = JSON.parse(render(toAnswer([{ indexName: 'i', query: 'Queso' }], response)).toString()) as { results: { queryID: string }[] };
    expect(served.results[0]!.queryID.slice(0, 16)).toBe(queryIdPrefix('queso'));
    expect(served.results[0]!.queryID).not.toBe(response.results[0]!.queryID);
  });
});
