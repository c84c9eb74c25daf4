/** Spanish validation of the auth forms, mirroring the server's rules (contract "Auth"). */
import { passwordProblem } from '../../../shared/contracts/auth';
import type { TipoDocumentoId } from '../../../shared/enums';
import { parsePhone } from '../../../shared/phone';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DOCUMENTO = /^[0-9][0-9-]{3,19}$/;

export function emailError(email: string): string | null {
  const value = email.trim();
  if (!value) return 'Ingrese su correo electrónico';
  if (value.length > 180 || !EMAIL.test(value)) return 'Ingrese un correo electrónico válido';
  return null;
}

export function newPasswordErrors(clave: string, confirmacion: string): FieldErrors<'clave' | 'confirmacion'> {
  const errors: FieldErrors<'clave' | 'confirmacion'> = {};
  const problem = clave ? passwordProblem(clave) : 'Ingrese una clave';
  if (problem) errors.clave = problem;
  if (!confirmacion) errors.confirmacion = 'Confirme la clave';
  else if (confirmacion !== clave) errors.confirmacion = 'Las claves no coinciden';
  return errors;
}

export interface LoginForm {
  username: string;
  password: string;
}

export function validateLogin(form: LoginForm): FieldErrors<keyof LoginForm> {
  const errors: FieldErrors<keyof LoginForm> = {};
  const email = emailError(form.username);
  if (email) errors.username = email;
  if (!form.password) errors.password = 'Ingrese su clave';
  return errors;
}

export interface RegisterForm {
  nombre: string;
  apellido: string;
  email: string;
  telefono: string;
  tipoDocumento: TipoDocumentoId;
  documento: string;
  clave: string;
  confirmacion: string;
}

function nameError(value: string, label: string): string | null {
  const v = value.trim();
  if (!v) return `Ingrese su ${label}`;
  if (v.length < 2 || v.length > 100) return `El ${label} debe tener entre 2 y 100 caracteres`;
  return null;
}

export function validateRegister(form: RegisterForm): FieldErrors<keyof RegisterForm> {
  const errors: FieldErrors<keyof RegisterForm> = {};
  const checks: [keyof RegisterForm, string | null][] = [
    ['nombre', nameError(form.nombre, 'nombre')],
    ['apellido', nameError(form.apellido, 'apellido')],
    ['email', emailError(form.email)],
    ['telefono', !form.telefono.trim() ? 'Ingrese su teléfono' : parsePhone(form.telefono) ? null : 'Ingrese un teléfono válido, por ejemplo 0414-1234567'],
    ['documento', !form.documento.trim() ? 'Ingrese su número de documento' : DOCUMENTO.test(form.documento.trim()) ? null : 'Ingrese solo números (puede usar guiones)'],
  ];
  for (const [field, message] of checks) if (message) errors[field] = message;
  return { ...errors, ...newPasswordErrors(form.clave, form.confirmacion) };
}

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}
