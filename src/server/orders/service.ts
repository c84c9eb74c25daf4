/**
 * A customer's own orders: the paged list, one order in full, and the summary shape other order pages
 * share. Every read is scoped to the caller: another customer's order id is a 404.
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { OrdenCompleta, OrdenesPagina, OrdenResumen } from '../../shared/contracts/orders';
import { LIST_PAGE_SIZE, metodoPagoNombre, ordenEstatusNombre, pagoEstatusNombre, type MetodoPagoId, type OrdenEstatusId, type PagoEstatusId } from '../../shared/enums';
import type { Db, Tx } from '../db/client';
import { shortTime } from '../delivery/windows';
import { listZones } from '../zones/service';
import { ordenNoEncontrada } from './status';
import { orden, ordenCalificacion, ordenDetalle, ordenHistorial, ordenPago } from './tables';

/** The order's own columns of its summary (checkout gets them back from its insert). */
export const summaryRowColumns = {
  id: orden.id,
  usuarioId: orden.usuarioId,
  zonaId: orden.zonaId,
  creadoEn: orden.creadoEn,
  estatus: orden.estatus,
  tipoEnvio: orden.tipoEnvio,
  fechaEntrega: orden.fechaEntrega,
  horaInicio: orden.horaInicio,
  horaFin: orden.horaFin,
  total: orden.total,
  tasa: orden.tasa,
};

const summaryColumns = {
  ...summaryRowColumns,
  // the outer table named explicitly: inside the subquery a bare "id" would be the inner table's
  productos: sql<number>`(select count(*) from ${ordenDetalle} where ${ordenDetalle.ordenId} = ${orden}.id)`.mapWith(Number),
  calificada: sql<boolean>`exists (select 1 from ${ordenCalificacion} where ${ordenCalificacion.ordenId} = ${orden}.id)`,
};

/** Orders of the caller matching `where`, as summary rows. */
export function selectSummaries(db: Db | Tx, usuarioId: number, where?: SQL) {
  return db
    .select(summaryColumns)
    .from(orden)
    .where(and(eq(orden.usuarioId, usuarioId), where));
}

export type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

/** Summary rows as the wire shows them (zone names from the zones service). */
export async function toSummaries(db: Db, rows: SummaryRow[]): Promise<OrdenResumen[]> {
  const zones = new Map((await listZones(db)).map((z) => [z.id, z]));
  return rows.map((r) => ({
    id: r.id,
    fechaHora: r.creadoEn.toISOString(),
    estatus: { id: r.estatus, nombre: ordenEstatusNombre[r.estatus as OrdenEstatusId] },
    zona: { slug: zones.get(r.zonaId)?.slug ?? '', nombre: zones.get(r.zonaId)?.nombre ?? '' },
    tipoEnvio: r.tipoEnvio,
    fechaEntrega: r.fechaEntrega,
    horaInicio: shortTime(r.horaInicio),
    horaFin: shortTime(r.horaFin),
    total: r.total,
    tasa: r.tasa,
    productos: r.productos,
    calificada: Boolean(r.calificada),
  }));
}

/** One summary of the caller's order; 404 when it is not theirs. */
export async function orderSummary(db: Db, usuarioId: number, id: number): Promise<OrdenResumen> {
  const [row] = await selectSummaries(db, usuarioId, eq(orden.id, id));
  if (!row) throw ordenNoEncontrada();
  const [summary] = await toSummaries(db, [row]);
  return summary!;
}

/** GET /usuario/orden/pagina/{n}: 1-based pages of 50, newest first. */
export async function listOrders(db: Db, usuarioId: number, pagina: number): Promise<OrdenesPagina> {
  const [total, rows] = await Promise.all([
    db.$count(orden, eq(orden.usuarioId, usuarioId)),
    selectSummaries(db, usuarioId)
      .orderBy(desc(orden.creadoEn), desc(orden.id))
      .limit(LIST_PAGE_SIZE)
      .offset((pagina - 1) * LIST_PAGE_SIZE),
  ]);
  return {
    orden: await toSummaries(db, rows),
    pagina,
    porPagina: LIST_PAGE_SIZE,
    total,
    paginas: Math.ceil(total / LIST_PAGE_SIZE),
  };
}

/** GET /usuario/orden/{id}/usuario */
export async function getOrder(db: Db, usuarioId: number, id: number): Promise<OrdenCompleta> {
  const [o] = await db
    .select()
    .from(orden)
    .where(and(eq(orden.id, id), eq(orden.usuarioId, usuarioId)))
    .limit(1);
  if (!o) throw ordenNoEncontrada();
  const [summary, detalle, pagos, historial, rating] = await Promise.all([
    orderSummary(db, usuarioId, id),
    db.select().from(ordenDetalle).where(eq(ordenDetalle.ordenId, id)).orderBy(asc(ordenDetalle.id)),
    db.select().from(ordenPago).where(eq(ordenPago.ordenId, id)).orderBy(asc(ordenPago.id)),
    orderHistory(db, [id]),
    db.select().from(ordenCalificacion).where(eq(ordenCalificacion.ordenId, id)).limit(1),
  ]);
  const calificacion = rating[0];
  return {
    ...summary,
    direccion: o.direccion,
    tiempoEnvio: o.tiempoEnvio,
    subtotal: o.subtotal,
    impuesto: o.impuesto,
    descuento: o.descuento,
    costoEnvio: o.costoEnvio,
    costoEmpaquetado: o.costoEmpaquetado,
    cuponCodigo: o.cuponCodigo,
    nota: o.nota,
    detalle: detalle.map((d) => ({
      productoId: d.productoId,
      nombre: d.nombre,
      cantidad: d.cantidad,
      precio: d.precio,
      oferta: d.oferta,
      impuestoPorcentaje: d.impuestoPorcentaje,
      precioUnitario: d.precioUnitario,
      impuesto: d.impuesto,
      total: d.total,
    })),
    pago: pagos.map((p) => ({
      id: p.id,
      metodo: { id: p.metodo, nombre: metodoPagoNombre[p.metodo as MetodoPagoId] },
      monto: p.monto,
      montoBs: p.montoBs,
      referencia: p.referencia,
      banco: p.banco,
      telefono: p.telefono,
      documento: p.documento,
      estatus: { id: p.estatus, nombre: pagoEstatusNombre[p.estatus as PagoEstatusId] },
      verificadoEn: p.verificadoEn?.toISOString() ?? null,
    })),
    historial: (historial.get(id) ?? []).map((h) => ({
      estatus: { id: h.estatus, nombre: ordenEstatusNombre[h.estatus as OrdenEstatusId] },
      nota: h.nota,
      fechaHora: h.creadoEn.toISOString(),
    })),
    calificacion: calificacion
      ? { puntuacion: calificacion.puntuacion, comentario: calificacion.comentario, fechaHora: calificacion.creadoEn.toISOString() }
      : null,
  };
}

export interface HistoryEntry {
  estatus: number;
  nota: string;
  creadoEn: Date;
}

/** The status history of orders, oldest first, by order id. */
export async function orderHistory(db: Db, ordenIds: number[]): Promise<Map<number, HistoryEntry[]>> {
  const out = new Map<number, HistoryEntry[]>();
  if (ordenIds.length === 0) return out;
  const rows = await db
    .select({ ordenId: ordenHistorial.ordenId, estatus: ordenHistorial.estatus, nota: ordenHistorial.nota, creadoEn: ordenHistorial.creadoEn })
    .from(ordenHistorial)
    .where(inArray(ordenHistorial.ordenId, ordenIds))
    .orderBy(asc(ordenHistorial.creadoEn), asc(ordenHistorial.id));
  for (const { ordenId, ...h } of rows) out.set(ordenId, [...(out.get(ordenId) ?? []), h]);
  return out;
}
