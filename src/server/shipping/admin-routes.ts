/**
 * Back-office shipping options under /admin/envio (ROLE_ADMIN + ROLE_ENVIO by the admin guard): list,
 * registrar, {envio}/editar, {envio}/estatus and history, each limited to the staff member's zones.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ZonaEstatusBodySchema } from '../../shared/contracts/admin-zones';
import { ENVIO_ORDENABLES, EnvioFiltroSchema, EnvioFormDataSchema, EnvioOpcionBodySchema, EnvioOpcionSchema } from '../../shared/contracts/shipping';
import { auditHistoryRoute } from '../audit/routes';
import { errorBodySchema, notFound } from '../errors';
import { ListQuerySchema, parseListQuery, sendPage } from '../list-query';
import { staffZones } from '../zones/service';
import { createShipping, getShipping, listShipping, setShippingStatus, shippingFormData, updateShipping } from './admin-service';

const EnvioParam = Type.Object({ envio: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const writeErrors = { ...errors, 409: errorBodySchema, 422: errorBodySchema };
const base = { tags: ['admin-envio'], security: [{ bearerAuth: [] }] };

const adminShippingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const zonas = (request: FastifyRequest) => staffZones(db, request.usuario!.roles);

  auditHistoryRoute(app, {
    path: '/admin/envio/:envio',
    recurso: 'envio',
    param: {
      name: 'envio',
      toId: async (_d, value) => {
        if (!/^\d{1,10}$/.test(value) || Number(value) > 2147483647) throw notFound('Opción de envío no encontrada');
        return Number(value);
      },
    },
    assertVisible: async (d, id, request) => void (await getShipping(d, await zonas(request), id)),
  });

  app.get(
    '/admin/envio',
    {
      schema: {
        ...base,
        summary: 'Opciones de envío de las zonas del usuario (filter, sort, range de ra-data-simple-rest)',
        querystring: ListQuerySchema,
        response: { 200: Type.Array(EnvioOpcionSchema), ...errors },
      },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, { filter: EnvioFiltroSchema, sortable: ENVIO_ORDENABLES, defaultSort: 'zonaId' });
      return sendPage(reply, 'envio', query, await listShipping(db, await zonas(request), query));
    },
  );

  app.get(
    '/admin/envio/registrardata',
    {
      schema: {
        ...base,
        summary: 'Las zonas del usuario con sus áreas de entrega, y los valores por defecto de una opción nueva',
        response: { 200: EnvioFormDataSchema, ...errors },
      },
    },
    async (request) => shippingFormData(db, await zonas(request)),
  );

  app.post(
    '/admin/envio/registrar',
    { schema: { ...base, summary: 'Registrar una opción de envío de una zona', body: EnvioOpcionBodySchema, response: { 201: EnvioOpcionSchema, ...writeErrors } } },
    async (request, reply) => reply.status(201).send(await createShipping(db, await zonas(request), request.body)),
  );

  app.get(
    '/admin/envio/:envio',
    { schema: { ...base, summary: 'Una opción de envío con sus recargos por área', params: EnvioParam, response: { 200: EnvioOpcionSchema, ...errors } } },
    async (request) => getShipping(db, await zonas(request), request.params.envio),
  );

  app.put(
    '/admin/envio/:envio/editar',
    {
      schema: { ...base, summary: 'Editar una opción de envío (los recargos se reemplazan)', params: EnvioParam, body: EnvioOpcionBodySchema, response: { 200: EnvioOpcionSchema, ...writeErrors } },
    },
    async (request) => updateShipping(db, await zonas(request), request.params.envio, request.body),
  );

  app.put(
    '/admin/envio/:envio/estatus',
    {
      schema: { ...base, summary: 'Activar o desactivar una opción de envío (sin estatus alterna)', params: EnvioParam, body: ZonaEstatusBodySchema, response: { 200: EnvioOpcionSchema, ...writeErrors } },
    },
    async (request) => setShippingStatus(db, await zonas(request), request.params.envio, request.body.estatus),
  );
};

export default adminShippingRoutes;
