import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuario } from '../../src/server/auth/tables';
import { notify } from '../../src/server/notifications/service';
import type { Notificaciones } from '../../src/shared/contracts/notifications';
import { createTestApp, login, testBackends, type TestApp } from '../helpers/app';
import { placeTestOrder } from './admin-orders.fixtures';

describe.each(testBackends())('notificaciones en la aplicación (%s)', (backend) => {
  let t: TestApp;
  let admin: string;
  let cliente: string;
  let prime: string;
  const mine = async (token: string) => {
    const res = await t.api({ token, url: '/usuario/notificacion' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Notificaciones;
  };
  const userId = async (email: string) => (await t.database.db.select({ id: usuario.id }).from(usuario).where(eq(usuario.email, email)))[0]!.id;

  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = (await login(t, 'admin@demo.ve')).token;
    cliente = (await login(t, 'cliente@demo.ve')).token;
    prime = (await login(t, 'prime@demo.ve')).token;
  });
  afterAll(() => t.close());

  it('needs a logged-in customer', async () => {
    const res = await t.api({ url: '/usuario/notificacion' });
    expect(res.statusCode).toBe(401);
  });

  it('starts empty and is never cached', async () => {
    const res = await t.api({ token: prime, url: '/usuario/notificacion' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ noLeidas: 0, notificacion: [] });
  });

  it('an order status change notifies its customer only, with a link to the order', async () => {
    const order = await placeTestOrder(t.database.db, { email: 'cliente@demo.ve', zonaId: 1, metodoPago: 3 });
    const before = (await mine(cliente)).noLeidas;
    const res = await t.api({ token: admin, method: 'PUT', url: `/admin/orden/${order.id}/estatus`, payload: { estatus: 2, nota: 'Su pago fue verificado' } });
    expect(res.statusCode, res.body).toBe(200);
    const list = await mine(cliente);
    expect(list.noLeidas).toBe(before + 1);
    expect(list.notificacion[0]).toMatchObject({
      titulo: `Pedido #${order.id}: Pago verificado`,
      texto: 'Su pago fue verificado',
      enlace: `/mi-cuenta/pedidos/${order.id}`,
      imagen: null,
      leida: false,
    });
    expect((await mine(prime)).notificacion).toEqual([]);
  });

  it('a refused status change notifies nobody', async () => {
    const order = await placeTestOrder(t.database.db, { email: 'cliente@demo.ve', zonaId: 1, metodoPago: 3 });
    const before = await mine(cliente);
    const res = await t.api({ token: admin, method: 'PUT', url: `/admin/orden/${order.id}/estatus`, payload: { estatus: 6, nota: 'Entregado sin pasar' } });
    expect(res.statusCode).toBe(422);
    expect(await mine(cliente)).toEqual(before);
  });

  it('notify() writes inside the caller transaction and shortens long texts', async () => {
    const id = await userId('prime@demo.ve');
    await t.database.db
      .transaction(async (tx) => {
        await notify(tx, id, { titulo: 'No llega', texto: 'revertida' });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect((await mine(prime)).notificacion).toEqual([]);
    await notify(t.database.db, id, { titulo: 'T'.repeat(100), texto: 'x'.repeat(400), enlace: 'https://ejemplo.com/promo' });
    const [n] = (await mine(prime)).notificacion;
    expect(n!.titulo).toHaveLength(80);
    expect(n!.titulo.endsWith('…')).toBe(true);
    expect(n!.texto).toHaveLength(300);
    expect(n!.enlace).toBe('https://ejemplo.com/promo');
  });

  it('marks one read, refuses another customer\'s, and marks all read', async () => {
    const id = await userId('prime@demo.ve');
    await notify(t.database.db, id, { titulo: 'Segunda', texto: 'Otra' });
    const list = await mine(prime);
    expect(list.noLeidas).toBe(2);
    const first = list.notificacion[0]!;
    const other = await t.api({ token: cliente, method: 'PUT', url: `/usuario/notificacion/${first.id}/leida` });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ codigo: 404, mensaje: 'Notificación no encontrada' });
    const one = await t.api({ token: prime, method: 'PUT', url: `/usuario/notificacion/${first.id}/leida` });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().noLeidas).toBe(1);
    expect(one.json().notificacion[0]).toMatchObject({ id: first.id, leida: true });
    const all = await t.api({ token: prime, method: 'PUT', url: '/usuario/notificacion/leidas' });
    expect(all.json().noLeidas).toBe(0);
    expect((await mine(cliente)).noLeidas).toBeGreaterThan(0);
  });

  it('lists the 20 newest, newest first', async () => {
    const id = await userId('mayorista@demo.ve');
    for (let i = 1; i <= 23; i++) await notify(t.database.db, id, { titulo: `Aviso ${i}`, texto: 'Texto' });
    const list = await mine((await login(t, 'mayorista@demo.ve')).token);
    expect(list.noLeidas).toBe(23);
    expect(list.notificacion).toHaveLength(20);
    expect(list.notificacion[0]!.titulo).toBe('Aviso 23');
    expect(list.notificacion[19]!.titulo).toBe('Aviso 4');
  });

  it('refuses bad ids with field errors', async () => {
    const res = await t.api({ token: prime, method: 'PUT', url: '/usuario/notificacion/abc/leida' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errores).toHaveProperty('id');
  });
});
