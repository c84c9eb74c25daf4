/** How the back office writes moments for staff in Venezuela. */
import { TIMEZONE } from '../../shared/enums';

const dateTime = new Intl.DateTimeFormat('es-VE', { timeZone: TIMEZONE, dateStyle: 'medium', timeStyle: 'short' });
const shortDay = new Intl.DateTimeFormat('es-VE', { timeZone: TIMEZONE, day: 'numeric', month: 'short' });

/** A moment as staff in Venezuela read it. */
export const fechaHora = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '—');
/** Day and month of a moment ('3 may'), for chart axes. */
export const diaCorto = (date: Date) => shortDay.format(date);
