/**
 * PRIME membership: plans, requests paid with balance or a manual payment, approval (plan PRIME, sessions
 * ended), rejection (balance back), ending early, expiry on the next request, resolve's membresia, and
 * concurrent approvals and requests (one membership, one debit) on PGlite and PostgreSQL.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuario } from '../../src/server/auth/tables';
import { membresia, membresiaSolicitud } from '../../src/server/membership/tables';
import { creditBalance, getBalance } from '../../src/server/wallet/service';
import { movimientoSaldo } from '../../src/server/wallet/tables';
import { MEMBRESIA_MENSAJES } from '../../src/shared/contracts/membership';
import { createTestApp, login, testBackends, type TestApp } from '../helpers/app';
import { staffMember, type StaffMember } from '../helpers/staff';
import { makeCustomers, type Shopper } from './checkout-setup';

const DAY = 86_400_000;

describe.each(testBackends())('PRIME membership (%s)', (backend) => {
  let t: TestApp;
  let staff: StaffMember;
  let mensual: { id: number; precio: string; dias: number };

  const customer = async (saldo = '20.00'): Promise<Shopper> => {
    const [s] = await makeCustomers(t, 1, 1);
    if (saldo !== '0') await t.database.db.transaction((tx) => creditBalance(tx, { usuarioId: s!.id, monto: saldo, tipo: 'ajuste', referenciaId: null, descripcion: 'Prueba' }));
    return s!;
  };
  const request = (s: Shopper, payload: object) => t.api({ method: 'POST', url: '/usuario/membresia/solicitud', token: s.token, payload });
  const decide = (id: number, payload: object, token = staff.token) => t.api({ method: 'PUT', url: `/admin/membresia/solicitud/${id}/estatus`, token, payload });
  const planOf = async (id: number) => (await t.database.db.select({ tipo: usuario.usuarioTipo }).from(usuario).where(eq(usuario.id, id)))[0]!.tipo;
  const movements = (id: number) =>
    t.database.db
      .select({ tipo: movimientoSaldo.tipo, monto: movimientoSaldo.monto })
      .from(movimientoSaldo)
      .where(and(eq(movimientoSaldo.usuarioId, id), eq(movimientoSaldo.tipo, 'membresiapago')))
      .orderBy(asc(movimientoSaldo.id));

  beforeAll(async () => {
    t = await createTestApp(backend);
    staff = await staffMember(t, ['ROLE_MEMBRESIA']);
    const home = await t.api({ url: '/usuario/membresia', token: (await login(t, 'cliente@demo.ve')).token });
    mensual = home.json().planes[0];
  });
  afterAll(() => t.close());

  it('shows the plans with both currencies, the methods, the balance and no membership yet', async () => {
    const s = await customer();
    const res = await t.api({ url: '/usuario/membresia', token: s.token });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.planes.map((p: { nombre: string; dias: number; precio: string }) => [p.nombre, p.dias, p.precio])).toEqual([
      ['Mensual', 30, '4.99'],
      ['Anual', 365, '49.90'],
    ]);
    expect(Number(body.planes[0].precioBs)).toBeCloseTo(4.99 * Number(body.tasa), 1);
    expect(body.metodoPago.map((m: { id: number }) => m.id)).toEqual([6, 3, 4, 5]);
    expect([body.saldo, body.usuarioTipo, body.membresia, body.pendiente]).toEqual(['20.00', 'normal', null, null]);
    expect((await t.api({ url: '/usuario/membresia' })).statusCode).toBe(401);
  });

  it('refuses bad input with Spanish messages and writes nothing', async () => {
    const s = await customer();
    const cases: [object, number, string][] = [
      [{ planId: mensual.id, metodoPago: 1 }, 400, MEMBRESIA_MENSAJES.metodoNoPermitido],
      [{ planId: mensual.id, metodoPago: 3, banco: 'Banesco' }, 400, 'Los datos enviados no son válidos'],
      [{ planId: 9999, metodoPago: 6 }, 422, MEMBRESIA_MENSAJES.planNoDisponible],
      [{ planId: mensual.id, metodoPago: 6, extra: 1 }, 400, ''],
      [{ planId: mensual.id, metodoPago: 4, referencia: 'ab', banco: 'Banesco' }, 400, ''],
    ];
    for (const [payload, status, mensaje] of cases) {
      const res = await request(s, payload);
      expect(res.statusCode, res.body).toBe(status);
      if (mensaje) expect(res.json().mensaje).toBe(mensaje);
    }
    expect((await request(s, { planId: mensual.id, metodoPago: 3, banco: 'Banesco' })).json().errores).toEqual({
      referencia: 'Indique la referencia del pago',
    });
    const [mayorista] = await makeCustomers(t, 1, 3);
    expect((await request(mayorista!, { planId: mensual.id, metodoPago: 6 })).json()).toEqual({ codigo: 422, mensaje: MEMBRESIA_MENSAJES.mayorista });
    const poor = await customer('1.00');
    expect((await request(poor, { planId: mensual.id, metodoPago: 6 })).json()).toMatchObject({ codigo: 409, mensaje: 'Saldo insuficiente' });
    expect(await getBalance(t.database.db, poor.id)).toBe('1.00');
    expect(await t.database.db.$count(membresiaSolicitud, eq(membresiaSolicitud.usuarioId, s.id))).toBe(0);
    expect(await t.database.db.$count(membresiaSolicitud, eq(membresiaSolicitud.usuarioId, poor.id))).toBe(0);
  });

  it('debits the balance on request, keeps one pending request, and hides it from other customers', async () => {
    const s = await customer();
    const res = await request(s, { planId: mensual.id, metodoPago: 6 });
    expect(res.statusCode, res.body).toBe(201);
    const sol = res.json();
    expect([sol.estatus, sol.metodoPago.id, sol.monto, sol.montoBs, sol.membresia]).toEqual([{ id: 1, nombre: 'Pendiente' }, 6, '4.99', null, null]);
    expect(await getBalance(t.database.db, s.id)).toBe('15.01');
    expect(await movements(s.id)).toEqual([{ tipo: 'membresiapago', monto: '-4.99' }]);
    const again = await request(s, { planId: mensual.id, metodoPago: 6 });
    expect(again.json()).toEqual({ codigo: 409, mensaje: MEMBRESIA_MENSAJES.solicitudPendiente });
    expect(await getBalance(t.database.db, s.id)).toBe('15.01');
    expect((await t.api({ url: '/usuario/membresia', token: s.token })).json().pendiente.id).toBe(sol.id);
    expect((await t.api({ url: `/usuario/membresia/solicitud/${sol.id}`, token: s.token })).statusCode).toBe(200);
    const other = await customer();
    expect((await t.api({ url: `/usuario/membresia/solicitud/${sol.id}`, token: other.token })).json()).toEqual({ codigo: 404, mensaje: MEMBRESIA_MENSAJES.solicitudNoEncontrada });
  });

  it('approval makes the customer PRIME for the plan days, ends old sessions and shows in resolve', async () => {
    const s = await customer();
    const sol = (await request(s, { planId: mensual.id, metodoPago: 6 })).json();
    const before = Date.now();
    const res = await decide(sol.id, { estatus: 2 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect([body.estatus, body.usuarioTipo, body.membresias.length]).toEqual([2, 'prime', 1]);
    const m = body.membresias[0];
    expect(m.vigente).toBe(true);
    const length = new Date(m.fechaFinal).getTime() - new Date(m.fechaInicio).getTime();
    expect(length).toBe(30 * DAY);
    expect(new Date(m.fechaInicio).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await planOf(s.id)).toBe(2);
    // the old token (plan normal) is refused; resolve tells the storefront the plan changed
    expect((await t.api({ url: '/usuario/membresia', token: s.token })).statusCode).toBe(401);
    const resolve = (await t.api({ url: '/api/website/resolve', token: s.token })).json();
    expect([resolve.usuarioTipo, resolve.membresia]).toEqual(['prime', { fechaFinal: m.fechaFinal }]);
    const { token } = await login(t, s.email);
    const home = (await t.api({ url: '/usuario/membresia', token })).json();
    expect([home.usuarioTipo, home.membresia.vigente, home.pendiente]).toEqual(['prime', true, null]);
    const avisos = (await t.api({ url: '/usuario/notificacion', token })).json();
    expect(avisos.notificacion[0]).toMatchObject({ titulo: 'Su membresía PRIME está activa', enlace: '/prime', leida: false });
    expect((await t.api({ url: `/usuario/membresia/solicitud/${sol.id}`, token })).json().membresia.id).toBe(m.id);
    // decided once
    expect((await decide(sol.id, { estatus: 3 })).json()).toMatchObject({ codigo: 409, mensaje: MEMBRESIA_MENSAJES.yaProcesada });
  });

  it('approves with chosen dates, refuses an end before the start', async () => {
    const s = await customer();
    const sol = (await request(s, { planId: mensual.id, metodoPago: 5, referencia: 'ZELLE-991' })).json();
    expect(sol.montoBs).toBeNull();
    const desde = new Date(Date.now() + DAY).toISOString();
    expect((await decide(sol.id, { estatus: 2, fechaInicio: desde, fechaFinal: desde })).json()).toMatchObject({ codigo: 422, mensaje: MEMBRESIA_MENSAJES.fechas });
    const hasta = new Date(Date.now() + 90 * DAY).toISOString();
    const body = (await decide(sol.id, { estatus: 2, fechaInicio: new Date().toISOString(), fechaFinal: hasta })).json();
    expect(body.membresias[0].fechaFinal).toBe(hasta);
  });

  it('rejection returns a balance payment to the balance and leaves the plan', async () => {
    const s = await customer();
    const sol = (await request(s, { planId: mensual.id, metodoPago: 6 })).json();
    const res = await decide(sol.id, { estatus: 3, nota: 'Solicitud duplicada' });
    expect([res.statusCode, res.json().estatus, res.json().nota]).toEqual([200, 3, 'Solicitud duplicada']);
    expect(await getBalance(t.database.db, s.id)).toBe('20.00');
    expect(await movements(s.id)).toEqual([
      { tipo: 'membresiapago', monto: '-4.99' },
      { tipo: 'membresiapago', monto: '4.99' },
    ]);
    expect(await planOf(s.id)).toBe(1);
    const avisos = (await t.api({ url: '/usuario/notificacion', token: s.token })).json();
    expect(avisos.notificacion[0]).toMatchObject({
      titulo: 'Solicitud PRIME no aprobada',
      texto: `Su solicitud #${sol.id} no fue aprobada: Solicitud duplicada. El monto volvió a su saldo TZM.`,
    });
    // a new request is possible again
    expect((await request(s, { planId: mensual.id, metodoPago: 6 })).statusCode).toBe(201);
  });

  it('ends a membership early: plan back to normal, sessions ended', async () => {
    const s = await customer();
    const sol = (await request(s, { planId: mensual.id, metodoPago: 6 })).json();
    const m = (await decide(sol.id, { estatus: 2 })).json().membresias[0];
    const { token } = await login(t, s.email);
    expect((await t.api({ method: 'PUT', url: `/admin/membresia/${m.id}/finalizar`, token: staff.token, payload: { nota: 'x' } })).statusCode).toBe(400);
    const res = await t.api({ method: 'PUT', url: `/admin/membresia/${m.id}/finalizar`, token: staff.token, payload: { nota: 'Pedido del cliente' } });
    expect(res.json(), res.body).toEqual({ id: m.id, solicitudId: sol.id });
    expect(await planOf(s.id)).toBe(1);
    expect((await t.api({ url: '/usuario/membresia', token })).statusCode).toBe(401);
    expect((await t.api({ url: '/api/website/resolve', token })).json().usuarioTipo).toBe('normal');
    const again = await t.api({ method: 'PUT', url: `/admin/membresia/${m.id}/finalizar`, token: staff.token, payload: { nota: 'Otra vez' } });
    expect(again.json()).toEqual({ codigo: 422, mensaje: MEMBRESIA_MENSAJES.membresiaNoActiva });
    expect((await t.api({ method: 'PUT', url: '/admin/membresia/999999/finalizar', token: staff.token, payload: { nota: 'Nada' } })).statusCode).toBe(404);
  });

  it('expires by itself: the first request after fechaFinal turns the plan back to normal', async () => {
    const s = await customer();
    const sol = (await request(s, { planId: mensual.id, metodoPago: 6 })).json();
    await decide(sol.id, { estatus: 2 });
    const { token } = await login(t, s.email);
    expect((await t.api({ url: '/usuario/membresia', token })).statusCode).toBe(200);
    const past = new Date(Date.now() - 1000);
    await t.database.db
      .update(membresia)
      .set({ fechaInicio: new Date(past.getTime() - 30 * DAY), fechaFinal: past })
      .where(eq(membresia.solicitudId, sol.id));
    const resolve = (await t.api({ url: '/api/website/resolve', token })).json();
    expect([resolve.usuarioTipo, resolve.membresia]).toEqual(['normal', { fechaFinal: past.toISOString() }]);
    expect(await planOf(s.id)).toBe(1);
    expect((await t.api({ url: '/usuario/membresia', token })).statusCode).toBe(401);
    const [row] = await t.database.db.select({ estatus: membresia.estatus }).from(membresia).where(eq(membresia.solicitudId, sol.id));
    expect(row!.estatus).toBe(3);
    // the demo PRIME customer's membership runs: still PRIME
    const prime = await login(t, 'prime@demo.ve');
    expect((await t.api({ url: '/api/website/resolve', token: prime.token })).json().usuarioTipo).toBe('prime');
  });

  it('concurrent approvals of one request give one membership; concurrent requests one debit', async () => {
    const s = await customer();
    const sol = (await request(s, { planId: mensual.id, metodoPago: 6 })).json();
    const others = await Promise.all([1, 2, 3].map(() => staffMember(t, ['ROLE_MEMBRESIA'])));
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => decide(sol.id, { estatus: i % 3 === 0 ? 3 : 2 }, (others[i % 3] ?? staff).token)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(11);
    const memberships = await t.database.db.$count(membresia, eq(membresia.usuarioId, s.id));
    const [final] = await t.database.db.select({ estatus: membresiaSolicitud.estatus }).from(membresiaSolicitud).where(eq(membresiaSolicitud.id, sol.id));
    expect(memberships).toBe(final!.estatus === 2 ? 1 : 0);
    expect(await movements(s.id)).toHaveLength(final!.estatus === 2 ? 1 : 2);

    const c = await customer();
    const tries = await Promise.all(Array.from({ length: 10 }, () => request(c, { planId: mensual.id, metodoPago: 6 })));
    expect(tries.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(tries.filter((r) => r.statusCode === 409).map((r) => r.json().mensaje)).toEqual(Array(9).fill(MEMBRESIA_MENSAJES.solicitudPendiente));
    expect(await movements(c.id)).toEqual([{ tipo: 'membresiapago', monto: '-4.99' }]);
    expect(await getBalance(t.database.db, c.id)).toBe('15.01');
  });

  it('lists requests with filters for staff, with history', async () => {
    const s = await customer();
    const sol = (await request(s, { planId: mensual.id, metodoPago: 3, referencia: 'PM-778899', banco: 'Banesco' })).json();
    expect(sol.montoBs).not.toBeNull();
    const list = await t.api({ url: `/admin/membresia/solicitud?filter=${encodeURIComponent(JSON.stringify({ q: s.email, estatus: 1 }))}`, token: staff.token });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().map((r: { id: number }) => r.id)).toEqual([sol.id]);
    expect(list.headers['content-range']).toBe('membresia/solicitud 0-0/1');
    const byRef = await t.api({ url: `/admin/membresia/solicitud?filter=${encodeURIComponent(JSON.stringify({ q: 'pm-778899' }))}`, token: staff.token });
    expect(byRef.json().map((r: { id: number }) => r.id)).toEqual([sol.id]);
    const bad = await t.api({ url: `/admin/membresia/solicitud?filter=${encodeURIComponent(JSON.stringify({ nope: 1 }))}`, token: staff.token });
    expect(bad.statusCode).toBe(400);
    const one = (await t.api({ url: `/admin/membresia/solicitud/${sol.id}`, token: staff.token })).json();
    expect([one.referencia, one.banco, one.referenciaDuplicada, one.planDias]).toEqual(['PM-778899', 'Banesco', false, 30]);
    await decide(sol.id, { estatus: 3, nota: 'Referencia inexistente' });
    const history = await t.api({ url: `/admin/membresia/solicitud/${sol.id}/historial`, token: staff.token });
    expect(history.json()[0]).toMatchObject({ accion: 'estatus' });
    expect((await t.api({ url: '/admin/membresia/solicitud/999999', token: staff.token })).json()).toEqual({ codigo: 404, mensaje: MEMBRESIA_MENSAJES.solicitudNoEncontrada });
  });
});
