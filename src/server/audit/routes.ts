/**
 * The audit trail's API: the global bitácora (ROLE_USUARIO_ADMIN, by the admin guard) and, for any area,
 * one record's history at `<record path>/historial` registered with one call from the area's routes.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { BITACORA_ORDENABLES, auditFilterData, getAuditEntry, listAudit, recordHistory } from './service';
import { BitacoraDataFiltroSchema, BitacoraFilaSchema, BitacoraFiltroSchema } from '../../shared/contracts/audit';
import type { Db } from '../db/client';
import { errorBodySchema, notFound } from '../errors';
import { ListQuerySchema, parseListQuery, sendPage } from '../list-query';

const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const listOptions = { filter: BitacoraFiltroSchema, sortable: BITACORA_ORDENABLES, defaultSort: 'fecha' as const, defaultOrder: 'DESC' as const };
const historyOptions = { ...listOptions, filter: Type.Object({}, { additionalProperties: false }) };

const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const base = { tags: ['admin-bitacora'], security: [{ bearerAuth: [] }] };

  app.get(
    '/admin/bitacora',
    {
      schema: {
        ...base,
        summary: 'Bitácora de escrituras del back office (filter, sort, range de ra-data-simple-rest; lo más reciente primero)',
        querystring: ListQuerySchema,
        response: { 200: Type.Array(BitacoraFilaSchema), ...errors },
      },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, listOptions);
      return sendPage(reply, 'bitacora', query, await listAudit(app.db, query));
    },
  );

  app.get(
    '/admin/bitacora/datafiltro',
    { schema: { ...base, summary: 'Opciones de los filtros de la bitácora', response: { 200: BitacoraDataFiltroSchema, ...errors } } },
    () => auditFilterData(app.db),
  );

  app.get(
    '/admin/bitacora/:id',
    { schema: { ...base, summary: 'Una escritura de la bitácora', params: Type.Object({ id: Id }), response: { 200: BitacoraFilaSchema, ...errors } } },
    async (request) => (await getAuditEntry(app.db, request.params.id)) ?? Promise.reject(notFound('Registro de bitácora no encontrado')),
  );
};

export default auditRoutes;

export interface HistoryRouteOptions {
  /** The record's path pattern under the API base, e.g. '/admin/producto/:id'; '/historial' is appended. */
  path: string;
  /** The kind of record, as written by audit(). */
  recurso: string;
  /** Throws (404) when the caller may not see the record, e.g. another zone's; runs before the read. */
  assertVisible?: (db: Db, id: number, request: FastifyRequest) => Promise<void>;
  /**
   * For paths whose record parameter is not a numeric `:id` (e.g. '/admin/zona/:zona', a slug or an id):
   * the parameter's name and how its value becomes the record id (throwing 404 when unknown).
   */
  param?: { name: string; toId: (db: Db, value: string) => Promise<number> };
}

/**
 * Every parameter of the record's path, as the OpenAPI document must declare them: the record's numeric
 * `:id` (or its own named parameter, a slug or an id) and any parent's (e.g. `:zona`) as a path segment.
 */
function historyParams(opts: HistoryRouteOptions) {
  const names = [...opts.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const segment = Type.String({ minLength: 1, maxLength: 120 });
  return Type.Object(Object.fromEntries(names.map((name) => [name, name === 'id' && !opts.param ? Id : segment])));
}

/** GET <path>/historial: one record's history, newest first, guarded by the area of the path. */
export function auditHistoryRoute(app: FastifyInstance, opts: HistoryRouteOptions): void {
  app.get(
    `${opts.path}/historial`,
    {
      schema: {
        tags: ['admin-bitacora'],
        security: [{ bearerAuth: [] }],
        summary: `Historial de cambios de un registro (${opts.recurso})`,
        params: historyParams(opts),
        querystring: ListQuerySchema,
        response: { 200: Type.Array(BitacoraFilaSchema), ...errors },
      },
    },
    async (request, reply) => {
      const params = request.params as Record<string, string | number>;
      const id = opts.param ? await opts.param.toId(app.db, String(params[opts.param.name])) : (params.id as number);
      const query = parseListQuery(request.query as Record<string, string>, historyOptions);
      await opts.assertVisible?.(app.db, id, request);
      return sendPage(reply, 'historial', query, await recordHistory(app.db, opts.recurso, id, query));
    },
  );
}
