import { beforeEach, describe, expect, it, vi } from 'vitest';

const get = vi.fn(async () => ({}));
vi.mock('../../../src/store/lib/api', () => ({ api: { get } }));

const q = await import('../../../src/store/lib/catalog-queries');

describe('catalog queries', () => {
  beforeEach(() => get.mockClear());

  it('keys carry the zone, the plan and the page, never the currency', () => {
    expect(q.categoryQuery('caracas', 'mayorista', 'viveres', 'pastas', 2).queryKey).toEqual(['catalogo', 'categoria', 'caracas', 'mayorista', 'viveres', 'pastas', 2]);
    expect(q.tagQuery('valencia', 'normal', 'nuevo', 1).queryKey).toEqual(['catalogo', 'etiqueta', 'valencia', 'normal', 'nuevo', 1]);
    expect(q.homeQuery('caracas', 'prime').queryKey).toEqual(['catalogo', 'inicio', 'caracas', 'prime']);
    expect(q.productQuery('caracas', 'normal', 'arroz').queryKey).toEqual(['catalogo', 'producto', 'caracas', 'normal', 'arroz']);
  });

  it("'-viveres' and 'viveres' share one entry and one request path", async () => {
    const a = q.categoryQuery('caracas', 'normal', '-viveres', null, 1);
    const b = q.categoryQuery('caracas', 'normal', 'viveres', null, 1);
    expect(a.queryKey).toEqual(b.queryKey);
    const run = a.queryFn as unknown as () => Promise<unknown>;
    await run();
    expect(get).toHaveBeenCalledWith('/api/categoria/supermercado/viveres', { query: { zona: 'caracas', pag: 1 } });
  });

  it('asks the contract paths', async () => {
    const call = async (options: { queryFn?: unknown }) => (options.queryFn as () => Promise<unknown>)();
    await call(q.featuredQuery('caracas', 'normal', 'lo-mas-vendido', 2));
    await call(q.supermarketQuery('caracas', 'normal'));
    await call(q.quickListQuery('caracas', 'normal', 'parrilla'));
    await call(q.homeQuery('caracas', 'normal'));
    expect(get.mock.calls).toEqual([
      ['/api/website/destacado/caracas/lo-mas-vendido', { query: { pag: 2 } }],
      ['/api/categoria/supermercado', { query: { zona: 'caracas' } }],
      ['/api/lista-rapida/zona/caracas/parrilla'],
      ['/api/website/inicio/caracas'],
    ]);
  });
});
