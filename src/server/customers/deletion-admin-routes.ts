/** Back-office delete-account requests under /admin/borrar-cuenta (ROLE_ADMIN + ROLE_CLIENTE). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ResolverBodySchema,
  SOLICITUD_BORRADO_ORDENABLES,
  SolicitudBorradoDetalleSchema,
  SolicitudBorradoFilaSchema,
  SolicitudBorradoFiltroSchema,
} from '../../shared/contracts/admin-borrar-cuenta';
import { auditHistoryRoute } from '../audit/routes';
import { errorBodySchema } from '../errors';
import { ListQuerySchema, parseListQuery, sendPage } from '../list-query';
import { getDeletionRequest, listDeletionRequests, resolveDeletionRequest } from './deletion-service';

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const writeErrors = { ...errors, 409: errorBodySchema };
const base = { tags: ['admin-borrar-cuenta'], security: [{ bearerAuth: [] }] };

const adminDeletionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  auditHistoryRoute(app, {
    path: '/admin/borrar-cuenta/:id',
    recurso: 'borrar-cuenta',
    assertVisible: async (d, id) => void (await getDeletionRequest(d, id)),
  });

  app.get(
    '/admin/borrar-cuenta',
    {
      schema: {
        ...base,
        summary: 'Solicitudes de borrado de cuenta (filter, sort, range de ra-data-simple-rest)',
        querystring: ListQuerySchema,
        response: { 200: Type.Array(SolicitudBorradoFilaSchema), ...errors },
      },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, {
        filter: SolicitudBorradoFiltroSchema,
        sortable: SOLICITUD_BORRADO_ORDENABLES,
        defaultSort: 'creadoEn',
        defaultOrder: 'DESC',
      });
      return sendPage(reply, 'borrar-cuenta', query, await listDeletionRequests(db, query));
    },
  );

  app.get(
    '/admin/borrar-cuenta/:id',
    {
      schema: {
        ...base,
        summary: 'Una solicitud, con las advertencias (saldo, órdenes en curso)',
        params: IdParams,
        response: { 200: SolicitudBorradoDetalleSchema, ...errors },
      },
    },
    async (request) => getDeletionRequest(db, request.params.id),
  );

  for (const [verb, aprobar] of [
    ['aprobar', true],
    ['rechazar', false],
  ] as const) {
    app.put(
      `/admin/borrar-cuenta/:id/${verb}`,
      {
        schema: {
          ...base,
          summary: aprobar ? 'Aprobar: anonimiza la cuenta, estatus ELIMINADO, cierra sus sesiones' : 'Rechazar la solicitud',
          params: IdParams,
          body: ResolverBodySchema,
          response: { 200: SolicitudBorradoDetalleSchema, ...writeErrors },
        },
      },
      async (request) => resolveDeletionRequest(db, request.params.id, { aprobar, nota: request.body.nota, autorId: request.usuario!.id }),
    );
  }
};

export default adminDeletionRoutes;
