import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carrito, carritoDetalle } from '../../src/server/cart/tables';
import { priceLines } from '../../src/server/cart/service';
import { categoria, producto } from '../../src/server/catalog/tables';
import { inventario, precio } from '../../src/server/inventory/tables';
import { lockCheckout, readCheckout } from '../../src/server/orders/checkout-read';
import type { UsuarioTipoId } from '../../src/shared/enums';
import { createTestApp, testBackends, type TestApp } from '../helpers/app';
import { expectedSellable } from '../helpers/sellable-oracle';
import { makeCustomers, type Shopper } from './checkout-setup';

/**
 * Checkout's narrow pricing of a cart page (orders/checkout-read.ts) against the sellable rule computed
 * the obvious way and against the listing query's pricing (priceLines), for every product of the demo
 * catalog in a cart, in both zones and all three plans, with products made unsellable in each way.
 */
describe.each(testBackends())('checkout reads the cart page priced (%s)', (backend) => {
  let t: TestApp;
  let buyer: Shopper;
  let productIds: number[];

  const cartOf = async (zonaId: number) => {
    const [row] = await t.database.db.insert(carrito).values({ usuarioId: buyer.id, zonaId, pagina: 0 }).returning({ id: carrito.id });
    // every product, in an order unlike the id order (lines come back in the order they were added)
    const order = [...productIds].reverse();
    await t.database.db.insert(carritoDetalle).values(order.map((productoId, i) => ({ carritoId: row!.id, productoId, cantidad: 1 + (i % 3) })));
    return { carritoId: row!.id, order };
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    const db = t.database.db;
    [buyer] = await makeCustomers(t, 1);
    productIds = (await db.select({ id: producto.id }).from(producto).orderBy(asc(producto.id))).map((r) => r.id);
    // every way of not being sellable, on a few products each
    const [cat] = await db.select({ id: categoria.id }).from(categoria).where(sql`${categoria.padreId} is not null`).limit(1);
    await db.update(categoria).set({ estatus: 2 }).where(eq(categoria.id, cat!.id));
    const [parent] = await db.select({ id: categoria.id }).from(categoria).where(and(sql`${categoria.padreId} is null`, sql`${categoria.id} <> (select padre_id from categoria where id = ${cat!.id})`)).limit(1);
    await db.update(categoria).set({ estatus: 2 }).where(eq(categoria.id, parent!.id));
    await db.update(producto).set({ estatus: 2 }).where(inArray(producto.id, productIds.slice(0, 3)));
    const rows = await db.select({ id: inventario.id }).from(inventario).orderBy(asc(inventario.id)).limit(40);
    await db.update(inventario).set({ existencia: 0 }).where(inArray(inventario.id, rows.slice(0, 5).map((r) => r.id)));
    await db.update(inventario).set({ estatus: 2 }).where(inArray(inventario.id, rows.slice(5, 10).map((r) => r.id)));
    await db.update(precio).set({ estatus: 2 }).where(inArray(precio.inventarioId, rows.slice(10, 15).map((r) => r.id)));
    // Valencia's second branch (no stock in the demo) gets more stock of a few products than the first:
    // it sells them, except to the plan whose price there is inactive and where its row is inactive
    const valencia = await db.select({ productoId: inventario.productoId }).from(inventario).where(and(eq(inventario.zonaId, 2), sql`${inventario.existencia} > 0`)).orderBy(asc(inventario.id)).limit(46);
    const extra = await db
      .insert(inventario)
      .values(valencia.slice(40).map((r) => ({ productoId: r.productoId, sucursalId: 4, zonaId: 2, existencia: 100_000 })))
      .returning({ id: inventario.id });
    await db.insert(precio).values(
      extra.flatMap((r, i) => [1, 2, 3].map((usuarioTipo) => ({ inventarioId: r.id, usuarioTipo, precio: '9.99', oferta: '0', estatus: i === 0 && usuarioTipo === 2 ? 2 : 1 }))),
    );
    await db.update(inventario).set({ estatus: 2 }).where(eq(inventario.id, extra[4]!.id));
  });
  afterAll(() => t.close());

  // reads every table whole per plan (the oracle): slow on a loaded machine
  it.each([1, 2])('zone %i: prices every line as the sellable rule and the listing query do, lines in the order added', { timeout: 120_000 }, async (zonaId) => {
    const db = t.database.db;
    const { carritoId, order } = await cartOf(zonaId);
    for (const plan of [1, 2, 3] as UsuarioTipoId[]) {
      const read = await db.transaction(async (tx) => {
        expect(await lockCheckout(tx, { usuarioId: buyer.id, zonaId, pagina: 0 })).toBe(carritoId);
        return readCheckout(tx, { usuarioId: buyer.id, zonaId, clave: '00000000-0000-4000-8000-000000000000', usuarioTipoId: plan, carritoId });
      });
      const oracle = await expectedSellable(db, zonaId, plan);
      const listed = await priceLines(db, zonaId, plan, productIds);
      expect(read.existente).toBeNull();
      expect(read.lineas.map((l) => l.productoId)).toEqual(order);
      const sold = read.lineas.filter((l) => l.venta !== null);
      // the rule is exercised both ways
      expect(sold.length).toBeGreaterThan(10);
      expect(sold.length).toBeLessThan(order.length);
      expect(sold.map((l) => l.productoId).sort((a, b) => a - b)).toEqual([...oracle.keys()].sort((a, b) => a - b));
      for (const l of sold) {
        const expected = oracle.get(l.productoId)!;
        const row = listed.get(l.productoId)!;
        expect({ existencia: l.venta!.existencia, precio: l.venta!.precio, oferta: l.venta!.oferta }).toEqual({
          existencia: expected.existencia,
          precio: expected.precio,
          oferta: expected.oferta,
        });
        expect({ inventarioId: l.venta!.inventarioId, nombre: l.venta!.nombre, impuesto: l.venta!.impuesto, modalidad: l.venta!.modalidad }).toEqual({
          inventarioId: row.inventarioId,
          nombre: row.producto.nombre,
          impuesto: row.producto.impuesto,
          modalidad: row.producto.precio.modalidadVenta,
        });
      }
    }
    await db.delete(carrito).where(eq(carrito.id, carritoId));
  });

  it("reads the customer's data for the order; a page never saved has no row and no lines", async () => {
    const db = t.database.db;
    const read = await db.transaction((tx) =>
      readCheckout(tx, { usuarioId: buyer.id, zonaId: 1, clave: '00000000-0000-4000-8000-000000000001', usuarioTipoId: 2, carritoId: null }),
    );
    expect(read.lineas).toEqual([]);
    expect(read.cliente).toEqual({ nombre: 'Comprador Número 0', email: buyer.email, telefono: '04140000000', documento: expect.stringMatching(/^V-3\d{7}$/) });
    expect(await db.transaction((tx) => lockCheckout(tx, { usuarioId: buyer.id, zonaId: 1, pagina: 2 }))).toBeNull();
  });
});
