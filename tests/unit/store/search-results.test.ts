/**
 * The results page's data (features/search/results.ts): index.html's first search is this page's results
 * only when it asked exactly what the page asks, with InstantSearch's positions and facet order, so that
 * InstantSearch's identical first answer changes nothing on screen.
 */
import { describe, expect, it } from 'vitest';
import { facetOptions, firstResults, sameResults, tickedOptions, toggleCategory } from '../../../src/store/features/search/results';
import type { UrlState } from '../../../src/store/features/search/url-state';

const shopper = { zonaId: 1, plan: 'normal' as const };
const home: UrlState = { categorias: [], orden: 'relevancia', pagina: 1 };
const body = (query: string, filters = 'disponible:zon1ust1') => JSON.stringify({ requests: [{ indexName: 'productos', query, filters, hitsPerPage: 20, page: 0 }] });
const answer = {
  hits: [
    { objectID: '8', id: 8, nombre: 'Arroz jazmín 1 kg', slug: 'arroz-jazmin-1-kg', imagen: null, impuesto: '0' },
    { objectID: '4', id: 4, nombre: 'Arroz blanco tipo I 1 kg', slug: 'arroz-blanco', imagen: null, impuesto: '0' },
  ],
  nbHits: 22,
  page: 0,
  nbPages: 2,
  hitsPerPage: 20,
  facets: { 'categoria.lvl0': { Víveres: 20, Despensa: 2, Bebidas: 2 } },
};
const prefetch = (query = 'arroz', filters?: string) => ({ body: body(query, filters), results: [answer] });

describe('firstResults: the first search of index.html as the page results', () => {
  it("is the page's results, with InstantSearch's positions and the facet's order", () => {
    const data = firstResults(prefetch(), 'arroz', shopper, home)!;
    expect(data.hits.map((h) => [h.objectID, h.__position])).toEqual([
      ['8', 1],
      ['4', 2],
    ]);
    expect(data).toMatchObject({ nbHits: 22, page: 0, nbPages: 2, hitsPerPage: 20 });
    expect(data.categorias).toEqual([
      { value: 'Víveres', count: 20, isRefined: false },
      { value: 'Bebidas', count: 2, isRefined: false },
      { value: 'Despensa', count: 2, isRefined: false },
    ]);
  });

  it('is nothing for another query, another plan or zone, or a URL with a category, an order or a page', () => {
    expect(firstResults(null, 'arroz', shopper, home)).toBeNull();
    expect(firstResults(prefetch('arroz integral'), 'arroz', shopper, home)).toBeNull();
    expect(firstResults(prefetch('arroz', 'disponible:zon1ust2'), 'arroz', shopper, home)).toBeNull();
    expect(firstResults(prefetch(), 'arroz', { zonaId: 2, plan: 'normal' }, home)).toBeNull();
    expect(firstResults(prefetch(), 'arroz', shopper, { ...home, categorias: ['Víveres'] })).toBeNull();
    expect(firstResults(prefetch(), 'arroz', shopper, { ...home, orden: 'precio_asc' })).toBeNull();
    expect(firstResults(prefetch(), 'arroz', shopper, { ...home, pagina: 2 })).toBeNull();
    expect(firstResults({ body: '{', results: [answer] }, 'arroz', shopper, home)).toBeNull();
    expect(firstResults({ body: body('arroz'), results: [{ message: 'x' }] }, 'arroz', shopper, home)).toBeNull();
  });
});

describe('the category facet', () => {
  it('lists ticked first, then by count, then by name, 50 at most', () => {
    const many = Array.from({ length: 60 }, (_, i) => ({ value: `c${String(i).padStart(2, '0')}`, count: 1, isRefined: i === 59 }));
    const listed = facetOptions(many);
    expect(listed).toHaveLength(50);
    expect(listed[0]!.value).toBe('c59');
    expect(listed[1]!.value).toBe('c00');
  });

  it('shows what the URL ticks at once, even before an answer lists it', () => {
    const options = [
      { value: 'Víveres', count: 20, isRefined: false },
      { value: 'Bebidas', count: 2, isRefined: true },
    ];
    expect(tickedOptions(options, ['Víveres', 'Lácteos'])).toEqual([
      { value: 'Víveres', count: 20, isRefined: true },
      { value: 'Lácteos', count: 0, isRefined: true },
      { value: 'Bebidas', count: 2, isRefined: false },
    ]);
  });

  it('a tick or untick goes back to the first page', () => {
    expect(toggleCategory({ categorias: ['Bebidas'], orden: 'nombre_asc', pagina: 3 }, 'Víveres')).toEqual({ categorias: ['Bebidas', 'Víveres'], orden: 'nombre_asc', pagina: 1 });
    expect(toggleCategory({ categorias: ['Bebidas', 'Víveres'], orden: 'relevancia', pagina: 2 }, 'Bebidas')).toEqual({ categorias: ['Víveres'], orden: 'relevancia', pagina: 1 });
  });
});

describe('sameResults', () => {
  it('tells an identical answer from a changed one', () => {
    const a = firstResults(prefetch(), 'arroz', shopper, home)!;
    const b = firstResults(prefetch(), 'arroz', shopper, home)!;
    expect(sameResults(a, b)).toBe(true);
    expect(sameResults(a, { ...b, nbHits: 23 })).toBe(false);
    expect(sameResults(a, null)).toBe(false);
    expect(sameResults(null, null)).toBe(true);
  });
});
