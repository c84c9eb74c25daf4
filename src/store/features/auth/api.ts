/** Calls of the auth pages. Each passes the statuses whose messages the page shows itself. */
import type { LoginBody, MessageAnswer, RegisterBody, RegisteredAnswer, TokenAnswer } from '../../../shared/contracts/auth';
import { api } from '../../lib/api';

const FORM_ERRORS = [400, 401, 404, 409, 429] as const;

export const login = (body: LoginBody) => api.post<TokenAnswer>('/login_check', body, { passErrors: FORM_ERRORS });

// 422: a referral code refused (self-referral, same phone or device), shown on the code field
export const register = (body: RegisterBody) => api.post<MessageAnswer>('/api/usuario/registrar', body, { passErrors: [...FORM_ERRORS, 422] });

export const verifyAccount = (token: string) => api.post<MessageAnswer>('/api/usuario/verificar', { token }, { passErrors: FORM_ERRORS });

export const resendVerification = (email: string) =>
  api.post<MessageAnswer>('/api/usuario/reenviarverificacion', { email }, { passErrors: FORM_ERRORS });

export const requestRecovery = (email: string) => api.post<MessageAnswer>('/api/usuario/recuperarclave', { email }, { passErrors: FORM_ERRORS });

export const resetPassword = (token: string, clave: string) =>
  api.post<MessageAnswer>('/api/usuario/restablecerclave', { token, clave }, { passErrors: FORM_ERRORS });

/** Whether an e-mail already has an account (GET /api/usuario/verificarregistrado); null when it cannot tell. */
export async function isRegistered(email: string): Promise<boolean | null> {
  try {
    const answer = await api.get<RegisteredAnswer>('/api/usuario/verificarregistrado', { query: { email }, passErrors: 'all' });
    return answer?.registrado ?? null;
  } catch {
    return null;
  }
}
