import { eq } from 'drizzle-orm';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CalificacionFilaSchema,
  OrdenCompletaSchema,
  OrdenesPaginaSchema,
  RastreoListadoSchema,
  type DatosRastreo,
  type OrdenCompleta,
  type OrdenesPagina,
  type ProcesoRastreo,
  type RastreoListado,
} from '../../src/shared/contracts/orders';
import { MetodoPago, OrdenEstatus, TipoEnvio } from '../../src/shared/enums';
import { changeOrderStatus } from '../../src/server/orders/status';
import { orden } from '../../src/server/orders/tables';
import { getBalance } from '../../src/server/wallet/service';
import { createTestApp, login, testBackends, type TestApp } from '../helpers/app';
import { sellableIds, setProduct, setSale } from './cart-setup';
import { CARACAS, expectedTotal, fillCart, firstWindow, pickupBody, stockOf, userId } from './checkout-setup';

describe.each(testBackends())('customer orders, tracking and ratings (%s)', (backend) => {
  let t: TestApp;
  let cliente: string;
  let prime: string;
  let clienteId: number;
  let product: number;
  let delivered: number;
  let cancelled: number;
  let primeOrder: number;
  const get = (url: string, token = cliente) => t.api({ url, token });
  const tracking = async (token = cliente) => {
    const res = await get('/usuario/rastreo/listado', token);
    expect(res.statusCode, res.body).toBe(200);
    expect(Value.Check(RastreoListadoSchema, res.json())).toBe(true);
    return (res.json() as RastreoListado).rastreo.map((r) => ({ data: JSON.parse(r.dataOrder) as DatosRastreo, process: JSON.parse(r.process) as ProcesoRastreo }));
  };
  const move = (id: number, estatus: number, nota = '') => changeOrderStatus(t.database.db, id, { estatus: estatus as never, nota, autorId: 1 });

  beforeAll(async () => {
    t = await createTestApp(backend);
    const db = t.database.db;
    cliente = (await login(t, 'cliente@demo.ve')).token;
    prime = (await login(t, 'prime@demo.ve')).token;
    clienteId = await userId(t, 'cliente@demo.ve');
    [product] = (await sellableIds(db, 1)) as [number];
    await setSale(db, product, { precio: '11.00', oferta: '0' }, 1);
    await setSale(db, product, { precio: '10.00', oferta: '0' }, 2);
    await setProduct(db, product, { impuesto: '0.00' });

    const place = async (token: string, usuarioTipo: 1 | 2, body: (total: string) => Promise<object>, costoEnvio = '0') => {
      await fillCart(t, token, [[product, 2]]);
      const { total } = await expectedTotal(db, usuarioTipo, [[product, 2]], { costoEnvio });
      const res = await t.api({ method: 'POST', url: '/usuario/orden/zona/caracas/pagina/0/registrar', token, payload: await body(total) });
      if (res.statusCode !== 201) throw new Error(res.body);
      return res.json().orden.id as number;
    };
    const v = await firstWindow(db, CARACAS, TipoEnvio.DELIVERY, 1);
    const [casa] = (await t.api({ url: '/usuario/direccion/zona/caracas', token: cliente })).json().direccion as { id: number }[];
    delivered = await place(cliente, 1, async (total) => ({
      claveIdempotencia: crypto.randomUUID(),
      tipoEnvio: TipoEnvio.DELIVERY,
      direccionUsuarioId: casa!.id,
      horarioId: v.horarioId,
      fechaEntrega: v.fecha,
      montoSaldo: '0.00',
      pago: { metodo: MetodoPago.PUNTO_VENTA },
      monedaId: 1,
      totalEsperado: total,
    }));
    cancelled = await place(cliente, 1, (total) => pickupBody(db, total, { montoSaldo: '5.00' }));
    primeOrder = await place(prime, 2, (total) => pickupBody(db, total));
  });
  afterAll(() => t.close());

  it('lists the caller’s orders newest first, 50 a page', async () => {
    const res = await get('/usuario/orden/pagina/1');
    expect(res.statusCode).toBe(200);
    const page = res.json() as OrdenesPagina;
    expect(Value.Check(OrdenesPaginaSchema, page)).toBe(true);
    expect(page.orden.map((o) => o.id)).toEqual([cancelled, delivered]);
    expect([page.pagina, page.porPagina, page.total, page.paginas]).toEqual([1, 50, 2, 1]);
    expect(page.orden[1]).toMatchObject({ total: '22.50', productos: 1, tipoEnvio: 1, calificada: false, zona: { slug: 'caracas', nombre: 'Caracas' } });
    expect((await get('/usuario/orden/pagina/2')).json().orden).toEqual([]);
    for (const n of ['0', '-1', 'x', '1.5']) expect((await get(`/usuario/orden/pagina/${n}`)).statusCode, n).toBe(400);
  });

  it('shows one order in full; another customer’s order or an unknown id is 404', async () => {
    const res = await get(`/usuario/orden/${cancelled}/usuario`);
    expect(res.statusCode).toBe(200);
    const o = res.json() as OrdenCompleta;
    expect(Value.Check(OrdenCompletaSchema, o)).toBe(true);
    expect(o).toMatchObject({ id: cancelled, tipoEnvio: TipoEnvio.PICKUP, subtotal: '22.00', costoEmpaquetado: '0.50', total: '22.50', tiempoEnvio: 0 });
    expect(o.detalle).toEqual([
      expect.objectContaining({ productoId: product, cantidad: 2, precio: '11.00', precioUnitario: '11.00', total: '22.00' }),
    ]);
    expect(o.pago.map((p) => [p.metodo.nombre, p.monto, p.estatus.nombre])).toEqual([
      ['Saldo TZM / Tarjeta de regalo', '5.00', 'Verificado'],
      ['Efectivo', '17.50', 'Por verificar'],
    ]);
    expect(o.historial.map((h) => h.estatus.nombre)).toEqual(['Pago por verificar']);
    expect((await get(`/usuario/orden/${primeOrder}/usuario`)).statusCode).toBe(404);
    expect((await get(`/usuario/orden/${delivered}/usuario`, prime)).statusCode).toBe(404);
    expect((await get('/usuario/orden/999999/usuario')).statusCode).toBe(404);
    expect((await get('/usuario/orden/abc/usuario')).statusCode).toBe(400);
  });

  it('tracks orders in progress with their steps; delivered shows every step with its time', async () => {
    let entries = await tracking();
    expect(entries.map((e) => e.data.id)).toEqual([cancelled, delivered]);
    const first = entries.find((e) => e.data.id === delivered)!;
    expect(first.data).toMatchObject({ tipoEnvio: 1, total: '22.50', estatus: { id: 1, nombre: 'Pago por verificar' } });
    expect(first.process.image).toBe('/rastreo/recibido.svg');
    expect(first.process.steps.map((s) => [s.name, s.time !== null, s.error])).toEqual([
      ['Pedido recibido', true, false],
      ['Pago verificado', false, false],
      ['En preparación', false, false],
      ['En camino', false, false],
      ['Entregado', false, false],
    ]);
    const pickup = entries.find((e) => e.data.id === cancelled)!;
    expect(pickup.process.steps.map((s) => s.name)).toEqual(['Pedido recibido', 'Pago verificado', 'En preparación', 'Listo para retirar', 'Entregado']);

    for (const estatus of [OrdenEstatus.VERIFICADO, OrdenEstatus.PREPARANDO, OrdenEstatus.EN_CAMINO]) await move(delivered, estatus);
    entries = await tracking();
    const onTheWay = entries.find((e) => e.data.id === delivered)!;
    expect(onTheWay.process.image).toBe('/rastreo/en-camino.svg');
    expect(onTheWay.process.steps.map((s) => s.time !== null)).toEqual([true, true, true, true, false]);
    await move(delivered, OrdenEstatus.ENTREGADO, 'Recibido por el conserje');
    const done = (await tracking()).find((e) => e.data.id === delivered)!;
    expect(done.process.image).toBe('/rastreo/entregado.svg');
    expect(done.process.steps.every((s) => s.time !== null && !s.error)).toBe(true);
  });

  it('a cancelled order ends in an error step with the error image; stock and balance come back', async () => {
    const db = t.database.db;
    const stock = await stockOf(db, product);
    const saldo = await getBalance(db, clienteId);
    await move(cancelled, OrdenEstatus.CANCELADO, 'Cancelado a petición del cliente');
    const entry = (await tracking()).find((e) => e.data.id === cancelled)!;
    expect(entry.process.image).toBe('/rastreo/error.svg');
    expect(entry.process.steps.map((s) => [s.name, s.error])).toEqual([
      ['Pedido recibido', false],
      ['Pedido cancelado', true],
    ]);
    expect(entry.process.steps[1]!.message).toBe('Cancelado a petición del cliente');
    expect(await stockOf(db, product)).toBe(stock + 2);
    expect(Number(await getBalance(db, clienteId))).toBe(Number(saldo) + 5);
  });

  it('finished orders leave tracking after 48 hours; the empty state is an empty list', async () => {
    const db = t.database.db;
    await db.update(orden).set({ actualizadoEn: new Date(Date.now() - 49 * 3600_000) }).where(eq(orden.id, cancelled));
    expect((await tracking()).map((e) => e.data.id)).toEqual([delivered]);
    const [fresh] = await Promise.all([login(t, 'mayorista@demo.ve')]);
    expect(await tracking(fresh.token)).toEqual([]);
  });

  it('ratings: the delivered order waits for one, is rated once; others are refused', async () => {
    const pending = await get('/usuario/orden/calificacion/pendiente');
    expect(pending.json().orden.id).toBe(delivered);
    const rate = (payload: unknown, token = cliente) => t.api({ method: 'POST', url: '/usuario/orden/calificacion', token, payload });
    expect((await rate({ ordenId: cancelled, puntuacion: 5 })).statusCode).toBe(422);
    expect((await rate({ ordenId: primeOrder, puntuacion: 5 })).statusCode).toBe(404);
    for (const bad of [{ ordenId: delivered, puntuacion: 6 }, { ordenId: delivered, puntuacion: 0 }, { ordenId: delivered, puntuacion: 4.5 }, { ordenId: delivered }, { ordenId: delivered, puntuacion: 4, usuarioId: 1 }]) {
      expect((await rate(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    const ok = await rate({ ordenId: delivered, puntuacion: 4, comentario: 'Llegó a tiempo' });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(Value.Check(CalificacionFilaSchema, ok.json())).toBe(true);
    expect(ok.json().calificacion).toMatchObject({ puntuacion: 4, comentario: 'Llegó a tiempo' });
    const twice = await rate({ ordenId: delivered, puntuacion: 1 });
    expect([twice.statusCode, twice.json().mensaje]).toEqual([422, 'Este pedido ya fue calificado']);
    expect((await get('/usuario/orden/calificacion/pendiente')).json()).toEqual({ orden: null });
    const list = (await get('/usuario/orden/calificaciones')).json().calificacion as { orden: { id: number; calificada: boolean }; calificacion: { puntuacion: number } | null }[];
    expect(list.map((r) => [r.orden.id, r.orden.calificada, r.calificacion?.puntuacion])).toEqual([[delivered, true, 4]]);
    expect((await get(`/usuario/orden/${delivered}/usuario`)).json().calificacion).toMatchObject({ puntuacion: 4 });
  });

  it('every order call needs a customer', async () => {
    for (const url of ['/usuario/orden/pagina/1', `/usuario/orden/${delivered}/usuario`, '/usuario/rastreo/listado', '/usuario/orden/calificacion/pendiente', '/usuario/orden/calificaciones']) {
      expect((await t.api({ url })).statusCode, url).toBe(401);
    }
    expect((await t.api({ method: 'POST', url: '/usuario/orden/calificacion', payload: { ordenId: delivered, puntuacion: 5 } })).statusCode).toBe(401);
  });
});
