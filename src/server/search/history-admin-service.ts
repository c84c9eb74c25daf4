/**
 * Readers of the search history for the back office: one row per search text with its searches, the
 * ones that returned nothing (unless a synonym fixed the text since), and its clicks and conversions.
 * Insights events name their search by queryID, whose first half is the text's md5 (query-id.ts), so
 * events join texts without a row per search.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { HistorialFila, HistorialFiltro, HistorialSerie } from '../../shared/contracts/admin-search-history';
import type { Db } from '../db/client';
import { escapeLike, type ListQuery } from '../list-query';
import { addDays, daysBetween, inRange, reportRange, rowsOf, type DayRange } from '../reports/range';
import type { StaffZones } from '../zones/service';

export const HISTORIAL_DIAS_DEFECTO = 30;

/** A history row `h` that returned nothing and was not fixed by a synonym after it. */
export function zeroResultCondition(h: SQL): SQL {
  return sql`${h}.nb_hits = 0 and not exists (select 1 from busqueda_corregida c where c.query = ${h}.query and c.corregida_en >= ${h}.creado_en)`;
}

/** Searches of zones the caller does not hold are left out; searches naming no zone only for staff of every zone. */
function historyConditions(zonas: StaffZones, filter: HistorialFiltro, range: DayRange): SQL {
  const conds: SQL[] = [inRange(sql`h.creado_en`, range)];
  if (!zonas.all) conds.push(sql`h.zona_id = any(${`{${zonas.ids.join(',') || 0}}`}::int[])`);
  if (filter.zonaId !== undefined) conds.push(sql`h.zona_id = ${filter.zonaId}`);
  if (filter.usuarioTipo !== undefined) conds.push(sql`h.usuario_tipo = ${filter.usuarioTipo}`);
  const q = filter.q?.trim().replace(/\s+/g, ' ').toLowerCase();
  if (q) conds.push(sql`h.query like ${`${escapeLike(q)}%`}`);
  return sql.join(conds, sql` and `);
}

const SORT: Record<string, SQL> = {
  query: sql`x.query`,
  busquedas: sql`x.busquedas`,
  sinResultados: sql`x.sin_resultados`,
  clics: sql`clics`,
  conversiones: sql`conversiones`,
  ultimaBusqueda: sql`x.ultima`,
};

const percent = (part: number, whole: number) => (whole > 0 ? ((Math.round((part * 10000) / whole) / 100).toFixed(2)) : '0.00');

interface Row {
  query: string;
  busquedas: number;
  sin_resultados: number;
  resultados: number;
  ultima: string;
  clics: number;
  conversiones: number;
  total: number;
}

export async function listSearchHistory(
  db: Db,
  zonas: StaffZones,
  query: ListQuery<HistorialFiltro, string>,
): Promise<{ rows: HistorialFila[]; total: number }> {
  const range = reportRange(query.filter, HISTORIAL_DIAS_DEFECTO);
  const where = historyConditions(zonas, query.filter, range);
  const having =
    query.filter.sinResultados === true ? sql`having sum(h.veces) filter (where ${zeroResultCondition(sql`h`)}) > 0` : query.filter.sinResultados === false ? sql`having max(h.nb_hits) > 0` : sql``;
  const dir = sql.raw(query.sort.order);
  const rows = await rowsOf<Row>(
    db,
    sql`with x as (
        select h.query, sum(h.veces)::int as busquedas,
          coalesce(sum(h.veces) filter (where ${zeroResultCondition(sql`h`)}), 0)::int as sin_resultados,
          (array_agg(h.nb_hits order by h.creado_en desc, h.id desc))[1] as resultados, max(h.creado_en) as ultima
        from busqueda_historial h where ${where} group by h.query ${having}),
      e as (
        select left(ev.query_id, 16) as k, count(*) filter (where ev.event_type = 'click')::int as clics,
          count(*) filter (where ev.event_type = 'conversion')::int as conversiones
        from busqueda_evento ev where ev.query_id is not null and ${inRange(sql`ev.creado_en`, range)} group by 1)
      select x.query, x.busquedas, x.sin_resultados, x.resultados, to_json(x.ultima)#>>'{}' as ultima,
        coalesce(e.clics, 0) as clics, coalesce(e.conversiones, 0) as conversiones, count(*) over ()::int as total
      from x left join e on e.k = left(md5(x.query), 16)
      order by ${SORT[query.sort.field] ?? SORT.busquedas} ${dir}, x.query limit ${query.limit} offset ${query.offset}`,
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.offset > 0) {
    const [c] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from (select 1 from busqueda_historial h where ${where} group by h.query ${having}) c`);
    total = c?.n ?? 0;
  }
  return {
    total,
    rows: rows.map((r) => ({
      id: r.query,
      query: r.query,
      busquedas: r.busquedas,
      sinResultados: r.sin_resultados,
      resultados: r.resultados,
      clics: r.clics,
      conversiones: r.conversiones,
      tasaClics: percent(r.clics, r.busquedas),
      tasaConversion: percent(r.conversiones, r.busquedas),
      ultimaBusqueda: new Date(r.ultima).toISOString(),
    })),
  };
}

/** Searches per day of the range (days without searches included). */
export async function searchHistorySeries(db: Db, zonas: StaffZones, filter: HistorialFiltro): Promise<HistorialSerie> {
  const range = reportRange(filter, HISTORIAL_DIAS_DEFECTO);
  const where = historyConditions(zonas, filter, range);
  const rows = await rowsOf<{ dia: string; busquedas: number; sin: number }>(
    db,
    sql`select to_char(h.creado_en at time zone 'America/Caracas', 'YYYY-MM-DD') as dia, sum(h.veces)::int as busquedas,
        coalesce(sum(h.veces) filter (where ${zeroResultCondition(sql`h`)}), 0)::int as sin
      from busqueda_historial h where ${where} group by 1`,
  );
  const byDay = new Map(rows.map((r) => [r.dia, r]));
  const n = daysBetween(range.desde, range.hasta) + 1;
  return {
    dias: Array.from({ length: n }, (_, i) => {
      const dia = addDays(range.desde, i);
      const r = byDay.get(dia);
      return { dia, busquedas: r?.busquedas ?? 0, sinResultados: r?.sin ?? 0 };
    }),
  };
}

/** Zero-result texts of the last `days` days with the zones and plans they failed in (to re-run after a synonym). */
export async function recentZeroResults(db: Db, days = 90): Promise<{ query: string; zonaId: number | null; usuarioTipo: number | null }[]> {
  return rowsOf(
    db,
    sql`select distinct h.query, h.zona_id as "zonaId", h.usuario_tipo as "usuarioTipo" from busqueda_historial h
      where h.creado_en >= now() - make_interval(days => ${days}) and ${zeroResultCondition(sql`h`)} order by 1 limit 2000`,
  );
}
