import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarritoPagina, CarritoRespuesta } from '../../src/shared/contracts/cart';
import { carrito, carritoDetalle } from '../../src/server/cart/tables';
import { usuario } from '../../src/server/auth/tables';
import { inventario, precio } from '../../src/server/inventory/tables';
import { createTestApp, login, testBackends, type TestApp } from '../helpers/app';
import { cartPage, line, linesOf, sellableIds, setProduct, setSale } from './cart-setup';

describe.each(testBackends())('customer carts (%s)', (backend) => {
  let t: TestApp;
  let cliente: string;
  let prime: string;
  let mayorista: string;
  let ids: number[];
  const url = '/usuario/carrito/zona/caracas';
  const save = (token: string, payload: unknown, zona = 'caracas') =>
    t.api({ method: 'POST', url: `/usuario/carrito/zona/${zona}`, token, payload });
  const individual = (token: string, payload: unknown) => t.api({ method: 'POST', url: `${url}/individual`, token, payload });
  const merge = (token: string, payload: unknown) => t.api({ method: 'POST', url: `${url}/combinar`, token, payload });
  const cartRows = async () => (await t.database.db.select({ n: count() }).from(carritoDetalle))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp(backend);
    [cliente, prime, mayorista] = await Promise.all(['cliente', 'prime', 'mayorista'].map(async (u) => (await login(t, `${u}@demo.ve`)).token)) as [
      string,
      string,
      string,
    ];
    ids = await sellableIds(t.database.db, 12);
    for (const id of ids) await setSale(t.database.db, id);
  });
  afterAll(() => t.close());

  it('refuses guests on every /usuario cart call and writes nothing', async () => {
    const calls = [
      { url },
      { method: 'POST' as const, url, payload: { pagina: 0, carritoDetalle: [line(ids[0]!, 1)] } },
      { method: 'POST' as const, url: `${url}/individual`, payload: { pagina: 0, ...line(ids[0]!, 1) } },
      { method: 'POST' as const, url: `${url}/combinar`, payload: { carritoDetalle: [line(ids[0]!, 1)] } },
      { url: `${url}/0/limpiarcarrito` },
      { url: `${url}/0/validar` },
    ];
    for (const call of calls) expect((await t.api(call)).statusCode, call.url).toBe(401);
    expect(await cartRows()).toBe(0);
  });

  it('answers three empty pages before anything is saved, for a slug or an id; inactive or unknown zones are 404', async () => {
    const res = await t.api({ url, token: cliente });
    expect(res.statusCode).toBe(200);
    const body = res.json() as CarritoRespuesta;
    expect(body.carrito.map((p) => [p.id, p.pagina, p.carritoDetalle.length, p.totales.total])).toEqual([
      [null, 0, 0, '0.00'],
      [null, 1, 0, '0.00'],
      [null, 2, 0, '0.00'],
    ]);
    expect((await t.api({ url: '/usuario/carrito/zona/1', token: cliente })).json()).toEqual(body);
    for (const zona of ['maracaibo', '3', 'atlantida', '99']) {
      const r = await t.api({ url: `/usuario/carrito/zona/${zona}`, token: cliente });
      expect(r.statusCode, zona).toBe(404);
      expect(r.json().mensaje).toBe('Zona no encontrada');
    }
  });

  it('saves a page priced for the caller: totals half-up per line over the active lines', async () => {
    const db = t.database.db;
    const [a, b] = ids as [number, number];
    await setSale(db, a, { precio: '10.00', oferta: '0' });
    await setProduct(db, a, { impuesto: '16.00' });
    await setSale(db, b, { precio: '2.50', oferta: '1.99' });
    await setProduct(db, b, { impuesto: '0.00' });
    const res = await save(cliente, { pagina: 0, carritoDetalle: [line(a, 3), line(b, 2)] });
    expect(res.statusCode, res.body).toBe(200);
    const page = (res.json() as CarritoRespuesta).carrito[0]!;
    expect(page.id).toEqual(expect.any(Number));
    expect(linesOf(page)).toEqual([
      [a, 3],
      [b, 2],
    ]);
    expect(page.carritoDetalle.map((l) => [l.estatus, l.mensaje])).toEqual([
      [1, null],
      [1, null],
    ]);
    expect(page.carritoDetalle[0]!.producto).toMatchObject({ impuesto: '16.00', existencia: 100, precio: { precio: '10.00', usuarioTipo: { tipo: 'normal' } } });
    // 3 x (10.00 + 1.60) + 2 x 1.99
    expect(page.totales).toEqual({ subtotal: '33.98', impuesto: '4.80', total: '38.78' });
  });

  it('replaces the page on save; quantity 0 drops a line; other pages stay', async () => {
    const [a, b, c] = ids as [number, number, number];
    await save(cliente, { pagina: 1, carritoDetalle: [line(c, 1)] });
    const res = await save(cliente, { pagina: 0, carritoDetalle: [line(c, 2), line(a, 0), line(b, 5)] });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as CarritoRespuesta;
    expect(linesOf(body.carrito[0]!)).toEqual([
      [c, 2],
      [b, 5],
    ]);
    expect(linesOf(body.carrito[1]!)).toEqual([[c, 1]]);
    await save(cliente, { pagina: 1, carritoDetalle: [] });
    expect(linesOf(await cartPage(t, cliente, 1))).toEqual([]);
  });

  it('sets one line, accumulates with acumular (capped at what may be bought) and removes at 0', async () => {
    const db = t.database.db;
    const [, , , d] = ids as number[];
    await setSale(db, d!, { existencia: 10, maximo: 8 });
    const one = async (payload: object) => {
      const res = await individual(cliente, { pagina: 2, producto: { id: d }, ...payload });
      expect(res.statusCode, res.body).toBe(200);
      return linesOf((res.json() as CarritoRespuesta).carrito[2]!);
    };
    expect(await one({ cantidad: 2 })).toEqual([[d, 2]]);
    expect(await one({ cantidad: 3, acumular: true })).toEqual([[d, 5]]);
    expect(await one({ cantidad: 3 })).toEqual([[d, 3]]);
    // 3 + 7 passes the maximum of 8: the line holds the largest valid quantity
    expect(await one({ cantidad: 7, acumular: true })).toEqual([[d, 8]]);
    // a plain set keeps what was asked; the line reports it
    const res = await individual(cliente, { pagina: 2, producto: { id: d }, cantidad: 9 });
    expect((res.json() as CarritoRespuesta).carrito[2]!.carritoDetalle[0]).toMatchObject({ cantidad: 9, estatus: 5, mensaje: 'Supera la cantidad máxima de venta' });
    expect(await one({ cantidad: 0, acumular: true })).toEqual([[d, 9]]);
    expect(await one({ cantidad: 0 })).toEqual([]);
  });

  it('refuses with 422 a product the plan cannot buy, but keeps it as NO_DISPONIBLE once saved', async () => {
    const db = t.database.db;
    const [, , , , e, f] = ids as number[];
    await save(cliente, { pagina: 1, carritoDetalle: [line(e!, 2)] });
    await setProduct(db, e!, { estatus: 2 });
    await setSale(db, f!, { estatus: 2 });
    const before = await cartRows();

    const refused = await individual(cliente, { pagina: 1, ...line(f!, 1) });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errores).toEqual({ 'producto.id': expect.stringContaining('no disponible') });
    const foreign = await save(cliente, { pagina: 1, carritoDetalle: [line(e!, 2), line(999_999, 1)] });
    expect(foreign.statusCode).toBe(422);
    expect(Object.keys(foreign.json().errores)).toEqual(['carritoDetalle.1.producto.id']);
    expect(await cartRows()).toBe(before);

    const kept = await save(cliente, { pagina: 1, carritoDetalle: [line(e!, 3)] });
    expect(kept.statusCode, kept.body).toBe(200);
    const [gone] = (kept.json() as CarritoRespuesta).carrito[1]!.carritoDetalle;
    expect(gone).toMatchObject({ cantidad: 3, estatus: 7, mensaje: 'Producto no disponible', producto: { id: e, precio: null, existencia: 0 } });
    expect((kept.json() as CarritoRespuesta).carrito[1]!.totales.total).toBe('0.00');
    await setProduct(db, e!, { estatus: 1 });
    await setSale(db, f!);
    await save(cliente, { pagina: 1, carritoDetalle: [] });
  });

  it('merges a guest cart into page 0 after login: quantities add up, capped; products not sold are dropped', async () => {
    const db = t.database.db;
    const [g, h, i, j] = ids.slice(6) as [number, number, number, number];
    await setSale(db, h, { existencia: 6 });
    await setProduct(db, j, { estatus: 2 });
    const { token } = await login(t, 'cliente@demo.ve');
    await save(token, { pagina: 0, carritoDetalle: [line(g, 1), line(h, 4)] });
    const res = await merge(token, { carritoDetalle: [line(g, 2), line(h, 5), line(i, 1), line(g, 1), line(j, 3), line(999_999, 1), line(ids[0]!, 0)] });
    expect(res.statusCode, res.body).toBe(200);
    expect(linesOf((res.json() as CarritoRespuesta).carrito[0]!)).toEqual([
      [g, 4],
      [h, 6],
      [i, 1],
    ]);
    await setProduct(db, j, { estatus: 1 });
  });

  it('empties one page with limpiarcarrito and leaves the others', async () => {
    const [a, b] = ids as [number, number];
    await save(cliente, { pagina: 2, carritoDetalle: [line(b, 1)] });
    await save(cliente, { pagina: 0, carritoDetalle: [line(a, 1)] });
    const res = await t.api({ url: `${url}/0/limpiarcarrito`, token: cliente });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as CarritoRespuesta;
    expect(body.carrito[0]!.carritoDetalle).toEqual([]);
    expect(body.carrito[0]!.id).toEqual(expect.any(Number));
    expect(linesOf(body.carrito[2]!)).toEqual([[b, 1]]);
    expect((await t.api({ url: `${url}/3/limpiarcarrito`, token: cliente })).statusCode).toBe(400);
  });

  it('prices the mayorista plan with its own list and sale mode', async () => {
    const db = t.database.db;
    const [a] = ids as [number];
    await setSale(db, a, { precio: '7.00', oferta: '0', minimo: 6, grupo: 6 }, 3);
    const res = await individual(mayorista, { pagina: 0, ...line(a, 12) });
    expect(res.statusCode, res.body).toBe(200);
    const [l] = (res.json() as CarritoRespuesta).carrito[0]!.carritoDetalle;
    expect(l).toMatchObject({ cantidad: 12, estatus: 1, producto: { precio: { precio: '7.00', usuarioTipo: { tipo: 'mayorista' }, modalidadVenta: { minimo: 6, grupo: 6 } } } });
    const [normal] = await db
      .select({ precio: precio.precio })
      .from(precio)
      .innerJoin(inventario, eq(inventario.id, precio.inventarioId))
      .where(and(eq(inventario.productoId, a), eq(inventario.zonaId, 1), eq(precio.usuarioTipo, 1)));
    await save(cliente, { pagina: 0, carritoDetalle: [line(a, 1)] });
    expect((await cartPage(t, cliente, 0)).carritoDetalle[0]!.producto.precio!.precio).toBe(normal!.precio);
    const wrongStep = await individual(mayorista, { pagina: 0, ...line(a, 7) });
    expect((wrongStep.json() as CarritoRespuesta).carrito[0]!.carritoDetalle[0]).toMatchObject({ cantidad: 7, estatus: 6 });
  });

  it('refuses hostile bodies with 400 and the fields, writing nothing', async () => {
    const [a, b] = ids as [number, number];
    const before = await cartPage(t, cliente, 0);
    const rows = await cartRows();
    const hostile: [string, unknown, string][] = [
      [url, { pagina: 0, carritoDetalle: [line(a, -1)] }, 'carritoDetalle.0.cantidad'],
      [url, { pagina: 0, carritoDetalle: [line(a, 1.5)] }, 'carritoDetalle.0.cantidad'],
      [url, { pagina: 0, carritoDetalle: [line(a, 100_001)] }, 'carritoDetalle.0.cantidad'],
      [url, { pagina: 0, carritoDetalle: [line(a, 1e21)] }, 'carritoDetalle.0.cantidad'],
      [url, { pagina: 0, carritoDetalle: [{ cantidad: '2', producto: { id: a } }] }, 'carritoDetalle.0.cantidad'],
      [url, { pagina: 3, carritoDetalle: [line(a, 1)] }, 'pagina'],
      [url, { pagina: -1, carritoDetalle: [] }, 'pagina'],
      [url, { pagina: 0, carritoDetalle: [{ ...line(a, 1), precio: '0.01' }] }, 'carritoDetalle.0.precio'],
      [url, { pagina: 0, carritoDetalle: [{ cantidad: 1, producto: { id: a, precio: { precio: '0.01' } } }] }, 'carritoDetalle.0.producto.precio'],
      [url, { pagina: 0, carritoDetalle: [], total: '0.00' }, 'total'],
      [url, { pagina: 0, carritoDetalle: [line(0, 1)] }, 'carritoDetalle.0.producto.id'],
      [url, { pagina: 0, carritoDetalle: [line(a, 1), line(b, 1), line(a, 2)] }, 'carritoDetalle.2.producto.id'],
      [url, { pagina: 0, carritoDetalle: Array.from({ length: 201 }, (_, i) => line(i + 1, 1)) }, 'carritoDetalle'],
      [url, { pagina: 0 }, 'carritoDetalle'],
      [`${url}/individual`, { pagina: 0, ...line(a, -5), acumular: true }, 'cantidad'],
      [`${url}/individual`, { pagina: 0, ...line(a, 1), precio: '0.01' }, 'precio'],
      [`${url}/individual`, { pagina: 0, ...line(a, 1), acumular: 'si' }, 'acumular'],
      [`${url}/combinar`, { carritoDetalle: [line(a, 2.5)] }, 'carritoDetalle.0.cantidad'],
      [`${url}/combinar`, { pagina: 1, carritoDetalle: [] }, 'pagina'],
    ];
    for (const [path, payload, field] of hostile) {
      const res = await t.api({ method: 'POST', url: path, token: cliente, payload });
      expect(res.statusCode, `${path} ${JSON.stringify(payload).slice(0, 80)}`).toBe(400);
      expect(Object.keys(res.json().errores ?? {}), field).toContain(field);
    }
    expect((await t.api({ method: 'POST', url, token: cliente, payload: '{"pagina":0,', headers: { 'content-type': 'application/json' } })).statusCode).toBe(400);
    expect(await cartRows()).toBe(rows);
    expect(await cartPage(t, cliente, 0)).toEqual(before);
  });

  it('shows each customer only their own carts', async () => {
    const [a] = ids as [number];
    await save(cliente, { pagina: 1, carritoDetalle: [line(a, 2)] });
    const mine = await cartPage(t, cliente, 1);
    const theirs = await cartPage(t, prime, 1);
    expect(theirs.carritoDetalle).toEqual([]);
    expect(theirs.id).not.toBe(mine.id);
    await t.api({ url: `${url}/1/limpiarcarrito`, token: prime });
    await save(prime, { pagina: 1, carritoDetalle: [line(a, 1)] });
    expect(linesOf(await cartPage(t, cliente, 1))).toEqual([[a, 2]]);
    expect(linesOf(await cartPage(t, prime, 1))).toEqual([[a, 1]]);
  });

  it('leaves exactly one consistent page after 10 concurrent saves of it', async () => {
    const db = t.database.db;
    const { token } = await login(t, 'prime@demo.ve');
    const bodies = Array.from({ length: 10 }, (_, n) => ({
      pagina: 2,
      carritoDetalle: ids.slice(n % 4, (n % 4) + 4).map((id) => line(id, n + 1)),
    }));
    const answers = await Promise.all(bodies.map((b) => save(token, b)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const page = await cartPage(t, token, 2);
    expect(bodies.map((b) => b.carritoDetalle.map((l) => [l.producto.id, l.cantidad]))).toContainEqual(linesOf(page));
    const [u] = await db.select({ id: usuario.id }).from(usuario).where(eq(usuario.email, 'prime@demo.ve'));
    const pages = await db.select({ id: carrito.id }).from(carrito).where(and(eq(carrito.usuarioId, u!.id), eq(carrito.zonaId, 1), eq(carrito.pagina, 2)));
    expect(pages).toHaveLength(1);
    const [{ n }] = (await db.select({ n: count() }).from(carritoDetalle).where(eq(carritoDetalle.carritoId, pages[0]!.id))) as [{ n: number }];
    expect(n).toBe(4);

    // ten concurrent 'Agregar' of one unit add up to ten
    await setSale(db, ids[11]!, { existencia: 50 });
    const adds = await Promise.all(Array.from({ length: 10 }, () => individual(token, { pagina: 2, ...line(ids[11]!, 1), acumular: true })));
    expect(adds.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect((await cartPage(t, token, 2)).carritoDetalle.find((l) => l.producto.id === ids[11])?.cantidad).toBe(10);
  });

  it('reviews a guest cart for the caller plan without writing (public /revisar)', async () => {
    const db = t.database.db;
    const [a, b, , , , , , , , , , k] = ids as number[];
    await setSale(db, a!, { precio: '4.00', oferta: '0' });
    await setSale(db, a!, { precio: '3.50', oferta: '0' }, 2);
    await setProduct(db, k!, { estatus: 2 });
    const rows = await cartRows();
    const payload = { carritoDetalle: [line(a!, 2), line(b!, 1), line(a!, 1), line(k!, 1), line(999_999, 1), line(ids[2]!, 0)] };
    const guest = await t.api({ method: 'POST', url: '/api/carrito/zona/caracas/revisar', payload });
    expect(guest.statusCode, guest.body).toBe(200);
    const page = guest.json() as CarritoPagina;
    expect(page).toMatchObject({ id: null, pagina: 0 });
    expect(linesOf(page)).toEqual([
      [a, 3],
      [b, 1],
      [k, 1],
    ]);
    expect(page.carritoDetalle.map((l) => l.estatus)).toEqual([1, 1, 7]);
    expect(page.carritoDetalle[0]!.producto.precio!.precio).toBe('4.00');
    const asPrime = (await t.api({ method: 'POST', url: '/api/carrito/zona/caracas/revisar', token: prime, payload })).json() as CarritoPagina;
    expect(asPrime.carritoDetalle[0]!.producto.precio).toMatchObject({ precio: '3.50', usuarioTipo: { tipo: 'prime' } });
    expect((await t.api({ method: 'POST', url: '/api/carrito/zona/maracaibo/revisar', payload })).statusCode).toBe(404);
    const bad = await t.api({ method: 'POST', url: '/api/carrito/zona/caracas/revisar', payload: { carritoDetalle: [{ ...line(a!, 1), precio: '1' }] } });
    expect(bad.statusCode).toBe(400);
    expect(await cartRows()).toBe(rows);
    await setProduct(db, k!, { estatus: 1 });
  });
});
