import { describe, expect, it } from 'vitest';
import { normalizeRif, parseRif, rifCheckDigit, rifError, RIF_MENSAJES } from '../../../src/shared/rif';

describe('RIF', () => {
  it('computes SENIAT check digits (published example V-11470283-4)', () => {
    expect(rifCheckDigit('V', '11470283')).toBe(4);
    expect(rifCheckDigit('J', '40123456')).toBe(9);
    expect(rifCheckDigit('J', '41234567')).toBe(2);
    expect(rifCheckDigit('J', '12345678')).toBe(4);
    expect(rifCheckDigit('G', '20000003')).toBe(1);
    expect(rifCheckDigit('E', '84123456')).toBe(4);
    // sum % 11 of 0 or 1 gives 0
    expect(rifCheckDigit('P', '12345678')).toBe(0);
    // C weighs like J
    expect(rifCheckDigit('C', '12345678')).toBe(rifCheckDigit('J', '12345678'));
  });

  it('accepts the RIF with or without dashes, spaces or capitals, and normalises it', () => {
    expect(normalizeRif('J-40123456-9')).toBe('J-40123456-9');
    expect(normalizeRif('J401234569')).toBe('J-40123456-9');
    expect(normalizeRif(' j-40123456-9 ')).toBe('J-40123456-9');
    expect(normalizeRif('J 40123456 9')).toBe('J-40123456-9');
    expect(normalizeRif('J-401234569')).toBe('J-40123456-9');
    expect(normalizeRif('v114702834')).toBe('V-11470283-4');
    expect(normalizeRif('P-12345678-0')).toBe('P-12345678-0');
    expect(normalizeRif('C123456784')).toBe('C-12345678-4');
  });

  it('refuses a wrong check digit, letter or length with a Spanish message', () => {
    expect(parseRif('J-40123456-7')).toEqual({ ok: false, mensaje: RIF_MENSAJES.verificador });
    expect(rifError('V-11470283-3')).toBe('El dígito verificador del RIF no es válido');
    expect(rifError('X-40123456-9')).toBe('El RIF debe comenzar con J, G, V, E, P o C');
    expect(rifError('J-4012345-9')).toBe(RIF_MENSAJES.formato);
    expect(rifError('J-401234567-9')).toBe(RIF_MENSAJES.formato);
    expect(rifError('J-4O123456-9')).toBe(RIF_MENSAJES.formato);
    expect(rifError('40123456-9')).toBe(RIF_MENSAJES.formato);
    expect(rifError('J_40123456_9')).toBe(RIF_MENSAJES.formato);
    expect(rifError('  ')).toBe('El RIF es obligatorio');
    expect(rifError('J-40123456-9')).toBeUndefined();
  });
});
