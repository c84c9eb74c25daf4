/**
 * Search history and synonym sets under /admin/buscador-historial (ROLE_ADMIN + ROLE_PUBLICIDAD); the
 * history covers the caller's zones.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  HISTORIAL_ORDENABLES,
  HistorialFilaSchema,
  HistorialFiltroSchema,
  HistorialSerieSchema,
  SinonimoBodySchema,
  SinonimoFiltroSchema,
  SinonimoGuardadoSchema,
  SinonimoSchema,
} from '../../shared/contracts/admin-search-history';
import { ReporteDataFiltroSchema } from '../../shared/contracts/admin-reports';
import { auditHistoryRoute } from '../audit/routes';
import { reportFilterData } from '../reports/filter-data';
import { errorBodySchema } from '../errors';
import { ListQuerySchema, parseListQuery, sendPage } from '../list-query';
import { staffZones } from '../zones/service';
import { listSearchHistory, searchHistorySeries } from './history-admin-service';
import { createSynonym, deleteSynonym, getSynonym, listSynonyms, updateSynonym } from './synonym-service';

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const base = { tags: ['admin-buscador-historial'], security: [{ bearerAuth: [] }] };
const historyOptions = { filter: HistorialFiltroSchema, sortable: HISTORIAL_ORDENABLES, defaultSort: 'busquedas' as const, defaultOrder: 'DESC' as const };
const synonymOptions = { filter: SinonimoFiltroSchema, sortable: ['id', 'actualizadoEn'] as const, defaultSort: 'id' as const, defaultOrder: 'DESC' as const };

const searchHistoryAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const zonas = (request: FastifyRequest) => staffZones(db, request.usuario!.roles);
  auditHistoryRoute(app, { path: '/admin/buscador-historial/sinonimo/:id', recurso: 'sinonimo' });

  app.get(
    '/admin/buscador-historial',
    {
      schema: {
        ...base,
        summary: 'Búsquedas por texto: cantidad, sin resultados, clics y conversiones (filter, sort, range)',
        querystring: ListQuerySchema,
        response: { 200: Type.Array(HistorialFilaSchema), ...errors },
      },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, historyOptions);
      return sendPage(reply, 'buscador-historial', query, await listSearchHistory(db, await zonas(request), query));
    },
  );

  app.get(
    '/admin/buscador-historial/datafiltro',
    { schema: { ...base, summary: 'Opciones de los filtros: zonas del usuario y planes', response: { 200: ReporteDataFiltroSchema, ...errors } } },
    (request) => reportFilterData(db, request.usuario!.roles),
  );

  app.get(
    '/admin/buscador-historial/serie',
    {
      schema: {
        ...base,
        summary: 'Búsquedas por día con los mismos filtros',
        querystring: Type.Object({ filter: ListQuerySchema.properties.filter }, { additionalProperties: false }),
        response: { 200: HistorialSerieSchema, ...errors },
      },
    },
    async (request) => {
      const { filter } = parseListQuery({ filter: request.query.filter }, historyOptions);
      return searchHistorySeries(db, await zonas(request), filter);
    },
  );

  app.get(
    '/admin/buscador-historial/sinonimo',
    {
      schema: {
        ...base,
        summary: 'Conjuntos de sinónimos del buscador (filter q: inicio de una palabra)',
        querystring: ListQuerySchema,
        response: { 200: Type.Array(SinonimoSchema), ...errors },
      },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, synonymOptions);
      return sendPage(reply, 'buscador-historial/sinonimo', query, await listSynonyms(db, query));
    },
  );

  app.get(
    '/admin/buscador-historial/sinonimo/:id',
    { schema: { ...base, summary: 'Un conjunto de sinónimos', params: IdParams, response: { 200: SinonimoSchema, ...errors } } },
    (request) => getSynonym(db, request.params.id),
  );

  app.post(
    '/admin/buscador-historial/sinonimo',
    {
      schema: {
        ...base,
        summary: 'Registrar un conjunto de sinónimos (el buscador lo usa de inmediato)',
        body: SinonimoBodySchema,
        response: { 201: SinonimoGuardadoSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createSynonym(db, request.body)),
  );

  app.put(
    '/admin/buscador-historial/sinonimo/:id',
    {
      schema: {
        ...base,
        summary: 'Editar un conjunto de sinónimos',
        params: IdParams,
        body: SinonimoBodySchema,
        response: { 200: SinonimoGuardadoSchema, ...errors },
      },
    },
    (request) => updateSynonym(db, request.params.id, request.body),
  );

  app.delete(
    '/admin/buscador-historial/sinonimo/:id',
    { schema: { ...base, summary: 'Eliminar un conjunto de sinónimos', params: IdParams, response: { 200: SinonimoSchema, ...errors } } },
    (request) => deleteSynonym(db, request.params.id),
  );
};

export default searchHistoryAdminRoutes;
