import { describe, expect, it } from 'vitest';
import { SearchEngine } from '../../../../src/server/search/engine/engine';
import { FacetColumn } from '../../../../src/server/search/engine/facet-column';
import { parseRequest } from '../../../../src/server/search/engine/params';

const settings = { searchableAttributes: ['nombre'], attributesForFaceting: ['marca', 'filterOnly(disponible)'] };

function facets(e: SearchEngine, filters?: string) {
  return e.search(parseRequest({ indexName: 'i', query: '', facets: ['marca'], filters, hitsPerPage: 0 })).facets;
}

describe('facet columns (a single value kept as its id, several as a list)', () => {
  it('stores one value as a number and several as a list, and forgets both on removal', () => {
    const column = new FacetColumn('x', true);
    column.add(0, ['A']);
    column.add(1, ['a', 'B', 'b']);
    expect(column.perDoc[0]).toBe(0);
    expect(column.perDoc[1]).toEqual([0, 1]);
    expect(column.docs).toEqual([[0, 1], [1]]);
    column.remove(0);
    column.remove(1);
    expect(column.perDoc[0]).toBeUndefined();
    expect(column.docs).toEqual([[], []]);
  });

  it('counts, filters and follows updates and deletes with single and multi-valued attributes', () => {
    const e = new SearchEngine(settings);
    e.save([
      { objectID: '1', nombre: 'arroz', marca: 'Mary', disponible: ['zon1ust1', 'zon2ust1'] },
      { objectID: '2', nombre: 'harina', marca: 'Pan', disponible: ['zon1ust1'] },
      { objectID: '3', nombre: 'azúcar', marca: 'Mary', disponible: [] },
    ]);
    expect(facets(e)).toEqual({ marca: { Mary: 2, Pan: 1 } });
    expect(facets(e, 'disponible:zon1ust1')).toEqual({ marca: { Mary: 1, Pan: 1 } });
    e.partialUpdate([{ objectID: '1', marca: 'Pan', disponible: ['zon2ust1'] }], false);
    expect(facets(e)).toEqual({ marca: { Pan: 2, Mary: 1 } });
    expect(facets(e, 'disponible:zon1ust1')).toEqual({ marca: { Pan: 1 } });
    e.delete(['2']);
    expect(facets(e)).toEqual({ marca: { Mary: 1, Pan: 1 } });
    expect(e.search(parseRequest({ indexName: 'i', query: '', filters: 'disponible:zon2ust1' })).nbHits).toBe(1);
  });
});
