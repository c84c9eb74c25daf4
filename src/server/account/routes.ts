/** The shopper's account endpoints (Mi cuenta): profile, e-mail change, password change, delete request. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  DeletionRequestBody,
  DeletionStatusSchema,
  EmailChangeBody,
  EmailConfirmedAnswer,
  EmailConfirmBody,
  PasswordChangeBody,
  ProfileBody,
} from '../../shared/contracts/account';
import { MessageAnswer, Profile, TokenAnswer } from '../../shared/contracts/auth';
import { createProfileService } from '../auth/profile';
import type { IssuedRefresh } from '../auth/refresh-tokens';
import { REFRESH_COOKIE } from '../auth/routes';
import { errorBodySchema } from '../errors';
import { createAccountPagesService } from './service';

const TEN_MINUTES = 10 * 60_000;
const perUser = (request: FastifyRequest) => String(request.usuario?.id ?? '');
/** Password-checking endpoints: a few tries per customer and per address. */
const LIMITS = {
  profile: { name: 'cuenta-perfil', max: 20, timeWindow: TEN_MINUTES, key: perUser },
  email: { name: 'cuenta-correo', max: 5, timeWindow: TEN_MINUTES, key: perUser },
  confirm: { name: 'cuenta-correo-confirmar', max: 10, timeWindow: TEN_MINUTES, key: perUser },
  password: { name: 'cuenta-clave', max: 5, timeWindow: TEN_MINUTES, key: perUser },
  deletion: { name: 'cuenta-borrar', max: 5, timeWindow: TEN_MINUTES, key: perUser },
  address: { name: 'cuenta-ip', max: 30, timeWindow: TEN_MINUTES },
};
const base = { tags: ['mi-cuenta'], security: [{ bearerAuth: [] }] };
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema };

const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = { db: app.db, config: app.config, mailer: app.mailer, signAccessToken: app.signAccessToken, log: app.log };
  const account = createAccountPagesService(deps);
  const profiles = createProfileService(deps);
  const cookiePath = app.config.apiBase || '/';
  const sessionCookie = (reply: FastifyReply, refresh: IssuedRefresh) =>
    reply.setCookie(REFRESH_COOKIE, refresh.token, { path: cookiePath, httpOnly: true, sameSite: 'lax', secure: 'auto', expires: refresh.expiraEn });
  const guarded = (...rules: (typeof LIMITS)[keyof typeof LIMITS][]) => [app.requireUser, app.limits(...rules, LIMITS.address)];

  app.put(
    '/usuario/perfil',
    {
      preHandler: guarded(LIMITS.profile),
      schema: { ...base, summary: 'Editar nombre y documento', body: ProfileBody, response: { 200: Profile, ...errors } },
    },
    async (request) => {
      await account.updateProfile(request.usuario!, request.body);
      return profiles.profile(request.usuario!);
    },
  );

  app.put(
    '/usuario/correo',
    {
      preHandler: guarded(LIMITS.email),
      schema: {
        ...base,
        summary: 'Solicitar el cambio de correo (clave actual); se envía un enlace al nuevo correo',
        body: EmailChangeBody,
        response: { 200: MessageAnswer, 409: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      await account.requestEmailChange(request.usuario!, request.body.email, request.body.clave);
      return { mensaje: 'Le enviamos un enlace al nuevo correo. El cambio se aplicará cuando lo abra' };
    },
  );

  app.post(
    '/usuario/correo/confirmar',
    {
      preHandler: guarded(LIMITS.confirm),
      schema: {
        ...base,
        summary: 'Confirmar el nuevo correo con el enlace recibido (cierra las demás sesiones y entrega una nueva)',
        body: EmailConfirmBody,
        response: { 200: EmailConfirmedAnswer, 409: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const done = await account.confirmEmailChange(request.usuario!, request.body.token);
      sessionCookie(reply, done.refresh);
      return {
        mensaje: `Su correo fue actualizado a ${done.email}. Las sesiones en otros dispositivos fueron cerradas`,
        email: done.email,
        token: done.token,
        refresh: Math.floor(done.refresh.expiraEn.getTime() / 1000),
      };
    },
  );

  app.put(
    '/usuario/clave',
    {
      preHandler: guarded(LIMITS.password),
      schema: {
        ...base,
        summary: 'Cambiar la clave (clave actual); cierra las demás sesiones y entrega una sesión nueva',
        body: PasswordChangeBody,
        response: { 200: TokenAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const session = await account.changePassword(request.usuario!, request.body.claveActual, request.body.claveNueva);
      sessionCookie(reply, session.refresh);
      return { token: session.token, refresh: Math.floor(session.refresh.expiraEn.getTime() / 1000) };
    },
  );

  app.get(
    '/usuario/borrarcuenta',
    {
      preHandler: app.requireUser,
      schema: { ...base, summary: 'Estado de la solicitud de borrado de la cuenta', response: { 200: DeletionStatusSchema, ...errors } },
    },
    async (request) => ({ solicitud: await account.deletionStatus(request.usuario!) }),
  );

  app.post(
    '/usuario/borrarcuenta',
    {
      preHandler: guarded(LIMITS.deletion),
      schema: {
        ...base,
        summary: 'Solicitar el borrado de la cuenta (motivo y clave actual)',
        body: DeletionRequestBody,
        response: { 201: DeletionStatusSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ solicitud: await account.requestDeletion(request.usuario!, request.body.motivo, request.body.clave) }),
  );
};

export default accountRoutes;
