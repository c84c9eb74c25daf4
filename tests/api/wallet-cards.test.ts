import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBalance } from '../../src/server/wallet/service';
import { movimientoSaldo, tarjetaRegalo, tarjetaSolicitud } from '../../src/server/wallet/tables';
import { createTestApp, testBackends, type TestApp } from '../helpers/app';
import { staffMember, type StaffMember } from '../helpers/staff';
import { makeCustomers, type Shopper } from './checkout-setup';
import { buyCard, decide, giftCodeFor, ledgerMatches, pagoMovil, regalo } from './wallet-setup';

describe.each(testBackends())('balance cards and gift codes (%s)', (backend) => {
  let t: TestApp;
  let staff: StaffMember;
  let buyer: Shopper;
  let friend: Shopper;
  let other: Shopper;
  const comprar = (token: string, payload: unknown) => t.api({ method: 'POST', url: '/usuario/tarjeta/solicitud/procesarcomprar', token, payload });
  const canjear = (token: string, codigo: string) => t.api({ method: 'POST', url: '/usuario/tarjeta/regalo/usarcodigo', token, payload: { codigo } });

  beforeAll(async () => {
    t = await createTestApp(backend);
    staff = await staffMember(t, ['ROLE_TARJETA']);
    [buyer, friend, other] = (await makeCustomers(t, 3, 1)) as [Shopper, Shopper, Shopper];
  });
  afterAll(() => t.close());

  it('offers the amounts, limits, the rate and the manual payment methods checkout uses', async () => {
    const res = await t.api({ url: '/usuario/tarjeta/solicitud/formcomprar', token: buyer.token });
    expect(res.statusCode).toBe(200);
    const form = res.json();
    expect(form.montos).toEqual(['5.00', '10.00', '20.00', '50.00', '100.00']);
    expect([form.minimo, form.maximo, form.saldo]).toEqual(['5.00', '500.00', '0.00']);
    expect(form.metodoPago.map((m: { id: number; nombre: string }) => [m.id, m.nombre])).toEqual([
      [3, 'Pago móvil'],
      [4, 'Transferencia bancaria'],
      [5, 'Zelle'],
    ]);
    expect(Number(form.tasa)).toBeGreaterThan(0);
  });

  it('refuses bad amounts and payment data with Spanish messages, writing nothing', async () => {
    const before = await t.database.db.$count(tarjetaSolicitud);
    const cases: [Record<string, unknown>, string, string][] = [
      [pagoMovil('0'), 'monto', 'El monto debe ser mayor a cero'],
      [pagoMovil('-5.00'), 'monto', 'El monto debe ser mayor a cero'],
      [pagoMovil('10.001'), 'monto', 'El monto admite como máximo 2 decimales'],
      [pagoMovil('500.01'), 'monto', 'El monto máximo es 500.00'],
      [pagoMovil('4.99'), 'monto', 'El monto mínimo es 5.00'],
      [pagoMovil('20', { metodo: 1 }), 'metodo', 'Método de pago no disponible para tarjetas'],
      [pagoMovil('20', { banco: '' }), 'banco', 'Indique el banco de origen'],
      [pagoMovil('20', { telefono: '' }), 'telefono', 'Indique el teléfono del pago móvil'],
      [regalo('20', 'no-es-correo'), 'destinatarioEmail', 'Indique un correo electrónico válido'],
    ];
    for (const [body, field, message] of cases) {
      const res = await comprar(buyer.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errores[field]).toBe(message);
    }
    const schema = await comprar(buyer.token, pagoMovil('abc'));
    expect(schema.statusCode).toBe(400);
    expect(await t.database.db.$count(tarjetaSolicitud)).toBe(before);
  });

  it('a $20 top-up by pago móvil: pending, idempotent on retry, approved once, credited as tarjetapago', async () => {
    const body = pagoMovil('20');
    const id = await buyCard(t, buyer.token, body);
    const retry = await comprar(buyer.token, body);
    expect([retry.statusCode, retry.json().id]).toEqual([200, id]);

    const mine = await t.api({ url: `/usuario/tarjeta/solicitud/${id}`, token: buyer.token });
    expect(mine.json()).toMatchObject({ monto: '20.00', estatus: { id: 1, nombre: 'Por verificar' }, metodo: { id: 3, nombre: 'Pago móvil' } });
    expect(Number(mine.json().montoBs)).toBeGreaterThan(20);
    expect((await t.api({ url: `/usuario/tarjeta/solicitud/${id}`, token: other.token })).statusCode).toBe(404);
    const list = await t.api({ url: '/usuario/tarjeta/solicitud/listado/1', token: buyer.token });
    expect(list.json().solicitud.map((s: { id: number }) => s.id)).toEqual([id]);

    const pending = await t.api({ url: `/admin/tarjeta/solicitud/listado?filter=${encodeURIComponent(JSON.stringify({ estatus: 1 }))}`, token: staff.token });
    expect(pending.json().map((r: { id: number }) => r.id)).toContain(id);

    const ok = await decide(t, staff.token, id, 2, 'Pago verificado');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ estatus: 2, estatusNombre: 'Aprobada', verificadoPor: staff.id });
    expect((await decide(t, staff.token, id, 2)).statusCode).toBe(200);
    const late = await decide(t, staff.token, id, 3);
    expect([late.statusCode, late.json().mensaje]).toEqual([409, 'La solicitud ya fue procesada']);

    expect(await getBalance(t.database.db, buyer.id)).toBe('20.00');
    const hist = await t.api({ url: '/usuario/tarjeta/saldo/historial', token: buyer.token });
    const [mov] = hist.json().movimiento;
    expect(mov).toMatchObject({ tipo: 'tarjetapago', tipoNombre: 'Tarjeta de saldo', monto: '20.00', saldoResultante: '20.00', referenciaId: id });
    const detail = await t.api({ url: `/usuario/tarjeta/saldo/historial/tarjetapago/${mov.id}`, token: buyer.token });
    expect(detail.json()).toMatchObject({ solicitudId: id, causa: expect.arrayContaining([{ etiqueta: 'Método de pago', valor: 'Pago móvil' }]) });
    expect((await t.api({ url: `/usuario/tarjeta/saldo/historial/ajuste/${mov.id}`, token: buyer.token })).statusCode).toBe(404);
    expect((await t.api({ url: `/usuario/tarjeta/saldo/historial/tarjetapago/${mov.id}`, token: other.token })).statusCode).toBe(404);
    expect((await t.api({ url: `/usuario/tarjeta/saldo`, token: buyer.token })).json().saldo).toBe('20.00');
    const avisos = (await t.api({ url: '/usuario/notificacion', token: buyer.token })).json();
    expect(avisos.notificacion.map((n: { titulo: string; texto: string }) => [n.titulo, n.texto])).toEqual([['Recarga de saldo aprobada', 'Se abonaron $ 20,00 a su saldo TZM.']]);
    await ledgerMatches(t, buyer.id);
  });

  it('a rejected request writes no movement', async () => {
    const id = await buyCard(t, other.token, pagoMovil('10', { metodo: 5, banco: undefined, telefono: undefined }));
    const res = await decide(t, staff.token, id, 3, 'Referencia no encontrada');
    expect(res.json()).toMatchObject({ estatus: 3, nota: 'Referencia no encontrada', montoBs: null });
    expect(await t.database.db.$count(movimientoSaldo, eq(movimientoSaldo.usuarioId, other.id))).toBe(0);
  });

  it('a gift card: approval mails a code; the friend redeems it once, in any case and spacing', async () => {
    const id = await buyCard(t, buyer.token, regalo('15.50', friend.email));
    await decide(t, staff.token, id, 2);
    const row = (await t.api({ url: `/admin/tarjeta/solicitud/${id}`, token: staff.token })).json();
    expect(row.codigoFinal).toMatch(/^•+.*[A-Z0-9]{4}$/);
    expect(row.codigoUsado).toBe(false);
    expect(await getBalance(t.database.db, buyer.id)).toBe('20.00');

    const codigo = giftCodeFor(t, friend.email);
    expect(codigo).toMatch(/^[A-Z2-9]{5}(-[A-Z2-9]{5}){3}$/);
    // only a hash is stored
    const [stored] = await t.database.db.select().from(tarjetaRegalo).where(eq(tarjetaRegalo.solicitudId, id));
    expect(JSON.stringify(stored)).not.toContain(codigo.replace(/-/g, '').slice(0, 12));

    const res = await canjear(friend.token, ` ${codigo.toLowerCase().replace(/-/g, ' ')} `);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ monto: '15.50', saldo: '15.50' });
    const again = await canjear(other.token, codigo);
    expect([again.statusCode, again.json().mensaje]).toEqual([409, 'El código de regalo ya fue utilizado']);
    const unknown = await canjear(other.token, 'AAAAA-BBBBB-CCCCC-DDDDD');
    expect([unknown.statusCode, unknown.json().mensaje]).toEqual([400, 'El código de regalo no es válido']);
    expect(await getBalance(t.database.db, other.id)).toBe('0.00');

    const hist = (await t.api({ url: '/usuario/tarjeta/saldo/historial', token: friend.token })).json();
    expect(hist.movimiento[0]).toMatchObject({ tipo: 'tarjetaregalo', monto: '15.50' });
    const mine = (await t.api({ url: `/usuario/tarjeta/solicitud/${id}`, token: buyer.token })).json();
    expect(mine.codigoUsado).toBe(true);
  });

  it('only customers use the customer routes; only ROLE_TARJETA the back office', async () => {
    expect((await t.api({ url: '/usuario/tarjeta/saldo' })).statusCode).toBe(401);
    expect((await t.api({ url: '/admin/tarjeta/solicitud/listado', token: buyer.token })).statusCode).toBe(403);
    const pedido = await staffMember(t, ['ROLE_PEDIDO']);
    expect((await t.api({ url: '/admin/tarjeta/solicitud/listado', token: pedido.token })).statusCode).toBe(403);
    expect((await t.api({ url: '/admin/vuelto', token: pedido.token })).statusCode).toBe(403);
  });
});

describe('gift code guessing is rate limited', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { RATE_LIMIT: 'true' });
  });
  afterAll(() => t.close());

  it('answers 429 after 10 attempts of one customer in 15 minutes', async () => {
    const [s] = (await makeCustomers(t, 1, 1)) as [Shopper];
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.api({ method: 'POST', url: '/usuario/tarjeta/regalo/usarcodigo', token: s.token, payload: { codigo: `AAAAA-BBBBB-CCCCC-DDDD${i % 10}` } });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});
