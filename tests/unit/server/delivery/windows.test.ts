import { describe, expect, it } from 'vitest';
import { addDays, chooseWindow, concreteWindows, localDate, localInstant, weekday, windowLabel, type WeeklySlot } from '../../../../src/server/delivery/windows';

/** Monday to Saturday 08-11 and 17-20, Sunday 08-11 (ids by day and slot). */
const SLOTS: WeeklySlot[] = [0, 1, 2, 3, 4, 5, 6].flatMap((dia) => [
  { id: dia * 10 + 1, diaSemana: dia, horaInicio: '08:00:00', horaFin: '11:00:00' },
  ...(dia === 0 ? [] : [{ id: dia * 10 + 2, diaSemana: dia, horaInicio: '17:00:00', horaFin: '20:00:00' }]),
]);
/** Monday 23 November 2026, 09:30 in Caracas (13:30 UTC). */
const MONDAY_0930 = new Date('2026-11-23T13:30:00Z');

describe('delivery windows (America/Caracas)', () => {
  it('converts between instants and Caracas dates and times (UTC-4)', () => {
    expect(localDate(new Date('2026-11-24T03:59:00Z'))).toBe('2026-11-23');
    expect(localDate(new Date('2026-11-24T04:00:00Z'))).toBe('2026-11-24');
    expect(localInstant('2026-11-23', '08:00:00').toISOString()).toBe('2026-11-23T12:00:00.000Z');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(weekday('2026-11-23')).toBe(1);
  });

  it('labels a window in Spanish', () => {
    expect(windowLabel('2026-11-23', '08:00:00', '11:00:00')).toBe('Lunes 23 de noviembre, 08:00 a 11:00');
    expect(windowLabel('2026-11-29', '17:00', '20:00')).toBe('Domingo 29 de noviembre, 17:00 a 20:00');
    expect(windowLabel('2027-01-06', '08:00', '11:00')).toBe('Miércoles 6 de enero, 08:00 a 11:00');
  });

  it('offers seven days, dropping windows already started and those inside the lead time', () => {
    const pickup = concreteWindows(SLOTS, { now: MONDAY_0930, leadMinutes: 0, blocks: [] });
    expect(pickup[0]).toEqual({ horarioId: 12, fecha: '2026-11-23', horaInicio: '17:00', horaFin: '20:00', etiqueta: 'Lunes 23 de noviembre, 17:00 a 20:00' });
    expect(pickup.at(-1)!.fecha).toBe('2026-11-29');
    expect(pickup).toHaveLength(1 + 2 * 5 + 1);
    const lead = concreteWindows(SLOTS, { now: new Date('2026-11-23T20:10:00Z'), leadMinutes: 60, blocks: [] });
    expect(lead[0]!.fecha).toBe('2026-11-24');
  });

  it('removes windows overlapping a block, only where they overlap', () => {
    const blocks = [{ desde: new Date('2026-11-24T22:00:00-04:00'), hasta: new Date('2026-11-25T09:00:00-04:00') }];
    const offered = concreteWindows(SLOTS, { now: MONDAY_0930, leadMinutes: 60, blocks });
    const keys = offered.map((v) => `${v.fecha} ${v.horaInicio}`);
    expect(keys).toContain('2026-11-24 17:00');
    expect(keys).not.toContain('2026-11-25 08:00');
    expect(keys).toContain('2026-11-25 17:00');
  });

  it('judges a chosen window by the same rules', () => {
    const rules = { now: MONDAY_0930, leadMinutes: 60, blocks: [] };
    expect(chooseWindow(SLOTS, 22, '2026-11-24', rules).problem).toBeNull();
    expect(chooseWindow(SLOTS, 99, '2026-11-24', rules).problem).toBe('horario');
    expect(chooseWindow(SLOTS, 22, '2026-11-25', rules).problem).toBe('fecha');
    expect(chooseWindow(SLOTS, 11, '2026-11-23', rules).problem).toBe('pasado');
    expect(chooseWindow(SLOTS, 11, '2026-11-16', rules).problem).toBe('fecha');
    expect(chooseWindow(SLOTS, 11, '2026-11-30', rules).problem).toBe('fecha');
    const blocked = { ...rules, blocks: [{ desde: new Date('2026-11-24T00:00:00-04:00'), hasta: new Date('2026-11-25T00:00:00-04:00') }] };
    expect(chooseWindow(SLOTS, 22, '2026-11-24', blocked).problem).toBe('bloqueado');
  });
});
