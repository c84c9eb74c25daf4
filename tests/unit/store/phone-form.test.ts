import { describe, expect, it } from 'vitest';
import { phoneFieldError, saveProblem } from '../../../src/store/features/account/phone-form';
import { ApiError } from '../../../src/store/lib/http-errors';

describe('change-phone form', () => {
  it('asks for a number, then for a valid one', () => {
    expect(phoneFieldError(' - ')).toBe('Ingrese su número de teléfono');
    expect(phoneFieldError('0414-12345')).toBe('Número de teléfono inválido');
    expect(phoneFieldError('0414-123 4567')).toBeNull();
  });

  it('puts the server field error on the field and other messages above the form', () => {
    const field = new ApiError(400, { codigo: 400, mensaje: 'Los datos enviados no son válidos', errores: { telefono: 'Número de teléfono inválido' } }, false);
    expect(saveProblem(field)).toEqual({ telefono: 'Número de teléfono inválido', mensaje: null });
    const other = new ApiError(400, { codigo: 400, mensaje: 'Los datos enviados no son válidos', errores: { email: 'Campo no permitido' } }, false);
    expect(saveProblem(other)).toEqual({ telefono: null, mensaje: 'Los datos enviados no son válidos' });
  });

  it('stays quiet when the common handler already reacted, and explains unexpected failures', () => {
    expect(saveProblem(new ApiError(401, { codigo: 401, mensaje: 'Debe iniciar sesión' }, true))).toEqual({ telefono: null, mensaje: null });
    expect(saveProblem(new Error('x')).mensaje).toMatch(/No fue posible/);
  });
});
