/** The auth endpoints of the contract: login, refresh, logout, registration, verification, recovery, profile, phone. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  EmailBody,
  EmptyBody,
  LoginBody,
  LoginRefusal,
  MessageAnswer,
  PhoneBody,
  Profile,
  RegisterBody,
  RegisteredAnswer,
  RegisteredQuery,
  ResetPasswordBody,
  TokenAnswer,
  TokenBody,
  normalizeEmail,
} from '../../shared/contracts/auth';
import { errorBodySchema } from '../errors';
import { createAccountService } from './account';
import { createProfileService } from './profile';
import { createSessionService, type Session } from './service';
import { deviceOf } from '../referrals/routes';

export const REFRESH_COOKIE = 'refresh_token';
const TAGS = ['auth'];
const TEN_MINUTES = 10 * 60_000;
const errors = { 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema };

function loginAccount(request: FastifyRequest): string {
  const username = (request.body as { username?: unknown } | undefined)?.username;
  return typeof username === 'string' ? normalizeEmail(username) : '';
}

/**
 * Limits per client address (request.ip): guessing one account's password, and trying passwords,
 * registrations or recoveries across many accounts from one address.
 */
const LIMITS = {
  loginAccount: { name: 'login-cuenta', max: 10, timeWindow: 60_000, key: loginAccount },
  login: { name: 'login', max: 30, timeWindow: TEN_MINUTES },
  register: { name: 'registro', max: 5, timeWindow: TEN_MINUTES },
  resend: { name: 'reenvio', max: 5, timeWindow: TEN_MINUTES },
  recovery: { name: 'recuperacion', max: 5, timeWindow: TEN_MINUTES },
  reset: { name: 'restablecer', max: 5, timeWindow: TEN_MINUTES },
  registered: { name: 'registrado', max: 30, timeWindow: TEN_MINUTES },
};

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = { db: app.db, config: app.config, mailer: app.mailer, signAccessToken: app.signAccessToken, log: app.log };
  const sessions = createSessionService(deps);
  const accounts = createAccountService(deps);
  const profiles = createProfileService(deps);
  const cookiePath = app.config.apiBase || '/';

  function answerSession(reply: FastifyReply, session: Session) {
    reply.setCookie(REFRESH_COOKIE, session.refresh.token, {
      path: cookiePath,
      httpOnly: true,
      sameSite: 'lax',
      secure: 'auto',
      expires: session.refresh.expiraEn,
    });
    return { token: session.token, refresh: Math.floor(session.refresh.expiraEn.getTime() / 1000) };
  }

  app.post(
    '/login_check',
    {
      // after validation, so the key can include the username
      preHandler: app.limits(LIMITS.loginAccount, LIMITS.login),
      schema: {
        tags: TAGS,
        summary: 'Iniciar sesión con correo y clave',
        body: LoginBody,
        response: { 200: TokenAnswer, 400: errorBodySchema, 401: LoginRefusal, 429: errorBodySchema },
      },
    },
    async (request, reply) => answerSession(reply, await sessions.login(request.body.username, request.body.password)),
  );

  app.post(
    '/refresh_token',
    { schema: { tags: TAGS, summary: 'Renovar el token con la cookie de refresco', body: EmptyBody, response: { 200: TokenAnswer, 400: errorBodySchema, 401: LoginRefusal } } },
    async (request, reply) => {
      try {
        return answerSession(reply, await sessions.refresh(request.cookies[REFRESH_COOKIE]));
      } catch (err) {
        reply.clearCookie(REFRESH_COOKIE, { path: cookiePath });
        throw err;
      }
    },
  );

  app.get(
    '/usuario/logout',
    {
      preHandler: app.authenticate,
      schema: { tags: TAGS, summary: 'Cerrar sesión', security: [{ bearerAuth: [] }], response: { 200: MessageAnswer, 401: errorBodySchema } },
    },
    async (request, reply) => {
      await sessions.logout(request.usuario!, request.cookies[REFRESH_COOKIE]);
      reply.clearCookie(REFRESH_COOKIE, { path: cookiePath });
      return { mensaje: 'Sesión cerrada' };
    },
  );

  app.get(
    '/usuario/perfil',
    {
      preHandler: app.requireUser,
      schema: { tags: TAGS, summary: 'Perfil del usuario', security: [{ bearerAuth: [] }], response: { 200: Profile, 401: errorBodySchema, 403: errorBodySchema } },
    },
    async (request) => profiles.profile(request.usuario!),
  );

  app.put(
    '/usuario/telefono',
    {
      preHandler: app.requireUser,
      schema: {
        tags: TAGS,
        summary: 'Cambiar el teléfono del usuario',
        security: [{ bearerAuth: [] }],
        body: PhoneBody,
        response: { 200: Profile, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => profiles.changePhone(request.usuario!, request.body.telefono),
  );

  app.post(
    '/api/usuario/registrar',
    {
      preHandler: app.limits(LIMITS.register),
      schema: { tags: TAGS, summary: 'Registrar una cuenta de cliente', body: RegisterBody, response: { 201: MessageAnswer, 409: errorBodySchema, ...errors } },
    },
    async (request, reply) => {
      await accounts.register(request.body, deviceOf(request, reply, cookiePath));
      return reply
        .status(201)
        .send({ mensaje: 'Cuenta creada. Le enviamos un correo electrónico para verificar su cuenta' });
    },
  );

  app.post(
    '/api/usuario/verificar',
    { schema: { tags: TAGS, summary: 'Verificar el correo con el token recibido', body: TokenBody, response: { 200: MessageAnswer, ...errors } } },
    async (request) => {
      await accounts.verifyAccount(request.body.token);
      return { mensaje: 'Su cuenta fue verificada. Ya puede ingresar' };
    },
  );

  app.post(
    '/api/usuario/reenviarverificacion',
    {
      preHandler: app.limits(LIMITS.resend),
      schema: { tags: TAGS, summary: 'Reenviar el correo de verificación', body: EmailBody, response: { 200: MessageAnswer, ...errors } },
    },
    async (request) => {
      await accounts.resendVerification(request.body.email);
      return { mensaje: 'Si el correo tiene una cuenta pendiente de verificación, recibirá un nuevo enlace' };
    },
  );

  app.post(
    '/api/usuario/recuperarclave',
    {
      preHandler: app.limits(LIMITS.recovery),
      schema: { tags: TAGS, summary: 'Solicitar el enlace para recuperar la clave', body: EmailBody, response: { 200: MessageAnswer, ...errors } },
    },
    async (request) => {
      await accounts.requestRecovery(request.body.email);
      return { mensaje: 'Si el correo está registrado, recibirá un enlace para restablecer su clave' };
    },
  );

  app.post(
    '/api/usuario/restablecerclave',
    {
      preHandler: app.limits(LIMITS.reset),
      schema: { tags: TAGS, summary: 'Restablecer la clave con el token recibido', body: ResetPasswordBody, response: { 200: MessageAnswer, ...errors } },
    },
    async (request) => {
      await accounts.resetPassword(request.body.token, request.body.clave);
      return { mensaje: 'Su clave fue actualizada. Ya puede ingresar' };
    },
  );

  app.get(
    '/api/usuario/verificarregistrado',
    {
      preHandler: app.limits(LIMITS.registered),
      schema: {
        tags: TAGS,
        summary: '¿El correo ya está registrado?',
        querystring: RegisteredQuery,
        response: { 200: RegisteredAnswer, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => ({ registrado: await sessions.isRegistered(request.query.email) }),
  );
};

export default authRoutes;
