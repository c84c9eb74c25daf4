/**
 * The back-office home: the last 30 days of sales from the daily summary (sales-summary.ts), stock rows at or below the low-stock threshold and the week's zero-result searches,
 * each only for the roles and zones of the caller. Answers are cached briefly per set of roles, so a home
 * opened by many staff members runs the queries once per window.
 */
import { sql, type SQL } from 'drizzle-orm';
import { STOCK_BAJO, type Dashboard, type VentasPanel } from '../../shared/contracts/admin-dashboard';
import { Estatus, OrdenEstatus, ordenEstatusNombre, type OrdenEstatusId } from '../../shared/enums';
import { add, round2 } from '../../shared/money';
import { isZoneRole, ROLE_ADMIN } from '../../shared/roles';
import { keyedCachedRead } from '../cache';
import type { Db } from '../db/client';
import { listZones, staffZones, type StaffZones } from '../zones/service';
import { addDays, dayStart, rowsOf, today } from './range';
import { ensureSalesSummary } from './sales-summary';
import { zeroResultCondition } from '../search/history-admin-service';

export const DASHBOARD_TTL_MS = 20_000;
const cache = keyedCachedRead<Dashboard>('dashboard', DASHBOARD_TTL_MS, 200);

const zoneIn = (column: SQL, zonas: StaffZones) => (zonas.all ? sql`true` : sql`${column} = any(${`{${zonas.ids.join(',') || 0}}`}::int[])`);

function average(total: string, n: number): string {
  return n > 0 ? round2(String(Number(total) / n)) : '0.00';
}

async function salesPanel(db: Db, zonas: StaffZones, hoy: string, names: Map<number, string>): Promise<VentasPanel> {
  const from30 = addDays(hoy, -29);
  const from7 = addDays(hoy, -6);
  const zone = zoneIn(sql`r.zona_id`, zonas);
  await ensureSalesSummary(db);
  // from resumen_venta_dia (sales-summary.ts): on 1,000,000 orders, ~500 order rows and ~30,000 product rows
  // for 30 days, a range scan of resumen_venta_dia_pk; was 40,000 orders and 80,000 lines through
  // orden_creado_idx and orden_detalle_orden_idx (500 ms + JIT 1.3 s for the products on a loaded box)
  const [groups, pending, top] = await Promise.all([
    rowsOf<{ dia: string; zona_id: number; estatus: number; n: number; usd: string; bs: string }>(
      db,
      sql`select r.dia::text as dia, r.zona_id, r.estatus, sum(r.ordenes)::int as n, sum(r.total_usd)::text as usd, sum(r.total_bs)::text as bs
        from resumen_venta_dia r where r.dia >= ${from30}::date and r.producto_id = 0 and ${zone}
        group by 1, 2, 3 having sum(r.ordenes) <> 0`,
    ),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n from orden o where o.estatus = ${OrdenEstatus.POR_VERIFICAR} and ${zoneIn(sql`o.zona_id`, zonas)}`),
    rowsOf<{ producto_id: number; nombre: string; unidades: number; usd: string }>(
      db,
      sql`select r.producto_id, max(r.nombre) filter (where r.unidades <> 0) as nombre, sum(r.unidades)::int as unidades, sum(r.total_usd)::text as usd
        from resumen_venta_dia r
        where r.dia >= ${from30}::date and r.producto_id <> 0 and r.estatus <> ${OrdenEstatus.CANCELADO} and ${zone}
        group by r.producto_id having sum(r.unidades) > 0 order by 3 desc, 1 limit 10`,
    ),
  ]);
  const periods = { hoy: { desde: hoy, n: 0, usd: '0', bs: '0' }, '7d': { desde: from7, n: 0, usd: '0', bs: '0' }, '30d': { desde: from30, n: 0, usd: '0', bs: '0' } };
  const funnel = new Map<number, number>();
  const byZone = new Map<number, { n: number; usd: string; bs: string }>();
  const byDay = new Map<string, { n: number; usd: string; bs: string }>();
  for (const g of groups) {
    funnel.set(g.estatus, (funnel.get(g.estatus) ?? 0) + g.n);
    if (g.estatus === OrdenEstatus.CANCELADO) continue;
    for (const p of Object.values(periods)) {
      if (g.dia < p.desde) continue;
      p.n += g.n;
      p.usd = add(p.usd, g.usd);
      p.bs = add(p.bs, g.bs);
    }
    const z = byZone.get(g.zona_id) ?? { n: 0, usd: '0', bs: '0' };
    byZone.set(g.zona_id, { n: z.n + g.n, usd: add(z.usd, g.usd), bs: add(z.bs, g.bs) });
    const d = byDay.get(g.dia) ?? { n: 0, usd: '0', bs: '0' };
    byDay.set(g.dia, { n: d.n + g.n, usd: add(d.usd, g.usd), bs: add(d.bs, g.bs) });
  }
  const visible = zonas.all ? [...names.keys()] : zonas.ids;
  return {
    periodos: (Object.entries(periods) as [keyof typeof periods, (typeof periods)['hoy']][]).map(([clave, p]) => ({
      clave,
      desde: p.desde,
      hasta: hoy,
      ordenes: p.n,
      totalUsd: round2(p.usd),
      totalBs: round2(p.bs),
      ticketPromedioUsd: average(p.usd, p.n),
      ticketPromedioBs: average(p.bs, p.n),
    })),
    embudo: (Object.values(OrdenEstatus) as OrdenEstatusId[]).map((estatus) => ({ estatus, nombre: ordenEstatusNombre[estatus], ordenes: funnel.get(estatus) ?? 0 })),
    porVerificar: pending[0]?.n ?? 0,
    porZona: visible
      .map((zonaId) => {
        const z = byZone.get(zonaId) ?? { n: 0, usd: '0', bs: '0' };
        return { zonaId, nombre: names.get(zonaId) ?? String(zonaId), ordenes: z.n, totalUsd: round2(z.usd), totalBs: round2(z.bs) };
      })
      .sort((a, b) => Number(b.totalUsd) - Number(a.totalUsd) || a.zonaId - b.zonaId),
    porDia: Array.from({ length: 30 }, (_, i) => {
      const dia = addDays(from30, i);
      const d = byDay.get(dia) ?? { n: 0, usd: '0', bs: '0' };
      return { dia, ordenes: d.n, totalUsd: round2(d.usd), totalBs: round2(d.bs) };
    }),
    topProductos: top.map((t) => ({ productoId: t.producto_id, nombre: t.nombre, unidades: t.unidades, totalUsd: round2(t.usd) })),
  };
}

async function newCustomers(db: Db, hoy: string): Promise<NonNullable<Dashboard['clientesNuevos']>> {
  // every account created minus the staff among them: the first count reads usuario_creado_idx alone
  // (an index-only scan), instead of an anti-join of every new account with its roles (110 ms for 50,000)
  const counts = (from: SQL) => sql`count(*) filter (where u.creado_en >= ${dayStart(hoy)})::int as hoy,
      count(*) filter (where u.creado_en >= ${dayStart(addDays(hoy, -6))})::int as d7, count(*)::int as d30 ${from}
      where u.creado_en >= ${dayStart(addDays(hoy, -29))}`;
  type Counts = { hoy: number; d7: number; d30: number };
  const [[all], [staff]] = await Promise.all([
    rowsOf<Counts>(db, sql`select ${counts(sql`from usuario u`)}`),
    rowsOf<Counts>(db, sql`select ${counts(sql`from usuario u join usuario_rol r on r.usuario_id = u.id and r.rol = ${ROLE_ADMIN}`)}`),
  ]);
  if (!all) return { hoy: 0, d7: 0, d30: 0 };
  return { hoy: all.hoy - (staff?.hoy ?? 0), d7: all.d7 - (staff?.d7 ?? 0), d30: all.d30 - (staff?.d30 ?? 0) };
}

async function lowStock(db: Db, zonas: StaffZones, names: Map<number, string>): Promise<NonNullable<Dashboard['inventarioBajo']>> {
  const rows = await rowsOf<{ id: number; producto_id: number; nombre: string; sucursal: string; existencia: number; zona_id: number; total: number }>(
    db,
    sql`select * from (select i.id, i.producto_id, p.nombre, s.nombre as sucursal, i.existencia, i.zona_id,
          count(*) over (partition by i.zona_id)::int as total,
          row_number() over (partition by i.zona_id order by i.existencia, p.nombre, i.id) as n
        from inventario i join producto p on p.id = i.producto_id join sucursal s on s.id = i.sucursal_id
        where i.estatus = ${Estatus.ACTIVO} and p.estatus = ${Estatus.ACTIVO} and i.existencia <= ${STOCK_BAJO} and ${zoneIn(sql`i.zona_id`, zonas)}) x
      where x.n <= 5 order by x.zona_id, x.n`,
  );
  const byZone = new Map<number, NonNullable<Dashboard['inventarioBajo']>['zonas'][number]>();
  for (const r of rows) {
    let z = byZone.get(r.zona_id);
    if (!z) byZone.set(r.zona_id, (z = { zonaId: r.zona_id, nombre: names.get(r.zona_id) ?? String(r.zona_id), total: r.total, muestra: [] }));
    z.muestra.push({ inventarioId: r.id, productoId: r.producto_id, nombre: r.nombre, sucursal: r.sucursal, existencia: r.existencia });
  }
  return { umbral: STOCK_BAJO, zonas: [...byZone.values()] };
}

async function zeroResults(db: Db, zonas: StaffZones, hoy: string): Promise<NonNullable<Dashboard['busquedasSinResultado']>> {
  return rowsOf<{ query: string; busquedas: number }>(
    db,
    sql`select h.query, sum(h.veces)::int as busquedas from busqueda_historial h
      where h.creado_en >= ${dayStart(addDays(hoy, -6))} and ${zeroResultCondition(sql`h`)}
        and ${zonas.all ? sql`true` : sql`h.zona_id = any(${`{${zonas.ids.join(',') || 0}}`}::int[])`}
      group by h.query order by 2 desc, 1 limit 10`,
  );
}

async function build(db: Db, roles: readonly string[]): Promise<Dashboard> {
  const hoy = today();
  const [zonas, all] = await Promise.all([staffZones(db, roles), listZones(db)]);
  const names = new Map(all.map((z) => [z.id, z.nombre]));
  const has = (role: string) => roles.includes(role);
  const [ventas, clientesNuevos, inventarioBajo, busquedasSinResultado] = await Promise.all([
    has('ROLE_PEDIDO') ? salesPanel(db, zonas, hoy, names) : null,
    has('ROLE_CLIENTE') ? newCustomers(db, hoy) : null,
    has('ROLE_INVENTARIO') ? lowStock(db, zonas, names) : null,
    has('ROLE_PUBLICIDAD') ? zeroResults(db, zonas, hoy) : null,
  ]);
  return {
    generadoEn: new Date().toISOString(),
    hoy,
    zonas: all.filter((z) => zonas.all || zonas.ids.includes(z.id)).map((z) => ({ id: z.id, slug: z.slug, nombre: z.nombre })),
    ventas,
    clientesNuevos,
    inventarioBajo,
    busquedasSinResultado,
  };
}

const RELEVANT = new Set(['ROLE_PEDIDO', 'ROLE_CLIENTE', 'ROLE_INVENTARIO', 'ROLE_PUBLICIDAD']);

/** The caller's home, from the cache of callers with the same relevant roles for a few seconds. */
export function dashboard(db: Db, roles: readonly string[]): Promise<Dashboard> {
  const key = [today(), ...roles.filter((r) => RELEVANT.has(r) || isZoneRole(r)).sort()].join('|');
  return cache.get(db, key, () => build(db, roles));
}
