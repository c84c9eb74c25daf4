import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BitacoraFila } from '../../src/shared/contracts/audit';
import { placeTestOrder } from './admin-orders.fixtures';
import { createTestApp, login, testBackends, type TestApp } from '../helpers/app';
import { staffMember, type StaffMember } from '../helpers/staff';

const DAY = 86_400_000;
const q = (o: object) => encodeURIComponent(JSON.stringify(o));

describe.each(testBackends())('audit trail (%s)', (backend) => {
  let t: TestApp;
  let categorias: StaffMember;
  let auditor: StaffMember;
  let caracasCupon: StaffMember;

  const trail = async (filter: object, token = auditor.token) => {
    const res = await t.api({ url: `/admin/bitacora?filter=${q(filter)}&range=[0,99]`, token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as BitacoraFila[];
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    categorias = await staffMember(t, ['ROLE_CATEGORIA']);
    auditor = await staffMember(t, ['ROLE_USUARIO_ADMIN']);
    caracasCupon = await staffMember(t, ['ROLE_CUPON', 'ROLE_ZONA_caracas']);
  });
  afterAll(() => t.close());

  it('records who created, edited and toggled a category, with the changed fields before and after', async () => {
    const created = await t.api({ method: 'POST', url: '/admin/categoria', token: categorias.token, payload: { nombre: 'Auditada', padreId: null } });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const edited = await t.api({ method: 'PUT', url: `/admin/categoria/${id}`, token: categorias.token, payload: { nombre: 'Auditada dos', padreId: null, orden: 4 } });
    expect(edited.statusCode, edited.body).toBe(200);
    // the same values again change nothing and record nothing
    await t.api({ method: 'PUT', url: `/admin/categoria/${id}`, token: categorias.token, payload: { nombre: 'Auditada dos', padreId: null, orden: 4 } });
    await t.api({ method: 'PUT', url: `/admin/categoria/${id}/estatus`, token: categorias.token, payload: {} });

    const rows = await trail({ recurso: 'categoria', registroId: String(id) });
    expect(rows.map((r) => r.accion)).toEqual(['estatus', 'editar', 'crear']);
    for (const r of rows) expect(r).toMatchObject({ usuarioId: categorias.id, usuarioEmail: categorias.email, area: 'categoria', registroId: String(id) });
    expect(rows[0]!.cambios).toEqual({ estatus: { antes: 1, despues: 2 } });
    // the slug stays (published URLs keep working), so only name and order changed
    expect(rows[1]!.cambios).toEqual({ nombre: { antes: 'Auditada', despues: 'Auditada dos' }, orden: { antes: 0, despues: 4 } });
    expect(rows[2]!.cambios.nombre).toEqual({ antes: null, despues: 'Auditada' });
  });

  it('keeps a refused write out of the trail', async () => {
    const before = await trail({ recurso: 'categoria' });
    const duplicate = await t.api({ method: 'POST', url: '/admin/categoria', token: categorias.token, payload: { nombre: 'Víveres', padreId: null } });
    expect(duplicate.statusCode).toBe(409);
    expect(await trail({ recurso: 'categoria' })).toHaveLength(before.length);
  });

  it("shows one record's history to its area and filters the global list", async () => {
    const history = await t.api({ url: '/admin/categoria/1/historial', token: categorias.token });
    expect(history.statusCode).toBe(200);
    await t.api({ method: 'PUT', url: '/admin/categoria/1', token: categorias.token, payload: { nombre: 'Víveres', padreId: null, orden: 9 } });
    const after = await t.api({ url: '/admin/categoria/1/historial', token: categorias.token });
    expect(after.json()).toHaveLength(history.json().length + 1);
    expect(after.headers['content-range']).toMatch(/^historial 0-\d+\/\d+$/);
    expect((await t.api({ url: '/admin/categoria/999999/historial', token: categorias.token })).statusCode).toBe(404);

    const mine = await trail({ usuarioId: categorias.id, area: 'categoria', desde: new Date(Date.now() - DAY).toISOString().slice(0, 10) });
    expect(mine.length).toBeGreaterThanOrEqual(4);
    expect(await trail({ usuarioId: categorias.id, hasta: '2000-01-01' })).toEqual([]);
    const data = await t.api({ url: '/admin/bitacora/datafiltro', token: auditor.token });
    expect(data.json().usuarios).toContainEqual({ id: categorias.id, email: categorias.email });
    const one = await t.api({ url: `/admin/bitacora/${mine[0]!.id}`, token: auditor.token });
    expect(one.json()).toEqual(mine[0]);
  });

  it("keeps another zone's coupon history out of reach, and records coupon writes", async () => {
    const valencia = await t.api({
      method: 'POST',
      url: '/admin/cupon',
      token: (await login(t, 'admin@demo.ve')).token,
      payload: {
        zonaId: 2,
        nombre: 'Solo Valencia',
        codigo: 'SOLOVAL',
        valor: '5.00',
        porcentaje: false,
        montoMinimo: '0.00',
        usosMaximos: null,
        usosPorUsuario: 1,
        desde: new Date(Date.now() - DAY).toISOString(),
        hasta: new Date(Date.now() + DAY).toISOString(),
      },
    });
    expect(valencia.statusCode, valencia.body).toBe(201);
    const id = valencia.json().id;
    expect((await t.api({ url: `/admin/cupon/${id}/historial`, token: caracasCupon.token })).statusCode).toBe(404);
    const rows = await trail({ recurso: 'cupon', registroId: String(id) });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ accion: 'crear', usuarioEmail: 'admin@demo.ve', area: 'cupon' });
  });

  it('records order status moves with their note', async () => {
    const order = await placeTestOrder(t.database.db, { email: 'cliente@demo.ve', zonaId: 1, metodoPago: 3 });
    const pedidos = await staffMember(t, ['ROLE_PEDIDO', 'ROLE_ZONA_caracas']);
    const moved = await t.api({ method: 'PUT', url: `/admin/orden/${order.id}/estatus`, token: pedidos.token, payload: { estatus: 2, nota: 'Pago verificado' } });
    expect(moved.statusCode, moved.body).toBe(200);
    const rows = await trail({ recurso: 'orden', registroId: String(order.id) });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ accion: 'estatus', area: 'pedido', usuarioId: pedidos.id });
    expect(rows[0]!.cambios).toEqual({ estatus: { antes: 1, despues: 2 }, nota: { antes: null, despues: 'Pago verificado' } });
  });
});
