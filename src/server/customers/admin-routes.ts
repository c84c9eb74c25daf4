/** Back-office customer API under /admin/cliente (ROLE_ADMIN + ROLE_CLIENTE); see shared/contracts/admin-customers.ts. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  BloqueoBodySchema,
  CLIENTE_ORDENABLES,
  ClienteDataFiltroSchema,
  ClienteDetalleSchema,
  ClienteFilaSchema,
  ClienteFiltroSchema,
} from '../../shared/contracts/admin-customers';
import { auditHistoryRoute } from '../audit/routes';
import { errorBodySchema } from '../errors';
import { ListQuerySchema, parseListQuery, sendPage } from '../list-query';
import { staffZones } from '../zones/service';
import { customerFilterData, getCustomerAdmin, setCustomerBlock } from './admin-service';
import { customersFileName, exportCustomersCsv } from './export';
import { listCustomersAdmin } from './search';
import { CsvResponseSchema, sendCsv } from '../csv-reply';

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const writeErrors = { ...errors, 409: errorBodySchema, 422: errorBodySchema };
const base = { tags: ['admin-cliente'], security: [{ bearerAuth: [] }] };
const listOptions = { filter: ClienteFiltroSchema, sortable: CLIENTE_ORDENABLES, defaultSort: 'id' as const, defaultOrder: 'DESC' as const };

const adminCustomerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const zonas = (request: FastifyRequest) => staffZones(db, request.usuario!.roles);
  auditHistoryRoute(app, {
    path: '/admin/cliente/:id',
    recurso: 'cliente',
    assertVisible: async (d, id, request) => void (await getCustomerAdmin(d, await zonas(request), id)),
  });

  app.get(
    '/admin/cliente',
    {
      schema: {
        ...base,
        summary: 'Listado filtrable de clientes (filter, sort, range de ra-data-simple-rest); búsqueda sin acentos',
        querystring: ListQuerySchema,
        response: { 200: Type.Array(ClienteFilaSchema), ...errors },
      },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, listOptions);
      return sendPage(reply, 'cliente', query, await listCustomersAdmin(db, query));
    },
  );

  app.get(
    '/admin/cliente/datafiltro',
    { schema: { ...base, summary: 'Opciones de los filtros del listado', response: { 200: ClienteDataFiltroSchema, ...errors } } },
    () => customerFilterData(db),
  );

  app.get(
    '/admin/cliente/exportar',
    {
      schema: {
        ...base,
        summary: 'CSV del listado con los mismos filtros (100.000 filas como máximo, los más recientes)',
        produces: ['text/csv'],
        querystring: Type.Object({ filter: ListQuerySchema.properties.filter }, { additionalProperties: false }),
        response: { 200: CsvResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { filter } = parseListQuery({ filter: request.query.filter }, listOptions);
      const rows = exportCustomersCsv(db, filter);
      return sendCsv(reply, customersFileName(), rows);
    },
  );

  app.get(
    '/admin/cliente/:id',
    {
      schema: {
        ...base,
        summary: 'Ficha del cliente: perfil, plan, historial de estatus, direcciones, pedidos, saldo, cupones y calificaciones',
        params: IdParams,
        response: { 200: ClienteDetalleSchema, ...errors },
      },
    },
    async (request) => getCustomerAdmin(db, await zonas(request), request.params.id),
  );

  app.put(
    '/admin/cliente/:id/bloqueo',
    {
      schema: {
        ...base,
        summary: 'Bloquear o desbloquear al cliente con un motivo (bloquear cierra sus sesiones)',
        params: IdParams,
        body: BloqueoBodySchema,
        response: { 200: ClienteDetalleSchema, ...writeErrors },
      },
    },
    async (request) => {
      await setCustomerBlock(db, request.params.id, request.body, request.usuario!.id);
      return getCustomerAdmin(db, await zonas(request), request.params.id);
    },
  );
};

export default adminCustomerRoutes;
