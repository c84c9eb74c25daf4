import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RegistrarOrden } from '../../src/shared/contracts/orders';
import { MetodoPago, TipoEnvio } from '../../src/shared/enums';
import { addDays } from '../../src/server/delivery/windows';
import { priceLines } from '../../src/server/cart/service';
import { producto } from '../../src/server/catalog/tables';
import { cupon } from '../../src/server/coupons/tables';
import { direccionUsuario, envioBloqueo, horario } from '../../src/server/delivery/tables';
import { saldoUsuario } from '../../src/server/wallet/tables';
import { createTestApp, login, testBackends, type TestApp } from '../helpers/app';
import { sellableIds, setProduct, setSale } from './cart-setup';
import { CARACAS, expectedTotal, fillCart, firstWindow, pickupBody, tallies, userId, VALENCIA } from './checkout-setup';

/** Every refused checkout answers with the right status and leaves the database exactly as it was. */
describe.each(testBackends())('checkout refusals (%s)', (backend) => {
  let t: TestApp;
  let cliente: string;
  let clienteId: number;
  let product: number;
  let total: string;
  let casa: number;
  let primeAddress: number;
  let valenciaProduct: number;
  const registrar = (payload: unknown, zona = 'caracas') =>
    t.api({ method: 'POST', url: `/usuario/orden/zona/${zona}/pagina/0/registrar`, token: cliente, payload });

  /** A delivery body to the customer's 'Casa' address (area 1: free delivery), in cash. */
  async function deliveryBody(over: Partial<RegistrarOrden> = {}): Promise<RegistrarOrden> {
    const v = await firstWindow(t.database.db, CARACAS, TipoEnvio.DELIVERY, 1);
    return {
      claveIdempotencia: crypto.randomUUID(),
      tipoEnvio: TipoEnvio.DELIVERY,
      direccionUsuarioId: casa,
      horarioId: v.horarioId,
      fechaEntrega: v.fecha,
      montoSaldo: '0.00',
      pago: { metodo: MetodoPago.EFECTIVO },
      monedaId: 1,
      totalEsperado: total,
      ...over,
    };
  }

  /** Sends the body and checks the answer and that nothing was written. */
  async function refused(payload: unknown, status: number, zona = 'caracas') {
    const before = await tallies(t.database.db);
    const res = await registrar(payload, zona);
    expect(res.statusCode, res.body).toBe(status);
    expect(await tallies(t.database.db)).toEqual(before);
    return res.json() as { codigo: number; mensaje: string; errores?: Record<string, string> };
  }

  beforeAll(async () => {
    t = await createTestApp(backend);
    const db = t.database.db;
    cliente = (await login(t, 'cliente@demo.ve')).token;
    clienteId = await userId(t, 'cliente@demo.ve');
    [product] = (await sellableIds(db, 1)) as [number];
    await setSale(db, product, { precio: '12.00', oferta: '0' }, 1);
    await setProduct(db, product, { impuesto: '0.00' });
    total = (await expectedTotal(db, 1, [[product, 2]])).total;
    const [own] = await db.select().from(direccionUsuario).where(and(eq(direccionUsuario.usuarioId, clienteId), eq(direccionUsuario.nombre, 'Casa')));
    casa = own!.id;
    const [other] = await db.select().from(direccionUsuario).where(eq(direccionUsuario.usuarioId, await userId(t, 'prime@demo.ve')));
    primeAddress = other!.id;
    const all = await db.select({ id: producto.id }).from(producto);
    const inValencia = await priceLines(db, VALENCIA, 1, all.map((p) => p.id));
    valenciaProduct = [...inValencia.keys()].sort((a, b) => a - b)[0]!;
    await setSale(db, valenciaProduct, { precio: '12.00', oferta: '0' }, 1, VALENCIA);
  });
  beforeEach(() => fillCart(t, cliente, [[product, 2]]));
  afterAll(() => t.close());

  it('the base body is accepted (so each refusal below is about its one change)', async () => {
    expect(total).toBe('24.50');
    const res = await registrar(await deliveryBody());
    expect(res.statusCode, res.body).toBe(201);
  });

  it('client-set prices and other unknown fields are 400', async () => {
    const base = await deliveryBody();
    for (const extra of [{ precio: '0.01' }, { total: '0.01' }, { descuento: '24.00' }, { costoEnvio: '0' }]) {
      const body = await refused({ ...base, ...extra }, 400);
      expect(Object.keys(body.errores!)).toEqual(Object.keys(extra));
    }
    await refused({ ...base, pago: { metodo: MetodoPago.EFECTIVO, monto: '0.01' } }, 400);
    await refused({ ...base, direccionNueva: { nombre: 'X', sectorId: 1, direccion: 'Calle 1 casa 2', precio: '1' } }, 400);
    await refused({ ...base, carritoDetalle: [{ cantidad: 1, producto: { id: product, precio: '0.01' } }] }, 400);
  });

  it('negative, fractional, malformed or huge balance amounts are refused', async () => {
    for (const montoSaldo of ['-1.00', '1.234', '1e3', 'abc', '', '99999999999.00']) {
      await refused(await deliveryBody({ montoSaldo }), 400);
    }
    const huge = await refused(await deliveryBody({ montoSaldo: '9999999999.99' }), 422);
    expect(huge.errores).toHaveProperty('montoSaldo');
    // within the total but above the balance
    const setBalance = (saldo: string) => t.database.db.update(saldoUsuario).set({ saldo }).where(eq(saldoUsuario.usuarioId, clienteId));
    await setBalance('5.00');
    const poor = await refused(await deliveryBody({ montoSaldo: '10.00' }), 409);
    expect(poor.mensaje).toBe('Saldo insuficiente');
    await setBalance('50.00');
  });

  it('wrong ids and shapes are 400: non-integers, zero, negative, out of range, bad uuid, bad enums', async () => {
    const base = await deliveryBody();
    for (const over of [
      { direccionUsuarioId: 0 },
      { direccionUsuarioId: -3 },
      { direccionUsuarioId: 1.5 },
      { direccionUsuarioId: '1' },
      { horarioId: 2_147_483_648 },
      { claveIdempotencia: 'no-es-uuid' },
      { tipoEnvio: 4 },
      { monedaId: 3 },
      { fechaEntrega: '2026-13-40' },
      { pago: { metodo: 8 } },
      { pago: { metodo: MetodoPago.PAGO_MOVIL, referencia: "1'; drop table orden;--", banco: 'Banesco', telefono: '04141234567' } },
      { totalEsperado: '24.5001' },
    ]) {
      await refused({ ...base, ...over }, 400);
    }
  });

  it("another customer's address is 404; an address of another zone or a sector outside the zone is 422", async () => {
    await refused(await deliveryBody({ direccionUsuarioId: primeAddress }), 404);
    await refused(await deliveryBody({ direccionUsuarioId: 2_000_000 }), 404);
    await fillCart(t, cliente, [[valenciaProduct, 2]], 0, 'valencia');
    const valencia = await firstWindow(t.database.db, VALENCIA, TipoEnvio.DELIVERY, 5);
    const other = await refused(await deliveryBody({ horarioId: valencia.horarioId, fechaEntrega: valencia.fecha }), 422, 'valencia');
    expect(other.errores).toEqual({ direccionUsuarioId: 'La dirección no pertenece a esta zona' });
    const outside = await refused(
      await deliveryBody({ direccionUsuarioId: undefined, direccionNueva: { nombre: 'Casa 2', sectorId: 20, direccion: 'Av. Bolívar Norte' } }),
      422,
    );
    expect(outside.errores).toEqual({ 'direccionNueva.sectorId': 'El sector no está entre las áreas de entrega de la zona' });
    await refused(await deliveryBody({ direccionNueva: { nombre: 'Casa 2', sectorId: 1, direccion: 'Av. Bolívar Norte' } }), 422);
    await refused(await deliveryBody({ direccionUsuarioId: undefined }), 422);
    await refused(await deliveryBody({ direccionZonaId: 1 }), 422);
  });

  it('pickup needs a pickup point of the zone', async () => {
    await refused(await pickupBody(t.database.db, '24.00', { direccionZonaId: 3 }), 422);
    await refused(await pickupBody(t.database.db, '24.00', { direccionZonaId: undefined }), 422);
    await refused(await pickupBody(t.database.db, '24.00', { direccionUsuarioId: casa }), 422);
  });

  it('the window must be one the server offers: of that area, on its weekday, not started, not blocked', async () => {
    const db = t.database.db;
    const v = await firstWindow(db, CARACAS, TipoEnvio.DELIVERY, 1);
    const [otherArea] = await db.select().from(horario).where(eq(horario.areaId, 4)).limit(1);
    expect((await refused(await deliveryBody({ horarioId: otherArea!.id }), 422)).errores).toEqual({ horarioId: 'El horario elegido no existe para esta entrega' });
    expect((await refused(await deliveryBody({ fechaEntrega: addDays(v.fecha, 1) }), 422)).errores).toHaveProperty('fechaEntrega');
    expect((await refused(await deliveryBody({ fechaEntrega: addDays(v.fecha, -7) }), 422)).errores).toHaveProperty('fechaEntrega');
    expect((await refused(await deliveryBody({ fechaEntrega: addDays(v.fecha, 28) }), 422)).errores).toHaveProperty('fechaEntrega');
    const chosen = await deliveryBody({ horarioId: v.horarioId, fechaEntrega: v.fecha });
    const pickupChosen = await pickupBody(db, '24.50');
    const [block] = await db
      .insert(envioBloqueo)
      .values({ zonaId: CARACAS, tipoEnvio: TipoEnvio.DELIVERY, desde: new Date(), hasta: new Date(Date.now() + 9 * 86_400_000), motivo: 'Inventario' })
      .returning();
    try {
      const blocked = await refused(chosen, 422);
      expect(blocked.mensaje).toBe('No hay despachos en el horario elegido');
      // a delivery block leaves pickup open
      const pickup = await registrar(pickupChosen);
      expect(pickup.statusCode, pickup.body).toBe(201);
    } finally {
      await db.delete(envioBloqueo).where(eq(envioBloqueo.id, block!.id));
    }
    // a pickup block closes pickup's windows (read with the point, its schedules and rule in one statement)
    await fillCart(t, cliente, [[product, 2]]);
    const pickupAgain = await pickupBody(db, '24.50');
    const [pickupBlock] = await db
      .insert(envioBloqueo)
      .values({ zonaId: CARACAS, tipoEnvio: TipoEnvio.PICKUP, desde: new Date(), hasta: new Date(Date.now() + 9 * 86_400_000), motivo: 'Inventario' })
      .returning();
    try {
      expect((await refused(pickupAgain, 422)).errores).toEqual({ horarioId: 'No hay despachos en el horario elegido' });
    } finally {
      await db.delete(envioBloqueo).where(eq(envioBloqueo.id, pickupBlock!.id));
    }
  });

  it('payment: required unless the balance pays all, with the fields of its method; the balance is not a method', async () => {
    expect((await refused(await deliveryBody({ pago: undefined }), 422)).errores).toEqual({ 'pago.metodo': 'Este campo es obligatorio' });
    expect((await refused(await deliveryBody({ pago: { metodo: MetodoPago.SALDO } }), 422)).errores).toEqual({ 'pago.metodo': 'El saldo se indica en montoSaldo' });
    expect((await refused(await deliveryBody({ pago: { metodo: MetodoPago.PAGO_MOVIL } }), 422)).errores).toEqual({
      'pago.referencia': 'Este campo es obligatorio',
      'pago.banco': 'Este campo es obligatorio',
      'pago.telefono': 'Este campo es obligatorio',
    });
    expect((await refused(await deliveryBody({ pago: { metodo: MetodoPago.TRANSFERENCIA, referencia: '12345678' } }), 422)).errores).toEqual({
      'pago.banco': 'Este campo es obligatorio',
    });
    await refused(await deliveryBody({ totalEsperado: '24.49' }), 409);
  });

  it('coupons: an unknown code is 422; a valid one is discounted, counted and tied to the order', async () => {
    const db = t.database.db;
    expect((await refused(await deliveryBody({ cuponCodigo: 'NOEXISTE' }), 422)).errores).toHaveProperty('cuponCodigo');
    const [c] = await db
      .insert(cupon)
      .values({ zonaId: CARACAS, nombre: 'Prueba checkout', codigo: 'CHECK10', valor: '10', porcentaje: true, desde: new Date(Date.now() - 3600_000), hasta: new Date(Date.now() + 86_400_000) })
      .returning();
    // products 24,00: 10 % is 2,40
    await refused(await deliveryBody({ cuponCodigo: 'CHECK10' }), 409);
    const res = await registrar(await deliveryBody({ cuponCodigo: 'check10', totalEsperado: '22.10' }));
    expect(res.statusCode, res.body).toBe(201);
    const [after] = await db.select().from(cupon).where(eq(cupon.id, c!.id));
    expect(after!.usos).toBe(1);
    await fillCart(t, cliente, [[product, 2]]);
    expect((await refused(await deliveryBody({ cuponCodigo: 'CHECK10', totalEsperado: '22.10' }), 422)).mensaje).toBeTruthy();
  });
});
