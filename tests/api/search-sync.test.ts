import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { categoria, producto } from '../../src/server/catalog/tables';
import { openDatabase } from '../../src/server/db/client';
import { inventario } from '../../src/server/inventory/tables';
import type { ProductoBusqueda } from '../../src/server/search/records';
import { storefrontFilter } from '../../src/server/search/records';
import { nameSortFields, shownPrice } from '../../src/server/search/replicas';
import { reindexCategories, reindexProducts } from '../../src/server/search/sync';
import { login, testBackends } from '../helpers/app';
import { expectedSellable } from '../helpers/sellable-oracle';
import { createSearchApp, type SearchTestApp } from './search-setup';

describe.each(testBackends())('search index in step with the database (%s)', (backend) => {
  let t: SearchTestApp;
  let admin: string;
  const indexName = 'productos';
  /** With the admin key: the index as stored, every plan's data; with the public key: what a guest sees. */
  const hits = async (params: Record<string, unknown>, apiKey = t.config.searchAdminKey) => {
    const { results } = await t.client(apiKey).search<ProductoBusqueda>({ requests: [{ indexName, hitsPerPage: 1000, ...params }] });
    return (results[0] as { hits: ProductoBusqueda[] }).hits;
  };
  const productNamed = async (nombre: string) => (await t.database.db.select().from(producto).where(eq(producto.nombre, nombre)))[0]!;

  beforeAll(async () => {
    t = await createSearchApp(backend);
    admin = (await login(t, 'admin@demo.ve')).token;
  });
  afterAll(() => t.close());

  it.each([
    [1, 1],
    [2, 3],
  ])('holds exactly the sellable products of zone %i for plan %i, with their selling row', async (zonaId, plan) => {
    const expected = await expectedSellable(t.database.db, zonaId, plan);
    const found = await hits({ filters: storefrontFilter(zonaId, plan) });
    expect(found.map((h) => Number(h.objectID)).sort((a, b) => a - b)).toEqual([...expected.keys()].sort((a, b) => a - b));
    const key = `zon${zonaId}ust${plan}`;
    for (const h of found) {
      const e = expected.get(Number(h.objectID))!;
      expect(h.disponibilidad[key]).toMatchObject({ existencia: e.existencia, precio: e.precio, oferta: e.oferta });
    }
    expect(found.every((h) => h.estatus === 1 && h.estatusCategoria === 1)).toBe(true);
  });

  it('builds the record of spec section 3', async () => {
    const p = await productNamed('Arroz blanco tipo I 1 kg');
    const [h] = await hits({ filters: `objectID:${p.id}` });
    expect(h).toMatchObject({
      objectID: String(p.id),
      nombre: 'Arroz blanco tipo I 1 kg',
      slug: p.slug,
      categoria: { lvl0: 'Víveres', lvl1: 'Víveres > Arroz' },
      estatus: 1,
      estatusCategoria: 1,
      imagen: { sm: expect.any(String), md: expect.any(String) },
    });
    const some = h!.disponibilidad[h!.disponible[0]!]!;
    expect(some).toMatchObject({ existencia: expect.any(Number), precio: expect.stringMatching(/^\d+\.\d\d$/), modalidad: { minimo: expect.any(Number), grupo: expect.any(Number), unidad: expect.any(Number) } });
    // the sort replicas' attributes: the price shown per key (offer, tax) and the name as numbers
    for (const k of h!.disponible) expect(h!.precioOrden[k]).toBe(shownPrice(h!.disponibilidad[k]!, h!.impuesto));
    expect(Object.keys(h!.precioOrden).sort()).toEqual([...h!.disponible].sort());
    expect(h).toMatchObject(nameSortFields('Arroz blanco tipo I 1 kg'));
  });

  it('follows product, stock and category changes at once', async () => {
    const p = await productNamed('Arroz integral 1 kg');
    expect((await hits({ query: 'arroz integral' })).map((h) => h.nombre)).toContain('Arroz integral 1 kg');
    await t.database.db.update(producto).set({ nombre: 'Arroz integral orgánico 1 kg' }).where(eq(producto.id, p.id));
    await reindexProducts(t.app.db, [p.id]);
    expect((await hits({ query: 'arroz integral' })).map((h) => h.nombre)).toContain('Arroz integral orgánico 1 kg');
    expect((await hits({ query: 'organico arroz' })).map((h) => h.objectID)).toContain(String(p.id));

    await t.database.db.update(inventario).set({ existencia: 0 }).where(eq(inventario.productoId, p.id));
    await reindexProducts(t.app.db, [p.id], 'disponibilidad');
    expect(await hits({ filters: `objectID:${p.id} AND ${storefrontFilter(1, 1)}` })).toEqual([]);
    expect(await hits({ filters: `objectID:${p.id}` })).toHaveLength(1);

    const [pastas] = await t.database.db.select().from(categoria).where(eq(categoria.nombre, 'Pastas'));
    const pastasHits = () => hits({ filters: 'categoria.lvl1:"Víveres > Pastas"' }, t.config.searchApiKey);
    const before = (await pastasHits()).length;
    expect(before).toBeGreaterThan(0);
    await t.database.db.update(categoria).set({ estatus: 2 }).where(eq(categoria.id, pastas!.id));
    await reindexCategories(t.app.db, [pastas!.id]);
    expect(await pastasHits()).toEqual([]);
    await t.database.db.update(categoria).set({ estatus: 1 }).where(eq(categoria.id, pastas!.id));
    await reindexCategories(t.app.db, [pastas!.id]);
    expect(await pastasHits()).toHaveLength(before);
  });

  it('offers the admin sync calls behind ROLE_PRODUCTO', async () => {
    const p = await productNamed('Arroz parboilizado 1 kg');
    await t.database.db.update(producto).set({ nombre: 'Arroz vaporizado 1 kg' }).where(eq(producto.id, p.id));
    const base = await t.api({ method: 'PUT', url: `/admin/algolia/productobase/${p.id}`, token: admin });
    expect(base.statusCode).toBe(200);
    expect(base.json()).toEqual({ mensaje: 'Producto actualizado en el buscador', objectID: String(p.id) });
    expect((await hits({ query: 'vaporizado' })).map((h) => h.objectID)).toEqual([String(p.id)]);
    expect((await t.api({ method: 'PUT', url: `/admin/algolia/productodisponibilidad/${p.id}`, token: admin })).statusCode).toBe(200);
    expect((await t.api({ method: 'POST', url: `/admin/algolia/productobase/${p.id}`, token: admin })).statusCode).toBe(200);
    expect((await t.api({ method: 'POST', url: '/admin/algolia/productobase/999999', token: admin })).json()).toEqual({
      codigo: 404,
      mensaje: 'Producto no encontrado',
    });
    const customer = (await login(t, 'cliente@demo.ve')).token;
    expect((await t.api({ method: 'PUT', url: `/admin/algolia/productobase/${p.id}`, token: customer })).statusCode).toBe(403);
    expect((await t.api({ method: 'PUT', url: `/admin/algolia/productobase/${p.id}` })).statusCode).toBe(401);
  });

  it('drops a product deleted from the database', async () => {
    const p = await productNamed('Arroz jazmín 1 kg');
    await t.database.db.delete(producto).where(eq(producto.id, p.id));
    await reindexProducts(t.app.db, [p.id]);
    expect(await hits({ filters: `objectID:${p.id}` })).toEqual([]);
  });

  it.runIf(backend === 'postgres')('keeps the index of another API instance in step through LISTEN/NOTIFY', async () => {
    const database = await openDatabase({ databaseUrl: t.config.databaseUrl, dataDir: null, poolSize: 4 });
    const other = await buildApp({ config: t.config, database });
    await other.ready();
    try {
      const p = await productNamed('Arroz basmati 500 g');
      await t.database.db.update(producto).set({ nombre: 'Arroz basmati perfumado 500 g' }).where(eq(producto.id, p.id));
      await reindexProducts(t.app.db, [p.id]);
      const seen = async () => {
        const { results } = await other.searchIndex.search([{ indexName, query: 'perfumado' }]);
        return (results[0] as { nbHits: number }).nbHits;
      };
      await expect.poll(seen, { timeout: 5000 }).toBe(1);
    } finally {
      await other.close();
      await database.close();
    }
  });
});
