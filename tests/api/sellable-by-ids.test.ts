import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceLines } from '../../src/server/cart/service';
import { listSellable } from '../../src/server/catalog/sellable';
import { sellableByIds } from '../../src/server/catalog/sellable-by-ids';
import { categoria, producto } from '../../src/server/catalog/tables';
import { inventario, precio } from '../../src/server/inventory/tables';
import type { UsuarioTipoId } from '../../src/shared/enums';
import { createTestApp, testBackends, type TestApp } from '../helpers/app';
import { expectedSellable } from '../helpers/sellable-oracle';

/**
 * The cart's narrow pricing (catalog/sellable-by-ids.ts sellableByIds, behind cart/pricing.ts priceLines) gives
 * exactly what the listing query gives for the same product ids (listSellable, scope productoIds, the
 * path the cart used before), and the sellable rule computed the obvious way: every product of the demo
 * catalog, both zones, all three plans, with offers, plan prices and products made unsellable in each way.
 */
describe.each(testBackends())('sellableByIds prices a cart as the listing query does (%s)', (backend) => {
  let t: TestApp;
  let productIds: number[];
  const offers: number[] = [];
  /** Stock rows given an offer for plan `oferta` and a price of 12.50 without offer for plan `sinOferta`. */
  const priced: { inventarioId: number; productoId: number; zonaId: number; oferta: UsuarioTipoId; sinOferta: UsuarioTipoId }[] = [];

  beforeAll(async () => {
    t = await createTestApp(backend);
    const db = t.database.db;
    productIds = (await db.select({ id: producto.id }).from(producto).orderBy(asc(producto.id))).map((r) => r.id);
    // every way of not being sellable, on a few products each
    const [cat] = await db.select({ id: categoria.id }).from(categoria).where(sql`${categoria.padreId} is not null`).limit(1);
    await db.update(categoria).set({ estatus: 2 }).where(eq(categoria.id, cat!.id));
    const [parent] = await db
      .select({ id: categoria.id })
      .from(categoria)
      .where(and(sql`${categoria.padreId} is null`, sql`${categoria.id} <> (select padre_id from categoria where id = ${cat!.id})`))
      .limit(1);
    await db.update(categoria).set({ estatus: 2 }).where(eq(categoria.id, parent!.id));
    await db.update(producto).set({ estatus: 2 }).where(inArray(producto.id, productIds.slice(0, 3)));
    const rows = await db.select({ id: inventario.id }).from(inventario).orderBy(asc(inventario.id)).limit(60);
    await db.update(inventario).set({ existencia: 0 }).where(inArray(inventario.id, rows.slice(0, 5).map((r) => r.id)));
    await db.update(inventario).set({ estatus: 2 }).where(inArray(inventario.id, rows.slice(5, 10).map((r) => r.id)));
    await db.update(precio).set({ estatus: 2 }).where(inArray(precio.inventarioId, rows.slice(10, 15).map((r) => r.id)));
    // offers that differ by plan, and a plan price apart from the others
    for (const [i, r] of rows.slice(20, 30).entries()) {
      await db.update(precio).set({ precio: '10.00', oferta: '7.25' }).where(and(eq(precio.inventarioId, r.id), eq(precio.usuarioTipo, 1 + (i % 3))));
      await db.update(precio).set({ precio: '12.50', oferta: '0' }).where(and(eq(precio.inventarioId, r.id), eq(precio.usuarioTipo, 1 + ((i + 1) % 3))));
    }
    const offered = await db
      .select({ inventarioId: inventario.id, productoId: inventario.productoId, zonaId: inventario.zonaId })
      .from(inventario)
      .where(inArray(inventario.id, rows.slice(20, 30).map((r) => r.id)))
      .orderBy(asc(inventario.id));
    offers.push(...offered.map((r) => r.productoId));
    priced.push(...offered.map((r, i) => ({ ...r, oferta: (1 + (i % 3)) as UsuarioTipoId, sinOferta: (1 + ((i + 1) % 3)) as UsuarioTipoId })));
    // Valencia's second branch gets more stock of a few products than the first: it sells them, except
    // to the plan whose price there is inactive and where its row is inactive
    const valencia = await db
      .select({ productoId: inventario.productoId })
      .from(inventario)
      .where(and(eq(inventario.zonaId, 2), sql`${inventario.existencia} > 0`))
      .orderBy(asc(inventario.id))
      .limit(46);
    const extra = await db
      .insert(inventario)
      .values(valencia.slice(40).map((r) => ({ productoId: r.productoId, sucursalId: 4, zonaId: 2, existencia: 100_000 })))
      .returning({ id: inventario.id });
    await db.insert(precio).values(
      extra.flatMap((r, i) =>
        [1, 2, 3].map((usuarioTipo) => ({ inventarioId: r.id, usuarioTipo, precio: '9.99', oferta: usuarioTipo === 3 ? '8.50' : '0', estatus: i === 0 && usuarioTipo === 2 ? 2 : 1 })),
      ),
    );
    await db.update(inventario).set({ estatus: 2 }).where(eq(inventario.id, extra[4]!.id));
  });
  afterAll(() => t.close());

  // reads every table whole per plan (the oracle): slow on a loaded machine
  it.each([1, 2])('zone %i: every product, every plan, equal to listSellable and to the rule', { timeout: 120_000 }, async (zonaId) => {
    const db = t.database.db;
    for (const plan of [1, 2, 3] as UsuarioTipoId[]) {
      const listed = await listSellable(db, { zonaId, usuarioTipoId: plan, scope: { productoIds: productIds }, limit: productIds.length, total: false });
      const narrow = await sellableByIds(db, zonaId, plan, [...productIds].reverse());
      // the whole rows, field by field (price, offer, sale mode, stock, selling row, category, image, total)
      expect(narrow).toEqual(listed.rows);
      const oracle = await expectedSellable(db, zonaId, plan);
      expect(narrow.map((r) => r.producto.id)).toEqual([...oracle.keys()].sort((a, b) => a - b));
      for (const r of narrow) {
        const o = oracle.get(r.producto.id)!;
        expect({ existencia: r.producto.inventario[0]!.existencia, precio: r.producto.precio.precio, oferta: r.producto.precio.oferta }).toEqual({
          existencia: o.existencia,
          precio: o.precio,
          oferta: o.oferta,
        });
      }
      // the rule is exercised both ways, offers included
      expect(narrow.length).toBeGreaterThan(10);
      expect(narrow.length).toBeLessThan(productIds.length - 3);
      expect(narrow.some((r) => r.producto.precio.oferta !== '0.00')).toBe(true);
      // priceLines answers the same by id
      const priced = await priceLines(db, zonaId, plan, productIds);
      expect([...priced.keys()].sort((a, b) => a - b)).toEqual(narrow.map((r) => r.producto.id));
      for (const r of narrow) expect(priced.get(r.producto.id)).toEqual(r);
    }
  });

  it('a few ids: repeated, unknown, inactive and unsold ones; the plan prices and offers set above', async () => {
    const db = t.database.db;
    const inactive = productIds[0]!;
    const some = [offers[0]!, offers[1]!, offers[2]!, inactive, 999_999, offers[0]!];
    for (const plan of [1, 2, 3] as UsuarioTipoId[]) {
      const listed = await listSellable(db, { zonaId: 1, usuarioTipoId: plan, scope: { productoIds: [...new Set(some)] }, limit: 5, total: false });
      const narrow = await sellableByIds(db, 1, plan, some);
      expect(narrow).toEqual(listed.rows);
      expect(narrow.map((r) => r.producto.id)).not.toContain(inactive);
      expect(narrow.map((r) => r.producto.id)).not.toContain(999_999);
      expect(narrow.every((r) => r.total === narrow.length)).toBe(true);
    }
    // the rows priced above that their products sell from: the offer for one plan, 12.50 for the next
    let checked = 0;
    for (const r of priced) {
      const [withOffer] = await sellableByIds(db, r.zonaId, r.oferta, [r.productoId]);
      const [without] = await sellableByIds(db, r.zonaId, r.sinOferta, [r.productoId]);
      if (withOffer?.inventarioId !== r.inventarioId || without?.inventarioId !== r.inventarioId) continue;
      checked++;
      expect({ precio: withOffer.producto.precio.precio, oferta: withOffer.producto.precio.oferta }).toEqual({ precio: '10.00', oferta: '7.25' });
      expect({ precio: without.producto.precio.precio, oferta: without.producto.precio.oferta }).toEqual({ precio: '12.50', oferta: '0.00' });
    }
    expect(checked).toBeGreaterThanOrEqual(3);
    expect(await sellableByIds(db, 1, 2, [])).toEqual([]);
    expect(await sellableByIds(db, 1, 2, [999_999])).toEqual([]);
  });
});
