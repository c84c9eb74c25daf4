/**
 * Click-through of the storefront's advertising: a view or a click of a slider, offer image or featured
 * group (POST /api/publicidad/evento) adds one to its row of the day in `publicidad_evento` with an upsert,
 * so concurrent events all count; the back office reads the last 30 days per item.
 */
import { sql } from 'drizzle-orm';
import type { EstadisticaPublicidad, EventoPublicidadBody, TipoEventoPublicidad } from '../../shared/contracts/admin-publicidad';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import { zoneOf } from './admin-shared';
import { publicidadEvento } from './tables';

/** The storefront's calendar day. */
const TODAY = sql`(now() at time zone 'America/Caracas')::date`;
export const ESTADISTICA_DIAS = 30;

/** Rows of db.execute: PGlite and node-postgres both answer `{ rows }`, older drivers the array itself. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}

const TABLE: Record<TipoEventoPublicidad, string> = { slider: 'slider', 'imagen-oferta': 'imagen_oferta', destacado: 'destacado' };

export async function recordAdEvent(db: Db, body: EventoPublicidadBody): Promise<void> {
  const found = await db.execute(sql`select 1 from ${sql.identifier(TABLE[body.tipo])} where id = ${body.id}`);
  if (rowsOf(found).length === 0) throw notFound('Elemento publicitario no encontrado');
  const vista = body.evento === 'vista' ? 1 : 0;
  const clic = 1 - vista;
  await db.execute(sql`
    insert into ${publicidadEvento} (tipo, item_id, dia, vistas, clics)
    values (${body.tipo}, ${body.id}, ${TODAY}, ${vista}, ${clic})
    on conflict (tipo, item_id, dia) do update
    set vistas = ${publicidadEvento}.vistas + excluded.vistas, clics = ${publicidadEvento}.clics + excluded.clics`);
}

/** Views and clicks of the last 30 days of every slider, offer image and featured group of a zone that has any. */
export async function zoneAdStats(db: Db, zona: string): Promise<EstadisticaPublicidad[]> {
  const z = await zoneOf(db, zona);
  const parts = (Object.entries(TABLE) as [TipoEventoPublicidad, string][]).map(
    ([tipo, table]) => sql`(e.tipo = ${tipo} and e.item_id in (select id from ${sql.identifier(table)} where zona_id = ${z.id}))`,
  );
  const result = await db.execute(sql`
    select e.tipo, e.item_id as id, sum(e.vistas)::int as vistas, sum(e.clics)::int as clics
    from ${publicidadEvento} e
    where e.dia > ${TODAY} - ${ESTADISTICA_DIAS}::int and (${sql.join(parts, sql` or `)})
    group by e.tipo, e.item_id
    order by e.tipo, e.item_id`);
  return rowsOf<{ tipo: TipoEventoPublicidad; id: number; vistas: number; clics: number }>(result).map((r) => ({ tipo: r.tipo, id: Number(r.id), vistas: Number(r.vistas), clics: Number(r.clics) }));
}
