import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryChoices } from '../../src/server/delivery/service';
import { area, envioBloqueo, envioOpcion, horario, horarioPickup, sector } from '../../src/server/delivery/tables';
import { ENVIO_MESSAGES } from '../../src/server/shipping/admin-service';
import { addDays, localDate } from '../../src/server/delivery/windows';
import { orden } from '../../src/server/orders/tables';
import { ENTREGA_MESSAGES } from '../../src/server/zones/delivery-admin-service';
import type { AreaConSectores, AreaZona, EnvioBloqueo, HorarioZona, OcupacionVentana, SectorZona } from '../../src/shared/contracts/admin-zones';
import type { BitacoraFila } from '../../src/shared/contracts/audit';
import type { EnvioOpcion, EnvioZona } from '../../src/shared/contracts/shipping';
import { MetodoPago, TipoEnvio } from '../../src/shared/enums';
import { ACCESS_MESSAGES } from '../../src/shared/roles';
import { createTestApp, testBackends, type TestApp } from '../helpers/app';
import { staffMember, type StaffMember } from '../helpers/staff';
import { sellableIds, setProduct, setSale } from './cart-setup';
import { CARACAS, expectedTotal, fillCart, makeCustomers } from './checkout-setup';

const M = ENTREGA_MESSAGES;

describe.each(testBackends())('admin zona: áreas, sectores, horarios, bloqueos y cupos (%s)', (backend) => {
  let t: TestApp;
  let staff: StaffMember;
  let valencia: StaffMember;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = staff.token) =>
    t.api({ method, url: `/admin/zona/${url}`, token, ...(payload !== undefined && { payload }) });
  const ok = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown): Promise<T> => {
    const res = await call(method, url, payload);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return (res.body ? res.json() : null) as T;
  };
  const refused = async (url: string, payload: unknown, errores: Record<string, string>, method: 'POST' | 'PUT' = 'POST') => {
    const res = await call(method, url, payload);
    expect([res.statusCode, res.json().errores], res.body).toEqual([422, errores]);
  };
  const horarioBody = (areaId: number, diaSemana: number, horaInicio: string, horaFin: string, over: object = {}) => ({
    areaId,
    diaSemana,
    horaInicio,
    horaFin,
    capacidad: null,
    corteMinutos: null,
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp(backend);
    staff = await staffMember(t, ['ROLE_ZONA_ACTUALIZAR', 'ROLE_ZONA_caracas', 'ROLE_ZONA_valencia']);
    valencia = await staffMember(t, ['ROLE_ZONA_ACTUALIZAR', 'ROLE_ZONA_valencia']);
  });
  afterAll(() => t.close());

  it('registers, edits and deactivates an area, audited, and refuses negative costs and times writing nothing', async () => {
    const before = await t.database.db.$count(area);
    await refused('caracas/area', { nombre: 'Este', costoEnvio: '-1.50', tiempoEnvio: -5 }, { costoEnvio: M.costo, tiempoEnvio: M.tiempo });
    await refused('caracas/area', { nombre: '   ', costoEnvio: '1.555', tiempoEnvio: 60 }, { nombre: M.nombre, costoEnvio: M.costo });
    expect(await t.database.db.$count(area)).toBe(before);

    const a = await ok<AreaZona>('POST', 'caracas/area', { nombre: ' Zona  Este ', costoEnvio: '2', tiempoEnvio: 120 });
    expect(a).toMatchObject({ zonaId: CARACAS, nombre: 'Zona Este', costoEnvio: '2.00', tiempoEnvio: 120, estatus: 1, sectores: 0, horarios: 0 });
    expect(await ok<AreaZona>('PUT', `caracas/area/${a.id}`, { nombre: 'Zona Este', costoEnvio: '2.75', tiempoEnvio: 90 })).toMatchObject({ costoEnvio: '2.75', tiempoEnvio: 90 });
    expect(await ok<AreaZona>('PUT', `caracas/area/${a.id}/estatus`, {})).toMatchObject({ estatus: 2 });
    const history = await ok<BitacoraFila[]>('GET', `caracas/area/${a.id}/historial`);
    expect(history.map((h) => h.accion)).toEqual(['estatus', 'editar', 'crear']);
    expect((await ok<AreaZona[]>('GET', 'caracas/arealistado')).map((x) => x.id)).toContain(a.id);
    // another zone's staff do not reach it, and under another zone it does not exist
    const other = await call('GET', `caracas/area/${a.id}`, undefined, valencia.token);
    expect([other.statusCode, other.json().mensaje]).toEqual([403, ACCESS_MESSAGES.zona]);
    expect((await call('GET', `valencia/area/${a.id}`)).statusCode).toBe(404);
  });

  it("refuses a sector under another zone's area, and lists every area with its sectors (fullsector)", async () => {
    const [valenciaArea] = await ok<AreaZona[]>('GET', 'valencia/arealistado');
    const before = await t.database.db.$count(sector);
    await refused('caracas/sector', { areaId: valenciaArea!.id, nombre: 'Intruso' }, { areaId: M.areaOtraZona });
    expect(await t.database.db.$count(sector)).toBe(before);

    const a = await ok<AreaZona>('POST', 'caracas/area', { nombre: 'Sur', costoEnvio: '1.00', tiempoEnvio: 60 });
    const s1 = await ok<SectorZona>('POST', 'caracas/sector', { areaId: a.id, nombre: 'El Valle' });
    await ok<SectorZona>('POST', 'caracas/sector', { areaId: a.id, nombre: 'Coche' });
    // moving it to another zone's area is refused too
    await refused(`caracas/sector/${s1.id}`, { areaId: valenciaArea!.id, nombre: 'El Valle' }, { areaId: M.areaOtraZona }, 'PUT');
    const full = await ok<AreaConSectores[]>('GET', 'caracas/fullsector');
    expect(full.find((x) => x.id === a.id)!.sector.map((s) => s.nombre)).toEqual(['Coche', 'El Valle']);
    expect(await ok<SectorZona>('PUT', `caracas/sector/${s1.id}/estatus`, { estatus: 2 })).toMatchObject({ estatus: 2 });
  });

  it('refuses inverted, overlapping and malformed schedules, with nothing written', async () => {
    const a = await ok<AreaZona>('POST', 'caracas/area', { nombre: 'Oeste', costoEnvio: '1.00', tiempoEnvio: 60 });
    const first = await ok<HorarioZona>('POST', 'caracas/horario', horarioBody(a.id, 1, '08:00', '11:00', { capacidad: 3, corteMinutos: 90 }));
    expect(first).toMatchObject({ areaId: a.id, diaSemana: 1, horaInicio: '08:00', horaFin: '11:00', capacidad: 3, corteMinutos: 90, estatus: 1 });
    const before = await t.database.db.$count(horario);
    await refused('caracas/horario', horarioBody(a.id, 1, '12:00', '10:00'), { horaFin: M.rango });
    await refused('caracas/horario', horarioBody(a.id, 1, '10:30', '13:00'), { horaInicio: M.solapa('08:00', '11:00') });
    await refused('caracas/horario', horarioBody(a.id, 1, '25:00', '26:00', { capacidad: 0, corteMinutos: -1 }), {
      horaInicio: M.hora,
      horaFin: M.hora,
      capacidad: M.capacidad,
      corteMinutos: M.corte,
    });
    const [valenciaArea] = await ok<AreaZona[]>('GET', 'valencia/arealistado');
    await refused('caracas/horario', horarioBody(valenciaArea!.id, 2, '08:00', '09:00'), { areaId: M.areaOtraZona });
    expect(await t.database.db.$count(horario)).toBe(before);
    // the same hours on another day, or right after, are fine; an edit may not overlap either
    await ok('POST', 'caracas/horario', horarioBody(a.id, 2, '08:00', '11:00'));
    const later = await ok<HorarioZona>('POST', 'caracas/horario', horarioBody(a.id, 1, '11:00', '13:00'));
    await refused(`caracas/horario/${later.id}`, horarioBody(a.id, 1, '10:00', '13:00'), { horaInicio: M.solapa('08:00', '11:00') }, 'PUT');
    expect((await ok<HorarioZona[]>('GET', 'caracas/horario')).filter((h) => h.areaId === a.id)).toHaveLength(3);
  });

  it('refuses a block ending before it starts; a block for tomorrow hides tomorrow’s windows; blocks can be deleted', async () => {
    const db = t.database.db;
    const before = await db.$count(envioBloqueo);
    const now = new Date();
    await refused('caracas/envio-bloqueo', { tipoEnvio: null, desde: now.toISOString(), hasta: new Date(now.getTime() - 3600_000).toISOString() }, { hasta: M.bloqueoRango });
    expect(await db.$count(envioBloqueo)).toBe(before);

    const tomorrow = addDays(localDate(now), 1);
    const dates = async () => new Set((await deliveryChoices(db, CARACAS, now)).retiro.flatMap((p) => p.ventana.map((v) => v.fecha)));
    expect((await dates()).has(tomorrow)).toBe(true);
    const b = await ok<EnvioBloqueo>('POST', 'caracas/envio-bloqueo', {
      tipoEnvio: TipoEnvio.PICKUP,
      desde: `${tomorrow}T00:00:00-04:00`,
      hasta: `${addDays(tomorrow, 1)}T00:00:00-04:00`,
      motivo: 'Inventario',
    });
    expect(b).toMatchObject({ tipoEnvio: 2, motivo: 'Inventario', estatus: 1 });
    expect((await dates()).has(tomorrow)).toBe(false);
    expect((await ok<EnvioBloqueo[]>('GET', 'caracas/enviobloqueolistado')).map((x) => x.id)).toContain(b.id);
    expect((await ok<BitacoraFila[]>('GET', `caracas/envio-bloqueo/${b.id}/historial`)).map((h) => h.accion)).toEqual(['crear']);
    expect((await call('DELETE', `caracas/envio-bloqueo/${b.id}`)).statusCode).toBe(204);
    expect((await dates()).has(tomorrow)).toBe(true);
    expect((await call('DELETE', `caracas/envio-bloqueo/${b.id}`)).statusCode).toBe(404);
  });

  it('10 customers racing for a pickup window of capacity 2: exactly 2 orders, the rest "Horario sin disponibilidad"; full windows are no longer offered', async () => {
    const db = t.database.db;
    const punto = await ok<{ id: number }>('POST', 'caracas/direccion', { nombre: 'Retiro Cupos', direccion: 'Av. Principal de Las Mercedes' });
    for (let dia = 0; dia <= 6; dia++) {
      await ok('POST', 'caracas/horario-pickup', { direccionZonaId: punto.id, diaSemana: dia, horaInicio: '22:00', horaFin: '23:00', capacidad: 2, corteMinutos: 0 });
    }
    const pickups = await ok<HorarioZona[]>('GET', 'caracas/horariopickuplistado');
    expect(pickups.filter((h) => h.direccionZonaId === punto.id)).toHaveLength(7);

    const [product] = await sellableIds(db, 1);
    await setSale(db, product!, { precio: '5.00', oferta: '0', existencia: 100 }, 2);
    await setProduct(db, product!, { impuesto: '0.00' });
    const shoppers = await makeCustomers(t, 10);
    for (const s of shoppers) await fillCart(t, s.token, [[product!, 1]]);
    const { total } = await expectedTotal(db, 2, [[product!, 1]]);
    const choices = await deliveryChoices(db, CARACAS, new Date());
    const v = choices.retiro.find((p) => p.id === punto.id)!.ventana[0]!;
    const body = () => ({
      claveIdempotencia: randomUUID(),
      tipoEnvio: TipoEnvio.PICKUP,
      direccionZonaId: punto.id,
      horarioId: v.horarioId,
      fechaEntrega: v.fecha,
      montoSaldo: '0.00',
      pago: { metodo: MetodoPago.EFECTIVO },
      monedaId: 1,
      totalEsperado: total,
    });
    const answers = await Promise.all(
      shoppers.map((s) => t.api({ method: 'POST', url: '/usuario/orden/zona/caracas/pagina/0/registrar', token: s.token, payload: body() })),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201), answers.map((a) => a.body.slice(0, 120)).join('\n')).toHaveLength(2);
    const lost = answers.filter((a) => a.statusCode !== 201);
    expect(lost.map((a) => [a.statusCode, a.json().mensaje, a.json().errores])).toEqual(
      Array.from({ length: 8 }, () => [422, 'Horario sin disponibilidad', { horarioId: 'Horario sin disponibilidad' }]),
    );
    const placed = await db
      .select({ id: orden.id })
      .from(orden)
      .where(and(inArray(orden.usuarioId, shoppers.map((s) => s.id)), eq(orden.direccionZonaId, punto.id)));
    expect(placed).toHaveLength(2);

    // the full window is no longer offered; the next date's still is
    const after = (await deliveryChoices(db, CARACAS, new Date())).retiro.find((p) => p.id === punto.id)!.ventana;
    expect(after.some((w) => w.horarioId === v.horarioId && w.fecha === v.fecha)).toBe(false);
    expect(after.length).toBeGreaterThan(0);
    // staff see the fill
    const fill = await ok<OcupacionVentana[]>('GET', 'caracas/ocupacion');
    expect(fill.find((f) => f.tipoEnvio === TipoEnvio.PICKUP && f.horarioId === v.horarioId && f.fecha === v.fecha)).toMatchObject({
      lugar: 'Retiro Cupos',
      ordenes: 2,
      capacidad: 2,
    });
  });

  it("closes a window at its cut-off: a schedule starting within its cut-off minutes is not offered", async () => {
    const db = t.database.db;
    const punto = await ok<{ id: number }>('POST', 'caracas/direccion', { nombre: 'Retiro Corte', direccion: 'Calle Real de Sabana Grande' });
    const h = await ok<HorarioZona>('POST', 'caracas/horario-pickup', { direccionZonaId: punto.id, diaSemana: 3, horaInicio: '10:00', horaFin: '12:00', capacidad: null, corteMinutos: 60 });
    // a Wednesday 09:30 in Caracas: today's 10:00 window is within its 60-minute cut-off (next week's is beyond the 7 days)
    const now = new Date('2026-11-25T13:30:00Z');
    expect((await deliveryChoices(db, CARACAS, now)).retiro.find((p) => p.id === punto.id)!.ventana).toEqual([]);
    const early = new Date('2026-11-25T12:30:00Z'); // 08:30: before the cut-off
    expect((await deliveryChoices(db, CARACAS, early)).retiro.find((p) => p.id === punto.id)!.ventana).toMatchObject([{ horarioId: h.id, fecha: '2026-11-25' }]);
    expect(await db.$count(horarioPickup, eq(horarioPickup.direccionZonaId, punto.id))).toBe(1);
  });

  it('shipping options (envio): base cost, free-shipping amount and per-area surcharges price checkout and the storefront', async () => {
    const db = t.database.db;
    const envio = await staffMember(t, ['ROLE_ENVIO', 'ROLE_ZONA_caracas']);
    const otra = await staffMember(t, ['ROLE_ENVIO', 'ROLE_ZONA_valencia']);
    const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token = envio.token) =>
      t.api({ method, url: `/admin/envio${url}`, token, ...(payload !== undefined && { payload }) });
    const choices = await deliveryChoices(db, CARACAS, new Date());
    const target = choices.area.find((a) => a.ventana.length > 0)!;
    const [valenciaArea] = await ok<AreaZona[]>('GET', 'valencia/arealistado');

    const bad = await api('POST', '/registrar', {
      zonaId: CARACAS,
      tipoEnvio: 1,
      nombre: 'Delivery',
      costoBase: '-1',
      envioGratisDesde: '-5',
      recargos: [{ areaId: valenciaArea!.id, recargo: '1.00' }],
    });
    expect([bad.statusCode, bad.json().errores]).toEqual([
      422,
      { costoBase: ENVIO_MESSAGES.monto, envioGratisDesde: ENVIO_MESSAGES.monto, 'recargos.0.areaId': ENVIO_MESSAGES.areaOtraZona },
    ]);
    expect(await db.$count(envioOpcion, eq(envioOpcion.zonaId, CARACAS))).toBe(0);
    const notMine = await api('POST', '/registrar', { zonaId: 2, tipoEnvio: 1, nombre: 'Delivery', costoBase: '1', envioGratisDesde: null });
    expect([notMine.statusCode, notMine.json().errores]).toEqual([422, { zonaId: ENVIO_MESSAGES.zona }]);

    const created = await api('POST', '/registrar', {
      zonaId: CARACAS,
      tipoEnvio: 1,
      nombre: 'Delivery',
      costoBase: '1',
      envioGratisDesde: '1000',
      recargos: [{ areaId: target.id, recargo: '0.75' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const opcion = created.json() as EnvioOpcion;
    expect(opcion).toMatchObject({ zonaNombre: 'Caracas', costoBase: '1.00', envioGratisDesde: '1000.00', recargos: [{ areaId: target.id, recargo: '0.75' }] });
    const dup = await api('POST', '/registrar', { zonaId: CARACAS, tipoEnvio: 1, nombre: 'Otro', costoBase: '1', envioGratisDesde: null });
    expect([dup.statusCode, dup.json().errores]).toEqual([409, { tipoEnvio: 'La zona ya tiene una opción de Delivery' }]);
    // another zone's staff neither list nor read it
    expect((await api('GET', '', undefined, otra.token)).json().map((o: EnvioOpcion) => o.zonaNombre)).toEqual(['Valencia', 'Valencia']);
    const hidden = await api('GET', `/${opcion.id}`, undefined, otra.token);
    expect([hidden.statusCode, hidden.json().mensaje]).toEqual([404, ACCESS_MESSAGES.zona]);

    // checkout and the storefront read it: base + surcharge, free from the amount
    const priced = (await deliveryChoices(db, CARACAS, new Date())).area.find((a) => a.id === target.id)!;
    expect(priced).toMatchObject({ costoEnvio: '1.75', envioGratisDesde: '1000.00' });
    const shipping = (await t.api({ url: '/api/zona/envio?zona=caracas' })).json() as EnvioZona;
    expect(shipping.envioGratisDesde).toBe('1000.00');
    expect(shipping.area.find((a) => a.nombre === target.nombre)!.costoEnvio).toBe('1.75');
    expect(shipping.opcion).toEqual([{ tipoEnvio: 1, nombre: 'Delivery', costoBase: '1.00', envioGratisDesde: '1000.00' }]);

    // an order under the amount pays 1.75; lowering the amount below it makes the next one free
    const [product] = await sellableIds(db, 1);
    await setSale(db, product!, { precio: '20.00', oferta: '0', existencia: 100 }, 2);
    await setProduct(db, product!, { impuesto: '0.00' });
    const [shopper] = await makeCustomers(t, 1);
    const order = async (costoEnvio: string) => {
      await fillCart(t, shopper!.token, [[product!, 1]]);
      const { total } = await expectedTotal(db, 2, [[product!, 1]], { costoEnvio });
      const res = await t.api({
        method: 'POST',
        url: '/usuario/orden/zona/caracas/pagina/0/registrar',
        token: shopper!.token,
        payload: {
          claveIdempotencia: randomUUID(),
          tipoEnvio: TipoEnvio.DELIVERY,
          direccionNueva: { nombre: 'Casa', direccion: 'Av. Principal, edificio Sol', sectorId: target.sector[0]!.id },
          horarioId: priced.ventana[0]!.horarioId,
          fechaEntrega: priced.ventana[0]!.fecha,
          montoSaldo: '0.00',
          pago: { metodo: MetodoPago.EFECTIVO },
          monedaId: 1,
          totalEsperado: total,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await db.select({ costoEnvio: orden.costoEnvio }).from(orden).where(eq(orden.id, (res.json().orden as { id: number }).id));
      return row!;
    };
    expect((await order('1.75')).costoEnvio).toBe('1.75');
    const edited = await api('PUT', `/${opcion.id}/editar`, { zonaId: CARACAS, tipoEnvio: 1, nombre: 'Delivery', costoBase: '1', envioGratisDesde: '15', recargos: [] });
    expect(edited.json()).toMatchObject({ envioGratisDesde: '15.00', recargos: [] });
    expect((await order('0')).costoEnvio).toBe('0.00');
    expect((await api('GET', `/${opcion.id}/historial`)).json().map((h: BitacoraFila) => h.accion)).toEqual(['editar', 'crear']);

    // inactive: areas charge their own cost again
    expect((await api('PUT', `/${opcion.id}/estatus`, {})).json()).toMatchObject({ estatus: 2 });
    const [own] = await db.select({ costoEnvio: area.costoEnvio }).from(area).where(eq(area.id, target.id));
    expect((await deliveryChoices(db, CARACAS, new Date())).area.find((a) => a.id === target.id)).toMatchObject({ costoEnvio: own!.costoEnvio, envioGratisDesde: null });
  });
});
