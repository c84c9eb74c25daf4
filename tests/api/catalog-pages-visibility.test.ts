import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CategoriaPagina, Inicio, ProductoTarjeta } from '../../src/shared/contracts/catalog-pages';
import { destacadoProducto } from '../../src/server/advertising/tables';
import { listSellable, OFFER_CANDIDATES } from '../../src/server/catalog/sellable';
import { invalidateCategoryMenu } from '../../src/server/catalog/service';
import { categoria, producto } from '../../src/server/catalog/tables';
import { inventario, precio, sucursal } from '../../src/server/inventory/tables';
import { reindexProducts } from '../../src/server/search/sync';
import { createTestApp, login, testBackends, type TestApp } from '../helpers/app';
import { expectedSellable, type ExpectedCard } from '../helpers/sellable-oracle';

/** Products made unsellable through the database never appear on any page; the rule is per zone and plan. */
describe.each(testBackends())('sellable rule on catalog pages (%s)', (backend) => {
  let t: TestApp;
  let prime: string;
  const page = async (path: string, zona = 'caracas', token?: string) => {
    const res = await t.api({ url: `/api/categoria/supermercado/${path}?zona=${zona}`, token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CategoriaPagina;
  };
  const ids = (cards: ProductoTarjeta[]) => cards.map((p) => p.id);
  const detail = async (slug: string, zona = 'caracas', token?: string) =>
    (await t.api({ url: `/api/producto/${slug}?zona=${zona}`, token })).statusCode;

  beforeAll(async () => {
    t = await createTestApp(backend);
    prime = (await login(t, 'prime@demo.ve')).token;
  });
  afterAll(() => t.close());

  it('hides inactive products, zero stock and missing plan prices, zone by zone and plan by plan', async () => {
    const db = t.database.db;
    const before = await page('viveres/pastas');
    const [inactive, noStock, noPrice] = before.producto;
    await db.update(producto).set({ estatus: 2 }).where(eq(producto.id, inactive!.id));
    await db.update(inventario).set({ existencia: 0 }).where(and(eq(inventario.productoId, noStock!.id), eq(inventario.zonaId, 1)));
    const rows = await db.select({ id: inventario.id }).from(inventario).where(and(eq(inventario.productoId, noPrice!.id), eq(inventario.zonaId, 1)));
    await db.delete(precio).where(and(inArray(precio.inventarioId, rows.map((r) => r.id)), eq(precio.usuarioTipo, 1)));
    // what the services do after such writes: the prepared pages they change are dropped
    await reindexProducts(db, [inactive!.id]);
    await reindexProducts(db, [noStock!.id, noPrice!.id], 'disponibilidad');

    const after = await page('viveres/pastas');
    expect(after.total).toBe(before.total - 3);
    for (const p of [inactive!, noStock!, noPrice!]) {
      expect(ids(after.producto)).not.toContain(p.id);
      expect(await detail(p.slug)).toBe(404);
    }
    const home = (await t.api({ url: '/api/website/inicio/caracas' })).json() as Inicio;
    const shown = [...home.oferta, ...home.destacado.flatMap((d) => d.producto)].map((p) => p.id);
    expect(shown.filter((id) => [inactive!.id, noStock!.id, noPrice!.id].includes(id))).toEqual([]);

    // the missing normal price does not hide it from prime; the zero stock in Caracas not from Valencia
    expect(ids((await page('viveres/pastas', 'caracas', prime)).producto)).toContain(noPrice!.id);
    expect(await detail(noPrice!.slug, 'caracas', prime)).toBe(200);
    const valencia = [...(await expectedSellable(db, 2, 1)).keys()];
    if (valencia.includes(noStock!.id)) expect(await detail(noStock!.slug, 'valencia')).toBe(200);
  });

  it('hides the products of an inactive sub-category and of an inactive parent category', async () => {
    const db = t.database.db;
    const granos = await page('viveres/granos');
    const refrescos = await page('bebidas/refrescos');
    expect(granos.total).toBeGreaterThan(0);
    expect(refrescos.total).toBeGreaterThan(0);
    await db.update(categoria).set({ estatus: 2 }).where(eq(categoria.slug, 'granos'));
    await db.update(categoria).set({ estatus: 2 }).where(eq(categoria.slug, 'bebidas'));
    // before the menu cache notices, the pages answer with no products; afterwards they are 404
    const viveres = await page('viveres');
    expect(ids(viveres.producto).filter((id) => ids(granos.producto).includes(id))).toEqual([]);
    expect(await detail(refrescos.producto[0]!.slug)).toBe(404);
    const tag = (await t.api({ url: '/api/etiqueta/importado?zona=caracas&pag=1' })).json() as CategoriaPagina;
    expect(tag.producto.every((p) => p.categoria.slug !== 'granos')).toBe(true);
    invalidateCategoryMenu(db);
    expect((await t.api({ url: '/api/categoria/supermercado/viveres/granos?zona=caracas' })).statusCode).toBe(404);
    expect((await t.api({ url: '/api/categoria/supermercado/bebidas?zona=caracas' })).statusCode).toBe(404);
    await db.update(categoria).set({ estatus: 1 }).where(inArray(categoria.slug, ['granos', 'bebidas']));
    invalidateCategoryMenu(db);
    expect((await page('viveres/granos')).total).toBe(granos.total);
  });

  it('sells from the zone branch with the most stock, ignoring closed branches', async () => {
    const db = t.database.db;
    const [card] = (await page('viveres/arroz', 'valencia')).producto;
    const [own] = await db.select().from(inventario).where(and(eq(inventario.productoId, card!.id), eq(inventario.zonaId, 2)));
    // branch 4 (another store in Valencia) gets more stock at another price
    const [row] = await db
      .insert(inventario)
      .values({ productoId: card!.id, sucursalId: 4, zonaId: 2, existencia: own!.existencia + 500 })
      .returning();
    await db.insert(precio).values({ inventarioId: row!.id, usuarioTipo: 1, precio: '99.00', oferta: '0' });
    await reindexProducts(db, [card!.id], 'disponibilidad');
    const moved = (await page('viveres/arroz', 'valencia')).producto.find((p) => p.id === card!.id)!;
    expect(moved.inventario[0]!.existencia).toBe(own!.existencia + 500);
    expect(moved.precio.precio).toBe('99.00');
    await db.update(sucursal).set({ estatus: 2 }).where(eq(sucursal.id, 4));
    await reindexProducts(db, [card!.id], 'disponibilidad');
    const back = (await page('viveres/arroz', 'valencia')).producto.find((p) => p.id === card!.id)!;
    expect(back).toEqual(card);
  });

  it('answers a page with one statement for its rows and one for its total, a prepared page with none', async () => {
    const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const spy = vi.spyOn(client, 'query');
    const count = async (run: () => Promise<unknown>) => {
      spy.mockClear();
      await run();
      return spy.mock.calls.length;
    };
    const db = t.database.db;
    const zone = { zonaId: 1, usuarioTipoId: 1 as const };
    expect(await count(() => listSellable(db, { ...zone, scope: { categoriaIds: [1] }, limit: 50 }))).toBe(2);
    expect(await count(() => listSellable(db, { ...zone, scope: { categoriaIds: [1] }, limit: 50, total: false }))).toBe(1);
    const enlace = {
      table: destacadoProducto,
      productoId: destacadoProducto.productoId,
      where: undefined,
      orden: destacadoProducto.orden,
      grupo: destacadoProducto.destacadoId,
    };
    expect(await count(() => listSellable(db, { ...zone, scope: { enlace }, limit: 12, perGroup: true }))).toBe(1);
    expect(await count(() => listSellable(db, { ...zone, scope: { oferta: true }, limit: 24, total: false }))).toBe(1);
    await page('viveres');
    expect(await count(() => page('viveres'))).toBe(0);
    spy.mockRestore();
  });
  it('lists the offers in discount order, then popularity, also when the first candidates are not sellable', async () => {
    const db = t.database.db;
    const zone = { zonaId: 1, usuarioTipoId: 1 as const };
    const expected = async () => {
      const sellable = await expectedSellable(db, 1, 1);
      const popularity = new Map((await db.select({ id: producto.id, p: producto.popularidad }).from(producto)).map((r) => [r.id, r.p]));
      // offer / price compared exactly, in cents crossed (7.84 / 9.80 and 10.00 / 12.50 are both 0.8)
      const cents = (x: string) => Math.round(Number(x) * 100);
      const byDiscount = (a: ExpectedCard, b: ExpectedCard) => cents(a.oferta) * cents(b.precio) - cents(b.oferta) * cents(a.precio);
      return [...sellable.values()]
        .filter((c) => Number(c.oferta) > 0)
        .sort((a, b) => byDiscount(a, b) || (popularity.get(b.id) ?? Infinity) - (popularity.get(a.id) ?? Infinity) || a.id - b.id)
        .slice(0, 10)
        .map((c) => c.id);
    };
    const listed = async () => (await listSellable(db, { ...zone, scope: { oferta: true }, limit: 10, total: false })).rows.map((r) => r.producto.id);
    const before = await expected();
    expect(before.length).toBe(10);
    expect(await listed()).toEqual(before);
    // the best offers' category closed: their rows are still the first candidates, none sellable
    const [best] = await db.select({ categoriaId: producto.categoriaId }).from(producto).where(eq(producto.id, before[0]!));
    const saved = { ...OFFER_CANDIDATES };
    Object.assign(OFFER_CANDIDATES, { perRow: 1, min: 1 });
    try {
      await db.update(categoria).set({ estatus: 2 }).where(eq(categoria.id, best!.categoriaId));
      const after = await expected();
      expect(after).not.toContain(before[0]);
      expect(await listed()).toEqual(after);
    } finally {
      Object.assign(OFFER_CANDIDATES, saved);
      await db.update(categoria).set({ estatus: 1 }).where(eq(categoria.id, best!.categoriaId));
    }
  });
});
