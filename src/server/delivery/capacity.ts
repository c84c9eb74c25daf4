/**
 * Slot capacity: how many orders each delivery or pickup window already holds on a date, and the check
 * that keeps a window from taking more than its capacity when shoppers race for the last place.
 *
 * An order belongs to a window by what it stores: its area (delivery) or pickup point, its date and its
 * start time (the schedules of one area or point never overlap, so the start names the window).
 * Express orders are deliveries in an area's window: they take places of that window like delivery orders.
 * Cancelled orders free their place. Placing an order locks the schedule row first (SELECT … FOR UPDATE),
 * then counts: the next shopper for that window waits for the lock and, its count being a new statement
 * under READ COMMITTED, sees the order just committed. PGlite runs one transaction at a time.
 */
import { and, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { OrdenEstatus, TipoEnvio, type TipoEnvioId } from '../../shared/enums';
import type { Db, Tx } from '../db/client';
import { orden } from '../orders/tables';
import { horario, horarioPickup } from './tables';
import { addDays, localDate, shortTime, WINDOW_DAYS } from './windows';

export const SIN_DISPONIBILIDAD = 'Horario sin disponibilidad';

/** Key of a window: its area or pickup point, date and start ('HH:MM'). */
export function windowKey(ownerId: number, fecha: string, horaInicio: string): string {
  return `${ownerId}|${fecha}|${shortTime(horaInicio)}`;
}

const owner = (tipoEnvio: TipoEnvioId) => (tipoEnvio === TipoEnvio.PICKUP ? orden.direccionZonaId : orden.areaId);
/** Orders sharing the windows of a delivery type: pickup's, or an area's (delivery and express alike). */
const sameWindows = (tipoEnvio: TipoEnvioId) =>
  tipoEnvio === TipoEnvio.PICKUP ? eq(orden.tipoEnvio, TipoEnvio.PICKUP) : inArray(orden.tipoEnvio, [TipoEnvio.DELIVERY, TipoEnvio.EXPRESS]);

/**
 * Orders held by every window of a zone and delivery type (delivery and express: the areas' windows) from `now`'s date on, `days` dates: one grouped
 * query, so offering windows stays O(windows).
 */
export async function windowFill(db: Db | Tx, zonaId: number, tipoEnvio: TipoEnvioId, now: Date, days = WINDOW_DAYS): Promise<Map<string, number>> {
  const today = localDate(now);
  const col = owner(tipoEnvio);
  const rows = await db
    .select({ ownerId: col, fecha: orden.fechaEntrega, horaInicio: orden.horaInicio, n: sql<number>`count(*)::int` })
    .from(orden)
    .where(
      and(
        eq(orden.zonaId, zonaId),
        sameWindows(tipoEnvio),
        ne(orden.estatus, OrdenEstatus.CANCELADO),
        gte(orden.fechaEntrega, today),
        lte(orden.fechaEntrega, addDays(today, days - 1)),
      ),
    )
    .groupBy(col, orden.fechaEntrega, orden.horaInicio);
  return new Map(rows.map((r) => [windowKey(r.ownerId ?? 0, String(r.fecha), r.horaInicio), r.n]));
}

export interface ChosenWindow {
  tipoEnvio: TipoEnvioId;
  /** horario.id (delivery) or horario_pickup.id (pickup). */
  horarioId: number;
  /** Area (delivery) or pickup point of the order. */
  ownerId: number;
  zonaId: number;
  fechaEntrega: string;
  horaInicio: string;
  /** The schedule's capacity as read with the offer (not locked); null: no limit. */
  capacidad: number | null | undefined;
}

/**
 * Inside the order's transaction: locks the window's schedule and tells whether it still has room for one
 * more order. Schedules without capacity are not locked: every checkout of a busy window would otherwise
 * wait for the one before it to commit (its inserts, stock and commit).
 */
export async function windowHasRoom(tx: Tx, w: ChosenWindow): Promise<boolean> {
  if (w.capacidad == null) return true;
  const table = w.tipoEnvio === TipoEnvio.PICKUP ? horarioPickup : horario;
  const [slot] = await tx.select({ capacidad: table.capacidad }).from(table).where(eq(table.id, w.horarioId)).for('update');
  if (!slot || slot.capacidad == null) return true;
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(orden)
    .where(
      and(
        eq(orden.zonaId, w.zonaId),
        sameWindows(w.tipoEnvio),
        eq(owner(w.tipoEnvio), w.ownerId),
        eq(orden.fechaEntrega, w.fechaEntrega),
        eq(orden.horaInicio, `${shortTime(w.horaInicio)}:00`),
        ne(orden.estatus, OrdenEstatus.CANCELADO),
      ),
    );
  return (row?.n ?? 0) < slot.capacidad;
}
