/** The customer's 'Comparte y gana' page data, and the device cookie used by the ring checks. */
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MisReferidosSchema } from '../../shared/contracts/referrals';
import { errorBodySchema } from '../errors';
import { DEVICE_COOKIE, myReferrals } from './service';

const DEVICE_PATTERN = /^[0-9a-f-]{36}$/;
const YEAR_MS = 365 * 86_400_000;

/** The browser's device id (httpOnly cookie), issued when it has none. */
export function deviceOf(request: FastifyRequest, reply: FastifyReply, cookiePath: string): string {
  const current = request.cookies[DEVICE_COOKIE];
  if (current && DEVICE_PATTERN.test(current)) return current;
  const id = randomUUID();
  reply.setCookie(DEVICE_COOKIE, id, { path: cookiePath, httpOnly: true, sameSite: 'lax', secure: 'auto', expires: new Date(Date.now() + YEAR_MS) });
  return id;
}

const referralRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cookiePath = app.config.apiBase || '/';
  app.get(
    '/usuario/referido',
    {
      preHandler: [app.requireUser, app.limits({ name: 'referido', max: 60, timeWindow: 60_000 })],
      schema: {
        tags: ['referido'],
        security: [{ bearerAuth: [] }],
        summary: 'Código personal, recompensa y referidos del cliente (Comparte y gana)',
        response: { 200: MisReferidosSchema, 401: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => myReferrals(app.db, request.usuario!.id, deviceOf(request, reply, cookiePath)),
  );
};

export default referralRoutes;
