import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone, parsePhone } from '../../../src/shared/phone';

describe('Venezuelan phone numbers', () => {
  it('strips spaces and dashes only', () => {
    expect(normalizePhone(' 0414-123 4567 ')).toBe('04141234567');
    expect(normalizePhone('0414.123.4567')).toBe('0414.123.4567');
  });

  it.each(['04141234567', '0414-1234567', '0424 123 45 67', '0212-555-0101', '\t0416 1234567\n'])('accepts %j', (raw) => {
    expect(parsePhone(raw)).toMatch(/^0[24]\d{9}$/);
  });

  it.each(['', '   ', '0414123456', '041412345678', '03141234567', '4141234567', '+584141234567', '0414.123.4567', '0414abc4567', '(0414)1234567'])(
    'refuses %j',
    (raw) => {
      expect(parsePhone(raw)).toBeNull();
    },
  );

  it('formats stored numbers for reading and leaves others alone', () => {
    expect(formatPhone('04141234567')).toBe('0414-1234567');
    expect(formatPhone('0212 5550101')).toBe('0212-5550101');
    expect(formatPhone('+58 414 1234567')).toBe('+58 414 1234567');
  });
});
