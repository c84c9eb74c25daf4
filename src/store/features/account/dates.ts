/** Dates shown on the account pages, in Venezuelan time with Spanish month names. */
import { TIMEZONE } from '../../../shared/enums';

const date = new Intl.DateTimeFormat('es-VE', { timeZone: TIMEZONE, day: 'numeric', month: 'long', year: 'numeric' });

/** '24 de noviembre de 2026' from an ISO date or date-time; the text itself when it is not a date. */
export function formatCaracasDate(iso: string): string {
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T12:00:00-04:00` : iso);
  return Number.isNaN(d.getTime()) ? iso : date.format(d);
}
