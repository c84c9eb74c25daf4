/**
 * Concrete delivery and pickup windows from weekly schedules, in America/Caracas time: the next days'
 * dates of each weekday slot, without the windows that already started (or start within the slot's cut-off,
 * or the lead time), those overlapping a shipping block, nor those already full (capacity.ts counts).
 * Checkout offers these and accepts only one of them.
 */
import { TIMEZONE } from '../../shared/enums';
import type { Ventana } from '../../shared/contracts/orders';

/** A weekly slot: weekday 0 (domingo) to 6 (sábado), times as 'HH:MM[:SS]'. */
export interface WeeklySlot {
  id: number;
  diaSemana: number;
  horaInicio: string;
  horaFin: string;
  /** Most orders one date of the window takes; null or absent: no limit. */
  capacidad?: number | null;
  /** Minutes before the start when the window closes; null or absent: the rules' lead. */
  corteMinutos?: number | null;
}

export interface ShippingBlock {
  desde: Date;
  hasta: Date;
}

export interface WindowRules {
  now: Date;
  /** Windows starting before now + lead are not offered. */
  leadMinutes: number;
  blocks: ShippingBlock[];
  /** Dates offered: today and the following days, `days` in all. */
  days?: number;
  /** Orders already taken by a slot on a date (capacity.ts); absent: none counted. */
  taken?: (slot: WeeklySlot, fecha: string) => number;
}

export const WINDOW_DAYS = 7;
/** Delivery needs this much time before a window starts; pickup only that it has not started. */
export const DELIVERY_LEAD_MINUTES = 60;

const DIAS = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'];
const MESES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

const dateFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIMEZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: TIMEZONE, timeZoneName: 'longOffset' });

/** The calendar date (YYYY-MM-DD) of an instant in Caracas. */
export function localDate(at: Date): string {
  return dateFormat.format(at);
}

/** Minutes the zone is ahead of UTC at an instant (Caracas: -240). */
function offsetMinutes(at: Date): number {
  const name = offsetFormat.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

// Intl is slow and a checkout form asks for the same few dates hundreds of times. The offset is taken
// once per date (Caracas has kept one offset all year since 2016).
const offsetByDate = new Map<string, number>();

function dateOffset(fecha: string): number {
  let offset = offsetByDate.get(fecha);
  if (offset === undefined) {
    if (offsetByDate.size > 1000) offsetByDate.clear();
    offset = offsetMinutes(new Date(`${fecha}T12:00:00Z`));
    offsetByDate.set(fecha, offset);
  }
  return offset;
}

/** 'HH:MM' of a time as PostgreSQL returns it ('08:00:00'). */
export function shortTime(hora: string): string {
  return hora.slice(0, 5);
}

/** The instant of a local date and time in Caracas. */
export function localInstant(fecha: string, hora: string): Date {
  const asUtc = new Date(`${fecha}T${shortTime(hora)}:00Z`);
  return new Date(asUtc.getTime() - dateOffset(fecha) * 60_000);
}

export function addDays(fecha: string, days: number): string {
  const d = new Date(`${fecha}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function weekday(fecha: string): number {
  return new Date(`${fecha}T00:00:00Z`).getUTCDay();
}

/** 'Lunes 23 de noviembre, 08:00 a 11:00' */
export function windowLabel(fecha: string, horaInicio: string, horaFin: string): string {
  const [, month, day] = fecha.split('-').map(Number);
  return `${DIAS[weekday(fecha)]} ${day} de ${MESES[month! - 1]}, ${shortTime(horaInicio)} a ${shortTime(horaFin)}`;
}

function toWindow(slot: WeeklySlot, fecha: string): Ventana {
  return {
    horarioId: slot.id,
    fecha,
    horaInicio: shortTime(slot.horaInicio),
    horaFin: shortTime(slot.horaFin),
    etiqueta: windowLabel(fecha, slot.horaInicio, slot.horaFin),
  };
}

/** Why a chosen window cannot be used, or null when it can. */
export type WindowProblem = 'horario' | 'fecha' | 'pasado' | 'bloqueado' | 'lleno' | null;

function judge(slot: WeeklySlot, fecha: string, rules: WindowRules, today: string): WindowProblem {
  if (weekday(fecha) !== slot.diaSemana) return 'fecha';
  if (fecha < today || fecha > addDays(today, (rules.days ?? WINDOW_DAYS) - 1)) return 'fecha';
  const start = localInstant(fecha, slot.horaInicio);
  const end = localInstant(fecha, slot.horaFin);
  if (start.getTime() < rules.now.getTime() + (slot.corteMinutos ?? rules.leadMinutes) * 60_000) return 'pasado';
  if (rules.blocks.some((b) => b.desde < end && b.hasta > start)) return 'bloqueado';
  if (slot.capacidad != null && rules.taken && rules.taken(slot, fecha) >= slot.capacidad) return 'lleno';
  return null;
}

/** Every window still offered in the next days, by date and start time. */
export function concreteWindows(slots: WeeklySlot[], rules: WindowRules): Ventana[] {
  const today = localDate(rules.now);
  const sorted = [...slots].sort((a, b) => a.horaInicio.localeCompare(b.horaInicio) || a.id - b.id);
  const out: Ventana[] = [];
  for (let d = 0; d < (rules.days ?? WINDOW_DAYS); d++) {
    const fecha = addDays(today, d);
    const dia = weekday(fecha);
    for (const slot of sorted) if (slot.diaSemana === dia && judge(slot, fecha, rules, today) === null) out.push(toWindow(slot, fecha));
  }
  return out;
}

/** Checks a chosen slot and date against the same rules; the window when it is offered. */
export function chooseWindow(
  slots: WeeklySlot[],
  horarioId: number,
  fecha: string,
  rules: WindowRules,
): { ventana: Ventana; problem: null } | { ventana: null; problem: Exclude<WindowProblem, null> } {
  const slot = slots.find((s) => s.id === horarioId);
  if (!slot) return { ventana: null, problem: 'horario' };
  const problem = judge(slot, fecha, rules, localDate(rules.now));
  return problem ? { ventana: null, problem } : { ventana: toWindow(slot, fecha), problem: null };
}
