import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cupon } from '../../src/server/coupons/tables';
import { AppError } from '../../src/server/errors';
import { ordenDetalle, orden } from '../../src/server/orders/tables';
import { creditBalance, debitBalance, getBalance } from '../../src/server/wallet/service';
import { movimientoSaldo } from '../../src/server/wallet/tables';
import { carrito, carritoDetalle } from '../../src/server/cart/tables';
import { createTestApp, testBackends, type TestApp } from '../helpers/app';
import { sellableIds, setProduct, setSale } from './cart-setup';
import { CARACAS, expectedTotal, fillCart, makeCustomers, pickupBody, stockOf, type Shopper } from './checkout-setup';

/**
 * Simultaneous checkouts through the real route (Promise.all over app.inject). On PostgreSQL they run on
 * 30 pooled connections and really contend for rows; PGlite has one connection and serializes them, and
 * must still give the same counts.
 */
describe.each(testBackends())('concurrent checkouts (%s)', (backend) => {
  let t: TestApp;
  let ids: number[];
  const registrar = (s: Shopper, payload: unknown, pagina = 0) =>
    t.api({ method: 'POST', url: `/usuario/orden/zona/caracas/pagina/${pagina}/registrar`, token: s.token, payload });

  const ledgerReconciles = async (usuarioIds: number[]) => {
    const db = t.database.db;
    for (const id of usuarioIds) {
      const [sum] = await db
        .select({ s: sql<string>`coalesce(sum(${movimientoSaldo.monto}), 0)::numeric(14,2)::text`, min: sql<string | null>`min(${movimientoSaldo.saldoResultante})::text` })
        .from(movimientoSaldo)
        .where(eq(movimientoSaldo.usuarioId, id));
      expect(await getBalance(db, id)).toBe(sum!.s);
      expect(Number(sum!.min ?? 0)).toBeGreaterThanOrEqual(0);
    }
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    ids = await sellableIds(t.database.db, 3);
    for (const id of ids) {
      await setSale(t.database.db, id, { precio: '5.00', oferta: '0' }, 2);
      await setProduct(t.database.db, id, { impuesto: '0.00' });
    }
  });
  afterAll(() => t.close());

  it('50 customers buying the last 10 units: exactly 10 orders, 40 clear conflicts, stock 0', async () => {
    const db = t.database.db;
    const product = ids[0]!;
    await setSale(db, product, { precio: '5.00', oferta: '0', existencia: 10 }, 2);
    const shoppers = await makeCustomers(t, 50);
    for (const s of shoppers) await fillCart(t, s.token, [[product, 1]]);
    const { total } = await expectedTotal(db, 2, [[product, 1]]);
    const bodies = await Promise.all(shoppers.map(() => pickupBody(db, total)));

    const answers = await Promise.all(shoppers.map((s, i) => registrar(s, bodies[i])));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(40);
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(['El carrito cambió, revísalo', expect.stringMatching(/^No hay existencia suficiente de /)]).toContainEqual(a.json().mensaje);
      expect(Object.keys(a.json().errores)).toEqual([`producto.${product}`]);
    }
    expect(await stockOf(db, product)).toBe(0);
    const [sold] = await db
      .select({ n: sql<number>`coalesce(sum(${ordenDetalle.cantidad}), 0)`.mapWith(Number) })
      .from(ordenDetalle)
      .where(eq(ordenDetalle.productoId, product));
    expect(sold!.n).toBe(10);
    const buyers = shoppers.map((s) => s.id);
    expect(await db.$count(orden, inArray(orden.usuarioId, buyers))).toBe(10);
    // winners' pages are cleared, the others keep their line
    const [lines] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(carritoDetalle)
      .innerJoin(carrito, eq(carrito.id, carritoDetalle.carritoId))
      .where(and(inArray(carrito.usuarioId, buyers), eq(carritoDetalle.productoId, product)));
    expect(lines!.n).toBe(40);
  }, 60_000); // 50 sign-ups and carts on PGlite's single connection take ~10 s quiet, more on a loaded box

  it('one customer spending the whole balance from three pages at once: one order, the others 409', async () => {
    const db = t.database.db;
    const [s] = (await makeCustomers(t, 1)) as [Shopper];
    await db.transaction((tx) => creditBalance(tx, { usuarioId: s.id, monto: '30.00', tipo: 'ajuste', referenciaId: null, descripcion: 'Prueba' }));
    const product = ids[1]!;
    for (const pagina of [0, 1, 2]) await fillCart(t, s.token, [[product, 8]], pagina);
    const { total } = await expectedTotal(db, 2, [[product, 8]]);
    expect(total).toBe('40.50');
    const bodies = await Promise.all([0, 1, 2].map(() => pickupBody(db, total, { montoSaldo: '30.00' })));
    const answers = await Promise.all([0, 1, 2].map((pagina) => registrar(s, bodies[pagina], pagina)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().mensaje).toBe('Saldo insuficiente');
    expect(await getBalance(db, s.id)).toBe('0.00');
    await ledgerReconciles([s.id]);
  });

  it('20 simultaneous debits of the whole balance: exactly one succeeds, never below zero', async () => {
    const db = t.database.db;
    const [whole, parts] = (await makeCustomers(t, 2)) as [Shopper, Shopper];
    for (const s of [whole, parts]) {
      await db.transaction((tx) => creditBalance(tx, { usuarioId: s.id, monto: '40.00', tipo: 'ajuste', referenciaId: null, descripcion: 'Prueba' }));
    }
    const spend = (s: Shopper, monto: string, i: number) =>
      db.transaction((tx) => debitBalance(tx, { usuarioId: s.id, monto, tipo: 'ordenpago', referenciaId: i + 1, descripcion: `Gasto ${i}` }));

    const all = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => spend(whole, '40.00', i)));
    expect(all.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of all.filter((x) => x.status === 'rejected')) {
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(AppError);
      expect((r as PromiseRejectedResult).reason.status).toBe(409);
    }
    const some = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => spend(parts, '3.00', i)));
    expect(some.filter((r) => r.status === 'fulfilled')).toHaveLength(13);
    expect(await getBalance(db, whole.id)).toBe('0.00');
    expect(await getBalance(db, parts.id)).toBe('1.00');
    await ledgerReconciles([whole.id, parts.id]);
  });

  it('a single-use coupon used by 20 checkouts at once is applied once', async () => {
    const db = t.database.db;
    const product = ids[2]!;
    await setSale(db, product, { precio: '5.00', oferta: '0', existencia: 500 }, 2);
    const [c] = await db
      .insert(cupon)
      .values({
        zonaId: CARACAS,
        nombre: 'Único',
        codigo: 'UNICO20',
        valor: '2.00',
        usosMaximos: 1,
        desde: new Date(Date.now() - 3600_000),
        hasta: new Date(Date.now() + 86_400_000),
      })
      .returning();
    const shoppers = await makeCustomers(t, 20);
    for (const s of shoppers) await fillCart(t, s.token, [[product, 2]]);
    const { total } = await expectedTotal(db, 2, [[product, 2]], { descuento: '2.00' });
    const bodies = await Promise.all(shoppers.map(() => pickupBody(db, total, { cuponCodigo: 'UNICO20' })));
    const answers = await Promise.all(shoppers.map((s, i) => registrar(s, bodies[i])));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array<number>(19).fill(422)]);
    const [after] = await db.select().from(cupon).where(eq(cupon.id, c!.id));
    expect(after!.usos).toBe(1);
    expect(await db.$count(orden, eq(orden.cuponId, c!.id))).toBe(1);
  });
});
