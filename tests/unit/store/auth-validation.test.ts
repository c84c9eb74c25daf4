import { describe, expect, it } from 'vitest';
import { emailError, hasErrors, newPasswordErrors, validateLogin, validateRegister, type RegisterForm } from '../../../src/store/features/auth/validation';
import { errorText } from '../../../src/store/features/errors/error-texts';
import { shellFor, SHELL_DEFAULT } from '../../../src/store/app/shell/shell-config';

const valid: RegisterForm = {
  nombre: 'Ana',
  apellido: 'Pérez',
  email: 'ana@demo.ve',
  telefono: '0414-1234567',
  tipoDocumento: 'V',
  documento: '12345678',
  clave: 'Secreta123',
  confirmacion: 'Secreta123',
};

describe('auth forms', () => {
  it('checks the e-mail', () => {
    expect(emailError('')).toBe('Ingrese su correo electrónico');
    expect(emailError('ana@')).toBe('Ingrese un correo electrónico válido');
    expect(emailError(' ana@demo.ve ')).toBeNull();
  });

  it('requires e-mail and password to log in', () => {
    expect(validateLogin({ username: '', password: '' })).toEqual({ username: 'Ingrese su correo electrónico', password: 'Ingrese su clave' });
    expect(hasErrors(validateLogin({ username: 'a@b.ve', password: 'x' }))).toBe(false);
  });

  it('applies the password rule and the confirmation', () => {
    expect(newPasswordErrors('corta1', 'corta1').clave).toMatch(/entre 8 y 64/);
    expect(newPasswordErrors('solamenteletras', 'solamenteletras').clave).toMatch(/letra y un número/);
    expect(newPasswordErrors('Secreta123', 'Secreta124')).toEqual({ confirmacion: 'Las claves no coinciden' });
  });

  it('validates registration fields', () => {
    expect(validateRegister(valid)).toEqual({});
    const errors = validateRegister({ ...valid, nombre: ' ', telefono: 'abc', documento: 'V-123' });
    expect(Object.keys(errors).sort()).toEqual(['documento', 'nombre', 'telefono']);
  });
});

describe('error page texts', () => {
  it('knows the five codes and falls back sensibly', () => {
    expect(errorText('408')).toMatchObject({ codigo: 408, titulo: 'Tiempo de espera agotado' });
    expect(errorText('409').codigo).toBe(400);
    expect(errorText('503').codigo).toBe(500);
    expect(errorText(null).codigo).toBe(404);
    expect(errorText('abc').codigo).toBe(404);
  });
});

describe('shell per route', () => {
  it('takes the deepest declared shell over the defaults', () => {
    expect(shellFor([undefined, { shell: { menu: 'normal', miniMenu: true } }, undefined])).toEqual({ ...SHELL_DEFAULT, menu: 'normal', miniMenu: true });
    expect(shellFor([{ shell: { menu: 'normal' } }, { shell: { menu: 'none', footer: false } }]).menu).toBe('none');
    expect(shellFor([])).toEqual(SHELL_DEFAULT);
  });
});
