import { and, eq } from 'drizzle-orm';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FormPagoSchema, OrdenRegistradaSchema, type FormPago, type OrdenRegistrada, type RegistrarOrden } from '../../src/shared/contracts/orders';
import { MetodoPago, OrdenEstatus, PagoEstatus, TipoEnvio } from '../../src/shared/enums';
import { add, multiply, toLocal } from '../../src/shared/money';
import { carrito, carritoDetalle } from '../../src/server/cart/tables';
import { direccionUsuario, envioOpcion } from '../../src/server/delivery/tables';
import { orden, ordenDetalle, ordenHistorial, ordenPago } from '../../src/server/orders/tables';
import { hasPreparedPage } from '../../src/server/catalog/page-cache';
import { producto } from '../../src/server/catalog/tables';
import type { ProductoDetalle } from '../../src/shared/contracts/catalog-pages';
import { movimientoSaldo } from '../../src/server/wallet/tables';
import { getBalance } from '../../src/server/wallet/service';
import { createTestApp, login, testBackends, type TestApp } from '../helpers/app';
import { sellableIds, setProduct, setSale } from './cart-setup';
import { CARACAS, expectedTotal, fillCart, firstWindow, pickupBody, stockOf, tallies, userId } from './checkout-setup';

describe.each(testBackends())('checkout (%s)', (backend) => {
  let t: TestApp;
  let cliente: string;
  let clienteId: number;
  let ids: number[];
  const registrar = (token: string, payload: unknown, zona = 'caracas', pagina = 0) =>
    t.api({ method: 'POST', url: `/usuario/orden/zona/${zona}/pagina/${pagina}/registrar`, token, payload });
  const formpago = (token: string, zona = 'caracas', pagina = 0) => t.api({ url: `/usuario/orden/zona/${zona}/pagina/${pagina}/formpago`, token });

  /** Cart of the normal customer: three products at known prices, 28,88 $ of products with tax. */
  const CART: [number, number][] = [];

  beforeAll(async () => {
    t = await createTestApp(backend);
    cliente = (await login(t, 'cliente@demo.ve')).token;
    clienteId = await userId(t, 'cliente@demo.ve');
    const db = t.database.db;
    ids = await sellableIds(db, 8);
    for (const id of ids) {
      await setSale(db, id, { precio: '4.00', oferta: '0' }, 1);
      await setSale(db, id, { precio: '3.00', oferta: '0' }, 2);
      await setProduct(db, id, { impuesto: '0.00' });
    }
    await setSale(db, ids[0]!, { precio: '10.00', oferta: '9.00' }, 1);
    await setProduct(db, ids[0]!, { impuesto: '16.00' });
    CART.push([ids[0]!, 2], [ids[1]!, 1], [ids[2]!, 1]);
  });
  afterAll(() => t.close());

  it('formpago: the validated page, delivery areas and pickup points with windows, methods, balance, addresses and the customer', async () => {
    await fillCart(t, cliente, CART);
    const res = await formpago(cliente);
    expect(res.statusCode, res.body).toBe(200);
    const form = res.json() as FormPago;
    expect(Value.Check(FormPagoSchema, form)).toBe(true);
    expect(form.zona).toEqual({ id: 1, slug: 'caracas', nombre: 'Caracas' });
    expect(form.valido).toBe(true);
    expect(form.carrito.totales.total).toBe('28.88');
    expect([form.minimoCompra, form.minimoAlcanzado, form.tasa, form.costoEmpaquetado, form.saldo]).toEqual(['20.00', true, '245.8700', '0.50', '50.00']);
    expect(form.direccion.map((d) => [d.nombre, d.sector.nombre, d.area.nombre])).toEqual([
      ['Casa', 'Altamira', 'Chacao y Altamira'],
      ['Oficina', 'Las Mercedes', 'Las Mercedes y Baruta'],
    ]);
    expect(form.area.map((a) => [a.nombre, a.costoEnvio, a.tiempoEnvio])).toEqual([
      ['Chacao y Altamira', '0.00', 60],
      ['Las Mercedes y Baruta', '1.50', 120],
      ['El Hatillo', '2.50', 180],
      ['Centro y Oeste', '3.50', 240],
    ]);
    for (const a of form.area) expect(a.ventana.length).toBeGreaterThan(10);
    expect(form.retiro.map((p) => p.nombre)).toEqual(['Central Los Palos Grandes', 'Punto Las Mercedes']);
    expect(form.metodoPago.map((m) => m.id)).toEqual([1, 2, 3, 4, 5, 7]);
    const movil = form.metodoPago.find((m) => m.id === MetodoPago.PAGO_MOVIL)!;
    expect([movil.requiere, movil.enBolivares, movil.imagen]).toEqual([['referencia', 'banco', 'telefono'], true, '/pagos/pago-movil.svg']);
    expect(movil.instrucciones.map((i) => i.valor)).toEqual(['Banco de Venezuela (0102)', '0414-0000000', 'J-00000000-0']);
    expect(form.cliente).toEqual({ nombre: 'Carlos Eduardo Rodríguez', telefono: '04121234567', documento: 'V-18456789' });
  });

  it('registrar: balance plus mobile payment to a saved address, snapshotted, stock and balance taken, page cleared', async () => {
    const db = t.database.db;
    await fillCart(t, cliente, CART);
    const [oficina] = await db.select().from(direccionUsuario).where(and(eq(direccionUsuario.usuarioId, clienteId), eq(direccionUsuario.nombre, 'Oficina')));
    const ventana = await firstWindow(db, CARACAS, TipoEnvio.DELIVERY, 2);
    const { total } = await expectedTotal(db, 1, CART, { costoEnvio: '1.50' });
    expect(total).toBe('30.88');
    const stockBefore = await stockOf(db, ids[0]!);
    const body: RegistrarOrden = {
      claveIdempotencia: crypto.randomUUID(),
      tipoEnvio: TipoEnvio.DELIVERY,
      direccionUsuarioId: oficina!.id,
      horarioId: ventana.horarioId,
      fechaEntrega: ventana.fecha,
      montoSaldo: '10.00',
      pago: { metodo: MetodoPago.PAGO_MOVIL, referencia: '00123456', banco: 'Banesco', telefono: '04141234567' },
      monedaId: 2,
      totalEsperado: total,
      nota: 'Tocar el timbre',
    };
    const res = await registrar(cliente, body);
    expect(res.statusCode, res.body).toBe(201);
    const { orden: o } = res.json() as OrdenRegistrada;
    expect(Value.Check(OrdenRegistradaSchema, res.json())).toBe(true);
    expect([o.estatus.id, o.total, o.tasa, o.productos, o.tipoEnvio, o.fechaEntrega, o.horaInicio, o.zona.slug]).toEqual([
      OrdenEstatus.POR_VERIFICAR,
      '30.88',
      '245.8700',
      3,
      1,
      ventana.fecha,
      ventana.horaInicio,
      'caracas',
    ]);

    const [row] = await db.select().from(orden).where(eq(orden.id, o.id));
    expect(row).toMatchObject({
      usuarioId: clienteId,
      clienteNombre: 'Carlos Eduardo Rodríguez',
      clienteEmail: 'cliente@demo.ve',
      clienteDocumento: 'V-18456789',
      usuarioTipo: 1,
      metodoPago: MetodoPago.PAGO_MOVIL,
      areaId: 2,
      costoEnvio: '1.50',
      costoEmpaquetado: '0.50',
      descuento: '0.00',
      subtotal: '26.00',
      impuesto: '2.88',
      tiempoEnvio: 120,
      monedaId: 2,
      nota: 'Tocar el timbre',
    });
    expect(row!.direccion).toBe('Calle Madrid, Torre Platinum, piso 8, Las Mercedes (Ref.: Recepción del edificio)');
    const lines = await db.select().from(ordenDetalle).where(eq(ordenDetalle.ordenId, o.id));
    expect(lines.find((l) => l.productoId === ids[0])).toMatchObject({ cantidad: 2, precio: '10.00', oferta: '9.00', impuestoPorcentaje: '16.00', precioUnitario: '9.00', impuesto: '2.88', total: '20.88' });
    const pagos = await db.select().from(ordenPago).where(eq(ordenPago.ordenId, o.id));
    expect(pagos.map((p) => [p.metodo, p.monto, p.montoBs, p.estatus, p.referencia])).toEqual([
      [MetodoPago.SALDO, '10.00', null, PagoEstatus.VERIFICADO, null],
      [MetodoPago.PAGO_MOVIL, '20.88', toLocal('20.88', '245.87'), PagoEstatus.POR_VERIFICAR, '00123456'],
    ]);
    const historial = await db.select().from(ordenHistorial).where(eq(ordenHistorial.ordenId, o.id));
    expect(historial.map((h) => h.estatus)).toEqual([OrdenEstatus.POR_VERIFICAR]);
    expect(await getBalance(db, clienteId)).toBe('40.00');
    const [mov] = await db.select().from(movimientoSaldo).where(and(eq(movimientoSaldo.usuarioId, clienteId), eq(movimientoSaldo.tipo, 'ordenpago')));
    expect([mov!.monto, mov!.saldoResultante, mov!.referenciaId]).toEqual(['-10.00', '40.00', o.id]);
    expect(await stockOf(db, ids[0]!)).toBe(stockBefore - 2);
    const [page] = await db.select({ id: carrito.id }).from(carrito).where(and(eq(carrito.usuarioId, clienteId), eq(carrito.pagina, 0)));
    expect(await db.$count(carritoDetalle, eq(carritoDetalle.carritoId, page!.id))).toBe(0);

    // the same submission again: the same order, nothing more written
    const before = await tallies(db);
    const again = await registrar(cliente, body);
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as OrdenRegistrada).orden.id).toBe(o.id);
    expect(await tallies(db)).toEqual(before);
  });

  it('two identical submissions at once give one order', async () => {
    const db = t.database.db;
    const [shopper] = await Promise.all([login(t, 'prime@demo.ve')]);
    await fillCart(t, shopper.token, [[ids[3]!, 2]]);
    const { total } = await expectedTotal(db, 2, [[ids[3]!, 2]]);
    const body = await pickupBody(db, total);
    const [a, b] = await Promise.all([registrar(shopper.token, body), registrar(shopper.token, body)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().orden.id).toBe(b.json().orden.id);
    expect(await db.$count(orden, eq(orden.claveIdempotencia, body.claveIdempotencia))).toBe(1);
  });

  it("an order's stock shows in the next answer of the product's cached page (its keys read with the cart's lines)", async () => {
    const db = t.database.db;
    const [p] = await db.select({ slug: producto.slug }).from(producto).where(eq(producto.id, ids[4]!));
    const url = `/api/producto/${p!.slug}?zona=caracas`;
    const shown = async () => {
      const res = await t.api({ url });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as ProductoDetalle).producto.inventario[0]!.existencia;
    };
    const before = await stockOf(db, ids[4]!);
    expect(await shown()).toBe(before);
    expect(hasPreparedPage(db, ['producto', 'caracas', p!.slug, 1])).toBe(true);
    const shopper = await login(t, 'prime@demo.ve');
    await fillCart(t, shopper.token, [[ids[4]!, 2]]);
    const { total } = await expectedTotal(db, 2, [[ids[4]!, 2]]);
    const res = await registrar(shopper.token, await pickupBody(db, total));
    expect(res.statusCode, res.body).toBe(201);
    expect(hasPreparedPage(db, ['producto', 'caracas', p!.slug, 1])).toBe(false);
    expect(await shown()).toBe(before - 2);
  });

  it('the balance can pay everything: verified at once, no other payment', async () => {
    const db = t.database.db;
    const prime = (await login(t, 'prime@demo.ve')).token;
    await fillCart(t, prime, [[ids[4]!, 1]]);
    const { total } = await expectedTotal(db, 2, [[ids[4]!, 1]]);
    expect(total).toBe('3.50');
    const body = await pickupBody(db, total, { montoSaldo: total, pago: undefined });
    const res = await registrar(prime, body);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().orden.id as number;
    expect(res.json().orden.estatus.id).toBe(OrdenEstatus.VERIFICADO);
    const [row] = await db.select().from(orden).where(eq(orden.id, id));
    expect([row!.metodoPago, row!.tipoEnvio, row!.costoEnvio, row!.direccion]).toEqual([
      MetodoPago.SALDO,
      TipoEnvio.PICKUP,
      '0.00',
      'Central Los Palos Grandes: Av. Francisco de Miranda con 3ra transversal, Los Palos Grandes, Caracas',
    ]);
    const pagos = await db.select().from(ordenPago).where(eq(ordenPago.ordenId, id));
    expect(pagos.map((p) => [p.metodo, p.monto, p.estatus])).toEqual([[MetodoPago.SALDO, '3.50', PagoEstatus.VERIFICADO]]);
  });

  it('PRIME checks out below the normal minimum; a normal customer is stopped with the minimum message', async () => {
    const db = t.database.db;
    await fillCart(t, cliente, [[ids[5]!, 1]]);
    const { total } = await expectedTotal(db, 1, [[ids[5]!, 1]]);
    const before = await tallies(db);
    const res = await registrar(cliente, await pickupBody(db, total));
    expect(res.statusCode).toBe(422);
    expect(res.json().mensaje).toBe('El monto mínimo de compra es de $ 20,00');
    expect(await tallies(db)).toEqual(before);

    const prime = (await login(t, 'prime@demo.ve')).token;
    await fillCart(t, prime, [[ids[5]!, 1]]);
    const primeTotal = await expectedTotal(db, 2, [[ids[5]!, 1]]);
    expect((await registrar(prime, await pickupBody(db, primeTotal.total))).statusCode).toBe(201);
  });

  it('a new address is used, and saved when asked', async () => {
    const db = t.database.db;
    const [u] = await Promise.all([login(t, 'mayorista@demo.ve')]);
    const mayoristaId = await userId(t, 'mayorista@demo.ve');
    await setSale(db, ids[6]!, { precio: '4.00', oferta: '0', minimo: 6, grupo: 6 }, 3);
    await fillCart(t, u.token, [[ids[6]!, 6]]);
    const ventana = await firstWindow(db, CARACAS, TipoEnvio.DELIVERY, 3);
    const { total } = await expectedTotal(db, 3, [[ids[6]!, 6]], { costoEnvio: '2.50' });
    const saved = await db.$count(direccionUsuario, eq(direccionUsuario.usuarioId, mayoristaId));
    const res = await registrar(u.token, {
      claveIdempotencia: crypto.randomUUID(),
      tipoEnvio: TipoEnvio.DELIVERY,
      direccionNueva: { nombre: 'Quinta', sectorId: 11, direccion: 'Calle La Hoyadita, Qta. Los Pinos', guardar: true },
      horarioId: ventana.horarioId,
      fechaEntrega: ventana.fecha,
      montoSaldo: '0.00',
      pago: { metodo: MetodoPago.APP_TRANSFERENCIA, referencia: 'ZL-99887766' },
      monedaId: 1,
      totalEsperado: total,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await db.select().from(orden).where(eq(orden.id, res.json().orden.id));
    expect([row!.sectorId, row!.areaId, row!.costoEnvio, row!.direccion]).toEqual([11, 3, '2.50', 'Calle La Hoyadita, Qta. Los Pinos, El Hatillo']);
    expect(row!.direccionUsuarioId).toEqual(expect.any(Number));
    expect(await db.$count(direccionUsuario, eq(direccionUsuario.usuarioId, mayoristaId))).toBe(saved + 1);
    const [pago] = await db.select().from(ordenPago).where(eq(ordenPago.ordenId, row!.id));
    expect([pago!.metodo, pago!.montoBs, pago!.monto]).toEqual([MetodoPago.APP_TRANSFERENCIA, null, total]);
  });

  it('re-prices on the server: a changed price is a 409 with the new total, a line that cannot be bought is 409 naming it', async () => {
    const db = t.database.db;
    const prime = (await login(t, 'prime@demo.ve')).token;
    await fillCart(t, prime, [[ids[7]!, 3]]);
    const { total } = await expectedTotal(db, 2, [[ids[7]!, 3]]);
    await setSale(db, ids[7]!, { precio: '3.10', oferta: '0' }, 2);
    const before = await tallies(db);
    const changed = await registrar(prime, await pickupBody(db, total));
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({ codigo: 409, mensaje: 'El total cambió; confirma de nuevo', errores: { total: add(multiply('3.10', 3), '0.50') } });

    expect(await tallies(db)).toEqual(before);

    await setSale(db, ids[7]!, { precio: '3.10', oferta: '0', existencia: 2 }, 2);
    const beforeShort = await tallies(db);
    const short = await registrar(prime, await pickupBody(db, add(multiply('3.10', 3), '0.50')));
    expect(short.statusCode).toBe(409);
    expect(short.json().mensaje).toBe('El carrito cambió, revísalo');
    expect(Object.keys(short.json().errores)).toEqual([`producto.${ids[7]}`]);
    expect(await tallies(db)).toEqual(beforeShort);
    await setSale(db, ids[7]!, { precio: '3.10', oferta: '0', existencia: 100 }, 2);
  });

  it('an empty page is a 422; guests are 401; unknown or inactive zones are 404', async () => {
    const db = t.database.db;
    const body = await pickupBody(db, '1.00');
    const empty = await registrar(cliente, body, 'caracas', 2);
    expect([empty.statusCode, empty.json().mensaje]).toEqual([422, 'El carrito está vacío']);
    expect((await t.api({ method: 'POST', url: '/usuario/orden/zona/caracas/pagina/0/registrar', payload: body })).statusCode).toBe(401);
    expect((await t.api({ url: '/usuario/orden/zona/caracas/pagina/0/formpago' })).statusCode).toBe(401);
    for (const zona of ['maracaibo', 'atlantida']) {
      expect((await registrar(cliente, body, zona)).statusCode, zona).toBe(404);
      expect((await formpago(cliente, zona)).statusCode, zona).toBe(404);
    }
    expect((await registrar(cliente, body, 'caracas', 3)).statusCode).toBe(400);
  });

  it("pickup costs the zone's pickup option, free from its amount; formpago shows it and the order charges it", async () => {
    const db = t.database.db;
    const [opcion] = await db
      .insert(envioOpcion)
      .values({ zonaId: CARACAS, tipoEnvio: TipoEnvio.PICKUP, nombre: 'Retiro en tienda', costoBase: '1.25', envioGratisDesde: '30.00' })
      .returning();
    try {
      const prime = (await login(t, 'prime@demo.ve')).token;
      await fillCart(t, prime, [[ids[6]!, 2]]);
      const form = (await formpago(prime)).json() as FormPago;
      expect(form.retiro.map((p) => [p.costoEnvio, p.envioGratisDesde])).toEqual([
        ['1.25', '30.00'],
        ['1.25', '30.00'],
      ]);
      const { total } = await expectedTotal(db, 2, [[ids[6]!, 2]], { costoEnvio: '1.25' });
      const wrong = await registrar(prime, await pickupBody(db, add(total, '-1.25')));
      expect([wrong.statusCode, wrong.json().errores]).toEqual([409, { total }]);
      const res = await registrar(prime, await pickupBody(db, total));
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await db.select({ costoEnvio: orden.costoEnvio, total: orden.total }).from(orden).where(eq(orden.id, res.json().orden.id));
      expect(row).toEqual({ costoEnvio: '1.25', total });

      // from the free-pickup amount on, nothing
      await fillCart(t, prime, [[ids[6]!, 12]]);
      const big = await expectedTotal(db, 2, [[ids[6]!, 12]]);
      const free = await registrar(prime, await pickupBody(db, big.total));
      expect(free.statusCode, free.body).toBe(201);
    } finally {
      await db.delete(envioOpcion).where(eq(envioOpcion.id, opcion!.id));
    }
  });
});
