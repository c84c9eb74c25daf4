import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBalance } from '../../src/server/wallet/service';
import { movimientoSaldo } from '../../src/server/wallet/tables';
import { createTestApp, testBackends, type TestApp } from '../helpers/app';
import { staffMember, type StaffMember } from '../helpers/staff';
import { sellableIds, setProduct, setSale } from './cart-setup';
import { expectedTotal, fillCart, makeCustomers, pickupBody, type Shopper } from './checkout-setup';
import { buyCard, decide, giftCodeFor, ledgerMatches, pagoMovil, regalo } from './wallet-setup';

/**
 * Races through the real routes (Promise.all over app.inject): on PostgreSQL they run on 30 pooled
 * connections and contend for the same rows; PGlite serializes them and must give the same counts.
 */
describe.each(testBackends())('wallet under concurrency (%s)', (backend) => {
  let t: TestApp;
  let staff: StaffMember;

  beforeAll(async () => {
    t = await createTestApp(backend);
    staff = await staffMember(t, ['ROLE_TARJETA']);
  });
  afterAll(() => t.close());

  it('one gift code redeemed by 20 customers at once: one success, 19 clear refusals', async () => {
    const [buyer] = (await makeCustomers(t, 1, 1)) as [Shopper];
    const email = `amiga-${Date.now()}@prueba.ve`;
    const id = await buyCard(t, buyer.token, regalo('25.00', email));
    expect((await decide(t, staff.token, id, 2)).statusCode).toBe(200);
    const codigo = giftCodeFor(t, email);
    const racers = await makeCustomers(t, 20, 1);
    const answers = await Promise.all(racers.map((s) => t.api({ method: 'POST', url: '/usuario/tarjeta/regalo/usarcodigo', token: s.token, payload: { codigo } })));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().mensaje).toBe('El código de regalo ya fue utilizado');
    const balances = await Promise.all(racers.map((s) => getBalance(t.database.db, s.id)));
    expect(balances.filter((b) => b === '25.00')).toHaveLength(1);
    expect(balances.filter((b) => b === '0.00')).toHaveLength(19);
    expect(await t.database.db.$count(movimientoSaldo, eq(movimientoSaldo.tipo, 'tarjetaregalo'))).toBe(1);
  });

  it('20 concurrent approvals of one card request: one credit', async () => {
    const [buyer] = (await makeCustomers(t, 1, 1)) as [Shopper];
    const id = await buyCard(t, buyer.token, pagoMovil('40.00'));
    const others = await Promise.all(Array.from({ length: 3 }, () => staffMember(t, ['ROLE_TARJETA'])));
    const tokens = Array.from({ length: 20 }, (_, i) => (i % 4 === 0 ? staff.token : others[i % 3]!.token));
    const answers = await Promise.all(tokens.map((token) => decide(t, token, id, 2)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(await getBalance(t.database.db, buyer.id)).toBe('40.00');
    expect(await t.database.db.$count(movimientoSaldo, and(eq(movimientoSaldo.tipo, 'tarjetapago'), eq(movimientoSaldo.referenciaId, id)))).toBe(1);
    await ledgerMatches(t, buyer.id);
  });

  it('a debit adjustment racing a checkout that spends the same balance never takes it below 0', async () => {
    const db = t.database.db;
    const [product] = (await sellableIds(db, 1)) as [number];
    await setSale(db, product, { precio: '6.00', oferta: '0', existencia: 500 }, 2);
    await setProduct(db, product, { impuesto: '0.00' });
    const shoppers = await makeCustomers(t, 8, 2);
    const { total } = await expectedTotal(db, 2, [[product, 1]]);
    for (const s of shoppers) {
      await t.api({ method: 'POST', url: `/admin/tarjeta/saldo/${s.id}/ajuste`, token: staff.token, payload: { operacion: 'credito', monto: '10.00', motivo: 'Saldo inicial' } });
      await fillCart(t, s.token, [[product, 1]]);
    }
    const bodies = await Promise.all(shoppers.map(() => pickupBody(db, total, { montoSaldo: total, pago: undefined })));
    const answers = await Promise.all(
      shoppers.flatMap((s, i) => [
        t.api({ method: 'POST', url: '/usuario/orden/zona/caracas/pagina/0/registrar', token: s.token, payload: bodies[i] }),
        t.api({ method: 'POST', url: `/admin/tarjeta/saldo/${s.id}/ajuste`, token: staff.token, payload: { operacion: 'debito', monto: '5.00', motivo: 'Corrección' } }),
      ]),
    );
    for (let i = 0; i < shoppers.length; i++) {
      const [order, debit] = [answers[2 * i]!, answers[2 * i + 1]!];
      // 10.00 cannot pay both the order (6.50) and the debit (5.00): exactly one wins
      expect([order.statusCode, debit.statusCode].sort(), `${order.body} ${debit.body}`).toEqual([201, 409]);
      const saldo = await getBalance(db, shoppers[i]!.id);
      expect(['3.50', '5.00']).toContain(saldo);
      await ledgerMatches(t, shoppers[i]!.id);
    }
  });

  it('the reconciliation check passes after all of them', async () => {
    const res = await t.api({ url: '/admin/tarjeta/conciliacion', token: staff.token });
    expect(res.json().ok, res.body).toBe(true);
  });
});
