import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ValidacionCarrito } from '../../src/shared/contracts/cart';
import { carritoDetalleEstatusMensaje, type CarritoDetalleEstatusId } from '../../src/shared/enums';
import { createTestApp, login, testBackends, type TestApp } from '../helpers/app';
import { cartPage, line, linesOf, sellableIds, setProduct, setSale } from './cart-setup';

describe.each(testBackends())('cart validation before checkout (%s)', (backend) => {
  let t: TestApp;
  let cliente: string;
  let prime: string;
  let ids: number[];
  const save = (token: string, pagina: number, lines: ReturnType<typeof line>[]) =>
    t.api({ method: 'POST', url: '/usuario/carrito/zona/caracas', token, payload: { pagina, carritoDetalle: lines } });
  const validate = async (token: string, pagina: number) => {
    const res = await t.api({ url: `/usuario/carrito/zona/caracas/${pagina}/validar`, token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ValidacionCarrito;
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    cliente = (await login(t, 'cliente@demo.ve')).token;
    prime = (await login(t, 'prime@demo.ve')).token;
    ids = await sellableIds(t.database.db, 12);
    for (const id of ids) {
      await setSale(t.database.db, id);
      await setSale(t.database.db, id, {}, 2);
    }
  });
  afterAll(() => t.close());

  it('adjusts or removes every line that cannot be bought as it is, and says why', async () => {
    const db = t.database.db;
    const [a, b, c, d, e, f, g, h, i] = ids as [number, number, number, number, number, number, number, number, number];
    await setSale(db, a, { existencia: 4 });
    await setSale(db, b, { maximo: 5 });
    await setSale(db, c, { minimo: 2, grupo: 2 });
    await setSale(db, d, { minimo: 3 });
    await setSale(db, e, { minimo: 3, existencia: 2 });
    await setSale(db, h, { precio: '15.00', oferta: '0' });
    await setProduct(db, h, { impuesto: '0.00' });
    const saved = await save(cliente, 0, [line(a, 6), line(b, 8), line(c, 5), line(d, 1), line(e, 1), line(f, 2), line(g, 1), line(h, 2), line(i, 1)]);
    expect(saved.statusCode, saved.body).toBe(200);
    await setSale(db, f, { estatus: 2 });
    await setProduct(db, g, { estatus: 2 });
    await setSale(db, i, { existencia: 0 });

    const before = await cartPage(t, cliente, 0);
    const estatus = before.carritoDetalle.map((l) => l.estatus as CarritoDetalleEstatusId);
    // f: its price is off and g: inactive -> not sold (7); i: priced but no stock left -> sin inventario (2)
    expect(estatus).toEqual([3, 5, 6, 4, 4, 7, 7, 1, 2]);
    expect(before.carritoDetalle.map((l) => l.mensaje)).toEqual(estatus.map((s) => carritoDetalleEstatusMensaje[s]));
    expect(before.totales.total).toBe('30.00');
    const name = Object.fromEntries(before.carritoDetalle.map((l) => [l.producto.id, l.producto.nombre]));

    const result = await validate(cliente, 0);
    expect(result.valido).toBe(false);
    expect(result.errores).toEqual({
      '0': [
        `${name[a]}: la cantidad se ajustó a 4 por la existencia disponible`,
        `${name[b]}: la cantidad se ajustó a 5 por la cantidad máxima de venta`,
        `${name[c]}: la cantidad se ajustó a 4 según la modalidad de venta`,
        `${name[d]}: la cantidad se ajustó a 3 por la cantidad mínima de venta`,
        `${name[e]}: no hay existencia para la cantidad mínima de venta, se retiró del carrito`,
        `${name[f]}: producto no disponible, se retiró del carrito`,
        `${name[g]}: producto no disponible, se retiró del carrito`,
        `${name[i]}: sin inventario disponible, se retiró del carrito`,
      ],
    });
    const adjusted = [
      [a, 4],
      [b, 5],
      [c, 4],
      [d, 3],
      [h, 2],
    ];
    expect(linesOf(result.carrito)).toEqual(adjusted);
    expect(result.carrito.carritoDetalle.every((l) => l.estatus === 1 && l.mensaje === null)).toBe(true);
    expect(result.minimoAlcanzado).toBe(true);

    // the adjustments were saved: the page now validates cleanly
    expect(linesOf(await cartPage(t, cliente, 0))).toEqual(adjusted);
    const again = await validate(cliente, 0);
    expect(again).toMatchObject({ valido: true, errores: { '0': [] }, minimoCompra: '20.00', minimoAlcanzado: true });
    await setProduct(db, g, { estatus: 1 });
    for (const id of [a, b, c, d, e, f, i]) await setSale(db, id);
  });

  it('asks a normal customer for the minimum purchase, and nothing of a prime one', async () => {
    const db = t.database.db;
    const [a] = ids as [number];
    await setSale(db, a, { precio: '2.00', oferta: '0' });
    await setSale(db, a, { precio: '1.90', oferta: '0' }, 2);
    await setProduct(db, a, { impuesto: '16.00' });
    await save(cliente, 1, [line(a, 3)]);
    await save(prime, 1, [line(a, 3)]);

    const normal = await validate(cliente, 1);
    expect(normal).toMatchObject({ valido: false, minimoCompra: '20.00', minimoAlcanzado: false });
    expect(normal.errores).toEqual({ '1': ['El monto mínimo de compra es de $ 20,00'] });
    expect(normal.carrito.totales.total).toBe('6.96');
    expect(linesOf(normal.carrito)).toEqual([[a, 3]]);

    const primeResult = await validate(prime, 1);
    expect(primeResult).toMatchObject({ valido: true, minimoCompra: '0.00', minimoAlcanzado: true, errores: { '1': [] } });
    // 1.90 + 0.30 tax (0.304 half-up), times 3
    expect(primeResult.carrito.totales.total).toBe('6.60');
  });

  it('does not validate an empty page', async () => {
    const result = await validate(cliente, 2);
    expect(result).toMatchObject({ valido: false, errores: { '2': ['El carrito está vacío'] }, carrito: { id: null, pagina: 2, carritoDetalle: [] } });
    const prime2 = await validate(prime, 2);
    expect(prime2).toMatchObject({ valido: false, minimoAlcanzado: true, errores: { '2': ['El carrito está vacío'] } });
  });

  it('touches only the caller cart page', async () => {
    const db = t.database.db;
    const [, b] = ids as [number, number];
    await save(prime, 0, [line(b, 9)]);
    await save(cliente, 2, [line(b, 9)]);
    await setSale(db, b, { existencia: 5 }, 1);
    await setSale(db, b, { existencia: 5 }, 2);
    expect(linesOf((await validate(cliente, 2)).carrito)).toEqual([[b, 5]]);
    expect(linesOf(await cartPage(t, prime, 0))).toEqual([[b, 9]]);
    expect(linesOf(await cartPage(t, cliente, 0)).length).toBeGreaterThan(0);
  });

  it('refuses a bad page, a guest and an inactive zone', async () => {
    expect((await t.api({ url: '/usuario/carrito/zona/caracas/3/validar', token: cliente })).statusCode).toBe(400);
    expect((await t.api({ url: '/usuario/carrito/zona/caracas/x/validar', token: cliente })).statusCode).toBe(400);
    expect((await t.api({ url: '/usuario/carrito/zona/caracas/0/validar' })).statusCode).toBe(401);
    expect((await t.api({ url: '/usuario/carrito/zona/maracaibo/0/validar', token: cliente })).statusCode).toBe(404);
  });
});
