/** Report date ranges: America/Caracas calendar days, inclusive, checked before any query. */
import { sql, type SQL } from 'drizzle-orm';
import { REPORTE_MAX_DIAS, REPORTE_MENSAJES } from '../../shared/contracts/admin-reports';
import { TIMEZONE } from '../../shared/enums';
import { badRequest } from '../errors';

const DAY_MS = 86_400_000;
const dayFormat = new Intl.DateTimeFormat('sv-SE', { timeZone: TIMEZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's calendar day in America/Caracas ('2026-11-24'). */
export function today(now = new Date()): string {
  return dayFormat.format(now);
}

/** `day` plus `n` days (n may be negative). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Start of a calendar day in America/Caracas as a timestamptz. */
export function dayStart(day: string): SQL {
  return sql`(${day}::date::timestamp at time zone ${TIMEZONE})`;
}

export interface DayRange {
  desde: string;
  hasta: string;
}

/**
 * The range of a report filter: both ends when given; `desde` alone runs to today; `hasta` alone starts
 * `defaultDays` before it; none: the last `defaultDays` days up to today. Inverted or longer than 2 years: 400 with the field's message.
 */
export function reportRange(filter: { desde?: string; hasta?: string }, defaultDays: number, maxDays = REPORTE_MAX_DIAS): DayRange {
  const hasta = filter.hasta ?? today();
  const desde = filter.desde ?? addDays(hasta, -(defaultDays - 1));
  if (desde > hasta) throw badRequest('Los parámetros de la lista no son válidos', { 'filter.hasta': REPORTE_MENSAJES.invertido });
  if (daysBetween(desde, hasta) + 1 > maxDays) throw badRequest('Los parámetros de la lista no son válidos', { 'filter.desde': REPORTE_MENSAJES.largo });
  return { desde, hasta };
}

/** `column` within the range's days. */
export function inRange(column: SQL, range: DayRange): SQL {
  return sql`${column} >= ${dayStart(range.desde)} and ${column} < ${dayStart(addDays(range.hasta, 1))}`;
}

/** Rows of a raw query (both drivers answer `{ rows }`). */
export async function rowsOf<T>(db: { execute(query: SQL): Promise<unknown> }, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}
