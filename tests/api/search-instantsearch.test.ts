/**
 * The embedded API answers the exact multi-queries InstantSearch sends: driven by algoliasearch-helper
 * (the engine of react-instantsearch) with a hierarchical menu on categoria.lvl0/lvl1 (as
 * <HierarchicalMenu> declares it), a disjunctive refinement list on marca (<RefinementList>) and
 * pagination, over the real lite client.
 */
import algoliasearchHelper from 'algoliasearch-helper';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storefrontFilter } from '../../src/server/search/records';
import { testBackends } from '../helpers/app';
import { createSearchApp, type SearchTestApp } from './search-setup';

type Node = { name: string; path: string; count: number; isRefined: boolean; data: Node[] | null };

describe.each(testBackends())('InstantSearch requests against the embedded API (%s)', (backend) => {
  let t: SearchTestApp;
  const sent: Record<string, unknown>[][] = [];
  const base = {
    hierarchicalFacets: [{ name: 'categoria.lvl0', attributes: ['categoria.lvl0', 'categoria.lvl1'], separator: ' > ' }],
    disjunctiveFacets: ['marca'],
    filters: storefrontFilter(1, 1),
    hitsPerPage: 6,
    maxValuesPerFacet: 50,
    highlightPreTag: '__ais-highlight__',
    highlightPostTag: '__/ais-highlight__',
  };
  const helper = () => {
    const client = t.client();
    const recording = { ...client, search: ((queries: Record<string, unknown>[]) => (sent.push(queries), client.search(queries as never))) as typeof client.search };
    return algoliasearchHelper(recording, 'productos', base);
  };
  /** Hits counted by a plain filtered query, to check InstantSearch's numbers against. */
  const count = async (filters: string) => {
    const { results } = await t.client().search({ requests: [{ indexName: 'productos', filters: `${base.filters} AND ${filters}`, hitsPerPage: 0 }] });
    return (results[0] as { nbHits: number }).nbHits;
  };

  beforeAll(async () => {
    t = await createSearchApp(backend);
  });
  afterAll(() => t.close());

  it('builds the category tree and brand list with disjunctive counts', async () => {
    const viveres = await count('categoria.lvl0:Víveres');
    const arroz = await count('categoria.lvl1:"Víveres > Arroz"');
    sent.length = 0;
    const { content } = await helper()
      .addHierarchicalFacetRefinement('categoria.lvl0', 'Víveres > Arroz')
      .searchOnce({});
    // hits query + one disjunctive query per refined facet + the parent level of the hierarchy
    expect(sent[0]).toHaveLength(3);
    const [hitsQuery, categoryQuery, parentQuery] = sent[0]! as { params?: Record<string, unknown> }[];
    expect(hitsQuery).toMatchObject({ indexName: 'productos' });
    expect(categoryQuery!.params ?? categoryQuery).toMatchObject({ hitsPerPage: 0, analytics: false });
    expect(parentQuery!.params ?? parentQuery).toMatchObject({ hitsPerPage: 0, facets: ['categoria.lvl0'] });

    expect(content.nbHits).toBe(arroz);
    const tree = content.getFacetValues('categoria.lvl0', {}) as Node;
    const top = tree.data!.find((n) => n.name === 'Víveres')!;
    expect(top).toMatchObject({ isRefined: true, count: viveres });
    expect(tree.data!.length).toBeGreaterThan(1);
    const leaf = top.data!.find((n) => n.name === 'Arroz')!;
    expect(leaf).toMatchObject({ isRefined: true, count: arroz, path: 'Víveres > Arroz' });

    const brands = content.getFacetValues('marca', {}) as { name: string; count: number }[];
    expect(brands.reduce((n, b) => n + b.count, 0)).toBe(arroz);
  });

  it('keeps every brand of the category listed when one is refined (OR)', async () => {
    const h = helper().addHierarchicalFacetRefinement('categoria.lvl0', 'Víveres > Arroz');
    const all = (await h.searchOnce({})).content.getFacetValues('marca', {}) as { name: string; count: number }[];
    const chosen = all[0]!;
    const { content } = await h.addDisjunctiveFacetRefinement('marca', chosen.name).searchOnce({});
    expect(content.nbHits).toBe(chosen.count);
    const listed = content.getFacetValues('marca', {}) as { name: string; count: number; isRefined: boolean }[];
    expect(listed.map((b) => b.name).sort()).toEqual(all.map((b) => b.name).sort());
    expect(listed.find((b) => b.name === chosen.name)).toMatchObject({ isRefined: true, count: chosen.count });
  });

  it('paginates like <Pagination>', async () => {
    const h = helper().addHierarchicalFacetRefinement('categoria.lvl0', 'Víveres');
    const first = (await h.searchOnce({ page: 0 })).content;
    const second = (await h.setPage(1).searchOnce({ page: 1 })).content;
    expect(first.nbPages).toBe(Math.ceil(first.nbHits / 6));
    expect(second.page).toBe(1);
    expect(second.hits.map((x) => x.objectID)).not.toEqual(first.hits.map((x) => x.objectID));
    expect(second.hits).toHaveLength(6);
  });

  it('highlights with the InstantSearch tags and searches facet values', async () => {
    const { content } = await helper().searchOnce({ query: 'cafe' });
    const hit = content.hits[0] as unknown as { _highlightResult: { nombre: { value: string } } };
    expect(hit._highlightResult.nombre.value).toMatch(/^__ais-highlight__Café__\/ais-highlight__/);
    const facetHits = await helper().searchForFacetValues('marca', 'do', 10);
    expect(facetHits.facetHits.length).toBeGreaterThan(0);
    for (const f of facetHits.facetHits) expect(f.highlighted).toMatch(/__ais-highlight__Do/i);
  });
});
