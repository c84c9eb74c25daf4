/** Back-office referrals under /admin/referido (ROLE_ADMIN + ROLE_ATENCION_CLIENTE). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { REFERIDO_ORDENABLES, RecompensaSchema, ReferidoFilaSchema, ReferidoFiltroSchema, RevertirBodySchema } from '../../shared/contracts/referrals';
import { auditHistoryRoute } from '../audit/routes';
import { errorBodySchema } from '../errors';
import { ListQuerySchema, parseListQuery, sendPage } from '../list-query';
import { getReferralAdmin, listReferralsAdmin, reverseReward, setReferralReward } from './admin-service';
import { referralReward } from './service';

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const base = { tags: ['admin-referido'], security: [{ bearerAuth: [] }] };

const adminReferralRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  auditHistoryRoute(app, { path: '/admin/referido/:id', recurso: 'referido', assertVisible: async (d, id) => void (await getReferralAdmin(d, id)) });

  app.get(
    '/admin/referido',
    {
      schema: {
        ...base,
        summary: 'Referidos: quién invitó a quién, estatus y recompensa (filter, sort, range)',
        querystring: ListQuerySchema,
        response: { 200: Type.Array(ReferidoFilaSchema), ...errors },
      },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, { filter: ReferidoFiltroSchema, sortable: REFERIDO_ORDENABLES, defaultSort: 'creadoEn', defaultOrder: 'DESC' });
      return sendPage(reply, 'referido', query, await listReferralsAdmin(db, query));
    },
  );

  app.get(
    '/admin/referido/configuracion',
    { schema: { ...base, summary: 'Recompensa por referido configurada', response: { 200: RecompensaSchema, ...errors } } },
    async () => ({ recompensa: await referralReward(db) }),
  );

  app.put(
    '/admin/referido/configuracion',
    {
      schema: { ...base, summary: 'Cambiar la recompensa por referido (0 la desactiva)', body: RecompensaSchema, response: { 200: RecompensaSchema, ...errors } },
    },
    async (request) => setReferralReward(db, request.body.recompensa),
  );

  app.get(
    '/admin/referido/:id',
    { schema: { ...base, summary: 'Un referido', params: IdParams, response: { 200: ReferidoFilaSchema, ...errors } } },
    async (request) => getReferralAdmin(db, request.params.id),
  );

  app.put(
    '/admin/referido/:id/revertir',
    {
      schema: {
        ...base,
        summary: 'Revertir la recompensa con una nota (débito en el saldo de ambos; nunca por debajo de cero)',
        params: IdParams,
        body: RevertirBodySchema,
        response: { 200: ReferidoFilaSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request) => reverseReward(db, request.params.id, request.body.nota, request.usuario!.id),
  );
};

export default adminReferralRoutes;
