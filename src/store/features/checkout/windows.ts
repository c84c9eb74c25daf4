/** Delivery and pickup windows grouped by day for the window select (FormPago `ventana`, already unblocked). */
import type { Ventana } from '../../lib/orders-api';
import { calendarDay, shortHour } from '../../lib/order-view';

export interface DiaVentanas {
  fecha: string;
  /** 'Lunes 24 de noviembre'. */
  dia: string;
  ventanas: Ventana[];
}

/** One value per window: the same horario repeats on different days. */
export function windowKey(v: Pick<Ventana, 'horarioId' | 'fecha'>): string {
  return `${v.horarioId}|${v.fecha}`;
}

/** Days in date order, each with its windows by start time. */
export function groupWindows(ventanas: readonly Ventana[]): DiaVentanas[] {
  const sorted = [...ventanas].sort((a, b) => a.fecha.localeCompare(b.fecha) || a.horaInicio.localeCompare(b.horaInicio));
  const days: DiaVentanas[] = [];
  for (const v of sorted) {
    const last = days.at(-1);
    if (last && last.fecha === v.fecha) last.ventanas.push(v);
    else days.push({ fecha: v.fecha, dia: calendarDay(v.fecha), ventanas: [v] });
  }
  return days;
}

/** '08:00 a 11:00'. */
export function windowHours(v: Pick<Ventana, 'horaInicio' | 'horaFin'>): string {
  return `${shortHour(v.horaInicio)} a ${shortHour(v.horaFin)}`;
}

/** The chosen window when it is still offered. */
export function findWindow(ventanas: readonly Ventana[], key: string | null): Ventana | null {
  return key === null ? null : (ventanas.find((v) => windowKey(v) === key) ?? null);
}
