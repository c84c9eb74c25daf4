/** Back-office order API under /admin/orden (ROLE_ADMIN + ROLE_PEDIDO; rows limited to the caller's zones). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  CambioEstatusLoteSchema,
  CambioEstatusOrdenSchema,
  OrdenConteoSchema,
  ResultadoLoteSchema,
  ORDEN_ORDENABLES,
  OrdenAdminSchema,
  OrdenDataFiltroSchema,
  OrdenFilaSchema,
  OrdenFiltroSchema,
} from '../../shared/contracts/admin-orders';
import { auditHistoryRoute } from '../audit/routes';
import { errorBodySchema } from '../errors';
import { contentRange, ListQuerySchema, parseListQuery } from '../list-query';
import { exportFileName, exportOrdersCsv } from './admin-export';
import { staffZones } from '../zones/service';
import { countByStatus, moveOrders } from './admin-bulk';
import { getOrderAdmin, listOrdersAdmin, moveOrder, orderFilterData } from './admin-service';
import { CsvResponseSchema, sendCsv } from '../csv-reply';

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const base = { tags: ['admin-orden'], security: [{ bearerAuth: [] }] };
const listOptions = { filter: OrdenFiltroSchema, sortable: ORDEN_ORDENABLES, defaultSort: 'id' as const };

const adminOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const zonas = (request: FastifyRequest) => staffZones(db, request.usuario!.roles);
  auditHistoryRoute(app, {
    path: '/admin/orden/:id',
    recurso: 'orden',
    assertVisible: async (d, id, request) => void (await getOrderAdmin(d, await zonas(request), id)),
  });

  app.get(
    '/admin/orden',
    {
      schema: {
        ...base,
        summary: 'Listado filtrable de órdenes de las zonas del usuario (filter, sort, range de ra-data-simple-rest)',
        querystring: ListQuerySchema,
        response: { 200: Type.Array(OrdenFilaSchema), ...errors },
      },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, listOptions);
      const { rows, total } = await listOrdersAdmin(db, await zonas(request), query);
      reply.header('Content-Range', contentRange('orden', query.offset, rows.length, total));
      reply.header('Access-Control-Expose-Headers', 'Content-Range');
      return rows;
    },
  );

  app.get(
    '/admin/orden/datafiltro',
    { schema: { ...base, summary: 'Opciones de los filtros del listado', response: { 200: OrdenDataFiltroSchema, ...errors } } },
    (request) => orderFilterData(db, request.usuario!.roles),
  );

  app.get(
    '/admin/orden/conteo',
    {
      schema: {
        ...base,
        summary: 'Órdenes por estatus con los demás filtros del listado (pestañas de estatus)',
        querystring: Type.Object({ filter: ListQuerySchema.properties.filter }, { additionalProperties: false }),
        response: { 200: Type.Array(OrdenConteoSchema), ...errors },
      },
    },
    async (request) => {
      const { filter } = parseListQuery({ filter: request.query.filter }, listOptions);
      return countByStatus(db, await zonas(request), filter);
    },
  );

  app.put(
    '/admin/orden/estatus-lote',
    {
      schema: {
        ...base,
        summary: 'Cambiar el estatus de varias órdenes con una sola nota (informa las que no pudieron moverse)',
        body: CambioEstatusLoteSchema,
        response: { 200: ResultadoLoteSchema, ...errors },
      },
    },
    async (request) => moveOrders(db, await zonas(request), request.body, request.usuario!.id),
  );

  app.get(
    '/admin/orden/exportar',
    {
      schema: {
        ...base,
        summary: 'CSV del listado con los mismos filtros (100.000 filas como máximo, las más recientes)',
        produces: ['text/csv'],
        querystring: Type.Object({ filter: ListQuerySchema.properties.filter }, { additionalProperties: false }),
        response: { 200: CsvResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { filter } = parseListQuery({ filter: request.query.filter }, listOptions);
      const rows = exportOrdersCsv(db, await zonas(request), filter);
      return sendCsv(reply, exportFileName(), rows);
    },
  );

  for (const url of ['/admin/orden/:id/full', '/admin/orden/:id']) {
    app.get(
      url,
      {
        schema: {
          ...base,
          summary: 'Orden completa: líneas, pagos, historial, cliente y calificación',
          params: IdParams,
          response: { 200: OrdenAdminSchema, ...errors },
        },
      },
      async (request) => getOrderAdmin(db, await zonas(request), request.params.id),
    );
  }

  app.put(
    '/admin/orden/:id/estatus',
    {
      schema: {
        ...base,
        summary: 'Cambiar el estatus con una nota (solo las transiciones permitidas)',
        params: IdParams,
        body: CambioEstatusOrdenSchema,
        response: { 200: OrdenAdminSchema, ...errors, 409: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => moveOrder(db, await zonas(request), request.params.id, request.body, request.usuario!.id),
  );
};

export default adminOrderRoutes;
