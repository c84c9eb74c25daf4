/**
 * The verification queue under /admin/pagos-por-verificar (ROLE_ADMIN + any of ROLE_PEDIDO, ROLE_TARJETA,
 * ROLE_MEMBRESIA; the rows are those of the kinds the caller verifies).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  DecisionPagoBodySchema,
  DecisionPagoSchema,
  PagoPorVerificarFiltroSchema,
  PagoPorVerificarSchema,
  PagosPendientesSchema,
} from '../../shared/contracts/payments-queue';
import { errorBodySchema } from '../errors';
import { ListQuerySchema, parseListQuery, sendPage } from '../list-query';
import { decidePayment, listPendingPayments, pendingCounts } from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const base = { tags: ['admin-pagos-por-verificar'], security: [{ bearerAuth: [] }] };

const adminPaymentsQueueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const ctx = (request: FastifyRequest) => ({ db, roles: request.usuario!.roles, usuarioId: request.usuario!.id, mailer: app.mailer });

  app.get(
    '/admin/pagos-por-verificar',
    {
      schema: {
        ...base,
        summary: 'Pagos manuales por verificar de los tipos que el usuario verifica, del más antiguo al más reciente',
        querystring: ListQuerySchema,
        response: { 200: Type.Array(PagoPorVerificarSchema), ...errors },
      },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, { filter: PagoPorVerificarFiltroSchema, sortable: ['fecha'] as const, defaultSort: 'fecha' });
      return sendPage(reply, 'pagos-por-verificar', query, await listPendingPayments(ctx(request), query.filter, query));
    },
  );

  app.get(
    '/admin/pagos-por-verificar/pendientes',
    { schema: { ...base, summary: 'Cantidad de pagos por verificar (para el menú)', response: { 200: PagosPendientesSchema, ...errors } } },
    (request) => pendingCounts(ctx(request)),
  );

  app.put(
    '/admin/pagos-por-verificar/:tipo/:id',
    {
      schema: {
        ...base,
        summary: 'Aprobar o rechazar un pago',
        params: Type.Object({ tipo: Type.String({ pattern: '^[a-z-]{2,30}$' }), id: Type.Integer({ minimum: 1, maximum: 2147483647 }) }),
        body: DecisionPagoBodySchema,
        response: { 200: DecisionPagoSchema, ...errors, 409: errorBodySchema, 422: errorBodySchema },
      },
    },
    (request) => decidePayment(ctx(request), request.params.tipo, request.params.id, request.body),
  );
};

export default adminPaymentsQueueRoutes;
