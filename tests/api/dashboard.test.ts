import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuario, usuarioRol } from '../../src/server/auth/tables';
import { inventario } from '../../src/server/inventory/tables';
import { busquedaHistorial } from '../../src/server/search/tables';
import type { Dashboard } from '../../src/shared/contracts/admin-dashboard';
import { MetodoPago, OrdenEstatus } from '../../src/shared/enums';
import { createTestApp, login, testBackends, type TestApp } from '../helpers/app';
import { staffMember } from '../helpers/staff';
import { placeTestOrder } from './admin-orders.fixtures';

const DAY = 86_400_000;

describe.each(testBackends())('admin dashboard (%s)', (backend) => {
  let t: TestApp;
  let admin: string;
  let lowId: number;
  const home = async (token: string) => {
    const res = await t.api({ token, url: '/admin/dashboard' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Dashboard;
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = (await login(t, 'admin@demo.ve')).token;
    const db = t.database.db;
    const order = (zonaId: number, precio: string, extra: object = {}) =>
      placeTestOrder(db, { email: 'cliente@demo.ve', zonaId, metodoPago: MetodoPago.PAGO_MOVIL, precio, ...extra });
    // noon in Caracas today is always "today" there, whatever the hour of the run
    await order(1, '5.00'); // 20.00, payment to verify
    await order(1, '2.50', { estatus: OrdenEstatus.ENTREGADO }); // 10.00
    await order(2, '1.25', { estatus: OrdenEstatus.EN_CAMINO }); // Valencia 5.00
    await order(1, '9.00', { estatus: OrdenEstatus.CANCELADO }); // cancelled: funnel only
    await order(1, '3.00', { estatus: OrdenEstatus.ENTREGADO, creadoEn: new Date(Date.now() - 10 * DAY) }); // 12.00, 10 days ago
    const [row] = await db.select({ id: inventario.id }).from(inventario).where(eq(inventario.zonaId, 1)).orderBy(asc(inventario.id)).limit(1);
    lowId = row!.id;
    await db.update(inventario).set({ existencia: 0 }).where(eq(inventario.id, lowId));
    await db.insert(busquedaHistorial).values([
      { query: 'porotos', zonaId: 1, usuarioTipo: 1, nbHits: 0, veces: 3 },
      { query: 'pernil', zonaId: 2, usuarioTipo: 1, nbHits: 0, veces: 1 },
      { query: 'queso', zonaId: 1, usuarioTipo: 1, nbHits: 12, veces: 9 },
      { query: 'antiguo', zonaId: 1, usuarioTipo: 1, nbHits: 0, veces: 1, creadoEn: new Date(Date.now() - 9 * DAY) },
    ]);
  });
  afterAll(() => t.close());

  it('shows the admin every section over every zone', async () => {
    const d = await home(admin);
    expect(d.zonas.map((z) => z.slug)).toEqual(expect.arrayContaining(['caracas', 'valencia']));
    const [hoy, d7, d30] = d.ventas!.periodos;
    expect(hoy).toMatchObject({ clave: 'hoy', desde: d.hoy, hasta: d.hoy, ordenes: 3, totalUsd: '35.00', totalBs: '8605.45', ticketPromedioUsd: '11.67' });
    expect(d7).toMatchObject({ clave: '7d', ordenes: 3, totalUsd: '35.00' });
    expect(d30).toMatchObject({ clave: '30d', ordenes: 4, totalUsd: '47.00', ticketPromedioUsd: '11.75' });
    const funnel = Object.fromEntries(d.ventas!.embudo.map((e) => [e.nombre, e.ordenes]));
    expect(funnel).toEqual({
      'Pago por verificar': 1,
      'Pago verificado': 0,
      'En preparación': 0,
      'En camino': 1,
      'Listo para retirar': 0,
      Entregado: 2,
      Cancelado: 1,
    });
    expect(d.ventas!.porVerificar).toBe(1);
    expect(d.ventas!.porZona.slice(0, 2).map((z) => [z.nombre, z.ordenes, z.totalUsd])).toEqual([
      ['Caracas', 3, '42.00'],
      ['Valencia', 1, '5.00'],
    ]);
    expect(d.ventas!.porDia).toHaveLength(30);
    expect(d.ventas!.porDia.at(-1)).toMatchObject({ dia: d.hoy, ordenes: 3, totalUsd: '35.00' });
    expect(d.ventas!.porDia.reduce((n, x) => n + x.ordenes, 0)).toBe(4);
    expect(d.ventas!.topProductos.length).toBeGreaterThan(0);
    expect(d.ventas!.topProductos[0]!.unidades).toBeGreaterThanOrEqual(d.ventas!.topProductos.at(-1)!.unidades);

    const [customers] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(usuario)
      .where(notExists(t.database.db.select().from(usuarioRol).where(and(eq(usuarioRol.usuarioId, usuario.id), eq(usuarioRol.rol, 'ROLE_ADMIN')))));
    expect(d.clientesNuevos).toEqual({ hoy: customers!.n, d7: customers!.n, d30: customers!.n });
    const caracasLow = d.inventarioBajo!.zonas.find((z) => z.nombre === 'Caracas')!;
    expect(d.inventarioBajo!.umbral).toBe(5);
    expect(caracasLow.total).toBeGreaterThanOrEqual(1);
    expect(caracasLow.muestra.length).toBe(Math.min(5, caracasLow.total));
    expect(caracasLow.muestra[0]!.existencia).toBe(0); // the emptied row or one as low
    expect(caracasLow.muestra.every((m, i, all) => m.existencia <= 5 && (i === 0 || all[i - 1]!.existencia <= m.existencia))).toBe(true);
    expect(lowId).toBeGreaterThan(0);
    expect(d.busquedasSinResultado).toEqual([
      { query: 'porotos', busquedas: 3 },
      { query: 'pernil', busquedas: 1 },
    ]);
  });

  it('shows an operator limited to Caracas only the Caracas orders and nothing of other areas', async () => {
    const operador = (await login(t, 'operador@demo.ve')).token;
    const d = await home(operador);
    expect(d.zonas.map((z) => z.slug)).toEqual(['caracas']);
    expect(d.ventas!.periodos[0]).toMatchObject({ ordenes: 2, totalUsd: '30.00' });
    expect(d.ventas!.porZona.map((z) => z.nombre)).toEqual(['Caracas']);
    expect(d.ventas!.embudo.find((e) => e.nombre === 'En camino')!.ordenes).toBe(0);
    expect(d).toMatchObject({ clientesNuevos: null, inventarioBajo: null, busquedasSinResultado: null });
  });

  it('narrows stock and searches to the zones of other roles', async () => {
    const valencia = await staffMember(t, ['ROLE_INVENTARIO', 'ROLE_PUBLICIDAD', 'ROLE_ZONA_valencia']);
    const d = await home(valencia.token);
    expect(d.ventas).toBeNull();
    expect(d.inventarioBajo!.zonas.every((z) => z.nombre === 'Valencia')).toBe(true);
    expect(d.busquedasSinResultado).toEqual([{ query: 'pernil', busquedas: 1 }]);
  });

  it('is open to any staff member, and only to staff', async () => {
    const nadie = await staffMember(t, []);
    expect(await home(nadie.token)).toMatchObject({ zonas: [], ventas: null, clientesNuevos: null, inventarioBajo: null, busquedasSinResultado: null });
    const cliente = (await login(t, 'cliente@demo.ve')).token;
    expect((await t.api({ token: cliente, url: '/admin/dashboard' })).statusCode).toBe(403);
    expect((await t.api({ url: '/admin/dashboard' })).statusCode).toBe(401);
  });

  it('answers from a short cache shared by staff with the same roles', async () => {
    const a = await home(admin);
    const other = await staffMember(t, ['ROLE_PEDIDO', 'ROLE_ZONA_caracas']);
    const operador = (await login(t, 'operador@demo.ve')).token;
    const first = await home(operador);
    expect((await home(other.token)).generadoEn).toBe(first.generadoEn);
    expect((await home(admin)).generadoEn).toBe(a.generadoEn);
  });
});
