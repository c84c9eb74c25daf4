import { describe, expect, it } from 'vitest';
import { SearchError } from '../../../../src/server/search/engine/errors';
import { facetFiltersToNode, numericFiltersToNode, tagFiltersToNode } from '../../../../src/server/search/engine/filter-params';
import { parseFilters } from '../../../../src/server/search/engine/filter-parse';

describe('filters string', () => {
  it('parses AND, OR and NOT with parentheses, AND binding tighter', () => {
    expect(parseFilters('a:1 OR b:2 AND NOT (c:3 OR d:"x y")')).toEqual({
      t: 'or',
      c: [
        { t: 'facet', attr: 'a', value: '1' },
        {
          t: 'and',
          c: [
            { t: 'facet', attr: 'b', value: '2' },
            { t: 'not', c: { t: 'or', c: [{ t: 'facet', attr: 'c', value: '3' }, { t: 'facet', attr: 'd', value: 'x y' }] } },
          ],
        },
      ],
    });
  });

  it('parses numeric comparisons, ranges and quoted values with spaces and >', () => {
    expect(parseFilters('disponibilidad.zon1ust1.existencia > 0')).toEqual({ t: 'num', attr: 'disponibilidad.zon1ust1.existencia', op: '>', value: 0 });
    expect(parseFilters('precio<=2.5')).toEqual({ t: 'num', attr: 'precio', op: '<=', value: 2.5 });
    expect(parseFilters('popularidad:10 TO 20')).toEqual({ t: 'range', attr: 'popularidad', lo: 10, hi: 20 });
    expect(parseFilters('categoria.lvl1:"Víveres > Arroz"')).toEqual({ t: 'facet', attr: 'categoria.lvl1', value: 'Víveres > Arroz' });
    expect(parseFilters('  ')).toBeNull();
  });

  it('reports where a filter breaks', () => {
    const error = (text: string) => {
      try {
        parseFilters(text);
      } catch (e) {
        expect(e).toBeInstanceOf(SearchError);
        return (e as SearchError).message;
      }
      return null;
    };
    expect(error('a:1 AND (b:2')).toBe('filters: Unexpected end of filter');
    expect(error('a:1 b:2')).toBe("filters: Unexpected token 'b' at col 5");
    expect(error('precio > abc')).toMatch(/not a number/);
    expect(error('a:"sin cerrar')).toMatch(/Unterminated string at col 3/);
  });
});

describe('facetFilters, numericFilters and tagFilters', () => {
  it('ANDs the items and ORs nested arrays, with - exclusion and an escaped minus', () => {
    expect(facetFiltersToNode([['marca:A', 'marca:B'], 'categoria.lvl0:-Víveres', 'marca:\\-raro'])).toEqual({
      t: 'and',
      c: [
        { t: 'or', c: [{ t: 'facet', attr: 'marca', value: 'A' }, { t: 'facet', attr: 'marca', value: 'B' }] },
        { t: 'not', c: { t: 'facet', attr: 'categoria.lvl0', value: 'Víveres' } },
        { t: 'facet', attr: 'marca', value: '-raro' },
      ],
    });
  });

  it('reads the JSON or comma forms of the params string', () => {
    expect(facetFiltersToNode('["a:1",["b:2","b:3"]]')).toEqual(facetFiltersToNode(['a:1', ['b:2', 'b:3']]));
    expect(facetFiltersToNode('a:1,(b:2,b:3)')).toEqual(facetFiltersToNode(['a:1', ['b:2', 'b:3']]));
    expect(facetFiltersToNode('')).toBeNull();
    expect(() => facetFiltersToNode('[nope')).toThrow(/invalid JSON/);
    expect(() => facetFiltersToNode(['sin-dos-puntos'])).toThrow(/attribute:value/);
  });

  it('parses numeric filters with every operator and ranges', () => {
    expect(numericFiltersToNode(['precio>=1', ['popularidad<5', 'popularidad!=7'], 'impuesto:0 TO 16'])).toEqual({
      t: 'and',
      c: [
        { t: 'num', attr: 'precio', op: '>=', value: 1 },
        { t: 'or', c: [{ t: 'num', attr: 'popularidad', op: '<', value: 5 }, { t: 'num', attr: 'popularidad', op: '!=', value: 7 }] },
        { t: 'range', attr: 'impuesto', lo: 0, hi: 16 },
      ],
    });
    expect(() => numericFiltersToNode(['precio>>1'])).toThrow(/invalid filter/);
  });

  it('filters _tags with tagFilters', () => {
    expect(tagFiltersToNode(['nuevo', '-agotado'])).toEqual({
      t: 'and',
      c: [{ t: 'facet', attr: '_tags', value: 'nuevo' }, { t: 'not', c: { t: 'facet', attr: '_tags', value: 'agotado' } }],
    });
  });
});
