/** The customer's PRIME membership under /usuario/membresia (ROLE_USUARIO; only the caller's requests). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MembresiaInicioSchema, SolicitudMembresiaBodySchema, SolicitudMembresiaSchema } from '../../shared/contracts/membership';
import { errorBodySchema } from '../errors';
import { gatewaySetupOf } from '../wallet/gateway-routes';
import { getOwnRequest, membershipHome, requestMembership } from './service';

const TAGS = ['usuario'];
const security = [{ bearerAuth: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

const membershipRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const gateway = gatewaySetupOf(app);
  app.get(
    '/usuario/membresia',
    {
      preHandler: app.requireUser,
      schema: {
        tags: TAGS,
        summary: 'Planes PRIME, métodos de pago, saldo, última membresía y solicitud pendiente del cliente',
        security,
        response: { 200: MembresiaInicioSchema, ...errors },
      },
    },
    (request) => membershipHome(app.db, request.usuario!, gateway),
  );

  app.post(
    '/usuario/membresia/solicitud',
    {
      preHandler: app.requireUser,
      schema: {
        tags: TAGS,
        summary: 'Solicitar la membresía PRIME pagando con saldo o con un pago manual (una solicitud pendiente a la vez)',
        security,
        body: SolicitudMembresiaBodySchema,
        response: { 201: SolicitudMembresiaSchema, ...errors, 409: errorBodySchema, 422: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await requestMembership(app.db, request.usuario!, request.body, gateway)),
  );

  app.get(
    '/usuario/membresia/solicitud/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: TAGS,
        summary: 'Una solicitud PRIME del cliente (la página /procesar la consulta hasta que se decide)',
        security,
        params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
        response: { 200: SolicitudMembresiaSchema, ...errors },
      },
    },
    (request) => getOwnRequest(app.db, request.usuario!.id, request.params.id),
  );
};

export default membershipRoutes;
