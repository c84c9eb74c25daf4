import { asc, eq } from 'drizzle-orm';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CategoriaPaginaSchema,
  DestacadoPaginaSchema,
  EtiquetaPaginaSchema,
  InicioSchema,
  ListaRapidaDetalleSchema,
  ProductoDetalleSchema,
  SupermercadoSchema,
  type CategoriaPagina,
  type Inicio,
  type ListaRapidaDetalle,
  type ProductoDetalle,
  type ProductoTarjeta,
  type Supermercado,
} from '../../src/shared/contracts/catalog-pages';
import { checkQuantity } from '../../src/shared/quantity';
import { destacado, destacadoProducto, imagenOferta, mensajePublicidad, slider } from '../../src/server/advertising/tables';
import { listaRapida, listaRapidaProducto } from '../../src/server/quick-lists/tables';
import { createTestApp, login, testBackends, type TestApp } from '../helpers/app';
import { expectedSellable } from '../helpers/sellable-oracle';

describe.each(testBackends())('catalog pages (%s)', (backend) => {
  let t: TestApp;
  let prime: string;
  let mayorista: string;
  const get = async <T>(url: string, token?: string, schema?: TSchema): Promise<T> => {
    const res = await t.api({ url, token });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    const body = res.json() as T;
    if (schema) expect(Value.Check(schema, body), url).toBe(true);
    return body;
  };
  const status = async (url: string) => {
    const res = await t.api({ url });
    return { code: res.statusCode, mensaje: (res.json() as { mensaje: string }).mensaje };
  };
  const ids = (cards: ProductoTarjeta[]) => cards.map((p) => p.id);

  beforeAll(async () => {
    t = await createTestApp(backend);
    prime = (await login(t, 'prime@demo.ve')).token;
    mayorista = (await login(t, 'mayorista@demo.ve')).token;
  });
  afterAll(() => t.close());

  it('seeds advertising and quick lists for every active zone only', async () => {
    const db = t.database.db;
    for (const zonaId of [1, 2]) {
      expect(await db.$count(slider, eq(slider.zonaId, zonaId))).toBe(3);
      expect(await db.$count(imagenOferta, eq(imagenOferta.zonaId, zonaId))).toBe(2);
      expect(await db.$count(mensajePublicidad, eq(mensajePublicidad.zonaId, zonaId))).toBe(3);
      const groups = await db.select().from(destacado).where(eq(destacado.zonaId, zonaId));
      expect(groups).toHaveLength(3);
      expect(groups.filter((g) => g.especial)).toHaveLength(1);
      for (const g of groups) {
        const n = await db.$count(destacadoProducto, eq(destacadoProducto.destacadoId, g.id));
        expect(n).toBeGreaterThanOrEqual(8);
        expect(n).toBeLessThanOrEqual(12);
      }
      const lists = await db.select().from(listaRapida).where(eq(listaRapida.zonaId, zonaId)).orderBy(asc(listaRapida.orden));
      expect(lists.map((l) => l.nombre)).toEqual(['Desayuno venezolano', 'Limpieza del hogar', 'Parrilla', 'Lonchera escolar']);
      for (const l of lists) {
        const items = await db.select().from(listaRapidaProducto).where(eq(listaRapidaProducto.listaRapidaId, l.id));
        expect(items.length).toBeGreaterThanOrEqual(5);
        expect(items.length).toBeLessThanOrEqual(10);
        expect(items.every((i) => i.cantidad > 0)).toBe(true);
      }
    }
    expect(await db.$count(slider, eq(slider.zonaId, 3))).toBe(0);
    const [s] = await db.select().from(slider).limit(1);
    expect(s!.imagen.sizes.md).toMatch(/^\/uploads\/slider\/\d+\/[0-9a-f]+-md\.webp$/);
  });

  it('home: advertising, featured groups, quick lists and offers for the plan', async () => {
    const guest = await get<Inicio>('/api/website/inicio/caracas', undefined, InicioSchema);
    expect(guest.slider).toHaveLength(3);
    expect(guest.slider[0]!.url).toBe('/caracas/supermercado/viveres');
    expect(guest.imagenOferta).toHaveLength(2);
    expect(guest.mensajePublicidad.map((m) => m.mensaje)).toContain('Entrega el mismo día en el horario que usted elija');
    expect(guest.listaRapida.map((l) => l.slug)).toEqual(['desayuno-venezolano', 'limpieza-del-hogar', 'parrilla', 'lonchera-escolar']);
    expect(guest.destacado.length).toBeGreaterThan(0);
    expect(guest.destacado[0]!.especial).toBe(true);
    for (const d of guest.destacado) {
      expect(d.producto.length).toBeGreaterThan(0);
      expect(d.producto.length).toBeLessThanOrEqual(12);
      expect(d.total).toBeGreaterThanOrEqual(d.producto.length);
    }
    expect(guest.oferta.length).toBeGreaterThan(0);
    expect(guest.oferta.length).toBeLessThanOrEqual(24);
    const ratios = guest.oferta.map((p) => Math.round((Number(p.precio.oferta) / Number(p.precio.precio)) * 1e6) / 1e6);
    expect(ratios.every((r) => r > 0 && r < 1)).toBe(true);
    expect(ratios).toEqual([...ratios].sort((a, b) => a - b));
    expect(guest.oferta.every((p) => p.precio.usuarioTipo.tipo === 'normal')).toBe(true);

    const asPrime = await get<Inicio>('/api/website/inicio/caracas', prime, InicioSchema);
    expect(asPrime.oferta.every((p) => p.precio.usuarioTipo.tipo === 'prime')).toBe(true);
    const asMayorista = await get<Inicio>('/api/website/inicio/caracas', mayorista, InicioSchema);
    const cards = asMayorista.destacado.flatMap((d) => d.producto);
    expect(cards.every((p) => p.precio.usuarioTipo.tipo === 'mayorista' && p.precio.modalidadVenta.grupo === 6)).toBe(true);
    expect(cards.every((p) => p.precio.modalidadVenta.minimo >= 6)).toBe(true);

    const valencia = await get<Inicio>('/api/website/inicio/valencia', undefined, InicioSchema);
    expect(valencia.slider[0]!.url).toBe('/valencia/supermercado/viveres');
    expect(valencia.slider.map((s) => s.id)).not.toEqual(guest.slider.map((s) => s.id));
  });

  it('unknown or inactive zones are 404', async () => {
    for (const url of [
      '/api/website/inicio/maracaibo',
      '/api/website/inicio/nowhere',
      '/api/website/destacado/maracaibo/lo-mas-vendido',
      '/api/categoria/supermercado?zona=maracaibo',
      '/api/categoria/supermercado/viveres?zona=nowhere',
      '/api/etiqueta/nuevo?zona=maracaibo',
      '/api/producto/arroz-blanco-tipo-i-1-kg?zona=maracaibo',
      '/api/lista-rapida/zona/maracaibo',
      '/api/lista-rapida/zona/nowhere/parrilla',
    ]) {
      expect(await status(url), url).toEqual({ code: 404, mensaje: 'Zona no encontrada' });
    }
  });

  it('a featured group by slug or id, with its products in order', async () => {
    const bySlug = await get<{ destacado: { id: number }; producto: ProductoTarjeta[]; total: number; paginas: number }>(
      '/api/website/destacado/caracas/ofertas-de-la-semana',
      undefined,
      DestacadoPaginaSchema,
    );
    const byId = await get<typeof bySlug>(`/api/website/destacado/caracas/${bySlug.destacado.id}`);
    expect(byId).toEqual(bySlug);
    expect(bySlug.total).toBe(bySlug.producto.length);
    expect(bySlug.paginas).toBe(1);
    const order = await t.database.db
      .select({ productoId: destacadoProducto.productoId })
      .from(destacadoProducto)
      .where(eq(destacadoProducto.destacadoId, bySlug.destacado.id))
      .orderBy(asc(destacadoProducto.orden));
    const sellable = order.map((o) => o.productoId).filter((id) => ids(bySlug.producto).includes(id));
    expect(ids(bySlug.producto)).toEqual(sellable);
    expect((await status('/api/website/destacado/caracas/no-existe')).code).toBe(404);
    // a group of another zone is not found through this zone
    expect((await status(`/api/website/destacado/valencia/${bySlug.destacado.id}`)).mensaje).toBe('Destacado no encontrado');
  });

  it('category pages: totals, pagination, sub-categories and breadcrumbs match the sellable rule', async () => {
    const url = (path: string, pag = 1) => `/api/categoria/supermercado/${path}?zona=caracas&pag=${pag}`;
    const p1 = await get<CategoriaPagina>(url('viveres'), undefined, CategoriaPaginaSchema);
    const expected = await expectedSellable(t.database.db, 1, 1);
    const inViveres = [...expected.values()].filter((p) => p.topSlug === 'viveres');
    expect(p1.total).toBe(inViveres.length);
    expect(p1.total).toBeGreaterThan(50);
    expect(p1).toMatchObject({ pagina: 1, porPagina: 50, paginas: Math.ceil(p1.total / 50), subcategoria: null });
    expect(p1.producto).toHaveLength(50);
    expect(p1.migas.map((m) => m.slug)).toEqual(['viveres']);
    expect(p1.categoria.subcategoria.map((s) => s.slug)).toContain('arroz');
    const p2 = await get<CategoriaPagina>(url('viveres', 2));
    expect(p2.producto).toHaveLength(p1.total - 50);
    const all = [...ids(p1.producto), ...ids(p2.producto)];
    expect(new Set(all).size).toBe(p1.total);
    expect(new Set(all)).toEqual(new Set(inViveres.map((p) => p.id)));
    for (const card of [...p1.producto, ...p2.producto]) {
      const e = expected.get(card.id)!;
      expect([card.precio.precio, card.precio.oferta, card.inventario[0]!.existencia]).toEqual([e.precio, e.oferta, e.existencia]);
    }
    const past = await get<CategoriaPagina>(url('viveres', 9));
    expect(past).toMatchObject({ producto: [], total: p1.total, pagina: 9 });

    // one leading hyphen is not part of the slug
    expect(await get<CategoriaPagina>(url('-viveres'))).toEqual(p1);
    const sub = await get<CategoriaPagina>(url('viveres/arroz'), undefined, CategoriaPaginaSchema);
    expect(await get<CategoriaPagina>(url('-viveres/-arroz'))).toEqual(sub);
    expect(sub.subcategoria?.slug).toBe('arroz');
    expect(sub.migas.map((m) => m.slug)).toEqual(['viveres', 'arroz']);
    expect(sub.producto.every((p) => p.categoria.slug === 'arroz')).toBe(true);
    expect(sub.total).toBe(inViveres.filter((p) => p.categoriaSlug === 'arroz').length);
    // a lone sub-category slug implies its parent
    expect(await get<CategoriaPagina>(url('arroz'))).toEqual(sub);
    expect(await status(url('bebidas/arroz'))).toEqual({ code: 404, mensaje: 'Categoría no encontrada' });
    expect((await status(url('no-existe'))).code).toBe(404);
    expect((await status(url('--viveres'))).code).toBe(404);
  });

  it('category pages for prime and mayorista use their price list', async () => {
    const url = '/api/categoria/supermercado/viveres/arroz?zona=caracas';
    const normal = await get<CategoriaPagina>(url);
    const asPrime = await get<CategoriaPagina>(url, prime);
    const asMayorista = await get<CategoriaPagina>(url, mayorista);
    const byId = (page: CategoriaPagina) => new Map(page.producto.map((p) => [p.id, p]));
    const [n, p, m] = [byId(normal), byId(asPrime), byId(asMayorista)];
    for (const [id, card] of n) {
      if (!p.has(id) || !m.has(id)) continue;
      expect(Number(p.get(id)!.precio.precio)).toBeLessThan(Number(card.precio.precio));
      expect(Number(m.get(id)!.precio.precio)).toBeLessThan(Number(p.get(id)!.precio.precio));
      expect(card.precio.modalidadVenta.minimo).toBe(1);
      expect(m.get(id)!.precio.modalidadVenta.minimo).toBeGreaterThanOrEqual(6);
    }
    expect(asMayorista.total).toBe([...(await expectedSellable(t.database.db, 1, 3)).values()].filter((e) => e.categoriaSlug === 'arroz').length);
  });

  it('listing root: every active top-level category with its total and first products', async () => {
    const root = await get<Supermercado>('/api/categoria/supermercado?zona=valencia', prime, SupermercadoSchema);
    const expected = [...(await expectedSellable(t.database.db, 2, 2)).values()];
    expect(root.categoria.map((c) => c.slug)).toContain('viveres');
    for (const c of root.categoria) {
      expect(c.total).toBe(expected.filter((e) => e.topSlug === c.slug).length);
      expect(c.producto.length).toBe(Math.min(8, c.total));
      expect(c.producto.every((p) => p.precio.usuarioTipo.tipo === 'prime')).toBe(true);
    }
  });

  it('tag pages and their 404', async () => {
    const tag = await get<{ etiqueta: { slug: string }; total: number; producto: ProductoTarjeta[] }>(
      '/api/etiqueta/precios-bajos?zona=caracas',
      undefined,
      EtiquetaPaginaSchema,
    );
    expect(tag.etiqueta.slug).toBe('precios-bajos');
    expect(tag.total).toBeGreaterThan(0);
    expect(await status('/api/etiqueta/no-existe?zona=caracas')).toEqual({ code: 404, mensaje: 'Etiqueta no encontrada' });
  });

  it('product detail: card, path, tags and related products', async () => {
    const list = await get<CategoriaPagina>('/api/categoria/supermercado/viveres/arroz?zona=caracas');
    const card = list.producto[0]!;
    const d = await get<ProductoDetalle>(`/api/producto/${card.slug}?zona=caracas`, undefined, ProductoDetalleSchema);
    expect(d.producto).toMatchObject(card);
    expect(d.producto.migas.map((m) => m.slug)).toEqual(['viveres', 'arroz']);
    expect(d.producto.imagenes).toEqual([card.imagen]);
    expect(d.producto.descripcion.length).toBeGreaterThan(0);
    expect(d.relacionado.length).toBe(Math.min(8, list.total - 1));
    expect(d.relacionado.every((r) => r.categoria.slug === 'arroz' && r.id !== card.id)).toBe(true);
    const asPrime = await get<ProductoDetalle>(`/api/producto/${card.slug}?zona=caracas`, prime);
    expect(asPrime.producto.precio.usuarioTipo.tipo).toBe('prime');
    expect(await status('/api/producto/no-existe?zona=caracas')).toEqual({ code: 404, mensaje: 'Producto no encontrado' });
  });

  it('quick lists: the index and one list with quantities valid for the plan', async () => {
    const index = await get<{ listaRapida: { slug: string }[] }>('/api/lista-rapida/zona/caracas');
    expect(index.listaRapida).toHaveLength(4);
    for (const token of [undefined, prime, mayorista]) {
      const l = await get<ListaRapidaDetalle>('/api/lista-rapida/zona/caracas/parrilla', token, ListaRapidaDetalleSchema);
      expect(l.listaRapida.nombre).toBe('Parrilla');
      expect(l.producto.length).toBeGreaterThan(0);
      for (const { cantidad, producto } of l.producto) {
        expect(checkQuantity(cantidad, producto.precio.modalidadVenta, producto.inventario[0]!.existencia)).toBe(1);
      }
    }
    const normal = await get<ListaRapidaDetalle>('/api/lista-rapida/zona/caracas/parrilla');
    const beer = normal.producto.find((i) => i.producto.nombre.startsWith('Cerveza pilsen lata'));
    if (beer) expect(beer.cantidad).toBe(Math.min(12, beer.producto.precio.modalidadVenta.maximo ?? 12, beer.producto.inventario[0]!.existencia));
    expect(await status('/api/lista-rapida/zona/caracas/no-existe')).toEqual({ code: 404, mensaje: 'Lista rápida no encontrada' });
  });

  it('refuses bad query parameters with 400', async () => {
    for (const url of [
      '/api/categoria/supermercado/viveres?zona=caracas&pag=0',
      '/api/categoria/supermercado/viveres?zona=caracas&pag=abc',
      '/api/categoria/supermercado/viveres?zona=caracas&pag=99999999999',
      '/api/categoria/supermercado/viveres?zona=caracas&pag=1.5',
      '/api/categoria/supermercado/viveres',
      '/api/categoria/supermercado',
      '/api/etiqueta/nuevo?zona=caracas&pag=-1',
      '/api/producto/arroz?zona=',
      `/api/producto/arroz?zona=${'x'.repeat(200)}`,
      '/api/website/destacado/caracas/lo-mas-vendido?pag=0',
      '/api/website/inicio/cara%20cas',
    ]) {
      const res = await t.api({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ codigo: 400, mensaje: 'Los datos enviados no son válidos' });
    }
  });
});
