import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPRESS_MESSAGES } from '../../src/server/delivery/express';
import { orden } from '../../src/server/orders/tables';
import type { AreaZona, HorarioZona, OcupacionVentana, SectorZona } from '../../src/shared/contracts/admin-zones';
import { FormPagoSchema, type FormPago, type RegistrarOrden, type Ventana } from '../../src/shared/contracts/orders';
import type { EnvioOpcion } from '../../src/shared/contracts/shipping';
import { MetodoPago, OrdenEstatus, TipoEnvio } from '../../src/shared/enums';
import { nextStatuses, statusPath } from '../../src/shared/order-status';
import { createTestApp, testBackends, type TestApp } from '../helpers/app';
import { staffMember, type StaffMember } from '../helpers/staff';
import { sellableIds, setProduct, setSale } from './cart-setup';
import { CARACAS, expectedTotal, fillCart, makeCustomers, type Shopper } from './checkout-setup';

type AreaEntrega = FormPago['area'][number];

/**
 * Express delivery at checkout (issue 12): offered where the zone has an active express option, priced by
 * it per area, always in the area's earliest offered window, sharing the window's places with delivery.
 */
describe.each(testBackends())('checkout express (%s)', (backend) => {
  let t: TestApp;
  let zonaStaff: StaffMember;
  let envioStaff: StaffMember;
  let product: number;
  /** An area without capacity limits (three schedules a day) and one whose windows take 2 orders. */
  let libre: { area: AreaZona; sector: SectorZona };
  let cupos: { area: AreaZona; sector: SectorZona };
  let opcion: EnvioOpcion;

  const admin = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token = zonaStaff.token): Promise<T> => {
    const res = await t.api({ method, url, token, ...(payload !== undefined && { payload }) });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json() as T;
  };
  const formpago = async (s: Shopper): Promise<FormPago> => {
    const res = await t.api({ url: '/usuario/orden/zona/caracas/pagina/0/formpago', token: s.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as FormPago;
  };
  const areaOf = (form: FormPago, id: number): AreaEntrega => form.area.find((a) => a.id === id)!;
  const registrar = (s: Shopper, payload: unknown) => t.api({ method: 'POST', url: '/usuario/orden/zona/caracas/pagina/0/registrar', token: s.token, payload });
  const body = (tipoEnvio: 1 | 3, sectorId: number, v: Ventana, totalEsperado: string): RegistrarOrden => ({
    claveIdempotencia: randomUUID(),
    tipoEnvio,
    direccionNueva: { nombre: 'Casa', sectorId, direccion: 'Calle Los Mangos, casa 4' },
    horarioId: v.horarioId,
    fechaEntrega: v.fecha,
    montoSaldo: '0.00',
    pago: { metodo: MetodoPago.EFECTIVO },
    monedaId: 1,
    totalEsperado,
  });

  async function makeArea(nombre: string, capacidad: number | null) {
    const area = await admin<AreaZona>('POST', '/admin/zona/caracas/area', { nombre, costoEnvio: '2.00', tiempoEnvio: 45 });
    const sector = await admin<SectorZona>('POST', '/admin/zona/caracas/sector', { areaId: area.id, nombre: `${nombre} centro` });
    for (let dia = 0; dia <= 6; dia++) {
      for (const [desde, hasta] of [['06:00', '07:00'], ['14:00', '15:00'], ['22:00', '23:00']]) {
        await admin<HorarioZona>('POST', '/admin/zona/caracas/horario', { areaId: area.id, diaSemana: dia, horaInicio: desde, horaFin: hasta, capacidad, corteMinutos: null });
      }
    }
    return { area, sector };
  }

  beforeAll(async () => {
    t = await createTestApp(backend);
    zonaStaff = await staffMember(t, ['ROLE_ZONA_ACTUALIZAR', 'ROLE_ZONA_caracas']);
    envioStaff = await staffMember(t, ['ROLE_ENVIO', 'ROLE_ZONA_caracas']);
    const db = t.database.db;
    [product] = (await sellableIds(db, 1)) as [number];
    await setSale(db, product, { precio: '10.00', oferta: '0', existencia: 1000 }, 2);
    await setProduct(db, product, { impuesto: '0.00' });
    libre = await makeArea('Express Libre', null);
    cupos = await makeArea('Express Cupos', 2);
  });
  afterAll(() => t.close());

  it('formpago offers no express while the zone has no active express option', async () => {
    const [s] = await makeCustomers(t, 1);
    await fillCart(t, s!.token, [[product, 1]]);
    const form = await formpago(s!);
    expect(Value.Check(FormPagoSchema, form)).toBe(true);
    expect(form.area.map((a) => a.express)).toEqual(form.area.map(() => null));
    const { total } = await expectedTotal(t.database.db, 2, [[product, 1]], { costoEnvio: '5.00' });
    const v = areaOf(form, libre.area.id).ventana[0]!;
    const res = await registrar(s!, body(3, libre.sector.id, v, total));
    expect([res.statusCode, res.json().errores]).toEqual([422, { tipoEnvio: EXPRESS_MESSAGES.noDisponible }]);
    expect(await t.database.db.$count(orden, eq(orden.usuarioId, s!.id))).toBe(0);
  });

  it('with an express option each area is offered express at base + surcharge in its earliest window only', async () => {
    const created = await t.api({
      method: 'POST',
      url: '/admin/envio/registrar',
      token: envioStaff.token,
      payload: { zonaId: CARACAS, tipoEnvio: 3, nombre: 'Express', costoBase: '4.00', envioGratisDesde: '500', recargos: [{ areaId: libre.area.id, recargo: '1.50' }] },
    });
    expect(created.statusCode, created.body).toBe(201);
    opcion = created.json() as EnvioOpcion;
    const [s] = await makeCustomers(t, 1);
    await fillCart(t, s!.token, [[product, 1]]);
    const form = await formpago(s!);
    const a = areaOf(form, libre.area.id);
    expect(a.ventana.length).toBeGreaterThan(1);
    expect(a.express).toEqual({ nombre: 'Express', costoEnvio: '5.50', envioGratisDesde: '500.00', ventana: a.ventana[0] });
    // no surcharge: the base cost; delivery keeps the area's own cost (the zone has no delivery option)
    expect([areaOf(form, cupos.area.id).express?.costoEnvio, areaOf(form, cupos.area.id).costoEnvio]).toEqual(['4.00', '2.00']);
    // every area with windows is offered express in its first one
    for (const area of form.area) expect(area.express?.ventana ?? null).toEqual(area.ventana[0] ?? null);
  });

  it('registrar: an express order in the earliest window is charged the express price and stored as tipoEnvio 3 on the delivery status path', async () => {
    const db = t.database.db;
    const [s] = await makeCustomers(t, 1);
    await fillCart(t, s!.token, [[product, 2]]);
    const express = areaOf(await formpago(s!), libre.area.id).express!;
    const { total } = await expectedTotal(db, 2, [[product, 2]], { costoEnvio: '5.50' });
    expect(total).toBe('26.00');
    const res = await registrar(s!, body(3, libre.sector.id, express.ventana, total));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().orden).toMatchObject({ tipoEnvio: 3, fechaEntrega: express.ventana.fecha, horaInicio: express.ventana.horaInicio, total: '26.00' });
    const [row] = await db.select().from(orden).where(eq(orden.usuarioId, s!.id));
    expect([row!.tipoEnvio, row!.costoEnvio, row!.areaId, row!.sectorId, row!.tiempoEnvio]).toEqual([3, '5.50', libre.area.id, libre.sector.id, 45]);
    expect(statusPath(TipoEnvio.EXPRESS)).toEqual(statusPath(TipoEnvio.DELIVERY));
    expect(nextStatuses(OrdenEstatus.PREPARANDO, TipoEnvio.EXPRESS)).toEqual([OrdenEstatus.EN_CAMINO, OrdenEstatus.CANCELADO]);

    // the back office lists and filters it as Express
    const pedidos = await staffMember(t, ['ROLE_PEDIDO', 'ROLE_ZONA_caracas']);
    const list = await t.api({ token: pedidos.token, url: `/admin/orden?filter=${encodeURIComponent(JSON.stringify({ tipoEnvio: 3 }))}&range=[0,99]` });
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json() as { id: number; tipoEnvio: number }[]).map((o) => [o.id, o.tipoEnvio])).toEqual([[row!.id, 3]]);
    const full = await t.api({ token: pedidos.token, url: `/admin/orden/${row!.id}/full` });
    expect(full.json().tipoEnvio).toEqual({ id: 3, nombre: 'Express' });

    // and the customer's tracking says Express, not Delivery
    const rastreo = await t.api({ token: s!.token, url: '/usuario/rastreo/listado' });
    const data = (rastreo.json() as { rastreo: { dataOrder: string }[] }).rastreo.map((r) => JSON.parse(r.dataOrder) as { id: number; tipoEnvio: number });
    expect(data.find((d) => d.id === row!.id)?.tipoEnvio).toBe(TipoEnvio.EXPRESS);
  });

  it('registrar refuses express in a later window (the earliest is still free) and writes nothing', async () => {
    const [s] = await makeCustomers(t, 1);
    await fillCart(t, s!.token, [[product, 1]]);
    const a = areaOf(await formpago(s!), libre.area.id);
    const { total } = await expectedTotal(t.database.db, 2, [[product, 1]], { costoEnvio: '5.50' });
    const res = await registrar(s!, body(3, libre.sector.id, a.ventana[1]!, total));
    expect([res.statusCode, res.json().mensaje, res.json().errores]).toEqual([422, EXPRESS_MESSAGES.primerHorario, { horarioId: EXPRESS_MESSAGES.primerHorario }]);
    // a plain delivery may take that later window, at the area's cost
    const { total: delivery } = await expectedTotal(t.database.db, 2, [[product, 1]], { costoEnvio: '2.00' });
    expect((await registrar(s!, body(1, libre.sector.id, a.ventana[1]!, delivery))).statusCode).toBe(201);
    expect(await t.database.db.$count(orden, and(eq(orden.usuarioId, s!.id), eq(orden.tipoEnvio, 3)))).toBe(0);
  });

  it('express and delivery racing for a window of capacity 2: exactly 2 orders; express then moves to the next window', async () => {
    const db = t.database.db;
    const shoppers = await makeCustomers(t, 10);
    for (const s of shoppers) await fillCart(t, s.token, [[product, 1]]);
    const first = areaOf(await formpago(shoppers[0]!), cupos.area.id);
    const v = first.express!.ventana;
    const totals = { 1: (await expectedTotal(db, 2, [[product, 1]], { costoEnvio: '2.00' })).total, 3: (await expectedTotal(db, 2, [[product, 1]], { costoEnvio: '4.00' })).total };
    const answers = await Promise.all(
      shoppers.map((s, i) => {
        const tipo = i % 2 === 0 ? 3 : 1;
        return registrar(s, body(tipo, cupos.sector.id, v, totals[tipo]));
      }),
    );
    expect(answers.filter((a) => a.statusCode === 201), answers.map((a) => a.body.slice(0, 120)).join('\n')).toHaveLength(2);
    expect(answers.filter((a) => a.statusCode !== 201).map((a) => [a.statusCode, a.json().errores])).toEqual(
      Array.from({ length: 8 }, () => [422, { horarioId: 'Horario sin disponibilidad' }]),
    );
    const placed = await db
      .select({ id: orden.id })
      .from(orden)
      .where(and(inArray(orden.usuarioId, shoppers.map((s) => s.id)), eq(orden.areaId, cupos.area.id), eq(orden.fechaEntrega, v.fecha)));
    expect(placed).toHaveLength(2);
    const after = areaOf(await formpago(shoppers[9]!), cupos.area.id);
    expect(after.ventana.some((w) => w.horarioId === v.horarioId && w.fecha === v.fecha)).toBe(false);
    expect(after.express!.ventana).toEqual(after.ventana[0]);
    // staff see both kinds in the window's fill
    const fill = await admin<OcupacionVentana[]>('GET', '/admin/zona/caracas/ocupacion');
    expect(fill.find((f) => f.tipoEnvio === TipoEnvio.DELIVERY && f.horarioId === v.horarioId && f.fecha === v.fecha)).toMatchObject({ ordenes: 2, capacidad: 2 });
  });

  it('a delivery block stops express too; an inactive express option is no longer offered', async () => {
    const [s] = await makeCustomers(t, 1);
    await fillCart(t, s!.token, [[product, 1]]);
    const before = areaOf(await formpago(s!), libre.area.id).express!.ventana;
    const block = await admin<{ id: number }>('POST', '/admin/zona/caracas/envio-bloqueo', {
      tipoEnvio: TipoEnvio.DELIVERY,
      desde: `${before.fecha}T${before.horaInicio}:00-04:00`,
      hasta: `${before.fecha}T${before.horaFin}:00-04:00`,
      motivo: 'Inventario',
    });
    const blocked = areaOf(await formpago(s!), libre.area.id);
    expect(blocked.express!.ventana).toEqual(blocked.ventana[0]);
    expect([blocked.express!.ventana.horarioId, blocked.express!.ventana.fecha]).not.toEqual([before.horarioId, before.fecha]);
    const { total } = await expectedTotal(t.database.db, 2, [[product, 1]], { costoEnvio: '5.50' });
    const res = await registrar(s!, body(3, libre.sector.id, before, total));
    expect([res.statusCode, res.json().errores]).toEqual([422, { horarioId: 'No hay despachos en el horario elegido' }]);
    expect((await t.api({ method: 'DELETE', url: `/admin/zona/caracas/envio-bloqueo/${block.id}`, token: zonaStaff.token })).statusCode).toBe(204);

    await admin('PUT', `/admin/envio/${opcion.id}/estatus`, { estatus: 2 }, envioStaff.token);
    expect((await formpago(s!)).area.every((a) => a.express === null)).toBe(true);
    await admin('PUT', `/admin/envio/${opcion.id}/estatus`, { estatus: 1 }, envioStaff.token);
    expect(areaOf(await formpago(s!), libre.area.id).express?.costoEnvio).toBe('5.50');
  });
});
