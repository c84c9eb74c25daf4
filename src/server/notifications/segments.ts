/**
 * A push segment's filters as one SQL condition over `usuario` (active customers holding ROLE_USUARIO),
 * used for the live count, the list and the sends. Every filter given must hold.
 * - zonaId: an active saved address in the zone, or an order placed there;
 * - usuarioTipo: the customer's current plan is one of them;
 * - ultimaCompraDesde / ultimaCompraHasta: the latest order not cancelled, by day in America/Caracas;
 * - totalGastadoMin / totalGastadoMax: the sum of orders not cancelled (USD);
 * - conSaldo: TZM balance above 0 (true) or none (false);
 * - ciudad: the zone, area or sector name of an active saved address, or its address text, contains it.
 */
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { SegmentoFiltros } from '../../shared/contracts/admin-onesignal';
import { OrdenEstatus, UsuarioEstatus } from '../../shared/enums';
import { compare } from '../../shared/money';
import { ROLE_USUARIO } from '../../shared/roles';
import { usuario, usuarioRol } from '../auth/tables';
import type { Db, Tx } from '../db/client';
import { area, direccionUsuario, sector } from '../delivery/tables';
import { badRequest, type FieldErrors } from '../errors';
import { escapeLike } from '../list-query';
import { orden } from '../orders/tables';
import { saldoUsuario } from '../wallet/tables';
import { zona } from '../zones/tables';

const TZ = 'America/Caracas';
const INVALIDO = 'Los datos enviados no son válidos';

/** Field rules the schema cannot say: ranges in order, the zone exists. */
export async function checkFilters(db: Db | Tx, f: SegmentoFiltros, prefix = 'filtros'): Promise<void> {
  const errores: FieldErrors = {};
  if (f.ultimaCompraDesde && f.ultimaCompraHasta && f.ultimaCompraDesde > f.ultimaCompraHasta)
    errores[`${prefix}.ultimaCompraHasta`] = 'La fecha final debe ser igual o posterior a la inicial';
  if (f.totalGastadoMin !== undefined && f.totalGastadoMax !== undefined && compare(f.totalGastadoMin, f.totalGastadoMax) > 0)
    errores[`${prefix}.totalGastadoMax`] = 'El máximo debe ser mayor o igual que el mínimo';
  if (f.ciudad !== undefined && f.ciudad.trim().length < 2) errores[`${prefix}.ciudad`] = 'Debe tener al menos 2 caracteres';
  if (f.zonaId !== undefined) {
    const [z] = await db.select({ id: zona.id }).from(zona).where(eq(zona.id, f.zonaId));
    if (!z) errores[`${prefix}.zonaId`] = 'La zona no existe';
  }
  if (Object.keys(errores).length) throw badRequest(INVALIDO, errores);
}

const dayStart = (d: string) => sql`((${d})::date)::timestamp at time zone ${TZ}`;
const notCancelled = sql`${orden.estatus} <> ${OrdenEstatus.CANCELADO}`;

/** The condition on `usuario` rows of a segment. */
export function segmentCondition(f: SegmentoFiltros): SQL {
  const conds: SQL[] = [
    eq(usuario.estatus, UsuarioEstatus.ACTIVO),
    sql`exists (select 1 from ${usuarioRol} where ${usuarioRol.usuarioId} = ${usuario.id} and ${usuarioRol.rol} = ${ROLE_USUARIO})`,
  ];
  if (f.zonaId !== undefined) {
    conds.push(sql`(exists (select 1 from ${direccionUsuario} where ${direccionUsuario.usuarioId} = ${usuario.id}
      and ${direccionUsuario.zonaId} = ${f.zonaId} and ${direccionUsuario.estatus} = 1)
      or exists (select 1 from ${orden} where ${orden.usuarioId} = ${usuario.id} and ${orden.zonaId} = ${f.zonaId}))`);
  }
  if (f.usuarioTipo?.length) conds.push(inArray(usuario.usuarioTipo, f.usuarioTipo));
  const lastPurchase = sql`(select max(${orden.creadoEn}) from ${orden} where ${orden.usuarioId} = ${usuario.id} and ${notCancelled})`;
  if (f.ultimaCompraDesde) conds.push(sql`${lastPurchase} >= ${dayStart(f.ultimaCompraDesde)}`);
  if (f.ultimaCompraHasta) conds.push(sql`${lastPurchase} < ${dayStart(f.ultimaCompraHasta)} + interval '1 day'`);
  const spent = sql`coalesce((select sum(${orden.total}) from ${orden} where ${orden.usuarioId} = ${usuario.id} and ${notCancelled}), 0)`;
  if (f.totalGastadoMin !== undefined) conds.push(sql`${spent} >= ${f.totalGastadoMin}::numeric`);
  if (f.totalGastadoMax !== undefined) conds.push(sql`${spent} <= ${f.totalGastadoMax}::numeric`);
  if (f.conSaldo !== undefined) {
    const has = sql`exists (select 1 from ${saldoUsuario} where ${saldoUsuario.usuarioId} = ${usuario.id} and ${saldoUsuario.saldo} > 0)`;
    conds.push(f.conSaldo ? has : sql`not ${has}`);
  }
  if (f.ciudad !== undefined) {
    const p = `%${escapeLike(f.ciudad.trim())}%`;
    conds.push(sql`exists (select 1 from ${direccionUsuario}
      join ${zona} on ${zona.id} = ${direccionUsuario.zonaId}
      join ${sector} on ${sector.id} = ${direccionUsuario.sectorId}
      join ${area} on ${area.id} = ${sector.areaId}
      where ${direccionUsuario.usuarioId} = ${usuario.id} and ${direccionUsuario.estatus} = 1
      and (${zona.nombre} ilike ${p} or ${area.nombre} ilike ${p} or ${sector.nombre} ilike ${p} or ${direccionUsuario.direccion} ilike ${p}))`);
  }
  return and(...conds)!;
}

export async function countSegment(db: Db | Tx, f: SegmentoFiltros): Promise<number> {
  const [{ n }] = (await db.select({ n: count() }).from(usuario).where(segmentCondition(f))) as [{ n: number }];
  return Number(n);
}

/** The counts of several segments in one statement (one pass over `usuario`), in the order given. */
export async function countSegments(db: Db | Tx, filters: SegmentoFiltros[]): Promise<number[]> {
  if (filters.length === 0) return [];
  const result = (await db.execute(
    sql`select ${sql.join(
      filters.map((f, i) => sql`count(*) filter (where ${segmentCondition(f)})::int as ${sql.identifier(`n${i}`)}`),
      sql`, `,
    )} from ${usuario}`,
  )) as { rows: Record<string, number>[] };
  const row = result.rows[0] ?? {};
  return filters.map((_, i) => Number(row[`n${i}`] ?? 0));
}

/** Readable Spanish summary of the filters (zone and plan names from the caller). */
export function describeFilters(f: SegmentoFiltros, zonas: Map<number, string>, planes: Map<number, string>): string {
  const parts: string[] = [];
  if (f.zonaId !== undefined) parts.push(`Zona: ${zonas.get(f.zonaId) ?? f.zonaId}`);
  if (f.usuarioTipo?.length) parts.push(`Plan: ${f.usuarioTipo.map((p) => planes.get(p) ?? p).join(', ')}`);
  if (f.ultimaCompraDesde) parts.push(`Última compra desde ${f.ultimaCompraDesde}`);
  if (f.ultimaCompraHasta) parts.push(`Última compra hasta ${f.ultimaCompraHasta}`);
  if (f.totalGastadoMin !== undefined) parts.push(`Gastado ≥ ${f.totalGastadoMin} USD`);
  if (f.totalGastadoMax !== undefined) parts.push(`Gastado ≤ ${f.totalGastadoMax} USD`);
  if (f.conSaldo !== undefined) parts.push(f.conSaldo ? 'Con saldo' : 'Sin saldo');
  if (f.ciudad !== undefined) parts.push(`Ciudad: ${f.ciudad}`);
  return parts.length ? parts.join(' · ') : 'Todos los clientes';
}
