import { describe, expect, it } from 'vitest';
import { findWindow, groupWindows, windowHours, windowKey } from '../../../src/store/features/checkout/windows';
import { calendarDay, deliveryWindowText } from '../../../src/store/lib/order-view';
import { formPago } from './checkout-fixture';

const ventanas = formPago().area[0]!.ventana;

describe('delivery windows', () => {
  it('groups by day in date order, each day by start time', () => {
    const days = groupWindows(ventanas);
    expect(days.map((d) => d.fecha)).toEqual(['2025-11-24', '2025-11-25']);
    expect(days[0]!.dia).toBe('Lunes 24 de noviembre');
    expect(days[0]!.ventanas.map(windowHours)).toEqual(['08:00 a 11:00', '11:00 a 14:00']);
    expect(days[1]!.ventanas.map(windowKey)).toEqual(['7|2025-11-25']);
  });

  it('nothing offered, nothing grouped', () => {
    expect(groupWindows([])).toEqual([]);
  });

  it('a chosen window counts only while it is offered', () => {
    expect(findWindow(ventanas, '6|2025-11-24')?.horaInicio).toBe('11:00:00');
    expect(findWindow(ventanas, '6|2025-11-25')).toBeNull();
    expect(findWindow(ventanas, null)).toBeNull();
  });

  it('reads calendar dates without a time zone shift', () => {
    expect(calendarDay('2025-01-01')).toBe('Miércoles 1 de enero');
    expect(deliveryWindowText('2025-11-24', '08:00:00', '11:00:00')).toBe('Lunes 24 de noviembre, 08:00 a 11:00');
  });
});
