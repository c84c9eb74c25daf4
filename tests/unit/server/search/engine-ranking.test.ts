import { describe, expect, it } from 'vitest';
import { SearchEngine } from '../../../../src/server/search/engine/engine';
import { parseRequest } from '../../../../src/server/search/engine/params';
import type { IndexSettings } from '../../../../src/server/search/engine/settings';

const settings: IndexSettings = {
  searchableAttributes: ['nombre', 'marca'],
  attributesForFaceting: ['marca', 'filterOnly(zona)'],
  customRanking: ['desc(oferta)', 'desc(popularidad)'],
};

function engine(docs: Record<string, unknown>[], extra: Partial<IndexSettings> = {}): SearchEngine {
  const e = new SearchEngine({ ...settings, ...extra });
  e.save(docs.map((d, i) => ({ objectID: String(i + 1), popularidad: 0, oferta: 0, ...d })));
  return e;
}

const ids = (e: SearchEngine, query: string, params: Record<string, unknown> = {}) =>
  e.search(parseRequest({ indexName: 'i', query, ...params })).hits.map((h) => h.objectID);

describe('ranking: typo > words > proximity > attribute > exact > custom', () => {
  it('puts fewer typos first, whatever the popularity', () => {
    const e = engine([{ nombre: 'Qeso amarillo', popularidad: 999 }, { nombre: 'Queso blanco' }]);
    expect(ids(e, 'queso')).toEqual(['2', '1']);
  });

  it('needs every word (an unmatched word drops the record)', () => {
    const e = engine([{ nombre: 'Arroz blanco' }, { nombre: 'Arroz rojo' }]);
    expect(ids(e, 'arroz rojo')).toEqual(['2']);
  });

  it('puts closer words first', () => {
    const e = engine([{ nombre: 'Leche entera de vaca en polvo', popularidad: 999 }, { nombre: 'Leche en polvo' }]);
    expect(ids(e, 'leche polvo')).toEqual(['2', '1']);
  });

  it('puts matches in earlier attributes and earlier positions first', () => {
    const e = engine([{ nombre: 'Galletas', marca: 'Polar', popularidad: 999 }, { nombre: 'Harina Polar', popularidad: 5 }, { nombre: 'Polar light' }]);
    expect(ids(e, 'polar')).toEqual(['3', '2', '1']);
  });

  it('puts exact words before prefixes (word mode) or whole attribute values (attribute mode)', () => {
    const docs = [{ nombre: 'Cafetera italiana', popularidad: 999 }, { nombre: 'Café molido', popularidad: 5 }, { nombre: 'Café' }];
    expect(ids(engine(docs, { exactOnSingleWordQuery: 'word' }), 'cafe')).toEqual(['2', '3', '1']);
    expect(ids(engine(docs), 'cafe')).toEqual(['3', '1', '2']);
  });

  it('breaks the remaining ties with the custom ranking in order', () => {
    const e = engine([{ nombre: 'Jabón', popularidad: 10 }, { nombre: 'Jabón', popularidad: 50 }, { nombre: 'Jabón', popularidad: 1, oferta: 1 }]);
    expect(ids(e, 'jabon')).toEqual(['3', '2', '1']);
  });

  it('keeps only the fewest typos with typoTolerance min, none with false', () => {
    const e = engine([{ nombre: 'Qeso' }, { nombre: 'Queso' }]);
    expect(ids(e, 'queso', { typoTolerance: 'min' })).toEqual(['2']);
    expect(ids(e, 'qeso', { typoTolerance: false })).toEqual(['1']);
    expect(ids(e, 'qeso', { typoTolerance: 'strict' }).sort()).toEqual(['1', '2']);
  });

  it('explains the ranking with getRankingInfo', () => {
    const e = engine([{ nombre: 'Leche en polvo' }]);
    const [hit] = e.search(parseRequest({ indexName: 'i', query: 'lehce polvo', getRankingInfo: true })).hits;
    expect(hit!._rankingInfo).toMatchObject({ nbTypos: 1, proximityDistance: 2, words: 2, nbExactWords: 1 });
  });
});
