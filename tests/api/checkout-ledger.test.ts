import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { producto } from '../../src/server/catalog/tables';
import { AppError } from '../../src/server/errors';
import { returnStock, takeStock } from '../../src/server/inventory/service';
import { inventario } from '../../src/server/inventory/tables';
import { creditBalance, debitBalance, getBalance } from '../../src/server/wallet/service';
import { movimientoSaldo } from '../../src/server/wallet/tables';
import { createTestApp, testBackends, type TestApp } from '../helpers/app';
import { makeCustomers, userId } from './checkout-setup';

/** The balance ledger and stock services on a real database. */
describe.each(testBackends())('balance ledger and stock (%s)', (backend) => {
  let t: TestApp;
  const failure = async (p: Promise<unknown>) => {
    const e = await p.then(
      () => null,
      (err: unknown) => err,
    );
    expect(e).toBeInstanceOf(AppError);
    return e as AppError;
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('seeds opening balances as ajuste movements', async () => {
    const db = t.database.db;
    const cliente = await userId(t, 'cliente@demo.ve');
    expect(await getBalance(db, cliente)).toBe('50.00');
    expect(await getBalance(db, await userId(t, 'prime@demo.ve'))).toBe('25.00');
    expect(await getBalance(db, await userId(t, 'mayorista@demo.ve'))).toBe('0.00');
    const movs = await db.select().from(movimientoSaldo).where(eq(movimientoSaldo.usuarioId, cliente));
    expect(movs.map((m) => [m.tipo, m.monto, m.saldoResultante])).toEqual([['ajuste', '50.00', '50.00']]);
  });

  it('credits and debits write the balance and an append-only movement with the resulting balance', async () => {
    const db = t.database.db;
    const [s] = await makeCustomers(t, 1, 1);
    const id = s!.id;
    await db.transaction((tx) => creditBalance(tx, { usuarioId: id, monto: '10.005', tipo: 'tarjetaregalo', referenciaId: 7, descripcion: 'Tarjeta', autorId: 1 }));
    await db.transaction((tx) => creditBalance(tx, { usuarioId: id, monto: '5.00', tipo: 'referido', referenciaId: null, descripcion: 'Referido' }));
    await db.transaction((tx) => debitBalance(tx, { usuarioId: id, monto: '15.01', tipo: 'ordenpago', referenciaId: 99, descripcion: 'Orden' }));
    expect(await getBalance(db, id)).toBe('0.00');
    const movs = await db.select().from(movimientoSaldo).where(eq(movimientoSaldo.usuarioId, id)).orderBy(asc(movimientoSaldo.id));
    expect(movs.map((m) => [m.tipo, m.monto, m.saldoResultante, m.referenciaId, m.autorId])).toEqual([
      ['tarjetaregalo', '10.01', '10.01', 7, 1],
      ['referido', '5.00', '15.01', null, null],
      ['ordenpago', '-15.01', '0.00', 99, null],
    ]);

    const short = await failure(db.transaction((tx) => debitBalance(tx, { usuarioId: id, monto: '0.01', tipo: 'ordenpago', referenciaId: null, descripcion: '' })));
    expect([short.status, short.message]).toEqual([409, 'Saldo insuficiente']);
    for (const monto of ['0', '-1.00', '0.001']) {
      const bad = await failure(db.transaction((tx) => creditBalance(tx, { usuarioId: id, monto, tipo: 'ajuste', referenciaId: null, descripcion: '' })));
      expect(bad.status).toBe(422);
    }
    // a customer who never had a movement cannot spend
    const [fresh] = await makeCustomers(t, 1, 1);
    expect((await failure(db.transaction((tx) => debitBalance(tx, { usuarioId: fresh!.id, monto: '1.00', tipo: 'ordenpago', referenciaId: null, descripcion: '' })))).status).toBe(409);
    expect(await db.$count(movimientoSaldo, eq(movimientoSaldo.usuarioId, id))).toBe(3);
  });

  it('takes stock in id order with a guarded update, all or nothing, and gives it back', async () => {
    const db = t.database.db;
    const rows = await db.select().from(inventario).where(eq(inventario.zonaId, 1)).orderBy(asc(inventario.id)).limit(2);
    const [a, b] = rows as [typeof inventario.$inferSelect, typeof inventario.$inferSelect];
    await db.update(inventario).set({ existencia: 5 }).where(eq(inventario.id, a.id));
    await db.update(inventario).set({ existencia: 3 }).where(eq(inventario.id, b.id));
    const stock = async () => (await db.select({ e: inventario.existencia }).from(inventario).where(eq(inventario.zonaId, 1)).orderBy(asc(inventario.id)).limit(2)).map((r) => r.e);

    // the same row twice adds up
    await db.transaction((tx) =>
      takeStock(tx, [
        { inventarioId: b.id, productoId: b.productoId, cantidad: 1 },
        { inventarioId: a.id, productoId: a.productoId, cantidad: 2 },
        { inventarioId: a.id, productoId: a.productoId, cantidad: 1 },
      ]),
    );
    expect(await stock()).toEqual([2, 2]);

    const [name] = await db.select({ nombre: producto.nombre }).from(producto).where(eq(producto.id, b.productoId));
    const err = await failure(
      db.transaction((tx) =>
        takeStock(tx, [
          { inventarioId: a.id, productoId: a.productoId, cantidad: 2 },
          { inventarioId: b.id, productoId: b.productoId, cantidad: 3 },
        ]),
      ),
    );
    expect(err.toBody()).toEqual({
      codigo: 409,
      mensaje: `No hay existencia suficiente de ${name!.nombre}`,
      errores: { [`producto.${b.productoId}`]: `No hay existencia suficiente de ${name!.nombre}` },
    });
    expect(await stock()).toEqual([2, 2]);

    await db.transaction((tx) => returnStock(tx, [{ inventarioId: a.id, cantidad: 3 }, { inventarioId: b.id, cantidad: 1 }]));
    expect(await stock()).toEqual([5, 3]);
  });
});
