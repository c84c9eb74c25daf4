import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompraUsuarioFila } from '../../src/shared/contracts/admin-reports';
import { MetodoPago, OrdenEstatus } from '../../src/shared/enums';
import { createTestApp, login, testBackends, type TestApp } from '../helpers/app';
import { staffMember } from '../helpers/staff';
import { placeTestOrder } from './admin-orders.fixtures';

const DAY = 86_400_000;
const url = (filter: object, extra = '') => `/admin/reporte/compra-usuario?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`;

describe.each(testBackends())('admin reporte/compra-usuario (%s)', (backend) => {
  let t: TestApp;
  let admin: string;
  const report = async (filter: object = {}, token = admin, extra = '') => {
    const res = await t.api({ token, url: url(filter, extra) });
    expect(res.statusCode, res.body).toBe(200);
    return { rows: res.json() as CompraUsuarioFila[], range: res.headers['content-range'] };
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = (await login(t, 'admin@demo.ve')).token;
    const db = t.database.db;
    const order = (email: string, zonaId: number, daysAgo: number, precio: string, extra: object = {}) =>
      placeTestOrder(db, { email, zonaId, metodoPago: MetodoPago.PAGO_MOVIL, precio, creadoEn: new Date(Date.now() - daysAgo * DAY), ...extra });
    await order('cliente@demo.ve', 1, 1, '5.00'); // 2 products x 2 units: 20.00
    await order('cliente@demo.ve', 1, 3, '2.50', { cantidad: 3 }); // 2 x 3: 15.00
    await order('cliente@demo.ve', 2, 2, '1.25'); // Valencia: 5.00
    await order('cliente@demo.ve', 1, 0, '9.99', { estatus: OrdenEstatus.CANCELADO }); // not a purchase
    await order('cliente@demo.ve', 1, 60, '7.00'); // outside the default 30 days
    await order('prime@demo.ve', 1, 5, '10.00'); // 40.00
  });
  afterAll(() => t.close());

  it('sums each customer purchases in both currencies over the last 30 days by default', async () => {
    const { rows, range } = await report();
    expect(range).toBe('reporte/compra-usuario 0-1/2');
    expect(rows.map((r) => r.email)).toEqual(['prime@demo.ve', 'cliente@demo.ve']); // by amount, descending
    expect(rows[1]).toMatchObject({
      nombre: 'Carlos Eduardo Rodríguez',
      usuarioTipo: 1,
      plan: 'Normal',
      ordenes: 3,
      unidades: 4 + 6 + 4,
      totalUsd: '40.00',
      totalBs: '9834.80',
      ticketPromedioUsd: '13.33',
      ticketPromedioBs: '3278.27',
    });
    expect(rows[0]).toMatchObject({ plan: 'PRIME', usuarioTipo: 2, ordenes: 1, unidades: 4, totalUsd: '40.00', totalBs: '9834.80' });
    expect(new Date(rows[1]!.ultimaCompra).getTime()).toBeGreaterThan(new Date(rows[1]!.primeraCompra).getTime());
  });

  it('filters range, zone, plan and customer; sorts and pages', async () => {
    const old = new Date(Date.now() - 70 * DAY).toISOString().slice(0, 10);
    expect((await report({ desde: old })).rows.find((r) => r.email === 'cliente@demo.ve')).toMatchObject({ ordenes: 4, totalUsd: '68.00' });
    expect((await report({ zonaId: 2 })).rows.map((r) => [r.email, r.totalUsd])).toEqual([['cliente@demo.ve', '5.00']]);
    expect((await report({ usuarioTipo: 2 })).rows.map((r) => r.email)).toEqual(['prime@demo.ve']);
    expect((await report({ cliente: 'CARLOS' })).rows.map((r) => r.email)).toEqual(['cliente@demo.ve']);
    expect((await report({}, admin, `&sort=${encodeURIComponent('["unidades","DESC"]')}`)).rows.map((r) => [r.email, r.unidades])).toEqual([
      ['cliente@demo.ve', 14],
      ['prime@demo.ve', 4],
    ]);
    expect((await report({}, admin, `&sort=${encodeURIComponent('["ordenes","ASC"]')}`)).rows.map((r) => r.ordenes)).toEqual([1, 3]);
    const beyond = await report({}, admin, `&range=${encodeURIComponent('[50,99]')}`);
    expect(beyond.rows).toEqual([]);
    expect(beyond.range).toBe('reporte/compra-usuario */2');
  });

  it('narrows to the staff member zones and requires ROLE_PUBLICIDAD', async () => {
    const caracas = await staffMember(t, ['ROLE_PUBLICIDAD', 'ROLE_ZONA_caracas']);
    const { rows } = await report({}, caracas.token);
    expect(rows.find((r) => r.email === 'cliente@demo.ve')).toMatchObject({ ordenes: 2, totalUsd: '35.00' });
    expect((await report({ zonaId: 2 }, caracas.token)).rows).toEqual([]);
    const pedidos = await staffMember(t, ['ROLE_PEDIDO', 'ROLE_ZONA_caracas']);
    expect((await t.api({ token: pedidos.token, url: url({}) })).statusCode).toBe(403);
    expect((await t.api({ token: pedidos.token, url: '/admin/reporte/compra-usuario/exportar' })).statusCode).toBe(403);
  });

  it('refuses inverted ranges and ranges over two years with field errors', async () => {
    const bad = async (filter: object, path = '/admin/reporte/compra-usuario') => {
      const res = await t.api({ token: admin, url: `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}` });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.headers['content-type']).toContain('application/json');
      return res.json().errores;
    };
    expect(await bad({ desde: '2026-05-10', hasta: '2026-05-01' })).toEqual({ 'filter.hasta': 'Debe ser igual o posterior a la fecha inicial' });
    expect(await bad({ desde: '2024-01-01', hasta: '2026-01-02' })).toEqual({ 'filter.desde': 'El rango no puede superar 2 años' });
    expect(await bad({ desde: '2024-01-01', hasta: '2026-01-02' }, '/admin/reporte/compra-usuario/exportar')).toEqual({
      'filter.desde': 'El rango no puede superar 2 años',
    });
    expect(await bad({ desde: '2026-02-30' })).toEqual({ 'filter.desde': expect.any(String) });
    expect(await bad({ zona: 1 })).toMatchObject({ filter: 'Filtro no permitido' });
    // two full years are allowed
    expect((await t.api({ token: admin, url: url({ desde: '2024-01-01', hasta: '2025-12-31' }) })).statusCode).toBe(200);
  });

  it('exports every row as CSV whose totals equal the sum of the orders', async () => {
    const res = await t.api({ token: admin, url: `/admin/reporte/compra-usuario/exportar?filter=${encodeURIComponent('{}')}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="compras-por-cliente-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'Cliente,Nombre,Correo,Plan,Pedidos,Unidades,Total (USD),Total (Bs),Ticket promedio (USD),Ticket promedio (Bs),Primera compra,Última compra',
    );
    expect(lines).toHaveLength(3);
    const cents = lines.slice(1).reduce((sum, l) => sum + Math.round(Number(l.split(',')[6]) * 100), 0);
    expect(cents).toBe(8000);
    expect(lines.slice(1).map((l) => l.split(',').slice(2, 6).join(','))).toEqual(['cliente@demo.ve,Normal,3,14', 'prime@demo.ve,PRIME,1,4']);
  });

  it('streams large exports in batches of customers', async () => {
    const { purchaseReportBatches } = await import('../../src/server/reports/purchase-service');
    const batches: number[] = [];
    for await (const rows of purchaseReportBatches(t.database.db, { ids: [], all: true }, {}, 1)) batches.push(rows.length);
    expect(batches).toEqual([1, 1]);
  });
});
