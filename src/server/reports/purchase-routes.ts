/** Purchases by customer under /admin/reporte/compra-usuario (ROLE_ADMIN + ROLE_PUBLICIDAD; the caller's zones). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { COMPRA_USUARIO_ORDENABLES, CompraUsuarioFilaSchema, CompraUsuarioFiltroSchema, ReporteDataFiltroSchema } from '../../shared/contracts/admin-reports';
import { errorBodySchema } from '../errors';
import { ListQuerySchema, parseListQuery, sendPage } from '../list-query';
import { staffZones } from '../zones/service';
import { reportFilterData } from './filter-data';
import { exportPurchasesCsv, purchaseExportName } from './purchase-export';
import { purchaseReport } from './purchase-service';
import { CsvResponseSchema, sendCsv } from '../csv-reply';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const base = { tags: ['admin-reporte'], security: [{ bearerAuth: [] }] };
const listOptions = {
  filter: CompraUsuarioFiltroSchema,
  sortable: COMPRA_USUARIO_ORDENABLES,
  defaultSort: 'totalUsd' as const,
  defaultOrder: 'DESC' as const,
};

const purchaseReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const zonas = (request: FastifyRequest) => staffZones(db, request.usuario!.roles);

  app.get(
    '/admin/reporte/compra-usuario',
    {
      schema: {
        ...base,
        summary: 'Compras por cliente en un rango de fechas (filter, sort, range de ra-data-simple-rest)',
        querystring: ListQuerySchema,
        response: { 200: Type.Array(CompraUsuarioFilaSchema), ...errors },
      },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, listOptions);
      return sendPage(reply, 'reporte/compra-usuario', query, await purchaseReport(db, await zonas(request), query));
    },
  );

  app.get(
    '/admin/reporte/compra-usuario/datafiltro',
    { schema: { ...base, summary: 'Opciones de los filtros: zonas del usuario y planes', response: { 200: ReporteDataFiltroSchema, ...errors } } },
    (request) => reportFilterData(db, request.usuario!.roles),
  );

  app.get(
    '/admin/reporte/compra-usuario/exportar',
    {
      schema: {
        ...base,
        summary: 'CSV de las compras por cliente con los mismos filtros (todas las filas, enviado mientras se lee)',
        produces: ['text/csv'],
        querystring: Type.Object({ filter: ListQuerySchema.properties.filter }, { additionalProperties: false }),
        response: { 200: CsvResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { filter } = parseListQuery({ filter: request.query.filter }, listOptions);
      const chunks = exportPurchasesCsv(db, await zonas(request), filter);
      return sendCsv(reply, purchaseExportName(), chunks);
    },
  );
};

export default purchaseReportRoutes;
