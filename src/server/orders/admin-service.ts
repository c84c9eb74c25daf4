/**
 * Back-office order reads and moves. Staff see the orders of the zones they hold ROLE_ZONA_<slug> for; any
 * other order is 404. The list is built for a million orders: every filter maps onto an index of `orden`
 * (customer columns are copied there, so no join), the page is a LIMIT over an index order, and a large
 * total is the planner's estimate instead of a full count.
 */
import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CambioEstatusOrden, OrdenAdmin, OrdenDataFiltro, OrdenFila, OrdenFiltro, OrdenOrdenable } from '../../shared/contracts/admin-orders';
import {
  MetodoPago,
  metodoPagoNombre,
  ordenEstatusNombre,
  pagoEstatusNombre,
  TIMEZONE,
  tipoEnvioNombre,
  usuarioTipoPorId,
  type MetodoPagoId,
  type OrdenEstatusId,
  type PagoEstatusId,
  type TipoEnvioId,
  type UsuarioTipoId,
} from '../../shared/enums';
import { round2, toLocal } from '../../shared/money';
import { nextStatuses } from '../../shared/order-status';
import { zoneRole } from '../../shared/roles';
import { usuario } from '../auth/tables';
import type { Db } from '../db/client';
import { badRequest } from '../errors';
import { escapeLike, type ListQuery } from '../list-query';
import { inStaffZones, listZones, zoneScopedNotFound, type StaffZones } from '../zones/service';
import { changeOrderStatus, ordenNoEncontrada } from './status';
import { orden, ordenCalificacion, ordenDetalle, ordenHistorial, ordenPago } from './tables';

/** Results the planner expects to be at most this big are counted exactly (the count itself capped there). */
export const EXACT_COUNT_LIMIT = 5_000;

const option = <K extends number>(names: Record<K, string>, id: number) => ({ id, nombre: names[id as K] ?? String(id) });
const oneOrMany = (column: Parameters<typeof eq>[0], v: number | number[]) => (Array.isArray(v) ? inArray(column, v) : eq(column, v));
/** Start of a calendar day in America/Caracas as a timestamptz. */
const dayStart = (day: string, plusDays = 0) => sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${TIMEZONE})`;
const DOCUMENTO = /^([VEJG])-?(\d{5,10})$/i;

/** Name or e-mail prefix, or an exact document (with or without the letter and hyphen). */
function customerCondition(text: string): SQL | undefined {
  const q = text.trim().replace(/\s+/g, ' ').toLowerCase();
  if (!q) return undefined;
  const doc = DOCUMENTO.exec(q);
  if (doc || /^\d{5,10}$/.test(q)) {
    const digits = doc ? doc[2]! : q;
    const letter = doc ? doc[1]!.toUpperCase() : null;
    const forms = letter ? [`${letter}-${digits}`, `${letter}${digits}`, digits] : ['V', 'E', 'J', 'G'].flatMap((l) => [`${l}-${digits}`, `${l}${digits}`]).concat(digits);
    return inArray(orden.clienteDocumento, forms);
  }
  const prefix = `${escapeLike(q)}%`;
  if (q.includes('@')) return sql`lower(${orden.clienteEmail}) like ${prefix}`;
  return or(sql`lower(${orden.clienteNombre}) like ${prefix}`, sql`lower(${orden.clienteEmail}) like ${prefix}`);
}

/** The WHERE of the list and the export: the caller's zones and every filter given. */
export function orderConditions(zonas: StaffZones, f: OrdenFiltro): SQL | undefined {
  if (f.totalMin !== undefined && f.totalMax !== undefined && Number(f.totalMin) > Number(f.totalMax)) {
    throw badRequest('Los parámetros de la lista no son válidos', { 'filter.totalMax': 'Debe ser mayor o igual que el monto mínimo' });
  }
  if (f.desde && f.hasta && f.desde > f.hasta) {
    throw badRequest('Los parámetros de la lista no son válidos', { 'filter.hasta': 'Debe ser igual o posterior a la fecha inicial' });
  }
  const conds: (SQL | undefined)[] = [];
  conds.push(inStaffZones(orden.zonaId, zonas));
  if (f.id !== undefined) conds.push(oneOrMany(orden.id, f.id));
  if (f.estatus !== undefined) conds.push(oneOrMany(orden.estatus, f.estatus));
  if (f.zonaId !== undefined) conds.push(oneOrMany(orden.zonaId, f.zonaId));
  if (f.metodoPago !== undefined) conds.push(oneOrMany(orden.metodoPago, f.metodoPago));
  if (f.tipoEnvio !== undefined) conds.push(eq(orden.tipoEnvio, f.tipoEnvio));
  if (f.desde) conds.push(sql`${orden.creadoEn} >= ${dayStart(f.desde)}`);
  if (f.hasta) conds.push(sql`${orden.creadoEn} < ${dayStart(f.hasta, 1)}`);
  if (f.totalMin !== undefined) conds.push(gte(orden.total, round2(f.totalMin)));
  if (f.totalMax !== undefined) conds.push(lte(orden.total, round2(f.totalMax)));
  if (f.cliente !== undefined) conds.push(customerCondition(f.cliente));
  if (f.referencia !== undefined) {
    const ref = f.referencia.trim().toLowerCase();
    conds.push(sql`${orden.id} in (select ${ordenPago.ordenId} from ${ordenPago} where lower(${ordenPago.referencia}) = ${ref})`);
  }
  return and(...conds);
}

export const filaColumns = {
  id: orden.id,
  creadoEn: orden.creadoEn,
  estatus: orden.estatus,
  zonaId: orden.zonaId,
  clienteNombre: orden.clienteNombre,
  clienteEmail: orden.clienteEmail,
  clienteDocumento: orden.clienteDocumento,
  tipoEnvio: orden.tipoEnvio,
  metodoPago: orden.metodoPago,
  fechaEntrega: orden.fechaEntrega,
  horaInicio: orden.horaInicio,
  horaFin: orden.horaFin,
  total: orden.total,
  tasa: orden.tasa,
};

/** Rows of EXPLAIN's top plan node: PGlite and node-postgres hand the JSON back differently. */
function planRows(result: unknown): number {
  const rows = (result as { rows?: Record<string, unknown>[] }).rows ?? (result as Record<string, unknown>[]);
  const cell = rows[0] ? Object.values(rows[0])[0] : null;
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [{ Plan: { 'Plan Rows': number } }] | null;
  return Math.round(plan?.[0]?.Plan['Plan Rows'] ?? 0);
}

export async function estimateOrders(db: Db, filter: SQL): Promise<number> {
  return planRows(await db.execute(sql`explain (format json) select 1 from ${orden} ${filter}`));
}

export async function countOrdersUpTo(db: Db, filter: SQL, cap: number): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from (select 1 from ${orden} ${filter} limit ${cap}) as capped`);
  const rows = (result as { rows?: { n: number }[] }).rows ?? (result as unknown as { n: number }[]);
  return Number(rows[0]?.n ?? 0);
}

/**
 * The list's total. A short page is its own exact count; otherwise small results are counted (capped) and
 * large ones take the planner's estimate, which costs a millisecond whatever the filter, where an exact count
 * of a million rows costs seconds. An estimate never falls below the rows actually seen.
 */
async function listTotal(db: Db, where: SQL | undefined, query: { offset: number; limit: number }, rows: number, estimate: Promise<number>): Promise<number> {
  if (rows > 0 && rows < query.limit) return query.offset + rows;
  const filter = where ? sql`where ${where}` : sql``;
  const seen = query.offset + rows + (rows === query.limit ? 1 : 0);
  const estimated = await estimate;
  if (estimated <= EXACT_COUNT_LIMIT) {
    const counted = await countOrdersUpTo(db, filter, EXACT_COUNT_LIMIT + 1);
    if (counted <= EXACT_COUNT_LIMIT) return counted;
  }
  return Math.max(estimated, seen);
}

/** Sort columns and tie-breakers that walk the (column, creado_en) indexes of orden. */
function orderBy(field: OrdenOrdenable, order: 'ASC' | 'DESC'): SQL[] {
  const direction = order === 'ASC' ? asc : desc;
  const columns = { id: [orden.id], creadoEn: [orden.creadoEn, orden.id], total: [orden.total, orden.id], estatus: [orden.estatus, orden.creadoEn, orden.id] };
  return columns[field].map((c) => direction(c));
}

export async function listOrdersAdmin(
  db: Db,
  zonas: StaffZones,
  query: ListQuery<OrdenFiltro, OrdenOrdenable>,
): Promise<{ rows: OrdenFila[]; total: number }> {
  const where = orderConditions(zonas, query.filter);
  const estimate = estimateOrders(db, where ? sql`where ${where}` : sql``);
  // not awaited yet: a short page does not need it, and an unhandled rejection must not escape
  estimate.catch(() => undefined);
  const [rows, zones] = await Promise.all([
    db.select(filaColumns).from(orden).where(where).orderBy(...orderBy(query.sort.field, query.sort.order)).limit(query.limit).offset(query.offset),
    listZones(db),
  ]);
  const total = await listTotal(db, where, query, rows.length, estimate);
  const names = new Map(zones.map((z) => [z.id, z.nombre]));
  return {
    rows: rows.map((r) => ({ ...r, creadoEn: r.creadoEn.toISOString(), zonaNombre: names.get(r.zonaId) ?? '' })),
    total,
  };
}

export async function orderFilterData(db: Db, roles: readonly string[]): Promise<OrdenDataFiltro> {
  const zonas = (await listZones(db)).filter((z) => roles.includes(zoneRole(z.slug)));
  const entries = (names: Record<number, string>) => Object.entries(names).map(([id, nombre]) => ({ id: Number(id), nombre }));
  return {
    estatus: entries(ordenEstatusNombre),
    zona: zonas.map((z) => ({ id: z.id, slug: z.slug, nombre: z.nombre })),
    // an order is never paid by card (the gateway serves balance cards and PRIME only)
    metodoPago: entries(metodoPagoNombre).filter((m) => m.id !== MetodoPago.TARJETA),
    tipoEnvio: entries(tipoEnvioNombre),
  };
}

const autor = alias(usuario, 'autor');
const verificador = alias(usuario, 'verificador');
const fullName = (u: { nombre: AnyPgColumn; apellido: AnyPgColumn }) => sql<string | null>`nullif(trim(${u.nombre} || ' ' || ${u.apellido}), '')`;

export async function getOrderAdmin(db: Db, zonas: StaffZones, id: number): Promise<OrdenAdmin> {
  const [o] = await db.select().from(orden).where(and(eq(orden.id, id), orderConditions(zonas, {})));
  if (!o) throw await zoneScopedNotFound(db, orden, id, ordenNoEncontrada);
  const [detalle, pagos, historial, calificacion, zones] = await Promise.all([
    db.select().from(ordenDetalle).where(eq(ordenDetalle.ordenId, id)).orderBy(asc(ordenDetalle.id)),
    db
      .select({ pago: ordenPago, verificadoPor: fullName(verificador) })
      .from(ordenPago)
      .leftJoin(verificador, eq(verificador.id, ordenPago.verificadoPor))
      .where(eq(ordenPago.ordenId, id))
      .orderBy(asc(ordenPago.id)),
    db
      .select({ h: ordenHistorial, autor: fullName(autor) })
      .from(ordenHistorial)
      .leftJoin(autor, eq(autor.id, ordenHistorial.autorId))
      .where(eq(ordenHistorial.ordenId, id))
      .orderBy(asc(ordenHistorial.creadoEn), asc(ordenHistorial.id)),
    db.select().from(ordenCalificacion).where(eq(ordenCalificacion.ordenId, id)).limit(1),
    listZones(db),
  ]);
  const zona = zones.find((z) => z.id === o.zonaId);
  const rating = calificacion[0];
  return {
    id: o.id,
    creadoEn: o.creadoEn.toISOString(),
    actualizadoEn: o.actualizadoEn.toISOString(),
    estatus: option(ordenEstatusNombre, o.estatus),
    siguientes: nextStatuses(o.estatus, o.tipoEnvio).map((e) => option(ordenEstatusNombre, e)),
    zona: { id: o.zonaId, slug: zona?.slug ?? '', nombre: zona?.nombre ?? '' },
    pagina: o.pagina,
    usuarioTipo: usuarioTipoPorId[o.usuarioTipo as UsuarioTipoId] ?? 'normal',
    cliente: { id: o.usuarioId, nombre: o.clienteNombre, email: o.clienteEmail, documento: o.clienteDocumento, telefono: o.clienteTelefono },
    tipoEnvio: option<TipoEnvioId>(tipoEnvioNombre, o.tipoEnvio),
    direccion: o.direccion,
    fechaEntrega: o.fechaEntrega,
    horaInicio: o.horaInicio,
    horaFin: o.horaFin,
    tiempoEnvio: o.tiempoEnvio,
    metodoPago: option<MetodoPagoId>(metodoPagoNombre, o.metodoPago),
    subtotal: o.subtotal,
    impuesto: o.impuesto,
    descuento: o.descuento,
    costoEnvio: o.costoEnvio,
    costoEmpaquetado: o.costoEmpaquetado,
    total: o.total,
    tasa: o.tasa,
    totalBs: toLocal(o.total, o.tasa),
    monedaId: o.monedaId,
    cuponCodigo: o.cuponCodigo,
    nota: o.nota,
    detalle: detalle.map(({ ordenId: _orden, inventarioId: _inventario, ...linea }) => linea),
    pago: pagos.map(({ pago: { ordenId: _orden, creadoEn: _creado, verificadoPor: _por, ...p }, verificadoPor }) => ({
      ...p,
      metodo: option<MetodoPagoId>(metodoPagoNombre, p.metodo),
      estatus: option<PagoEstatusId>(pagoEstatusNombre, p.estatus),
      verificadoEn: p.verificadoEn?.toISOString() ?? null,
      verificadoPor,
    })),
    historial: historial.map(({ h, autor: nombre }) => ({
      id: h.id,
      estatus: option<OrdenEstatusId>(ordenEstatusNombre, h.estatus),
      nota: h.nota,
      fechaHora: h.creadoEn.toISOString(),
      autor: nombre,
    })),
    calificacion: rating ? { puntuacion: rating.puntuacion, comentario: rating.comentario, fechaHora: rating.creadoEn.toISOString() } : null,
  };
}

/** Moves a visible order (others are 404) and answers it as it is now. */
export async function moveOrder(db: Db, zonas: StaffZones, id: number, change: CambioEstatusOrden, autorId: number): Promise<OrdenAdmin> {
  const nota = change.nota.trim().replace(/\s+/g, ' ');
  if (nota.length < 3) throw badRequest('Los datos enviados no son válidos', { nota: 'Indique una nota de al menos 3 caracteres' });
  const visible = await db.select({ id: orden.id }).from(orden).where(and(eq(orden.id, id), orderConditions(zonas, {})));
  if (!visible.length) throw await zoneScopedNotFound(db, orden, id, ordenNoEncontrada);
  await changeOrderStatus(db, id, { estatus: change.estatus as OrdenEstatusId, nota, autorId });
  return getOrderAdmin(db, zonas, id);
}
