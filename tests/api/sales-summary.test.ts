import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuario } from '../../src/server/auth/tables';
import { changeOrderStatus } from '../../src/server/orders/status';
import { ensureSalesSummary, foldSales, rebuildSalesSummary } from '../../src/server/reports/sales-summary';
import { MetodoPago, OrdenEstatus } from '../../src/shared/enums';
import { createTestApp, testBackends, type TestApp } from '../helpers/app';
import { placeTestOrder, setOrderCreated } from './admin-orders.fixtures';

const DAY = 86_400_000;

async function lines(t: TestApp, q: SQL): Promise<string[]> {
  return ((await t.database.db.execute(q)) as { rows: { r: string }[] }).rows.map((x) => x.r);
}

/** The summary's figures (changes folded in), and the same figures added from `orden` and `orden_detalle`. */
async function both(t: TestApp): Promise<{ summary: string[]; orders: string[] }> {
  await ensureSalesSummary(t.database.db);
  const summary = await lines(
    t,
    sql`select concat_ws('|', x.*) as r from (
      select dia, zona_id, estatus, producto_id, sum(ordenes)::int, sum(unidades)::int, sum(total_usd)::numeric(20, 2), sum(total_bs)::numeric(20, 2)
      from resumen_venta_dia group by 1, 2, 3, 4 having sum(ordenes) <> 0 or sum(unidades) <> 0) x order by 1`,
  );
  const day = sql.raw(`(o.creado_en at time zone 'America/Caracas')::date`);
  const orders = await lines(
    t,
    sql`select concat_ws('|', x.*) as r from (
      select ${day} as dia, o.zona_id, o.estatus, 0 as producto_id, count(*)::int, 0, sum(o.total)::numeric(20, 2), sum(round(o.total * o.tasa, 2))::numeric(20, 2)
        from orden o group by 1, 2, 3
      union all
      select ${day}, o.zona_id, o.estatus, l.producto_id, 0, sum(l.cantidad)::int, sum(l.total)::numeric(20, 2), 0::numeric(20, 2)
        from orden o join orden_detalle l on l.orden_id = o.id group by 1, 2, 3, 4) x order by 1`,
  );
  return { summary, orders };
}

describe.each(testBackends())('sales summary for the dashboard (%s)', (backend) => {
  let t: TestApp;
  let autorId: number;
  const place = (zonaId: number, extra: object = {}) =>
    placeTestOrder(t.database.db, { email: 'cliente@demo.ve', zonaId, metodoPago: MetodoPago.PAGO_MOVIL, precio: '3.10', productos: 2, cantidad: 2, ...extra });

  beforeAll(async () => {
    t = await createTestApp(backend);
    const [a] = await t.database.db.select({ id: usuario.id }).from(usuario).where(sql`${usuario.email} = 'admin@demo.ve'`);
    autorId = a!.id;
  });
  afterAll(() => t.close());

  it('stays equal to the figures added from the orders after a mix of orders and status changes', async () => {
    const a = await place(1);
    await ensureSalesSummary(t.database.db); // built here from the orders so far; later writes are changes
    const b = await place(2, { precio: '7.35', cantidad: 3 });
    const c = await place(1, { estatus: OrdenEstatus.ENTREGADO, creadoEn: new Date(Date.now() - 12 * DAY) });
    const d = await place(3, { productos: 1 });
    await changeOrderStatus(t.database.db, a.id, { estatus: OrdenEstatus.VERIFICADO, nota: 'Pago verificado', autorId });
    await changeOrderStatus(t.database.db, a.id, { estatus: OrdenEstatus.PREPARANDO, nota: 'Preparando', autorId });
    await changeOrderStatus(t.database.db, b.id, { estatus: OrdenEstatus.CANCELADO, nota: 'Cancelado', autorId });
    await setOrderCreated(t.database.db, d.id, new Date(Date.now() - 40 * DAY));
    await foldSales(t.database.db);
    await changeOrderStatus(t.database.db, d.id, { estatus: OrdenEstatus.CANCELADO, nota: 'Cancelado', autorId });
    const { summary, orders } = await both(t);
    expect(orders.length).toBeGreaterThanOrEqual(8);
    expect(summary).toEqual(orders);
    // a cancelled order counts under Cancelado only
    const [bRow] = await lines(t, sql`select concat_ws('|', estatus, sum(ordenes), sum(unidades)) as r from resumen_venta_dia
      where zona_id = 2 and dia = (select (creado_en at time zone 'America/Caracas')::date from orden where id = ${b.id}) and estatus = ${OrdenEstatus.CANCELADO} group by estatus`);
    expect(bRow).toBe(`${OrdenEstatus.CANCELADO}|1|6`);
    expect(c.id).toBeGreaterThan(0);
    // built again from scratch: the same figures
    await rebuildSalesSummary(t.database.db);
    expect((await both(t)).summary).toEqual(orders);
  });

  it('concurrent orders and readers: every change added once', async () => {
    await ensureSalesSummary(t.database.db);
    const placed = await Promise.all(Array.from({ length: 8 }, (_, i) => place(1 + (i % 2), { precio: `${1 + i}.05` })));
    await Promise.all([
      ...placed.slice(0, 4).map((o) => changeOrderStatus(t.database.db, o.id, { estatus: OrdenEstatus.VERIFICADO, nota: 'Verificado', autorId })),
      foldSales(t.database.db),
      foldSales(t.database.db),
      ensureSalesSummary(t.database.db),
    ]);
    const { summary, orders } = await both(t);
    expect(summary).toEqual(orders);
    expect(((await t.database.db.execute(sql`select count(*)::int as n from resumen_venta_delta`)) as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
