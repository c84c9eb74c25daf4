import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuario } from '../../src/server/auth/tables';
import { changeOrderStatus } from '../../src/server/orders/status';
import { ensurePurchaseRollup, ordersSource, rebuildPurchaseRollup, rollupSource, splitRange } from '../../src/server/reports/purchase-rollup';
import { purchasePage, purchaseReportBatches } from '../../src/server/reports/purchase-service';
import { addDays, today, type DayRange } from '../../src/server/reports/range';
import type { CompraUsuarioFiltro, CompraUsuarioOrdenable } from '../../src/shared/contracts/admin-reports';
import type { StaffZones } from '../../src/server/zones/service';
import { MetodoPago, OrdenEstatus } from '../../src/shared/enums';
import { createTestApp, testBackends, type TestApp } from '../helpers/app';
import { placeTestOrder, setOrderCreated } from './admin-orders.fixtures';

const DAY = 86_400_000;
const ALL: StaffZones = { ids: [], all: true };
const CUSTOMERS = ['cliente@demo.ve', 'prime@demo.ve', 'mayorista@demo.ve'];

/** A small deterministic generator, so a failing range can be replayed from the seed in the message. */
function lcg(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
}

async function rollupRows(t: TestApp): Promise<string[]> {
  const res = (await t.database.db.execute(sql`select concat_ws('|', nivel, periodo, usuario_id, zona_id, ordenes, unidades, total_usd_cent,
      total_bs_cent, to_json(primera)#>>'{}', to_json(ultima)#>>'{}') as r from compra_cliente order by 1`)) as { rows: { r: string }[] };
  return res.rows.map((x) => x.r);
}

describe('splitRange', () => {
  it('reads whole months from the month rows and the rest from the day rows', () => {
    expect(splitRange({ desde: '2025-11-25', hasta: '2026-11-24' })).toEqual({
      months: { desde: '2025-12-01', hasta: '2026-10-31' },
      days: [
        { desde: '2025-11-25', hasta: '2025-11-30' },
        { desde: '2026-11-01', hasta: '2026-11-24' },
      ],
    });
    expect(splitRange({ desde: '2026-02-01', hasta: '2026-02-28' })).toEqual({ months: { desde: '2026-02-01', hasta: '2026-02-28' }, days: [] });
    expect(splitRange({ desde: '2025-12-01', hasta: '2026-01-31' })).toEqual({ months: { desde: '2025-12-01', hasta: '2026-01-31' }, days: [] });
    expect(splitRange({ desde: '2026-02-02', hasta: '2026-03-30' })).toEqual({ months: null, days: [{ desde: '2026-02-02', hasta: '2026-03-30' }] });
    expect(splitRange({ desde: '2026-02-02', hasta: '2026-02-02' })).toEqual({ months: null, days: [{ desde: '2026-02-02', hasta: '2026-02-02' }] });
  });
});

describe.each(testBackends())('purchase report rollup (%s)', (backend) => {
  let t: TestApp;
  let autorId: number;
  const place = (i: number, r: () => number, extra: object = {}) =>
    placeTestOrder(t.database.db, {
      email: CUSTOMERS[i % CUSTOMERS.length]!,
      zonaId: 1 + Math.floor(r() * 2),
      metodoPago: MetodoPago.PAGO_MOVIL,
      precio: `${1 + Math.floor(r() * 40)}.${String(Math.floor(r() * 100)).padStart(2, '0')}`,
      productos: 1 + Math.floor(r() * 2),
      cantidad: 1 + Math.floor(r() * 3),
      creadoEn: new Date(Date.now() - Math.floor(r() * 120 * DAY)),
      ...extra,
    });
  const cancel = (id: number) => changeOrderStatus(t.database.db, id, { estatus: OrdenEstatus.CANCELADO, nota: 'Cancelado', autorId });
  /** The report over the rollup and over the orders, every row, in one sort. */
  const both = async (range: DayRange, filter: CompraUsuarioFiltro = {}, zonas = ALL, field: CompraUsuarioOrdenable = 'id') => {
    const query = { filter: { ...filter, ...range }, sort: { field, order: 'ASC' as const }, offset: 0, limit: 1000 };
    return {
      rollup: await purchasePage(t.database.db, zonas, query, rollupSource(range)),
      orders: await purchasePage(t.database.db, zonas, query, ordersSource(range)),
    };
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    const [a] = await t.database.db.select({ id: usuario.id }).from(usuario).where(sql`${usuario.email} = 'admin@demo.ve'`);
    autorId = a!.id;
    await ensurePurchaseRollup(t.database.db); // built from the demo orders; every later write is recorded
  });
  afterAll(() => t.close());

  it('equals the sums of the orders on random ranges after orders, cancellations and moves', async () => {
    const r = lcg(16);
    const placed = [];
    for (let i = 0; i < 15; i++) placed.push(await place(i, r));
    await cancel(placed[2]!.id);
    await cancel(placed[7]!.id);
    await setOrderCreated(t.database.db, placed[4]!.id, new Date(Date.now() - 95 * DAY));
    await place(0, r, { estatus: OrdenEstatus.CANCELADO });

    const seed = Math.floor(Math.random() * 1e9);
    const pick = lcg(seed);
    const ranges: DayRange[] = [{ desde: addDays(today(), -130), hasta: today() }];
    for (let i = 0; i < 6; i++) {
      const desde = addDays(today(), -Math.floor(pick() * 130));
      ranges.push({ desde, hasta: addDays(desde, Math.floor(pick() * 90)) });
    }
    for (const range of ranges) {
      const { rollup, orders } = await both(range);
      expect(rollup, `seed ${seed}, ${JSON.stringify(range)}`).toEqual(orders);
    }
    const whole = await both(ranges[0]!);
    expect(whole.rollup.total).toBeGreaterThanOrEqual(3);
    // 13 orders of the 15 are purchases (plus the demo's of these customers)
    const mine = whole.orders.rows.filter((x) => CUSTOMERS.includes(x.email)).reduce((n, x) => n + x.ordenes, 0);
    const [counted] = ((await t.database.db.execute(sql`select count(*)::int as n from orden o join usuario u on u.id = o.usuario_id
      where u.email in ('cliente@demo.ve', 'prime@demo.ve', 'mayorista@demo.ve') and o.estatus <> ${OrdenEstatus.CANCELADO}
        and o.creado_en >= (${ranges[0]!.desde}::date::timestamp at time zone 'America/Caracas')`)) as { rows: { n: number }[] }).rows;
    expect(mine).toBe(counted!.n);
    // narrowed by zone, by the staff member's zones, by plan and by name; sorted by every field
    expect((await both(ranges[0]!, { zonaId: 2 })).rollup).toEqual((await both(ranges[0]!, { zonaId: 2 })).orders);
    const caracas = await both(ranges[0]!, {}, { ids: [1], all: false });
    expect(caracas.rollup).toEqual(caracas.orders);
    for (const field of ['nombre', 'ordenes', 'unidades', 'totalUsd', 'ticketPromedioUsd', 'primeraCompra', 'ultimaCompra'] as const) {
      const sorted = await both(ranges[0]!, {}, ALL, field);
      expect(sorted.rollup, field).toEqual(sorted.orders);
    }
    const prime = await both(ranges[0]!, { usuarioTipo: 2, cliente: 'PRIME@' });
    expect(prime.rollup).toEqual(prime.orders);
    expect(prime.rollup.rows.map((x) => x.email)).toEqual(['prime@demo.ve']);
    // the CSV's batches read the same rows
    const batches: string[] = [];
    for await (const rows of purchaseReportBatches(t.database.db, ALL, ranges[0]!, 2)) batches.push(...rows.map((x) => JSON.stringify(x)));
    expect(batches).toEqual(whole.rollup.rows.map((x) => JSON.stringify(x)));
    // kept by the writes exactly as a build from scratch makes it
    const kept = await rollupRows(t);
    await rebuildPurchaseRollup(t.database.db);
    expect(kept).toEqual(await rollupRows(t));
  });

  it('a cancelled order leaves its day: the first and last purchase move, an empty row goes', async () => {
    const day = new Date(Date.now() - 200 * DAY);
    const base = { email: 'mayorista@demo.ve', zonaId: 2, metodoPago: MetodoPago.PAGO_MOVIL, precio: '2.00' };
    const first = await placeTestOrder(t.database.db, { ...base, creadoEn: day });
    const second = await placeTestOrder(t.database.db, { ...base, creadoEn: new Date(day.getTime() + 60_000) });
    const range = { desde: addDays(today(), -201), hasta: addDays(today(), -199) };
    const row = async () => (await purchasePage(t.database.db, ALL, { filter: range, sort: { field: 'id', order: 'ASC' }, offset: 0, limit: 10 }, rollupSource(range))).rows;
    expect((await row()).map((x) => [x.ordenes, x.primeraCompra])).toEqual([[2, day.toISOString()]]);
    await cancel(first.id);
    expect((await row()).map((x) => [x.ordenes, x.totalUsd, x.primeraCompra, x.ultimaCompra])).toEqual([
      [1, second.total, new Date(day.getTime() + 60_000).toISOString(), new Date(day.getTime() + 60_000).toISOString()],
    ]);
    await cancel(second.id);
    expect(await row()).toEqual([]);
    expect((await rollupRows(t)).filter((x) => x.split('|')[4] === '0')).toEqual([]);
  });

  it('concurrent orders and cancellations of one customer, zone and day: every one counted once', async () => {
    const at = new Date(Date.now() - 3 * DAY);
    const base = { email: 'cliente@demo.ve', zonaId: 1, metodoPago: MetodoPago.PAGO_MOVIL, precio: '3.15' };
    const early = await Promise.all([0, 1, 2].map((i) => placeTestOrder(t.database.db, { ...base, creadoEn: new Date(at.getTime() + i * 1000) })));
    await Promise.all([
      ...[3, 4, 5, 6].map((i) => placeTestOrder(t.database.db, { ...base, creadoEn: new Date(at.getTime() + i * 1000) })),
      cancel(early[0]!.id),
      cancel(early[2]!.id),
    ]);
    const range = { desde: addDays(today(), -10), hasta: today() };
    const { rollup, orders } = await both(range);
    expect(rollup).toEqual(orders);
    const kept = await rollupRows(t);
    await rebuildPurchaseRollup(t.database.db);
    expect(kept).toEqual(await rollupRows(t));
  });
});
