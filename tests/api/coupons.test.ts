import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuario } from '../../src/server/auth/tables';
import { recordCouponUse, reserveCoupon } from '../../src/server/coupons/service';
import { cupon, cuponUso } from '../../src/server/coupons/tables';
import type { CuponAplicado, CuponesUsuario } from '../../src/shared/contracts/coupons';
import { createTestApp, login, testBackends, type TestApp } from '../helpers/app';
import { placeTestOrder } from './admin-orders.fixtures';
import { cartPage, line, sellableIds, setProduct, setSale } from './cart-setup';

const DAY = 86_400_000;

describe.each(testBackends())('cupones del cliente (%s)', (backend) => {
  let t: TestApp;
  let cliente: string;
  let prime: string;
  const codes = (res: { json(): unknown }) => (res.json() as CuponesUsuario).cupon.map((c) => c.codigo).sort();
  let producto: number;

  async function newCoupon(values: Partial<typeof cupon.$inferInsert> & { codigo: string }): Promise<number> {
    const [row] = await t.database.db
      .insert(cupon)
      .values({ zonaId: 1, nombre: values.codigo, valor: '5.00', desde: new Date(Date.now() - DAY), hasta: new Date(Date.now() + DAY), ...values })
      .returning({ id: cupon.id });
    return row!.id;
  }

  /** Cliente's cart page 0 in Caracas holding `cantidad` units of a 10.00 tax-free product. */
  async function fillCart(cantidad: number): Promise<number> {
    const res = await t.api({
      method: 'POST',
      url: '/usuario/carrito/zona/caracas',
      token: cliente,
      payload: { pagina: 0, carritoDetalle: [line(producto, cantidad)] },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (await cartPage(t, cliente)).id!;
  }

  beforeAll(async () => {
    t = await createTestApp(backend);
    cliente = (await login(t, 'cliente@demo.ve')).token;
    prime = (await login(t, 'prime@demo.ve')).token;
    [producto] = (await sellableIds(t.database.db, 1)) as [number];
    await setSale(t.database.db, producto, { precio: '10.00', existencia: 500 });
    await setProduct(t.database.db, producto, { impuesto: '0.00' });
  });
  afterAll(() => t.close());

  describe('Mis Cupones', () => {
    it('lists the zone’s usable coupons (not expired), by slug or id', async () => {
      const res = await t.api({ url: '/usuario/cupon/cuponesusuario/caracas', token: cliente });
      expect(res.statusCode).toBe(200);
      expect(codes(res)).toEqual(['BIENVENIDA10', 'ENVIOGRATIS', 'UNICO1']);
      const c = (res.json() as CuponesUsuario).cupon.find((x) => x.codigo === 'BIENVENIDA10')!;
      expect(c).toMatchObject({ nombre: 'Bienvenida 10%', valor: '10.00', porcentaje: true, montoMinimo: '20.00' });
      expect(Object.keys(c).sort()).toEqual(['codigo', 'hasta', 'id', 'montoMinimo', 'nombre', 'porcentaje', 'valor']);
      expect(codes(await t.api({ url: '/usuario/cupon/cuponesusuario/1', token: cliente }))).toEqual(codes(res));
    });

    it('needs a customer and a known zone', async () => {
      expect((await t.api({ url: '/usuario/cupon/cuponesusuario/caracas' })).statusCode).toBe(401);
      expect((await t.api({ url: '/usuario/cupon/cuponesusuario/narnia', token: cliente })).statusCode).toBe(404);
    });

    it('hides coupons exhausted overall or by the caller, inactive or not started yet', async () => {
      const future = await newCoupon({ codigo: 'FUTURO', desde: new Date(Date.now() + DAY), hasta: new Date(Date.now() + 2 * DAY) });
      const off = await newCoupon({ codigo: 'APAGADO', estatus: 2 });
      await placeTestOrder(t.database.db, { email: 'prime@demo.ve', zonaId: 2, cupon: 'UNICO1', metodoPago: 3 });
      await placeTestOrder(t.database.db, { email: 'cliente@demo.ve', zonaId: 2, cupon: 'bienvenida10', precio: '15.00', metodoPago: 3 });
      const seen = async (token: string) => codes(await t.api({ url: '/usuario/cupon/cuponesusuario/valencia', token }));
      expect(await seen(cliente)).toEqual(['ENVIOGRATIS']);
      expect(await seen(prime)).toEqual(['BIENVENIDA10', 'ENVIOGRATIS']);
      const caracas = await t.api({ url: '/usuario/cupon/cuponesusuario/caracas', token: cliente });
      expect(codes(caracas)).not.toContain('FUTURO');
      expect(codes(caracas)).not.toContain('APAGADO');
      await t.database.db.delete(cupon).where(eq(cupon.id, future));
      await t.database.db.delete(cupon).where(eq(cupon.id, off));
    });
  });

  describe('checkout list and aplicar', () => {
    it('offers only the coupons whose minimum the cart page reaches', async () => {
      await fillCart(1);
      const low = await t.api({ url: '/usuario/cupon/cuponesusuariopago/caracas/0', token: cliente });
      expect(low.statusCode).toBe(200);
      // 10.00 reaches UNICO1's minimum of 10.00 exactly, not BIENVENIDA10's 20.00
      expect(codes(low)).toEqual(['ENVIOGRATIS', 'UNICO1']);
      await fillCart(3);
      expect(codes(await t.api({ url: '/usuario/cupon/cuponesusuariopago/caracas/0', token: cliente }))).toEqual(['BIENVENIDA10', 'ENVIOGRATIS', 'UNICO1']);
      expect(codes(await t.api({ url: '/usuario/cupon/cuponesusuariopago/caracas/1', token: cliente }))).toEqual(['ENVIOGRATIS']);
      expect((await t.api({ url: '/usuario/cupon/cuponesusuariopago/caracas/3', token: cliente })).statusCode).toBe(400);
    });

    it('previews the discount on the caller’s cart without using the coupon', async () => {
      const id = await fillCart(3);
      const res = await t.api({ url: `/usuario/carrito/${id}/cupon/bienvenida10/aplicar`, token: cliente });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as CuponAplicado;
      expect(body).toMatchObject({ productos: '30.00', descuento: '3.00', total: '27.00', cupon: { codigo: 'BIENVENIDA10', porcentaje: true } });
      const amount = (await t.api({ url: `/usuario/carrito/${id}/cupon/ENVIOGRATIS/aplicar`, token: cliente })).json();
      expect(amount).toMatchObject({ descuento: '3.00', total: '27.00' });
      const [row] = await t.database.db.select({ usos: cupon.usos }).from(cupon).where(eq(cupon.codigo, 'BIENVENIDA10'));
      expect(row!.usos).toBe(0);
    });

    it('explains why a coupon cannot be used', async () => {
      const id = await fillCart(1);
      const refuse = async (code: string, mensaje: string) => {
        const res = await t.api({ url: `/usuario/carrito/${id}/cupon/${code}/aplicar`, token: cliente });
        expect(res.statusCode, code).toBe(422);
        expect(res.json().mensaje).toBe(mensaje);
      };
      await refuse('NOEXISTE', 'Cupón no válido');
      await refuse('VERANO15', 'Cupón vencido');
      await refuse('BIENVENIDA10', 'El monto mínimo para este cupón es de $ 20,00');
      await newCoupon({ codigo: 'AGOTADO', usosMaximos: 1, usos: 1 });
      await refuse('AGOTADO', 'Cupón agotado');
      await newCoupon({ codigo: 'YAUSADO' });
      await placeTestOrder(t.database.db, { email: 'cliente@demo.ve', zonaId: 1, cupon: 'YAUSADO' });
      await refuse('YAUSADO', 'Ya usaste este cupón');
    });

    it('is 404 for another customer’s cart and 400 for malformed ids or codes', async () => {
      const id = await fillCart(3);
      const other = await t.api({ url: `/usuario/carrito/${id}/cupon/ENVIOGRATIS/aplicar`, token: prime });
      expect(other.statusCode).toBe(404);
      expect((await t.api({ url: '/usuario/carrito/99999999/cupon/ENVIOGRATIS/aplicar', token: cliente })).statusCode).toBe(404);
      expect((await t.api({ url: `/usuario/carrito/-1/cupon/ENVIOGRATIS/aplicar`, token: cliente })).statusCode).toBe(400);
      expect((await t.api({ url: `/usuario/carrito/${id}/cupon/${encodeURIComponent("x' or 1=1")}/aplicar`, token: cliente })).statusCode).toBe(400);
      expect((await t.api({ url: `/usuario/carrito/${id}/cupon/ENVIOGRATIS/aplicar` })).statusCode).toBe(401);
    });
  });

  describe('reserveCoupon under concurrency', () => {
    const users = async () => (await t.database.db.select({ id: usuario.id }).from(usuario)).map((u) => u.id);
    const attempt = (cuponCodigo: string, usuarioId: number, ordenId: number) =>
      t.database.db.transaction(async (tx) => {
        const r = await reserveCoupon(tx, { codigo: cuponCodigo, zonaId: 1, usuarioId, productos: '50.00' });
        await recordCouponUse(tx, { cuponId: r.cuponId, usuarioId, ordenId });
        return r;
      });

    it('a single-use coupon taken by 20 transactions at once is applied exactly once', async () => {
      const id = await newCoupon({ codigo: 'SOLOUNO', usosMaximos: 1, usosPorUsuario: 1 });
      const ids = await users();
      const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => attempt('SOLOUNO', ids[i % ids.length]!, 800_000 + i)));
      const ok = results.filter((r) => r.status === 'fulfilled');
      const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(ok).toHaveLength(1);
      expect(refused).toHaveLength(19);
      for (const r of refused) expect(r.reason).toMatchObject({ status: 422 });
      const [row] = await t.database.db.select().from(cupon).where(eq(cupon.id, id));
      expect(row!.usos).toBe(1);
      expect(await t.database.db.$count(cuponUso, eq(cuponUso.cuponId, id))).toBe(1);
    });

    it('one customer racing 20 times for a once-per-customer coupon gets it once', async () => {
      const id = await newCoupon({ codigo: 'UNOPORCLIENTE', usosMaximos: null, usosPorUsuario: 1 });
      const [me] = await t.database.db.select({ id: usuario.id }).from(usuario).where(eq(usuario.email, 'cliente@demo.ve'));
      const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => attempt('UNOPORCLIENTE', me!.id, 810_000 + i)));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const reasons = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as Error).message] : []));
      expect(new Set(reasons)).toEqual(new Set(['Ya usaste este cupón']));
      const [row] = await t.database.db.select().from(cupon).where(eq(cupon.id, id));
      expect(row!.usos).toBe(1);
    });
  });
});
