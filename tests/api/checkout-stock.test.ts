import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventario } from '../../src/server/inventory/tables';
import { firstShortNow, ShortStock, takeOrderStock, type CheckoutLine } from '../../src/server/orders/checkout-writes';
import { createTestApp, testBackends, type TestApp } from '../helpers/app';

/**
 * Checkout's stock statement (checkout-writes.ts): rows taken in one statement, a short row failing the
 * table's check constraint (ShortStock, the first short product found after the rollback), and, on
 * PostgreSQL, the COMMIT sent with it: the transaction is over when the statement answers.
 */
describe.each(testBackends())('checkout stock take (%s)', (backend) => {
  let t: TestApp;
  let rows: (typeof inventario.$inferSelect)[];

  const line = (r: typeof inventario.$inferSelect, cantidad: number): CheckoutLine => ({
    productoId: r.productoId,
    inventarioId: r.id,
    nombre: `producto ${r.productoId}`,
    precio: '1.00',
    oferta: '0',
    impuesto: '0',
    cantidad,
  });
  const stock = async () =>
    (await t.database.db.select({ e: inventario.existencia }).from(inventario).where(inArray(inventario.id, rows.map((r) => r.id))).orderBy(asc(inventario.id))).map((r) => r.e);

  beforeAll(async () => {
    t = await createTestApp(backend);
    const db = t.database.db;
    rows = await db.select().from(inventario).where(eq(inventario.zonaId, 1)).orderBy(asc(inventario.id)).limit(2);
    await db.update(inventario).set({ existencia: 5 }).where(eq(inventario.id, rows[0]!.id));
    await db.update(inventario).set({ existencia: 3 }).where(eq(inventario.id, rows[1]!.id));
  });
  afterAll(() => t.close());

  it('takes every row in one statement, the same row twice added up', async () => {
    const [a, b] = rows as [typeof inventario.$inferSelect, typeof inventario.$inferSelect];
    await t.database.db.transaction((tx) => takeOrderStock(tx, [line(b, 1), line(a, 2), line(a, 1)], false));
    expect(await stock()).toEqual([2, 2]);
  });

  it('a short row fails the whole take; the first short product is named after the rollback', async () => {
    const [a, b] = rows as [typeof inventario.$inferSelect, typeof inventario.$inferSelect];
    for (const commit of backend === 'postgres' ? [false, true] : [false]) {
      const error = await t.database.db.transaction((tx) => takeOrderStock(tx, [line(a, 2), line(b, 3)], commit)).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ShortStock);
      expect(await stock()).toEqual([2, 2]);
      expect((await firstShortNow(t.database.db, (error as ShortStock).rows))?.inventarioId).toBe(b.id);
    }
  });

  it.runIf(backend === 'postgres')('with the COMMIT sent along, the take is committed when the statement answers', async () => {
    const [a] = rows as [typeof inventario.$inferSelect];
    // the callback failing afterwards cannot undo it: the rollback that follows finds no transaction
    const after = await t.database.db
      .transaction(async (tx) => {
        await takeOrderStock(tx, [line(a, 1)], true);
        throw new Error('después');
      })
      .then(
        () => null,
        (e: unknown) => (e as Error).message,
      );
    expect(after).toBe('después');
    expect(await stock()).toEqual([1, 2]);
  });
});
