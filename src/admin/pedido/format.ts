import { formatMoney, toLocal, type Amount } from '../../shared/money';
export { fechaHora } from '../common/format';

const dateOnly = new Intl.DateTimeFormat('es-VE', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

/** A calendar day ('2024-05-03'). */
export const fecha = (day: string) => dateOnly.format(new Date(`${day}T00:00:00Z`));
export const usd = (amount: Amount) => formatMoney(amount, '$');
/** The amount in bolívares at the order's rate. */
export const bs = (amount: Amount, tasa: Amount) => formatMoney(toLocal(amount, tasa), 'Bs.');
export const horario = (inicio: string, fin: string) => `${inicio.slice(0, 5)} a ${fin.slice(0, 5)}`;
