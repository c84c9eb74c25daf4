/** Moments shown to the shopper are in Venezuelan time with Spanish month and day names. */
import { TIMEZONE } from '../../shared/enums';

const dateTime = new Intl.DateTimeFormat('es-VE', {
  timeZone: TIMEZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export function formatCaracasDateTime(ms: number): string {
  return dateTime.format(new Date(ms));
}
