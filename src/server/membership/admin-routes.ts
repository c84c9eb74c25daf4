/** Back-office PRIME requests under /admin/membresia (ROLE_ADMIN + ROLE_MEMBRESIA). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  DecisionSolicitudBodySchema,
  FinalizarMembresiaBodySchema,
  MEMBRESIA_MENSAJES,
  SOLICITUD_MEMBRESIA_ORDENABLES,
  SolicitudMembresiaAdminSchema,
  SolicitudMembresiaFilaSchema,
  SolicitudMembresiaFiltroSchema,
} from '../../shared/contracts/membership';
import type { SolicitudMembresiaAdmin } from '../../shared/contracts/membership';
import { auditHistoryRoute } from '../audit/routes';
import type { Db } from '../db/client';
import { errorBodySchema, notFound } from '../errors';
import { ListQuerySchema, parseListQuery, sendPage } from '../list-query';
import { isDuplicateReference } from '../payments-queue/service';
import { decideRequest, endMembership, getRequestAdmin, listRequests } from './admin-service';

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const writeErrors = { ...errors, 409: errorBodySchema, 422: errorBodySchema };
const base = { tags: ['admin-membresia'], security: [{ bearerAuth: [] }] };

async function fullRequest(db: Db, id: number): Promise<SolicitudMembresiaAdmin> {
  const s = await getRequestAdmin(db, id);
  return { ...s, referenciaDuplicada: await isDuplicateReference(db, `membresia-${s.id}`, s.referencia) };
}

const adminMembershipRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  auditHistoryRoute(app, {
    path: '/admin/membresia/solicitud/:id',
    recurso: 'membresia-solicitud',
    assertVisible: async (d, id) => void (await getRequestAdmin(d, id)),
  });

  app.get(
    '/admin/membresia/solicitud',
    {
      schema: {
        ...base,
        summary: 'Solicitudes PRIME (filter, sort, range de ra-data-simple-rest)',
        querystring: ListQuerySchema,
        response: { 200: Type.Array(SolicitudMembresiaFilaSchema), ...errors },
      },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, { filter: SolicitudMembresiaFiltroSchema, sortable: SOLICITUD_MEMBRESIA_ORDENABLES, defaultSort: 'id', defaultOrder: 'DESC' });
      return sendPage(reply, 'membresia/solicitud', query, await listRequests(db, query));
    },
  );

  app.get(
    '/admin/membresia/solicitud/:id',
    { schema: { ...base, summary: 'Una solicitud PRIME con las membresías del cliente', params: IdParams, response: { 200: SolicitudMembresiaAdminSchema, ...errors } } },
    (request) => fullRequest(db, request.params.id),
  );

  app.put(
    '/admin/membresia/solicitud/:id/estatus',
    {
      schema: {
        ...base,
        summary: 'Aprobar (membresía desde-hasta, plan PRIME) o rechazar una solicitud pendiente',
        params: IdParams,
        body: DecisionSolicitudBodySchema,
        response: { 200: SolicitudMembresiaAdminSchema, ...writeErrors },
      },
    },
    async (request) => {
      await decideRequest(db, request.params.id, request.body, request.usuario!.id);
      return fullRequest(db, request.params.id);
    },
  );

  app.put(
    '/admin/membresia/:id/finalizar',
    {
      schema: {
        ...base,
        summary: 'Finalizar una membresía antes de tiempo (el plan vuelve a normal si no queda otra activa)',
        params: IdParams,
        body: FinalizarMembresiaBodySchema,
        response: { 200: Type.Object({ id: Type.Integer(), solicitudId: Type.Union([Type.Integer(), Type.Null()]) }), ...writeErrors },
      },
    },
    async (request) => {
      const solicitudId = await endMembership(db, request.params.id, request.body.nota);
      if (solicitudId === undefined) throw notFound(MEMBRESIA_MENSAJES.membresiaNoEncontrada);
      return { id: request.params.id, solicitudId };
    },
  );
};

export default adminMembershipRoutes;
