import { and, desc, eq, gt, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoriaPagina, DestacadoPagina, ProductoDetalle, Supermercado } from '../../src/shared/contracts/catalog-pages';
import { buildApp } from '../../src/server/app';
import { invalidateAdvertising } from '../../src/server/advertising/service';
import { destacadoProducto } from '../../src/server/advertising/tables';
import { hasPreparedPage, preparedPageCount } from '../../src/server/catalog/page-cache';
import { invalidateTags, supermarketPart } from '../../src/server/catalog/pages';
import { invalidateCategoryMenu } from '../../src/server/catalog/service';
import { producto } from '../../src/server/catalog/tables';
import { invalidateConfig } from '../../src/server/config/service';
import { openDatabase, type Db } from '../../src/server/db/client';
import { inventario, precio } from '../../src/server/inventory/tables';
import { invalidateQuickLists } from '../../src/server/quick-lists/service';
import { listaRapidaProducto } from '../../src/server/quick-lists/tables';
import { invalidateZones } from '../../src/server/zones/service';
import { createTestApp, login, testBackends, type TestApp } from '../helpers/app';

const NORMAL = 1;

/** Prepared catalog pages: a write drops exactly the pages it changes, here and on another instance. */
describe.each(testBackends())('prepared catalog pages (%s)', (backend) => {
  let t: TestApp;
  let admin: string;
  /** Pages of the demo catalog (guest, plan normal): path and the parts they are kept under. */
  const pages = {
    arroz: { url: '/api/categoria/supermercado/viveres/arroz?zona=caracas&pag=1', parts: ['categoria', 'caracas', 'viveres', 'arroz', 1] },
    viveres: { url: '/api/categoria/supermercado/viveres?zona=caracas&pag=1', parts: ['categoria', 'caracas', 'viveres', '', 1] },
    bebidas: { url: '/api/categoria/supermercado/bebidas?zona=caracas&pag=1', parts: ['categoria', 'caracas', 'bebidas', '', 1] },
    homeCaracas: { url: '/api/website/inicio/caracas', parts: ['inicio', 'caracas'] },
    homeValencia: { url: '/api/website/inicio/valencia', parts: ['inicio', 'valencia'] },
    listas: { url: '/api/lista-rapida/zona/caracas', parts: ['listas', 'caracas'] },
  };
  type Name = keyof typeof pages;
  const held = (db: Db, parts: (string | number)[]) => hasPreparedPage(db, [...parts, NORMAL]);
  const get = async (url: string, token?: string) => {
    const res = await t.api({ url, token });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const warm = async (names: Name[]) => {
    for (const n of names) await get(pages[n].url);
  };
  const byPage = (a: Name, b: Name) => Object.keys(pages).indexOf(a) - Object.keys(pages).indexOf(b);
  const heldNames = (db: Db) => (Object.keys(pages) as Name[]).filter((n) => held(db, pages[n].parts));

  /**
   * A product of the rice page without an offer, featured group or quick list (so only its own pages
   * and listings depend on it) and its selling row in Caracas.
   */
  const plainProduct = async () => {
    const db = t.database.db;
    const page = (await get(pages.arroz.url)).json() as CategoriaPagina;
    const listed = page.producto.map((p) => p.id);
    const withOffer = db
      .select({ id: inventario.productoId })
      .from(inventario)
      .innerJoin(precio, eq(precio.inventarioId, inventario.id))
      .where(gt(precio.oferta, '0'));
    const [row] = await db
      .select({ id: producto.id, slug: producto.slug })
      .from(producto)
      .where(
        and(
          inArray(producto.id, listed),
          notInArray(producto.id, withOffer),
          notInArray(producto.id, db.select({ id: destacadoProducto.productoId }).from(destacadoProducto)),
          notInArray(producto.id, db.select({ id: listaRapidaProducto.productoId }).from(listaRapidaProducto)),
        ),
      )
      .limit(1);
    const [selling] = await db
      .select({ sucursalId: inventario.sucursalId, existencia: inventario.existencia })
      .from(inventario)
      .where(and(eq(inventario.productoId, row!.id), eq(inventario.zonaId, 1), gt(inventario.existencia, 0)))
      .orderBy(desc(inventario.existencia), inventario.id)
      .limit(1);
    return { ...row!, ...selling!, url: `/api/producto/${row!.slug}?zona=caracas`, parts: ['producto', 'caracas', row!.slug] };
  };
  const adjust = (p: { id: number; sucursalId: number }, ajuste: number) =>
    t.api({ method: 'PUT', url: `/admin/inventario/zona/caracas/sucursal/${p.sucursalId}/producto/${p.id}`, token: admin, payload: { ajuste } });
  /** Takes the product's whole stock in Caracas: it leaves every listing there. */
  const stockOut = async (p: { id: number }) => {
    const rows = await t.database.db
      .select({ sucursalId: inventario.sucursalId, existencia: inventario.existencia })
      .from(inventario)
      .where(and(eq(inventario.productoId, p.id), eq(inventario.zonaId, 1), gt(inventario.existencia, 0)));
    for (const r of rows) expect((await adjust({ id: p.id, sucursalId: r.sucursalId }, -r.existencia)).statusCode).toBe(200);
  };
  const totalOf = (res: { json(): unknown }) => (res.json() as CategoriaPagina).total;

  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = (await login(t, 'admin@demo.ve')).token;
  });
  afterAll(() => t.close());

  it('serves a page prepared once, compressed, with an ETag and a 304 for a current copy', async () => {
    const first = await t.api({ url: pages.viveres.url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.etag).toMatch(/^"/);
    expect(held(t.app.db, pages.viveres.parts)).toBe(true);
    const again = await t.api({ url: pages.viveres.url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('a stock write drops the pages that show or list the product, and only those; the next answer shows it', async () => {
    const db = t.app.db;
    const p = await plainProduct();
    const before = (await get(p.url)).json() as ProductoDetalle;
    await warm(['arroz', 'viveres', 'bebidas', 'homeCaracas', 'homeValencia', 'listas']);
    expect(heldNames(db)).toEqual(Object.keys(pages));
    expect(held(db, p.parts)).toBe(true);

    const res = await adjust(p, 5);
    expect(res.statusCode, res.body).toBe(200);
    // dropped before the writer answered: its product page and the listings of its category and parent
    expect(held(db, p.parts)).toBe(false);
    expect(heldNames(db)).toEqual(['bebidas', 'homeCaracas', 'homeValencia', 'listas']);
    const after = (await get(p.url)).json() as ProductoDetalle;
    expect(after.producto.inventario[0]!.existencia).toBe(before.producto.inventario[0]!.existencia + 5);
    const listed = ((await get(pages.arroz.url)).json() as CategoriaPagina).producto.find((c) => c.id === p.id);
    expect(listed?.inventario[0]?.existencia).toBe(before.producto.inventario[0]!.existencia + 5);
  });

  it("the supermarket page keeps each category's products apart: a stock write recomputes only its category", async () => {
    const db = t.app.db;
    const p = await plainProduct();
    const url = '/api/categoria/supermercado?zona=caracas';
    const page = (await get(url)).json() as Supermercado;
    const part = (slug: string) => supermarketPart('caracas', page.categoria.find((c) => c.slug === slug)!.id, NORMAL);
    expect(hasPreparedPage(db, part('viveres'))).toBe(true);
    expect(hasPreparedPage(db, part('bebidas'))).toBe(true);

    expect((await adjust(p, 2)).statusCode).toBe(200);
    expect(hasPreparedPage(db, ['supermercado', 'caracas', NORMAL])).toBe(false);
    expect(hasPreparedPage(db, part('viveres'))).toBe(false);
    expect(hasPreparedPage(db, part('bebidas'))).toBe(true);
    const after = (await get(url)).json() as Supermercado;
    expect(after.categoria.map((c) => c.slug)).toEqual(page.categoria.map((c) => c.slug));
    const shown = after.categoria.find((c) => c.slug === 'viveres')!.producto.find((c) => c.id === p.id);
    if (shown) expect(shown.inventario[0]!.existencia).toBe(p.existencia + 2);
    expect(hasPreparedPage(db, part('viveres'))).toBe(true);
  });

  it('a price write shows in the next answer of the product page', async () => {
    const p = await plainProduct();
    await get(p.url);
    const row = `/admin/inventario/zona/caracas/sucursal/${p.sucursalId}/producto/${p.id}/precio`;
    const current = (await t.api({ url: row, token: admin })).json() as { usuarioTipo: number; precio: string; minimo: number; maximo: number | null; grupo: number; unidad: number }[];
    const normal = current.find((x) => x.usuarioTipo === NORMAL)!;
    const nuevo = (Number(normal.precio) + 1.25).toFixed(2);
    const res = await t.api({
      method: 'PUT',
      url: row,
      token: admin,
      payload: { precios: [{ usuarioTipo: NORMAL, precio: nuevo, oferta: '0.00', minimo: normal.minimo, maximo: normal.maximo, grupo: normal.grupo, unidad: normal.unidad }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(((await get(p.url)).json() as ProductoDetalle).producto.precio.precio).toBe(nuevo);
  });

  it('keeps plans apart: a prime shopper never gets the guest page', async () => {
    const prime = (await login(t, 'prime@demo.ve')).token;
    const p = await plainProduct();
    const guest = (await get(p.url)).json() as ProductoDetalle;
    const own = (await get(p.url, prime)).json() as ProductoDetalle;
    expect(own.producto.precio.usuarioTipo.tipo).toBe('prime');
    expect(guest.producto.precio.usuarioTipo.tipo).toBe('normal');
  });

  it('advertising and quick-list changes drop the homes and their own pages, not the category pages', async () => {
    const db = t.app.db;
    await warm(['viveres', 'bebidas', 'homeCaracas', 'homeValencia', 'listas']);
    const others = (names: Name[]) => heldNames(db).filter((n) => !names.includes(n));
    const kept = others(['viveres', 'bebidas', 'homeCaracas', 'homeValencia', 'listas']);
    invalidateAdvertising(db);
    expect(heldNames(db)).toEqual(([...kept, 'viveres', 'bebidas', 'listas'] as Name[]).sort(byPage));
    await warm(['homeCaracas', 'homeValencia']);
    invalidateQuickLists(db);
    expect(heldNames(db)).toEqual(([...kept, 'viveres', 'bebidas'] as Name[]).sort(byPage));
  });

  it.each([
    ['categories', invalidateCategoryMenu],
    ['tags', invalidateTags],
    ['zones', invalidateZones],
    ['settings', invalidateConfig],
  ])('a change of %s drops every page', async (_name, invalidate) => {
    const db = t.app.db;
    await warm(['viveres', 'bebidas', 'homeCaracas', 'listas']);
    expect(preparedPageCount(db)).toBeGreaterThan(0);
    invalidate(db);
    expect(heldNames(db)).toEqual([]);
  });

  it.runIf(backend === 'postgres')('another instance drops the same pages through LISTEN/NOTIFY, and only those', async () => {
    const database = await openDatabase({ databaseUrl: t.config.databaseUrl, dataDir: null, poolSize: 4 });
    const other = await buildApp({ config: t.config, database });
    await other.ready();
    try {
      const p = await plainProduct();
      const otherGet = async (url: string) => {
        const res = await other.inject({ method: 'GET', url: `${t.config.apiBase}${url}` });
        expect(res.statusCode, res.body).toBe(200);
        return res;
      };
      const before = (await otherGet(p.url)).json() as ProductoDetalle;
      for (const n of ['arroz', 'bebidas'] as const) await otherGet(pages[n].url);
      expect(held(other.db, p.parts) && held(other.db, pages.arroz.parts) && held(other.db, pages.bebidas.parts)).toBe(true);

      expect((await adjust(p, 3)).statusCode).toBe(200);
      await expect.poll(() => held(other.db, p.parts), { timeout: 5000 }).toBe(false);
      expect(held(other.db, pages.arroz.parts)).toBe(false);
      expect(held(other.db, pages.bebidas.parts)).toBe(true);
      const after = (await otherGet(p.url)).json() as ProductoDetalle;
      expect(after.producto.inventario[0]!.existencia).toBe(before.producto.inventario[0]!.existencia + 3);

      // a change of every page (categories) reaches it too
      invalidateCategoryMenu(t.app.db);
      await expect.poll(() => held(other.db, pages.bebidas.parts), { timeout: 5000 }).toBe(false);
    } finally {
      await other.close();
      await database.close();
    }
  });

  it('counts a listing again only when a write changed whether a product is sellable', async () => {
    const p = await plainProduct();
    const total = async () => totalOf(await get(pages.arroz.url));
    const start = await total();
    expect((await adjust(p, 1)).statusCode).toBe(200);
    expect(await total()).toBe(start);
    // the whole stock out: the product leaves the listing and its total
    await stockOut(p);
    expect(await total()).toBe(start - 1);
    expect((await adjust(p, 10)).statusCode).toBe(200);
    expect(await total()).toBe(start);
  });

  it.runIf(backend === 'postgres')('another instance keeps its listing totals exact through the notices', async () => {
    const database = await openDatabase({ databaseUrl: t.config.databaseUrl, dataDir: null, poolSize: 4 });
    const other = await buildApp({ config: t.config, database });
    await other.ready();
    try {
      const p = await plainProduct();
      const otherTotal = async () => totalOf(await other.inject({ method: 'GET', url: `${t.config.apiBase}${pages.arroz.url}` }));
      const start = await otherTotal();
      await stockOut(p);
      await expect.poll(() => held(other.db, pages.arroz.parts), { timeout: 5000 }).toBe(false);
      expect(await otherTotal()).toBe(start - 1);
      expect((await adjust(p, 4)).statusCode).toBe(200);
      await expect.poll(() => held(other.db, pages.arroz.parts), { timeout: 5000 }).toBe(false);
      expect(await otherTotal()).toBe(start);
    } finally {
      await other.close();
      await database.close();
    }
  });

  it("a change of a featured group's products shows in its page's total", async () => {
    const url = '/api/website/destacado/caracas/1?pag=1';
    const before = (await get(url)).json() as DestacadoPagina;
    expect(before.total).toBeGreaterThan(1);
    const shown = before.producto[0]!.id;
    const [link] = await t.database.db
      .delete(destacadoProducto)
      .where(and(eq(destacadoProducto.destacadoId, before.destacado.id), eq(destacadoProducto.productoId, shown)))
      .returning();
    invalidateAdvertising(t.app.db);
    try {
      const after = (await get(url)).json() as DestacadoPagina;
      expect(after.total).toBe(before.total - 1);
      expect(after.producto.map((c) => c.id)).not.toContain(shown);
    } finally {
      await t.database.db.insert(destacadoProducto).values(link!);
      invalidateAdvertising(t.app.db);
    }
  });
});
