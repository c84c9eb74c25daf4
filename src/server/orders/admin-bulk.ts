/**
 * What support asks for on the order list: orders per status (the status tabs, with the list's other
 * filters) and one status move for many orders with one note. Each order moves in its own transaction
 * (stock, balance and coupon rules of status.ts apply one by one); the ones that cannot move are reported.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { CambioEstatusLote, OrdenConteo, OrdenFiltro, ResultadoLote } from '../../shared/contracts/admin-orders';
import { ordenEstatusNombre, type OrdenEstatusId } from '../../shared/enums';
import type { Db } from '../db/client';
import { AppError, badRequest } from '../errors';
import type { StaffZones } from '../zones/service';
import { countOrdersUpTo, estimateOrders, EXACT_COUNT_LIMIT, orderConditions } from './admin-service';
import { changeOrderStatus } from './status';
import { orden } from './tables';

/** Orders per status with the other filters given (the status filter itself is ignored). */
export async function countByStatus(db: Db, zonas: StaffZones, filter: OrdenFiltro): Promise<OrdenConteo[]> {
  const { estatus: _ignored, ...rest } = filter;
  const statuses = Object.keys(ordenEstatusNombre).map(Number) as OrdenEstatusId[];
  return Promise.all(
    statuses.map(async (estatus) => {
      const where = orderConditions(zonas, { ...rest, estatus });
      const filterSql = sql`where ${where}`;
      const estimate = await estimateOrders(db, filterSql);
      if (estimate <= EXACT_COUNT_LIMIT) {
        const counted = await countOrdersUpTo(db, filterSql, EXACT_COUNT_LIMIT + 1);
        if (counted <= EXACT_COUNT_LIMIT) return { estatus, nombre: ordenEstatusNombre[estatus], total: counted, estimado: false };
      }
      return { estatus, nombre: ordenEstatusNombre[estatus], total: Math.max(estimate, EXACT_COUNT_LIMIT), estimado: true };
    }),
  );
}

/** Moves every visible order of the list to one status with one note; reports each one that could not move. */
export async function moveOrders(db: Db, zonas: StaffZones, change: CambioEstatusLote, autorId: number): Promise<ResultadoLote> {
  const nota = change.nota.trim().replace(/\s+/g, ' ');
  if (nota.length < 3) throw badRequest('Los datos enviados no son válidos', { nota: 'Indique una nota de al menos 3 caracteres' });
  const ids = [...new Set(change.ids)];
  const resultado: ResultadoLote = { movidas: [], errores: [] };
  for (const id of ids) {
    const [visible] = await db.select({ id: orden.id }).from(orden).where(and(eq(orden.id, id), orderConditions(zonas, {})));
    if (!visible) {
      resultado.errores.push({ id, mensaje: 'Orden no encontrada' });
      continue;
    }
    try {
      await changeOrderStatus(db, id, { estatus: change.estatus as OrdenEstatusId, nota, autorId });
      resultado.movidas.push(id);
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      resultado.errores.push({ id, mensaje: error.message });
    }
  }
  return resultado;
}
