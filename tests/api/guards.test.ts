import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentActor } from '../../src/server/request-context';
import { createTestApp, login, testBackends, type TestApp } from '../helpers/app';

/**
 * The guards of spec section 6 on test-only routes: the admin guard (area role from the path, the zone
 * role of the route's zone, deny by default) and the customer role.
 */
describe.each(testBackends())('role guards (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, {}, {
      beforeReady(app) {
        app.get(`${app.config.apiBase}/admin/pedido/zona/:zona/prueba`, async (request) => ({ ok: true, uid: request.usuario!.uuid }));
        app.get(`${app.config.apiBase}/admin/area-sin-declarar/prueba`, async () => ({ ok: true }));
        app.post(`${app.config.apiBase}/admin/pedido/prueba`, async () => ({ actor: currentActor() }));
        app.get(`${app.config.apiBase}/usuario/prueba`, { preHandler: app.requireUser }, async () => ({ ok: true }));
      },
    });
  });
  afterAll(() => t.close());

  it('lets a staff member into the zones they hold only', async () => {
    const { token } = await login(t, 'operador@demo.ve');
    expect((await t.api({ url: '/admin/pedido/zona/caracas/prueba', token })).statusCode).toBe(200);
    const other = await t.api({ url: '/admin/pedido/zona/valencia/prueba', token });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ codigo: 403, mensaje: 'No tiene los permisos de la Zona necesaria para esta área' });
  });

  it('names zones by id as well as by slug', async () => {
    const { token } = await login(t, 'operador@demo.ve');
    expect((await t.api({ url: '/admin/pedido/zona/1/prueba', token })).statusCode).toBe(200);
    expect((await t.api({ url: '/admin/pedido/zona/2/prueba', token })).statusCode).toBe(403);
    // no such zone: nothing to protect, the route answers for itself
    expect((await t.api({ url: '/admin/pedido/zona/999/prueba', token })).statusCode).toBe(200);
  });

  it('refuses an admin route of no known area, even to the admin with every role', async () => {
    const admin = await login(t, 'admin@demo.ve');
    const res = await t.api({ url: '/admin/area-sin-declarar/prueba', token: admin.token });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ codigo: 403, mensaje: 'No tiene los permisos necesarios para esta área' });
  });

  it('tells the handler who the staff member is, after the body is read', async () => {
    const { token } = await login(t, 'operador@demo.ve');
    const res = await t.api({ method: 'POST', url: '/admin/pedido/prueba', token, payload: { a: 1 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().actor).toEqual({ id: expect.any(Number), email: 'operador@demo.ve' });
  });

  it('lets the admin with every zone role in, refuses customers and guests', async () => {
    const admin = await login(t, 'admin@demo.ve');
    for (const zona of ['caracas', 'valencia', 'maracaibo'])
      expect((await t.api({ url: `/admin/pedido/zona/${zona}/prueba`, token: admin.token })).statusCode).toBe(200);
    const cliente = await login(t, 'cliente@demo.ve');
    const refused = await t.api({ url: '/admin/pedido/zona/caracas/prueba', token: cliente.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().mensaje).toBe('No tiene los permisos necesarios para esta área');
    expect((await t.api({ url: '/admin/pedido/zona/caracas/prueba' })).statusCode).toBe(401);
  });

  it('takes a removed role or a block into account at once, whatever the token says', async () => {
    const { token } = await login(t, 'operador@demo.ve');
    const { usuario, usuarioRol } = await import('../../src/server/auth/tables');
    const { and, eq } = await import('drizzle-orm');
    const [op] = await t.database.db.select().from(usuario).where(eq(usuario.email, 'operador@demo.ve'));
    await t.database.db.delete(usuarioRol).where(and(eq(usuarioRol.usuarioId, op!.id), eq(usuarioRol.rol, 'ROLE_ZONA_caracas')));
    expect((await t.api({ url: '/admin/pedido/zona/caracas/prueba', token })).statusCode).toBe(403);
    await t.database.db.update(usuario).set({ estatus: 2 }).where(eq(usuario.id, op!.id));
    const blocked = await t.api({ url: '/usuario/prueba', token });
    expect(blocked.statusCode).toBe(401);
    expect(blocked.json().mensaje).toMatch(/Bloqueado/);
  });

  it('requires ROLE_USUARIO on customer routes', async () => {
    const { token } = await login(t, 'cliente@demo.ve');
    expect((await t.api({ url: '/usuario/prueba', token })).statusCode).toBe(200);
    expect((await t.api({ url: '/usuario/prueba', token: 'x.y.z' })).statusCode).toBe(401);
  });
});
