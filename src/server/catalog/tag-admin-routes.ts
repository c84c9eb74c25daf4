/** Back-office tag API under /admin/etiqueta (ROLE_ADMIN + ROLE_ETIQUETA on every route, by the admin guard). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ETIQUETA_ORDENABLES,
  EtiquetaBodySchema,
  EtiquetaEstatusBodySchema,
  EtiquetaFilaSchema,
  EtiquetaFiltroSchema,
} from '../../shared/contracts/admin-tags';
import { DisponibleSchema } from '../../shared/contracts/catalog';
import { auditHistoryRoute } from '../audit/routes';
import { errorBodySchema } from '../errors';
import { ListQuerySchema, parseListQuery, sendPage } from '../list-query';
import {
  createTag,
  getTagAdmin,
  isTagNameAvailable,
  isTagSlugAvailable,
  listTagsAdmin,
  setTagStatus,
  updateTag,
} from './tag-admin-service';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const IdParams = Type.Object({ id: Id });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const writeErrors = { ...errors, 409: errorBodySchema, 422: errorBodySchema };
const base = { tags: ['admin-etiqueta'], security: [{ bearerAuth: [] }] };

const adminTagRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  auditHistoryRoute(app, { path: '/admin/etiqueta/:id', recurso: 'etiqueta', assertVisible: async (d, id) => void (await getTagAdmin(d, id)) });

  app.get(
    '/admin/etiqueta',
    {
      schema: {
        ...base,
        summary: 'Listado filtrable de etiquetas con cuántos productos lleva cada una (filter, sort, range de ra-data-simple-rest)',
        querystring: ListQuerySchema,
        response: { 200: Type.Array(EtiquetaFilaSchema), ...errors },
      },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, { filter: EtiquetaFiltroSchema, sortable: ETIQUETA_ORDENABLES, defaultSort: 'nombre' });
      return sendPage(reply, 'etiqueta', query, await listTagsAdmin(db, query));
    },
  );

  app.get(
    '/admin/etiqueta/:id',
    { schema: { ...base, summary: 'Una etiqueta', params: IdParams, response: { 200: EtiquetaFilaSchema, ...errors } } },
    (request) => getTagAdmin(db, request.params.id),
  );

  const nombre = Type.String({ minLength: 1, maxLength: 80 });
  for (const url of ['/admin/etiqueta/nombre/:nombre', '/admin/etiqueta/nombre/:nombre/:id']) {
    app.get(
      url,
      {
        schema: {
          ...base,
          summary: 'Disponibilidad de un nombre (sin distinguir mayúsculas); id: la etiqueta en edición',
          params: url.endsWith(':id') ? Type.Object({ nombre, id: Id }) : Type.Object({ nombre }),
          response: { 200: DisponibleSchema, ...errors },
        },
      },
      async (request) => ({ disponible: await isTagNameAvailable(db, request.params.nombre, (request.params as { id?: number }).id) }),
    );
  }

  const slug = Type.String({ minLength: 1, maxLength: 100 });
  for (const url of ['/admin/etiqueta/slug/:slug', '/admin/etiqueta/slug/:slug/:id']) {
    app.get(
      url,
      {
        schema: {
          ...base,
          summary: 'Disponibilidad de un slug; id: la etiqueta en edición',
          params: url.endsWith(':id') ? Type.Object({ slug, id: Id }) : Type.Object({ slug }),
          response: { 200: DisponibleSchema, ...errors },
        },
      },
      async (request) => ({ disponible: await isTagSlugAvailable(db, request.params.slug, (request.params as { id?: number }).id) }),
    );
  }

  app.post(
    '/admin/etiqueta',
    {
      schema: {
        ...base,
        summary: 'Registrar una etiqueta (slug generado del nombre si falta)',
        body: EtiquetaBodySchema,
        response: { 201: EtiquetaFilaSchema, ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await createTag(db, request.body)),
  );

  app.put(
    '/admin/etiqueta/:id',
    {
      schema: { ...base, summary: 'Editar una etiqueta', params: IdParams, body: EtiquetaBodySchema, response: { 200: EtiquetaFilaSchema, ...writeErrors } },
    },
    (request) => updateTag(db, request.params.id, request.body),
  );

  app.put(
    '/admin/etiqueta/:id/estatus',
    {
      schema: {
        ...base,
        summary: 'Cambiar el estatus (sin estatus en el cuerpo, alterna activo/inactivo)',
        params: IdParams,
        body: EtiquetaEstatusBodySchema,
        response: { 200: EtiquetaFilaSchema, ...writeErrors },
      },
    },
    (request) => setTagStatus(db, request.params.id, request.body.estatus),
  );
};

export default adminTagRoutes;
