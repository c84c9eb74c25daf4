import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cupon, cuponUso } from '../../src/server/coupons/tables';
import { ordenPago } from '../../src/server/orders/tables';
import { getBalance } from '../../src/server/wallet/service';
import { movimientoSaldo } from '../../src/server/wallet/tables';
import { usuario } from '../../src/server/auth/tables';
import type { OrdenAdmin, OrdenFila } from '../../src/shared/contracts/admin-orders';
import { MetodoPago, OrdenEstatus, PagoEstatus } from '../../src/shared/enums';
import { createTestApp, login, testBackends, type ApiCall, type TestApp } from '../helpers/app';
import { placeTestOrder, setOrderCreated, stockOf, type PlacedOrder } from './admin-orders.fixtures';
import { sellableIds, setProduct, setSale } from './cart-setup';
import { expectedTotal, fillCart, pickupBody, stockOf as productStock } from './checkout-setup';

const CARACAS = 1;
const VALENCIA = 2;

describe.each(testBackends())('admin órdenes (%s)', (backend) => {
  let t: TestApp;
  let admin: string;
  let operador: string;
  const api = (call: ApiCall) => t.api({ token: admin, ...call });
  const list = async (filter: object, extra = '', token = admin) => {
    const res = await t.api({ token, url: `/admin/orden?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,499]${extra}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as OrdenFila[];
  };
  const ids = (rows: OrdenFila[]) => rows.map((r) => r.id);
  const move = (id: number, estatus: number, nota = 'Cambio de prueba', token = admin) =>
    t.api({ token, method: 'PUT', url: `/admin/orden/${id}/estatus`, payload: { estatus, nota } });
  let movil: PlacedOrder; // cliente, caracas, delivery, pago móvil, pending
  let pickup: PlacedOrder; // prime, valencia, pickup, paid with balance
  let old: PlacedOrder; // mayorista, caracas, transfer, January 2024
  let big: PlacedOrder; // cliente, caracas, cash, large total

  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = (await login(t, 'admin@demo.ve')).token;
    operador = (await login(t, 'operador@demo.ve')).token;
    const db = t.database.db;
    movil = await placeTestOrder(db, { email: 'cliente@demo.ve', zonaId: CARACAS, metodoPago: MetodoPago.PAGO_MOVIL });
    pickup = await placeTestOrder(db, { email: 'prime@demo.ve', zonaId: VALENCIA, tipoEnvio: 2, precio: '2.00', cantidad: 1, productos: 1 });
    old = await placeTestOrder(db, { email: 'mayorista@demo.ve', zonaId: CARACAS, metodoPago: MetodoPago.TRANSFERENCIA, precio: '7.00' });
    await setOrderCreated(db, old.id, new Date('2024-01-15T03:30:00Z')); // 14 Jan, 23:30 in Caracas
    big = await placeTestOrder(db, { email: 'cliente@demo.ve', zonaId: CARACAS, metodoPago: MetodoPago.EFECTIVO, precio: '40.00', cantidad: 3 });
  });
  afterAll(() => t.close());

  describe('list', () => {
    it('answers rows with Content-Range, newest first when asked', async () => {
      const res = await api({ url: `/admin/orden?sort=${encodeURIComponent('["id","DESC"]')}` });
      expect(res.statusCode).toBe(200);
      const rows = res.json() as OrdenFila[];
      expect(rows.length).toBeGreaterThanOrEqual(4);
      expect(ids(rows)).toEqual([...ids(rows)].sort((a, b) => b - a));
      expect(res.headers['content-range']).toMatch(/^orden 0-\d+\/\d+$/);
      const row = rows.find((r) => r.id === movil.id)!;
      expect(row).toMatchObject({ zonaId: CARACAS, zonaNombre: 'Caracas', estatus: 1, metodoPago: 3, tipoEnvio: 1, clienteEmail: 'cliente@demo.ve', total: movil.total });
    });

    it('counts small results exactly, whether the page is short, full or past the end', async () => {
      const all = await list({});
      const page = async (range: string) => (await api({ url: `/admin/orden?range=${range}&sort=${encodeURIComponent('["creadoEn","DESC"]')}` })).headers['content-range'];
      expect(await page('[0,1]')).toBe(`orden 0-1/${all.length}`);
      expect(await page('[1000,1049]')).toBe(`orden */${all.length}`);
      const short = await api({ url: `/admin/orden?filter=${encodeURIComponent('{"zonaId":2}')}&range=[0,1]` });
      expect(short.headers['content-range']).toBe(`orden 0-0/1`);
    });

    it('narrows by every filter', async () => {
      const check = async (filter: object, has: PlacedOrder[], hasNot: PlacedOrder[], each: (r: OrdenFila) => boolean) => {
        const rows = await list(filter);
        for (const o of has) expect(ids(rows), JSON.stringify(filter)).toContain(o.id);
        for (const o of hasNot) expect(ids(rows), JSON.stringify(filter)).not.toContain(o.id);
        expect(rows.every(each), JSON.stringify(filter)).toBe(true);
      };
      await check({ id: movil.id }, [movil], [pickup, old, big], (r) => r.id === movil.id);
      await check({ id: [movil.id, big.id] }, [movil, big], [pickup, old], () => true);
      await check({ estatus: 1 }, [movil, old, big], [pickup], (r) => r.estatus === 1);
      await check({ estatus: [2, 7] }, [pickup], [movil], (r) => [2, 7].includes(r.estatus));
      await check({ zonaId: VALENCIA }, [pickup], [movil, old, big], (r) => r.zonaId === VALENCIA);
      await check({ tipoEnvio: 2 }, [pickup], [movil, big], (r) => r.tipoEnvio === 2);
      await check({ metodoPago: MetodoPago.PAGO_MOVIL }, [movil], [pickup, big], (r) => r.metodoPago === 3);
      await check({ metodoPago: [1, 4] }, [old, big], [movil], (r) => [1, 4].includes(r.metodoPago));
      await check({ desde: '2024-01-14', hasta: '2024-01-14' }, [old], [movil, big], () => true);
      await check({ desde: '2024-01-15', hasta: '2024-01-31' }, [], [old], () => true);
      await check({ desde: '2024-02-01' }, [movil, big], [old], (r) => r.creadoEn >= '2024-02-01');
      await check({ totalMin: 100 }, [big], [movil, pickup], (r) => Number(r.total) >= 100);
      await check({ totalMax: '2.00' }, [pickup], [movil, big], (r) => Number(r.total) <= 2);
      await check({ totalMin: '20', totalMax: 20 }, [movil], [big], (r) => r.total === '20.00');
      await check({ cliente: 'carlos ed' }, [movil, big], [pickup, old], (r) => r.clienteNombre.toLowerCase().startsWith('carlos ed'));
      await check({ cliente: 'PRIME@' }, [pickup], [movil], (r) => r.clienteEmail === 'prime@demo.ve');
      await check({ cliente: 'J-405678901' }, [old], [movil], (r) => r.clienteDocumento === 'J-405678901');
      await check({ cliente: '405678901' }, [old], [movil], (r) => r.clienteDocumento === 'J-405678901');
      await check({ cliente: 'eduardo' }, [], [movil], () => true);
      await check({ cliente: '%' }, [], [movil, pickup, old, big], () => true);
      await check({ zonaId: CARACAS, estatus: 1, metodoPago: 1, totalMin: 100 }, [big], [movil, old], (r) => r.id === big.id || r.metodoPago === 1);
    });

    it('sorts by id, date, total and status, and refuses other columns', async () => {
      const sorted = async (field: string, order: string) =>
        (await list({}, `&sort=${encodeURIComponent(JSON.stringify([field, order]))}`)).map((r) => r as OrdenFila);
      const byTotal = await sorted('total', 'ASC');
      expect(byTotal.map((r) => Number(r.total))).toEqual(byTotal.map((r) => Number(r.total)).sort((a, b) => a - b));
      const byStatus = await sorted('estatus', 'DESC');
      expect(byStatus.map((r) => r.estatus)).toEqual(byStatus.map((r) => r.estatus).sort((a, b) => b - a));
      const byDate = await sorted('creadoEn', 'ASC');
      expect(byDate[0]!.id).toBe(old.id);
      for (const bad of ['["clienteNombre","ASC"]', '["total; drop table orden","ASC"]', '["id","SIDEWAYS"]']) {
        const res = await api({ url: `/admin/orden?sort=${encodeURIComponent(bad)}` });
        expect(res.statusCode).toBe(400);
      }
    });

    it('refuses malformed and hostile filters', async () => {
      for (const filter of [
        '{"estatus":9}',
        '{"estatus":[]}',
        '{"zonaId":"1 or 1=1"}',
        '{"desde":"2024-13-45"}',
        '{"desde":"ayer"}',
        '{"totalMin":-1}',
        '{"totalMin":"1e9"}',
        '{"precio":1}',
        '{"cliente":"' + 'x'.repeat(101) + '"}',
        'no es json',
        '{"totalMin":50,"totalMax":10}',
        '{"desde":"2024-02-01","hasta":"2024-01-01"}',
      ]) {
        const res = await api({ url: `/admin/orden?filter=${encodeURIComponent(filter)}` });
        expect(res.statusCode, filter).toBe(400);
        expect(res.json().codigo).toBe(400);
      }
    });

    it('limits staff to their zones', async () => {
      const rows = await list({}, '', operador);
      expect(ids(rows)).toContain(movil.id);
      expect(ids(rows)).not.toContain(pickup.id);
      expect(rows.every((r) => r.zonaId === CARACAS)).toBe(true);
      expect(await list({ zonaId: VALENCIA }, '', operador)).toEqual([]);
      expect(await list({ id: pickup.id }, '', operador)).toEqual([]);
    });
  });

  it('datafiltro lists statuses, methods, delivery types and only the caller’s zones', async () => {
    const res = await api({ url: '/admin/orden/datafiltro' });
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data.estatus).toHaveLength(7);
    expect(data.metodoPago.map((m: { id: number }) => m.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(data.tipoEnvio).toEqual([
      { id: 1, nombre: 'Delivery' },
      { id: 2, nombre: 'Retiro en tienda' },
      { id: 3, nombre: 'Express' },
    ]);
    expect(data.zona.map((z: { slug: string }) => z.slug)).toEqual(['caracas', 'valencia', 'maracaibo']);
    const op = await t.api({ token: operador, url: '/admin/orden/datafiltro' });
    expect(op.json().zona).toEqual([{ id: 1, slug: 'caracas', nombre: 'Caracas' }]);
  });

  describe('full', () => {
    it('shows the order with lines, payments, history, customer and allowed moves', async () => {
      const res = await api({ url: `/admin/orden/${movil.id}/full` });
      expect(res.statusCode).toBe(200);
      const o = res.json() as OrdenAdmin;
      expect(o).toMatchObject({
        id: movil.id,
        estatus: { id: 1, nombre: 'Pago por verificar' },
        zona: { id: 1, slug: 'caracas' },
        cliente: { email: 'cliente@demo.ve', documento: 'V-18456789' },
        tipoEnvio: { id: 1 },
        metodoPago: { id: 3, nombre: 'Pago móvil' },
        total: '20.00',
        tasa: '245.8700',
        totalBs: '4917.40',
        calificacion: null,
      });
      expect(o.siguientes.map((s) => s.id)).toEqual([OrdenEstatus.VERIFICADO, OrdenEstatus.CANCELADO]);
      expect(o.detalle).toHaveLength(2);
      expect(o.pago).toEqual([expect.objectContaining({ metodo: { id: 3, nombre: 'Pago móvil' }, estatus: { id: 1, nombre: 'Por verificar' }, monto: '20.00' })]);
      expect(o.historial).toEqual([expect.objectContaining({ estatus: { id: 1, nombre: 'Pago por verificar' }, autor: null })]);
      expect((await api({ url: `/admin/orden/${movil.id}` })).json()).toEqual(o);
    });

    it('is 404 for unknown orders and for orders of zones the staff member does not hold, saying which', async () => {
      const unknown = await api({ url: '/admin/orden/99999999/full' });
      expect(unknown.json()).toEqual({ codigo: 404, mensaje: 'Orden no encontrada' });
      const hidden = await t.api({ token: operador, url: `/admin/orden/${pickup.id}/full` });
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toEqual({ codigo: 404, mensaje: 'No tiene los permisos de la Zona necesaria para esta área' });
      expect((await t.api({ token: operador, url: `/admin/orden/${movil.id}/full` })).statusCode).toBe(200);
      expect((await api({ url: '/admin/orden/abc/full' })).statusCode).toBe(400);
    });
  });

  describe('status', () => {
    it('moves a delivery order along its path, verifying payments and recording who did it', async () => {
      const o = await placeTestOrder(t.database.db, { email: 'cliente@demo.ve', zonaId: CARACAS, metodoPago: MetodoPago.PAGO_MOVIL });
      const skip = await move(o.id, OrdenEstatus.PREPARANDO);
      expect(skip.statusCode).toBe(422);
      expect(skip.json().mensaje).toBe('Transición de estatus no permitida');

      const verified = await move(o.id, OrdenEstatus.VERIFICADO, 'Pago móvil confirmado en banco', operador);
      expect(verified.statusCode, verified.body).toBe(200);
      const body = verified.json() as OrdenAdmin;
      expect(body.estatus.id).toBe(OrdenEstatus.VERIFICADO);
      expect(body.pago[0]).toMatchObject({ estatus: { id: PagoEstatus.VERIFICADO }, verificadoPor: 'Luis Alberto Pérez' });
      expect(body.pago[0]!.verificadoEn).not.toBeNull();
      expect(body.historial.at(-1)).toMatchObject({ estatus: { id: 2 }, nota: 'Pago móvil confirmado en banco', autor: 'Luis Alberto Pérez' });
      expect(body.siguientes.map((s) => s.id)).toEqual([OrdenEstatus.PREPARANDO, OrdenEstatus.CANCELADO]);

      expect((await move(o.id, OrdenEstatus.PREPARANDO)).statusCode).toBe(200);
      expect((await move(o.id, OrdenEstatus.LISTO_RETIRO)).statusCode).toBe(422);
      expect((await move(o.id, OrdenEstatus.EN_CAMINO)).statusCode).toBe(200);
      const done = await move(o.id, OrdenEstatus.ENTREGADO);
      expect(done.json().siguientes).toEqual([]);
      expect(done.json().historial.map((h: { estatus: { id: number } }) => h.estatus.id)).toEqual([1, 2, 3, 4, 6]);
      expect((await move(o.id, OrdenEstatus.CANCELADO)).statusCode).toBe(422);
      expect((await move(o.id, OrdenEstatus.POR_VERIFICAR)).statusCode).toBe(422);
    });

    it('sends pickup orders to LISTO_RETIRO, never EN_CAMINO', async () => {
      const o = await placeTestOrder(t.database.db, { email: 'prime@demo.ve', zonaId: VALENCIA, tipoEnvio: 2, precio: '1.00', cantidad: 1 });
      expect((await move(o.id, OrdenEstatus.PREPARANDO)).statusCode).toBe(200);
      expect((await move(o.id, OrdenEstatus.EN_CAMINO)).statusCode).toBe(422);
      const ready = await move(o.id, OrdenEstatus.LISTO_RETIRO);
      expect(ready.json().siguientes.map((s: { id: number }) => s.id)).toEqual([OrdenEstatus.ENTREGADO, OrdenEstatus.CANCELADO]);
    });

    it('cancelling returns the stock, the balance part and the coupon use in one go', async () => {
      const db = t.database.db;
      const [cliente] = await db.select({ id: usuario.id }).from(usuario).where(eq(usuario.email, 'cliente@demo.ve'));
      const [coupon] = await db.select().from(cupon).where(and(eq(cupon.zonaId, CARACAS), eq(cupon.codigo, 'ENVIOGRATIS')));
      const balanceBefore = await getBalance(db, cliente!.id);
      const o = await placeTestOrder(db, { email: 'cliente@demo.ve', zonaId: CARACAS, metodoPago: MetodoPago.PAGO_MOVIL, saldo: '4.00', cupon: 'enviogratis' });
      const stockTaken = await Promise.all(o.lines.map((l) => stockOf(db, l.inventarioId)));
      expect(await getBalance(db, cliente!.id)).toBe((Number(balanceBefore) - 4).toFixed(2));
      const [used] = await db.select().from(cupon).where(eq(cupon.id, coupon!.id));
      expect(used!.usos).toBe(coupon!.usos + 1);

      const res = await move(o.id, OrdenEstatus.CANCELADO, 'Cliente pidió cancelar', operador);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().estatus.id).toBe(OrdenEstatus.CANCELADO);
      expect(res.json().siguientes).toEqual([]);
      for (const [i, l] of o.lines.entries()) expect(await stockOf(db, l.inventarioId)).toBe(stockTaken[i]! + l.cantidad);
      expect(await getBalance(db, cliente!.id)).toBe(balanceBefore);
      const refunds = await db
        .select()
        .from(movimientoSaldo)
        .where(and(eq(movimientoSaldo.tipo, 'ordenreintegro'), eq(movimientoSaldo.referenciaId, o.id)));
      expect(refunds).toEqual([expect.objectContaining({ monto: '4.00', usuarioId: cliente!.id })]);
      const [released] = await db.select().from(cupon).where(eq(cupon.id, coupon!.id));
      expect(released!.usos).toBe(coupon!.usos);
      expect(await db.select().from(cuponUso).where(eq(cuponUso.ordenId, o.id))).toEqual([]);
      // a second cancel is refused and returns nothing twice
      expect((await move(o.id, OrdenEstatus.CANCELADO)).statusCode).toBe(422);
      expect(await getBalance(db, cliente!.id)).toBe(balanceBefore);
    });

    it('cancelling an order placed through the real checkout gives back stock, balance and coupon', async () => {
      const db = t.database.db;
      const cliente = (await login(t, 'cliente@demo.ve')).token;
      const [cid] = await db.select({ id: usuario.id }).from(usuario).where(eq(usuario.email, 'cliente@demo.ve'));
      const productos = await sellableIds(db, 2);
      for (const id of productos) {
        await setSale(db, id, { precio: '12.00', existencia: 40 });
        await setProduct(db, id, { impuesto: '0.00' });
      }
      const lines: [number, number][] = productos.map((id) => [id, 1]);
      await fillCart(t, cliente, lines);
      const { total } = await expectedTotal(db, 1, lines, { descuento: '2.40' });
      const balanceBefore = await getBalance(db, cid!.id);
      const [couponBefore] = await db.select().from(cupon).where(and(eq(cupon.zonaId, CARACAS), eq(cupon.codigo, 'BIENVENIDA10')));
      const body = await pickupBody(db, total, {
        cuponCodigo: 'BIENVENIDA10',
        montoSaldo: '5.00',
        pago: { metodo: MetodoPago.PAGO_MOVIL, referencia: '77665544', banco: 'Banesco', telefono: '04141234567' },
      });
      const placed = await t.api({ method: 'POST', url: '/usuario/orden/zona/caracas/pagina/0/registrar', token: cliente, payload: body });
      expect(placed.statusCode, placed.body).toBe(201);
      const id = placed.json().orden.id as number;
      expect(await Promise.all(productos.map((p) => productStock(db, p)))).toEqual([39, 39]);
      expect(await getBalance(db, cid!.id)).toBe((Number(balanceBefore) - 5).toFixed(2));

      const full = (await api({ url: `/admin/orden/${id}/full` })).json() as OrdenAdmin;
      expect(full).toMatchObject({ total, descuento: '2.40', cuponCodigo: 'BIENVENIDA10', estatus: { id: OrdenEstatus.POR_VERIFICAR } });
      expect(full.pago.map((p) => [p.metodo.id, p.monto, p.estatus.id])).toEqual([
        [MetodoPago.SALDO, '5.00', PagoEstatus.VERIFICADO],
        [MetodoPago.PAGO_MOVIL, (Number(total) - 5).toFixed(2), PagoEstatus.POR_VERIFICAR],
      ]);

      expect((await move(id, OrdenEstatus.CANCELADO, 'Sin existencia física')).statusCode).toBe(200);
      expect(await Promise.all(productos.map((p) => productStock(db, p)))).toEqual([40, 40]);
      expect(await getBalance(db, cid!.id)).toBe(balanceBefore);
      const [couponAfter] = await db.select().from(cupon).where(eq(cupon.id, couponBefore!.id));
      expect(couponAfter!.usos).toBe(couponBefore!.usos);
      const offered = await t.api({ url: '/usuario/cupon/cuponesusuario/caracas', token: cliente });
      expect(offered.json().cupon.map((c: { codigo: string }) => c.codigo)).toContain('BIENVENIDA10');
    });

    it('refuses hostile bodies and writes nothing', async () => {
      const before = (await api({ url: `/admin/orden/${movil.id}/full` })).json() as OrdenAdmin;
      for (const payload of [
        { estatus: 2 },
        { estatus: 2, nota: '' },
        { estatus: 2, nota: '     ' },
        { estatus: 2, nota: 'x'.repeat(501) },
        { estatus: 99, nota: 'Nota válida' },
        { estatus: '2', nota: 'Nota válida', extra: 1 },
        { estatus: 2.5, nota: 'Nota válida' },
        { estatus: 2, nota: 'Nota válida', autorId: 1 },
        [],
      ]) {
        const res = await api({ method: 'PUT', url: `/admin/orden/${movil.id}/estatus`, payload });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      }
      const text = await api({ method: 'PUT', url: `/admin/orden/${movil.id}/estatus`, payload: 'estatus=2', headers: { 'content-type': 'text/plain' } });
      expect([400, 415]).toContain(text.statusCode);
      expect((await move(99999999, 2)).statusCode).toBe(404);
      expect((await move(pickup.id, 7, 'No es de su zona', operador)).statusCode).toBe(404);
      const after = (await api({ url: `/admin/orden/${movil.id}/full` })).json() as OrdenAdmin;
      expect(after).toEqual(before);
      const pagos = await t.database.db.select().from(ordenPago).where(eq(ordenPago.ordenId, movil.id));
      expect(pagos.every((p) => p.estatus === PagoEstatus.POR_VERIFICAR)).toBe(true);
    });
  });

  describe('export', () => {
    it('streams a CSV of the filtered list with Spanish headers and 2-decimal amounts', async () => {
      const filter = encodeURIComponent(JSON.stringify({ zonaId: CARACAS, estatus: 1 }));
      const res = await api({ url: `/admin/orden/exportar?filter=${filter}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="pedidos-\d{4}-\d{2}-\d{2}\.csv"$/);
      const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
      expect(lines[0]).toBe(
        'Pedido,Fecha,Estatus,Zona,Cliente,Correo,Documento,Tipo de entrega,Fecha de entrega,Horario,Método de pago,Total (USD),Tasa,Total (Bs)',
      );
      const rows = await list({ zonaId: CARACAS, estatus: 1 });
      expect(lines).toHaveLength(rows.length + 1);
      const first = lines.find((l) => l.startsWith(`${old.id},`))!;
      expect(first).toContain(',2024-01-14 23:30,Pago por verificar,Caracas,José Gregorio Hernández,mayorista@demo.ve,J-405678901,Delivery,');
      expect(first).toMatch(/,Transferencia bancaria,28\.00,245\.8700,6884\.36$/);
    });

    it('honours zone limits and refuses bad filters as JSON', async () => {
      const res = await t.api({ token: operador, url: '/admin/orden/exportar' });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('Valencia');
      expect(res.body).toContain('Caracas');
      const bad = await api({ url: `/admin/orden/exportar?filter=${encodeURIComponent('{"estatus":42}')}` });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().codigo).toBe(400);
      expect((await api({ url: '/admin/orden/exportar?range=[0,9]' })).statusCode).toBe(400);
    });

    it('checks the whole filter before the first byte: dates the database cannot store and control characters are a JSON 400', async () => {
      const cases: [object, Record<string, string>][] = [
        [{ desde: '0000-01-01' }, { 'filter.desde': 'Debe ser una fecha válida entre los años 1900 y 2200' }],
        [{ hasta: '9999-12-31' }, { 'filter.hasta': 'Debe ser una fecha válida entre los años 1900 y 2200' }],
        [{ cliente: 'ana\u0000' }, { 'filter.cliente': 'Contiene caracteres no permitidos' }],
      ];
      for (const [filter, errores] of cases) {
        for (const url of ['/admin/orden/exportar', '/admin/orden']) {
          const res = await api({ url: `${url}?filter=${encodeURIComponent(JSON.stringify(filter))}` });
          expect(res.statusCode, `${url} ${JSON.stringify(filter)}`).toBe(400);
          expect(res.headers['content-type']).toMatch(/^application\/json/);
          expect(res.json()).toEqual({ codigo: 400, mensaje: 'Los parámetros de la lista no son válidos', errores });
        }
      }
    });
  });
});
