/**
 * Ratings of delivered orders: the latest one still waiting for a rating (the prompt after delivery), the
 * delivered orders with their ratings (/calificaciones), and rating one order once.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CalificacionFila, NuevaCalificacion, OrdenResumen } from '../../shared/contracts/orders';
import { LIST_PAGE_SIZE, OrdenEstatus } from '../../shared/enums';
import type { Db } from '../db/client';
import { unprocessable } from '../errors';
import { orderSummary, selectSummaries, toSummaries } from './service';
import { orden, ordenCalificacion } from './tables';

const delivered = eq(orden.estatus, OrdenEstatus.ENTREGADO);
const unrated = sql`not exists (select 1 from ${ordenCalificacion} where ${ordenCalificacion.ordenId} = ${orden}.id)`;

/** GET /usuario/orden/calificacion/pendiente */
export async function pendingRating(db: Db, usuarioId: number): Promise<{ orden: OrdenResumen | null }> {
  const rows = await selectSummaries(db, usuarioId, and(delivered, unrated))
    .orderBy(desc(orden.actualizadoEn), desc(orden.id))
    .limit(1);
  const [summary] = await toSummaries(db, rows);
  return { orden: summary ?? null };
}

function toRating(r: typeof ordenCalificacion.$inferSelect) {
  return { puntuacion: r.puntuacion, comentario: r.comentario, fechaHora: r.creadoEn.toISOString() };
}

/** GET /usuario/orden/calificaciones: the latest delivered orders, rated or not. */
export async function listRatings(db: Db, usuarioId: number): Promise<{ calificacion: CalificacionFila[] }> {
  const rows = await selectSummaries(db, usuarioId, delivered)
    .orderBy(desc(orden.actualizadoEn), desc(orden.id))
    .limit(LIST_PAGE_SIZE);
  const summaries = await toSummaries(db, rows);
  const ratings = rows.length
    ? await db
        .select()
        .from(ordenCalificacion)
        .where(
          inArray(
            ordenCalificacion.ordenId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  const byOrder = new Map(ratings.map((r) => [r.ordenId, r]));
  return {
    calificacion: summaries.map((o) => {
      const r = byOrder.get(o.id);
      return { orden: o, calificacion: r ? toRating(r) : null };
    }),
  };
}

/** POST /usuario/orden/calificacion: once per delivered order of the caller (another's is a 404). */
export async function rateOrder(db: Db, usuarioId: number, body: NuevaCalificacion): Promise<CalificacionFila> {
  const summary = await orderSummary(db, usuarioId, body.ordenId);
  if (summary.estatus.id !== OrdenEstatus.ENTREGADO) {
    throw unprocessable('Solo puedes calificar pedidos entregados', { ordenId: 'El pedido aún no ha sido entregado' });
  }
  const [row] = await db
    .insert(ordenCalificacion)
    .values({ ordenId: body.ordenId, usuarioId, puntuacion: body.puntuacion, comentario: (body.comentario ?? '').trim() })
    .onConflictDoNothing({ target: ordenCalificacion.ordenId })
    .returning();
  if (!row) throw unprocessable('Este pedido ya fue calificado', { ordenId: 'Este pedido ya fue calificado' });
  return { orden: { ...summary, calificada: true }, calificacion: toRating(row) };
}
