/**
 * How orders, payments and coupons read on screen, shared by checkout, orders and the coupons panel:
 * amounts in dollars and bolívares at an order's rate, coupon values, status colours and Venezuelan times.
 */
import { OrdenEstatus, PagoEstatus, TIMEZONE } from '../../shared/enums';
import { formatAmount, toLocal, type Amount } from '../../shared/money';
import { shownMoney } from './currency';

export const SIMBOLO_USD = '$';
export const SIMBOLO_BS = 'Bs.';

/** A system-currency amount in both currencies at `tasa`: { usd: '$ 3,00', bs: 'Bs. 737,61' }. */
export function bothCurrencies(amountUsd: Amount, tasa: Amount): { usd: string; bs: string } {
  return { usd: shownMoney(amountUsd, SIMBOLO_USD), bs: shownMoney(toLocal(amountUsd, tasa), SIMBOLO_BS) };
}

/** '10%' or '12,5%' for a percentage coupon; a fixed one through `money` ('$ 3,00'). */
export function couponValue(cupon: { valor: string; porcentaje: boolean }, money: (amountUsd: Amount) => string): string {
  if (!cupon.porcentaje) return money(cupon.valor);
  const text = formatAmount(cupon.valor).replace(/,?0+$/, '');
  return `${text}%`;
}

const dateTime = new Intl.DateTimeFormat('es-VE', {
  timeZone: TIMEZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const dateOnly = new Intl.DateTimeFormat('es-VE', { timeZone: TIMEZONE, day: 'numeric', month: 'long', year: 'numeric' });

function validDate(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '23 nov 2025, 8:15 a. m.' in Caracas time; '' for a missing or unreadable moment. */
export function formatMoment(iso: string | null | undefined): string {
  const date = validDate(iso);
  return date ? dateTime.format(date) : '';
}

/** '23 de noviembre de 2025' in Caracas time. */
export function formatDay(iso: string | null | undefined): string {
  const date = validDate(iso);
  return date ? dateOnly.format(date) : '';
}

const weekday = new Intl.DateTimeFormat('es-VE', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });

/** A calendar date ('2025-11-24') as 'Lunes 24 de noviembre' (the date itself, no time zone shift). */
export function calendarDay(fecha: string): string {
  const date = validDate(`${fecha.slice(0, 10)}T12:00:00Z`);
  if (!date) return fecha;
  const text = weekday.format(date).replace(',', '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** '08:00:00' -> '08:00'. */
export function shortHour(hora: string): string {
  return hora.slice(0, 5);
}

/** 'Lunes 24 de noviembre, 08:00 a 11:00'. */
export function deliveryWindowText(fecha: string, horaInicio: string, horaFin: string): string {
  return `${calendarDay(fecha)}, ${shortHour(horaInicio)} a ${shortHour(horaFin)}`;
}

export type ChipColor = 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

export function orderStatusColor(estatus: number): ChipColor {
  switch (estatus) {
    case OrdenEstatus.POR_VERIFICAR:
      return 'warning';
    case OrdenEstatus.ENTREGADO:
      return 'success';
    case OrdenEstatus.CANCELADO:
      return 'error';
    default:
      return 'info';
  }
}

export function paymentStatusColor(estatus: number): ChipColor {
  if (estatus === PagoEstatus.VERIFICADO) return 'success';
  if (estatus === PagoEstatus.RECHAZADO) return 'error';
  return 'warning';
}
