import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bitacora } from '../../src/server/audit/tables';
import { ordenPago } from '../../src/server/orders/tables';
import { getBalance } from '../../src/server/wallet/service';
import { ajusteSaldo, movimientoSaldo, vuelto } from '../../src/server/wallet/tables';
import { createTestApp, testBackends, type TestApp } from '../helpers/app';
import { staffMember, type StaffMember } from '../helpers/staff';
import { sellableIds, setProduct, setSale } from './cart-setup';
import { expectedTotal, fillCart, makeCustomers, pickupBody, type Shopper } from './checkout-setup';
import { ledgerMatches } from './wallet-setup';

const q = (o: unknown) => encodeURIComponent(JSON.stringify(o));

describe.each(testBackends())('balances, adjustments, vuelto and reconciliation (%s)', (backend) => {
  let t: TestApp;
  let staff: StaffMember;
  let c: Shopper;
  let d: Shopper;
  let product: number;
  const ajustar = (usuario: number, payload: unknown) => t.api({ method: 'POST', url: `/admin/tarjeta/saldo/${usuario}/ajuste`, token: staff.token, payload });

  /** A cash pickup order of `c`; returns its cash payment id. */
  async function cashOrder(s: Shopper): Promise<{ ordenId: number; pagoId: number }> {
    await fillCart(t, s.token, [[product, 1]]);
    const { total } = await expectedTotal(t.database.db, 2, [[product, 1]]);
    const res = await t.api({ method: 'POST', url: '/usuario/orden/zona/caracas/pagina/0/registrar', token: s.token, payload: await pickupBody(t.database.db, total) });
    expect(res.statusCode, res.body).toBe(201);
    const ordenId = res.json().orden.id as number;
    const [p] = await t.database.db.select({ id: ordenPago.id }).from(ordenPago).where(eq(ordenPago.ordenId, ordenId));
    return { ordenId, pagoId: p!.id };
  }

  beforeAll(async () => {
    t = await createTestApp(backend);
    staff = await staffMember(t, ['ROLE_TARJETA']);
    [c, d] = (await makeCustomers(t, 2, 2)) as [Shopper, Shopper];
    [product] = (await sellableIds(t.database.db, 1)) as [number];
    await setSale(t.database.db, product, { precio: '4.00', oferta: '0', existencia: 100 }, 2);
    await setProduct(t.database.db, product, { impuesto: '0.00' });
  });
  afterAll(() => t.close());

  it('credits and debits with a reason; a debit above the balance is 409 and writes nothing', async () => {
    const credit = await ajustar(c.id, { operacion: 'credito', monto: '12.50', motivo: 'Compensación por retraso' });
    expect(credit.statusCode, credit.body).toBe(201);
    expect(credit.json()).toMatchObject({ usuarioId: c.id, monto: '12.50', motivo: 'Compensación por retraso', saldoResultante: '12.50', autorEmail: staff.email });
    const debit = await ajustar(c.id, { operacion: 'debito', monto: '2.50', motivo: 'Corrección' });
    expect(debit.json()).toMatchObject({ monto: '-2.50', saldoResultante: '10.00' });

    const before = { ajustes: await t.database.db.$count(ajusteSaldo), movs: await t.database.db.$count(movimientoSaldo) };
    const over = await ajustar(c.id, { operacion: 'debito', monto: '10.01', motivo: 'Demasiado' });
    expect([over.statusCode, over.json().mensaje, over.json().errores]).toEqual([409, 'Saldo insuficiente', { monto: 'El débito supera el saldo disponible' }]);
    const bad: [unknown, number, string, string][] = [
      [{ operacion: 'credito', monto: '0', motivo: 'Cero' }, 400, 'monto', 'El monto debe ser mayor a cero'],
      [{ operacion: 'credito', monto: '-3', motivo: 'Negativo' }, 400, 'monto', 'El monto debe ser mayor a cero'],
      [{ operacion: 'credito', monto: '1.234', motivo: 'Decimales' }, 400, 'monto', 'El monto admite como máximo 2 decimales'],
      [{ operacion: 'credito', monto: '10000.01', motivo: 'Mucho' }, 400, 'monto', 'El monto máximo es 10000.00'],
      [{ operacion: 'credito', monto: '1.00', motivo: '  ' }, 400, 'motivo', 'Indique el motivo del ajuste (al menos 3 caracteres)'],
    ];
    for (const [payload, status, field, message] of bad) {
      const res = await ajustar(c.id, payload);
      expect([res.statusCode, res.json().errores?.[field]]).toEqual([status, message]);
    }
    expect((await ajustar(2_000_000, { operacion: 'credito', monto: '1.00', motivo: 'Nadie' })).statusCode).toBe(404);
    expect({ ajustes: await t.database.db.$count(ajusteSaldo), movs: await t.database.db.$count(movimientoSaldo) }).toEqual(before);
    expect(await getBalance(t.database.db, c.id)).toBe('10.00');

    // the same key again answers the first adjustment
    const claveIdempotencia = '6f1b1f1e-3c8a-4d1e-9a59-9b0c3e2f0a11';
    const first = await ajustar(d.id, { operacion: 'credito', monto: '3.00', motivo: 'Bono', claveIdempotencia });
    const retry = await ajustar(d.id, { operacion: 'credito', monto: '3.00', motivo: 'Bono', claveIdempotencia });
    expect([first.statusCode, retry.statusCode, retry.json().id]).toEqual([201, 200, first.json().id]);
    expect(await getBalance(t.database.db, d.id)).toBe('3.00');

    const audits = await t.database.db.select().from(bitacora).where(eq(bitacora.recurso, 'tarjeta/saldo/ajuste'));
    expect(audits.length).toBe(3);
    expect(audits[0]).toMatchObject({ usuarioId: staff.id, area: 'tarjeta', accion: 'crear' });

    const list = await t.api({ url: `/admin/tarjeta/saldo/ajuste/listado?filter=${q({ usuarioId: c.id })}`, token: staff.token });
    expect(list.json().map((a: { monto: string }) => a.monto)).toEqual(['-2.50', '12.50']);
    expect(list.headers['content-range']).toBe('tarjeta/saldo/ajuste 0-1/2');
  });

  it('lists balances and one customer ledger with movement details', async () => {
    const list = await t.api({ url: `/admin/tarjeta/saldo/listado?filter=${q({ q: c.email })}`, token: staff.token });
    expect(list.json()).toEqual([expect.objectContaining({ id: c.id, email: c.email, saldo: '10.00' })]);
    const one = await t.api({ url: `/admin/tarjeta/saldo/${c.id}`, token: staff.token });
    expect(one.json().saldo).toBe('10.00');
    const ledger = await t.api({ url: `/admin/tarjeta/saldo/${c.id}/historial`, token: staff.token });
    expect(ledger.json().map((m: { tipo: string; monto: string }) => [m.tipo, m.monto])).toEqual([
      ['ajuste', '-2.50'],
      ['ajuste', '12.50'],
    ]);
    const mov = ledger.json()[1];
    const detail = await t.api({ url: `/admin/tarjeta/saldo/historial/ajuste/${c.id}/${mov.id}`, token: staff.token });
    expect(detail.json().causa).toEqual([
      { etiqueta: 'Motivo', valor: 'Compensación por retraso' },
      { etiqueta: 'Registrado por', valor: staff.email },
    ]);
    expect((await t.api({ url: `/admin/tarjeta/saldo/historial/ajuste/${d.id}/${mov.id}`, token: staff.token })).statusCode).toBe(404);
    // the customer sees the reason, not who wrote it
    const own = await t.api({ url: `/usuario/tarjeta/saldo/historial/ajuste/${mov.id}`, token: c.token });
    expect(own.json().causa).toEqual([{ etiqueta: 'Motivo', valor: 'Compensación por retraso' }]);
  });

  it('records one vuelto per order payment: to balance (kind vuelto) or paid out with its reference', async () => {
    const { ordenId, pagoId } = await cashOrder(d);
    const form = await t.api({ url: `/admin/vuelto/orden/${ordenId}`, token: staff.token });
    expect(form.json().pago).toEqual([expect.objectContaining({ id: pagoId, metodo: 'Efectivo', vueltoId: null })]);

    const bad: [unknown, number, string][] = [
      [{ ordenPagoId: pagoId, monto: '0', destino: 1 }, 400, 'El monto debe ser mayor a cero'],
      [{ ordenPagoId: pagoId, monto: '3.001', destino: 1 }, 400, 'El monto admite como máximo 2 decimales'],
      [{ ordenPagoId: pagoId, monto: '1000.01', destino: 1 }, 400, 'El monto máximo es 1000.00'],
      [{ ordenPagoId: pagoId, monto: '3', destino: 3 }, 400, 'Indique la referencia de la transferencia'],
    ];
    for (const [payload, status, message] of bad) {
      const res = await t.api({ method: 'POST', url: '/admin/vuelto/registrar', token: staff.token, payload });
      expect([res.statusCode, Object.values(res.json().errores ?? {})[0]]).toEqual([status, message]);
    }
    expect((await t.api({ method: 'POST', url: '/admin/vuelto/registrar', token: staff.token, payload: { ordenPagoId: 2_000_000, monto: '3', destino: 1 } })).statusCode).toBe(404);

    const ok = await t.api({ method: 'POST', url: '/admin/vuelto/registrar', token: staff.token, payload: { ordenPagoId: pagoId, monto: '3', destino: 1, nota: 'Pagó con billete de 10' } });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ ordenId, ordenPagoId: pagoId, usuarioId: d.id, monto: '3.00', destinoNombre: 'Abonado al saldo', metodoPago: 'Efectivo' });
    expect(await getBalance(t.database.db, d.id)).toBe('6.00');
    const again = await t.api({ method: 'POST', url: '/admin/vuelto/registrar', token: staff.token, payload: { ordenPagoId: pagoId, monto: '1', destino: 2 } });
    expect([again.statusCode, again.json().mensaje]).toEqual([409, 'Este pago ya tiene un vuelto registrado']);
    expect(await t.database.db.$count(vuelto, eq(vuelto.ordenPagoId, pagoId))).toBe(1);

    const hist = (await t.api({ url: '/usuario/tarjeta/saldo/historial', token: d.token })).json();
    expect(hist.movimiento[0]).toMatchObject({ tipo: 'vuelto', monto: '3.00', descripcion: `Vuelto de la orden #${ordenId}` });
    const det = await t.api({ url: `/usuario/tarjeta/saldo/historial/vuelto/${hist.movimiento[0].id}`, token: d.token });
    expect(det.json().ordenId).toBe(ordenId);

    const second = await cashOrder(d);
    const paid = await t.api({ method: 'POST', url: '/admin/vuelto/registrar', token: staff.token, payload: { ordenPagoId: second.pagoId, monto: '2.50', destino: 3, referencia: 'TR-778899' } });
    expect(paid.json()).toMatchObject({ destinoNombre: 'Pagado por transferencia', referencia: 'TR-778899' });
    expect(await getBalance(t.database.db, d.id)).toBe('6.00');

    const list = await t.api({ url: `/admin/vuelto?filter=${q({ ordenId })}`, token: staff.token });
    expect(list.json().map((v: { id: number }) => v.id)).toEqual([ok.json().id]);
    expect((await t.api({ url: `/admin/vuelto/${ok.json().id}`, token: staff.token })).json().nota).toBe('Pagó con billete de 10');
    await ledgerMatches(t, d.id);
  });

  it('reconciliation passes, and names a balance that drifts from its ledger', async () => {
    const res = await t.api({ url: '/admin/tarjeta/conciliacion', token: staff.token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ok, JSON.stringify(body)).toBe(true);
    expect(body.causas.map((x: { tipo: string }) => x.tipo)).toEqual(['tarjetapago', 'tarjetaregalo', 'vuelto', 'ajuste', 'membresiapago']);
    expect(body.causas.find((x: { tipo: string }) => x.tipo === 'ajuste').revisados).toBe(3);

    await t.database.db.execute(`update saldo_usuario set saldo = saldo + 1 where usuario_id = ${c.id}` as never);
    const broken = (await t.api({ url: '/admin/tarjeta/conciliacion', token: staff.token })).json();
    expect(broken.ok).toBe(false);
    expect(broken.saldos.diferencias).toEqual([{ usuarioId: c.id, saldo: '11.00', libro: '10.00' }]);
    await t.database.db.execute(`update saldo_usuario set saldo = saldo - 1 where usuario_id = ${c.id}` as never);
    expect((await t.api({ url: '/admin/tarjeta/conciliacion', token: staff.token })).json().ok).toBe(true);
  });
});
