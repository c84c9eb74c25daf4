/**
 * The one verification queue: order and membership manual payments oldest first with both currencies,
 * filtered by the caller's roles (and zones for orders), duplicate references flagged, one-click approve
 * and reject, concurrent decisions giving one outcome, the menu count.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuario } from '../../src/server/auth/tables';
import { membresia } from '../../src/server/membership/tables';
import { orden, ordenPago } from '../../src/server/orders/tables';
import { PAGO_MENSAJES } from '../../src/shared/contracts/payments-queue';
import { ACCESS_MESSAGES } from '../../src/shared/roles';
import { createTestApp, testBackends, type TestApp } from '../helpers/app';
import { staffMember, type StaffMember } from '../helpers/staff';
import { placeTestOrder, setOrderCreated, stockOf } from './admin-orders.fixtures';
import { makeCustomers, type Shopper } from './checkout-setup';
import { buyCard, pagoMovil } from './wallet-setup';
import { getBalance } from '../../src/server/wallet/service';

interface Row {
  id: string;
  tipo: string;
  registroId: number;
  descripcion: string;
  enlace: string;
  monto: string;
  montoBs: string;
  tasa: string;
  referencia: string | null;
  banco: string | null;
  fecha: string;
  duplicado: boolean;
  duplicados: string[];
  cliente: { email: string };
  metodo: { id: number; nombre: string };
}

describe.each(testBackends())('payments verification queue (%s)', (backend) => {
  let t: TestApp;
  let all: StaffMember;
  let pedidoCaracas: StaffMember;
  let membresiaStaff: StaffMember;
  let tarjeta: StaffMember;
  let planId: number;

  const queue = async (token: string, filter: object = {}): Promise<Row[]> => {
    const res = await t.api({ url: `/admin/pagos-por-verificar?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,499]`, token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const decide = (token: string, tipo: string, id: number, decision: 'aprobar' | 'rechazar', nota?: string) =>
    t.api({ method: 'PUT', url: `/admin/pagos-por-verificar/${tipo}/${id}`, token, payload: nota === undefined ? { decision } : { decision, nota } });
  const orderPayment = async (zonaId: number, email = 'cliente@demo.ve') => {
    const o = await placeTestOrder(t.database.db, { email, zonaId, metodoPago: 3 });
    const [p] = await t.database.db.select().from(ordenPago).where(eq(ordenPago.ordenId, o.id));
    return { orden: o, pagoId: p!.id };
  };
  const membershipRequest = async (s: Shopper, referencia: string, metodoPago = 3) => {
    const res = await t.api({ method: 'POST', url: '/usuario/membresia/solicitud', token: s.token, payload: { planId, metodoPago, referencia, banco: 'Banesco' } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number };
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    all = await staffMember(t, ['ROLE_PEDIDO', 'ROLE_MEMBRESIA', 'ROLE_ZONA_caracas', 'ROLE_ZONA_valencia', 'ROLE_ZONA_maracaibo']);
    pedidoCaracas = await staffMember(t, ['ROLE_PEDIDO', 'ROLE_ZONA_caracas']);
    membresiaStaff = await staffMember(t, ['ROLE_MEMBRESIA']);
    tarjeta = await staffMember(t, ['ROLE_TARJETA']);
    const [s] = await makeCustomers(t, 1, 1);
    planId = (await t.api({ url: '/usuario/membresia', token: s!.token })).json().planes[0].id;
  });
  afterAll(() => t.close());

  it('lists every kind oldest first with both currencies, filtered by role and zone, with the menu count', async () => {
    const [s1, s2] = await makeCustomers(t, 2, 1);
    const caracas = await orderPayment(1);
    const valencia = await orderPayment(2);
    await setOrderCreated(t.database.db, caracas.orden.id, new Date(Date.now() - 3600_000));
    await t.database.db.update(ordenPago).set({ creadoEn: new Date(Date.now() - 3600_000) }).where(eq(ordenPago.id, caracas.pagoId));
    const m1 = await membershipRequest(s1!, 'PM-100200');
    const m2 = await membershipRequest(s2!, 'ZL-100300', 5);

    const rows = await queue(all.token);
    const ids = rows.map((r) => r.id);
    for (const id of [`orden-${caracas.pagoId}`, `orden-${valencia.pagoId}`, `membresia-${m1.id}`, `membresia-${m2.id}`]) expect(ids).toContain(id);
    expect(rows.map((r) => r.fecha)).toEqual([...rows.map((r) => r.fecha)].sort());
    expect(ids.indexOf(`orden-${caracas.pagoId}`)).toBeLessThan(ids.indexOf(`orden-${valencia.pagoId}`));

    const order = rows.find((r) => r.id === `orden-${caracas.pagoId}`)!;
    expect([order.tipo, order.descripcion, order.enlace, order.metodo.nombre, order.referencia]).toEqual([
      'orden',
      `Orden #${caracas.orden.id}`,
      `/pedido/${caracas.orden.id}/show`,
      'Pago móvil',
      '123456',
    ]);
    expect(order.montoBs).toBe((Math.round(Number(order.monto) * 245.87 * 100) / 100).toFixed(2));
    const mem = rows.find((r) => r.id === `membresia-${m1.id}`)!;
    expect([mem.tipo, mem.monto, mem.banco, mem.referencia, mem.enlace, mem.cliente.email]).toEqual([
      'membresia',
      '4.99',
      'Banesco',
      'PM-100200',
      `/membresia/solicitud/${m1.id}/show`,
      s1!.email,
    ]);
    expect(Number(mem.montoBs)).toBeCloseTo(4.99 * Number(mem.tasa), 1);

    // ROLE_PEDIDO of Caracas: Caracas order payments only
    const pedido = await queue(pedidoCaracas.token);
    expect(pedido.every((r) => r.tipo === 'orden')).toBe(true);
    expect(pedido.map((r) => r.id)).toContain(`orden-${caracas.pagoId}`);
    expect(pedido.map((r) => r.id)).not.toContain(`orden-${valencia.pagoId}`);
    // ROLE_MEMBRESIA: membership payments only
    const memberships = await queue(membresiaStaff.token);
    expect(memberships.every((r) => r.tipo === 'membresia')).toBe(true);
    expect(memberships.map((r) => r.id)).toEqual(expect.arrayContaining([`membresia-${m1.id}`, `membresia-${m2.id}`]));
    // ROLE_TARJETA: no source yet
    expect(await queue(tarjeta.token)).toEqual([]);
    // a kind filter and a reference search
    expect((await queue(all.token, { tipo: 'membresia' })).every((r) => r.tipo === 'membresia')).toBe(true);
    expect((await queue(all.token, { q: 'pm-100200' })).map((r) => r.id)).toEqual([`membresia-${m1.id}`]);

    const counts = (await t.api({ url: '/admin/pagos-por-verificar/pendientes', token: all.token })).json();
    expect(counts.total).toBe(rows.length);
    expect(counts.tipos.map((c: { tipo: string }) => c.tipo)).toEqual(['orden', 'membresia']);
    const mine = (await t.api({ url: '/admin/pagos-por-verificar/pendientes', token: membresiaStaff.token })).json();
    expect(mine).toEqual({ total: memberships.length, tipos: [{ tipo: 'membresia', nombre: 'Membresía PRIME', total: memberships.length }] });
    // pagination: Content-Range over the merged queue
    const page = await t.api({ url: '/admin/pagos-por-verificar?range=[0,1]', token: all.token });
    expect(page.json()).toHaveLength(2);
    expect(page.headers['content-range']).toBe(`pagos-por-verificar 0-1/${rows.length}`);
  });

  it('flags a reference already used by another payment of any kind', async () => {
    const [s] = await makeCustomers(t, 1, 1);
    const a = await orderPayment(1);
    await t.database.db.update(ordenPago).set({ referencia: 'DUP-7788' }).where(eq(ordenPago.id, a.pagoId));
    const m = await membershipRequest(s!, 'dup-7788');
    const unique = await membershipRequest((await makeCustomers(t, 1, 1))[0]!, 'UNICA-5544');
    const rows = await queue(all.token);
    expect(rows.find((r) => r.id === `orden-${a.pagoId}`)).toMatchObject({ duplicado: true, duplicados: [`membresia-${m.id}`] });
    expect(rows.find((r) => r.id === `membresia-${m.id}`)).toMatchObject({ duplicado: true, duplicados: [`orden-${a.pagoId}`] });
    expect(rows.find((r) => r.id === `membresia-${unique.id}`)).toMatchObject({ duplicado: false, duplicados: [] });
    expect((await t.api({ url: `/admin/membresia/solicitud/${m.id}`, token: membresiaStaff.token })).json().referenciaDuplicada).toBe(true);
  });

  it('approves an order payment in one click: the order is verified', async () => {
    const { orden: o, pagoId } = await orderPayment(1);
    const res = await decide(pedidoCaracas.token, 'orden', pagoId, 'aprobar');
    expect(res.json(), res.body).toEqual({ id: `orden-${pagoId}`, estatus: 'aprobado' });
    const [row] = await t.database.db.select({ estatus: orden.estatus }).from(orden).where(eq(orden.id, o.id));
    const [pago] = await t.database.db.select().from(ordenPago).where(eq(ordenPago.id, pagoId));
    expect([row!.estatus, pago!.estatus, pago!.verificadoPor]).toEqual([2, 2, pedidoCaracas.id]);
    expect((await queue(all.token)).map((r) => r.id)).not.toContain(`orden-${pagoId}`);
    expect((await decide(pedidoCaracas.token, 'orden', pagoId, 'rechazar')).json()).toEqual({ codigo: 409, mensaje: PAGO_MENSAJES.yaProcesado });
  });

  it('rejects an order payment: payment rejected, order cancelled, stock back', async () => {
    const { orden: o, pagoId } = await orderPayment(1);
    const inv = o.lines[0]!.inventarioId;
    const stock = await stockOf(t.database.db, inv);
    const res = await decide(pedidoCaracas.token, 'orden', pagoId, 'rechazar', 'Referencia no encontrada en el banco');
    expect(res.json(), res.body).toEqual({ id: `orden-${pagoId}`, estatus: 'rechazado' });
    const [row] = await t.database.db.select({ estatus: orden.estatus }).from(orden).where(eq(orden.id, o.id));
    const [pago] = await t.database.db.select().from(ordenPago).where(eq(ordenPago.id, pagoId));
    expect([row!.estatus, pago!.estatus]).toEqual([7, 3]);
    expect(await stockOf(t.database.db, inv)).toBe(stock + o.lines[0]!.cantidad);
  });

  it('approves a membership payment: the customer becomes PRIME', async () => {
    const [s] = await makeCustomers(t, 1, 1);
    const m = await membershipRequest(s!, 'PM-445566');
    const res = await decide(membresiaStaff.token, 'membresia', m.id, 'aprobar');
    expect(res.json(), res.body).toEqual({ id: `membresia-${m.id}`, estatus: 'aprobado' });
    const [u] = await t.database.db.select({ tipo: usuario.usuarioTipo }).from(usuario).where(eq(usuario.id, s!.id));
    expect(u!.tipo).toBe(2);
    expect(await t.database.db.$count(membresia, eq(membresia.solicitudId, m.id))).toBe(1);
  });

  it('keeps payments of other kinds, zones and balance requests out of reach (404), and unknown kinds', async () => {
    const [s, b] = await makeCustomers(t, 2, 1);
    const m = await membershipRequest(s!, 'PM-121212');
    const valencia = await orderPayment(2);
    const notFound = { codigo: 404, mensaje: PAGO_MENSAJES.noEncontrado };
    expect((await decide(pedidoCaracas.token, 'membresia', m.id, 'aprobar')).json()).toEqual(notFound);
    expect((await decide(membresiaStaff.token, 'orden', valencia.pagoId, 'aprobar')).json()).toEqual(notFound);
    expect((await decide(pedidoCaracas.token, 'orden', valencia.pagoId, 'aprobar')).json()).toEqual(notFound);
    expect((await decide(all.token, 'tarjeta', 1, 'aprobar')).json()).toEqual(notFound);
    await t.database.db.transaction(async (tx) => {
      const { creditBalance } = await import('../../src/server/wallet/service');
      await creditBalance(tx, { usuarioId: b!.id, monto: '10', tipo: 'ajuste', referenciaId: null, descripcion: 'Prueba' });
    });
    const saldo = (await t.api({ method: 'POST', url: '/usuario/membresia/solicitud', token: b!.token, payload: { planId, metodoPago: 6 } })).json();
    expect((await queue(all.token)).map((r) => r.id)).not.toContain(`membresia-${saldo.id}`);
    expect((await decide(membresiaStaff.token, 'membresia', saldo.id, 'aprobar')).json()).toEqual(notFound);
    const bad = await t.api({ method: 'PUT', url: `/admin/pagos-por-verificar/orden/${valencia.pagoId}`, token: all.token, payload: { decision: 'tal vez' } });
    expect(bad.statusCode).toBe(400);
    const customer = await t.api({ url: '/admin/pagos-por-verificar', token: s!.token });
    expect(customer.json()).toEqual({ codigo: 403, mensaje: ACCESS_MESSAGES.area });
  });

  it('balance cards: listed for ROLE_TARJETA only, flagged by reference, approved from the queue once', async () => {
    const [s, s2] = await makeCustomers(t, 2, 1);
    const id = await buyCard(t, s!.token, pagoMovil('20', { referencia: 'TQ-777111' }));
    const twin = await buyCard(t, s2!.token, pagoMovil('5', { referencia: 'tq-777111' }));
    const rows = await queue(tarjeta.token, { tipo: 'tarjeta' });
    const row = rows.find((r) => r.id === `tarjeta-${id}`)!;
    expect(row).toMatchObject({ tipo: 'tarjeta', tipoNombre: 'Tarjeta de saldo', registroId: id, monto: '20.00', referencia: 'TQ-777111', duplicado: true });
    expect(row.duplicados).toContain(`tarjeta-${twin}`);
    expect((await queue(all.token)).map((r) => r.id)).not.toContain(`tarjeta-${id}`);
    expect((await decide(all.token, 'tarjeta', id, 'aprobar')).statusCode).toBe(404);

    const before = await getBalance(t.database.db, s!.id);
    const answers = await Promise.all(Array.from({ length: 6 }, () => decide(tarjeta.token, 'tarjeta', id, 'aprobar')));
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    expect(await getBalance(t.database.db, s!.id)).toBe((Number(before) + 20).toFixed(2));
    expect((await queue(tarjeta.token)).map((r) => r.id)).not.toContain(`tarjeta-${id}`);
    expect((await decide(tarjeta.token, 'tarjeta', twin, 'rechazar', 'Referencia repetida')).statusCode).toBe(200);
    expect(await getBalance(t.database.db, s2!.id)).toBe('0.00');
  });

  it('concurrent decisions on one payment: one wins, the rest are told it was processed', async () => {
    const [s] = await makeCustomers(t, 1, 1);
    const m = await membershipRequest(s!, 'PM-909090');
    const others = await Promise.all([1, 2, 3, 4].map(() => staffMember(t, ['ROLE_MEMBRESIA'])));
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => decide(others[i % 4]!.token, 'membresia', m.id, i % 2 ? 'aprobar' : 'rechazar')));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().mensaje)).toEqual(Array(11).fill(PAGO_MENSAJES.yaProcesado));
    expect(await t.database.db.$count(membresia, eq(membresia.solicitudId, m.id))).toBeLessThanOrEqual(1);

    const { orden: o, pagoId } = await orderPayment(1);
    const race = await Promise.all(Array.from({ length: 8 }, (_, i) => decide(i % 2 ? all.token : pedidoCaracas.token, 'orden', pagoId, i % 3 ? 'aprobar' : 'rechazar')));
    expect(race.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(race.filter((a) => a.statusCode === 409)).toHaveLength(7);
    const [row] = await t.database.db.select({ estatus: orden.estatus }).from(orden).where(eq(orden.id, o.id));
    expect([2, 7]).toContain(row!.estatus);
  });

  it('order list: search by payment reference, counts per status, bulk moves with one note', async () => {
    const a = await orderPayment(1);
    const b = await orderPayment(1);
    const valencia = await orderPayment(2);
    await t.database.db.update(ordenPago).set({ referencia: 'BUSCAR-3141' }).where(eq(ordenPago.id, a.pagoId));
    const list = async (filter: object) =>
      (await t.api({ url: `/admin/orden?filter=${encodeURIComponent(JSON.stringify(filter))}`, token: pedidoCaracas.token })).json();
    await expect(list({ referencia: 'buscar-3141' }).then((r: { id: number }[]) => r.map((o) => o.id))).resolves.toEqual([a.orden.id]);
    const conteo = (await t.api({ url: `/admin/orden/conteo?filter=${encodeURIComponent(JSON.stringify({ estatus: 2 }))}`, token: pedidoCaracas.token })).json();
    expect(conteo.map((c: { estatus: number }) => c.estatus)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const pendientes = conteo.find((c: { estatus: number }) => c.estatus === 1);
    expect(pendientes).toMatchObject({ nombre: 'Pago por verificar', estimado: false });
    expect(pendientes.total).toBe((await list({ estatus: 1 })).length);
    const byRef = (await t.api({ url: `/admin/orden/conteo?filter=${encodeURIComponent(JSON.stringify({ referencia: 'BUSCAR-3141' }))}`, token: pedidoCaracas.token })).json();
    expect(byRef.map((c: { total: number }) => c.total)).toEqual([1, 0, 0, 0, 0, 0, 0]);

    const move = await t.api({
      method: 'PUT',
      url: '/admin/orden/estatus-lote',
      token: pedidoCaracas.token,
      payload: { ids: [a.orden.id, b.orden.id, valencia.orden.id, a.orden.id], estatus: 2, nota: 'Pagos confirmados con el banco' },
    });
    expect(move.json(), move.body).toEqual({ movidas: [a.orden.id, b.orden.id], errores: [{ id: valencia.orden.id, mensaje: 'Orden no encontrada' }] });
    const again = await t.api({ method: 'PUT', url: '/admin/orden/estatus-lote', token: pedidoCaracas.token, payload: { ids: [a.orden.id], estatus: 2, nota: 'Otra vez' } });
    expect(again.json()).toEqual({ movidas: [], errores: [{ id: a.orden.id, mensaje: 'Transición de estatus no permitida' }] });
    const bad = await t.api({ method: 'PUT', url: '/admin/orden/estatus-lote', token: pedidoCaracas.token, payload: { ids: [], estatus: 2, nota: 'Nada' } });
    expect(bad.statusCode).toBe(400);
    const full = (await t.api({ url: `/admin/orden/${b.orden.id}`, token: pedidoCaracas.token })).json();
    expect(full.historial.at(-1)).toMatchObject({ estatus: { id: 2 }, nota: 'Pagos confirmados con el banco' });
  });
});
