/** Calls of the account pages; each passes the statuses whose messages the page shows itself. */
import type { DeletionStatus, EmailConfirmedAnswer, ProfileBody } from '../../../shared/contracts/account';
import type { MessageAnswer, PhoneBody, Profile, TokenAnswer } from '../../../shared/contracts/auth';
import { api } from '../../lib/api';
import { ApiError } from '../../lib/http-errors';

const FORM_ERRORS = [400, 409, 429] as const;

export const changePhone = (body: PhoneBody) => api.put<Profile>('/usuario/telefono', body, { passErrors: [400] });

export const updateProfile = (body: ProfileBody) => api.put<Profile>('/usuario/perfil', body, { passErrors: FORM_ERRORS });

export const requestEmailChange = (email: string, clave: string) =>
  api.put<MessageAnswer>('/usuario/correo', { email, clave }, { passErrors: FORM_ERRORS });

export const confirmEmailChange = (token: string) => api.post<EmailConfirmedAnswer>('/usuario/correo/confirmar', { token }, { passErrors: FORM_ERRORS });

export const changePassword = (claveActual: string, claveNueva: string) =>
  api.put<TokenAnswer>('/usuario/clave', { claveActual, claveNueva }, { passErrors: FORM_ERRORS });

export const deletionStatus = () => api.get<DeletionStatus>('/usuario/borrarcuenta');

export const requestDeletion = (motivo: string, clave: string) =>
  api.post<DeletionStatus>('/usuario/borrarcuenta', { motivo, clave }, { passErrors: FORM_ERRORS });

/** What a form shows after a failed call: the server message and its field errors (nothing when already handled). */
export function formProblem(error: unknown): { mensaje: string | null; errores: Record<string, string> } {
  if (error instanceof ApiError) {
    if (error.handled) return { mensaje: null, errores: {} };
    return { mensaje: error.body.mensaje, errores: error.body.errores ?? {} };
  }
  return { mensaje: 'No fue posible completar la solicitud. Intente nuevamente.', errores: {} };
}
