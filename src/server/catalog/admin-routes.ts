/** Back-office category API under /admin/categoria (ROLE_ADMIN + ROLE_CATEGORIA on every route). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  CATEGORIA_ORDENABLES,
  CategoriaBodySchema,
  CategoriaEstatusBodySchema,
  CategoriaFilaSchema,
  CategoriaFiltroSchema,
  CategoriaFormEditarSchema,
  CategoriaFullSchema,
  CategoriaHojaSchema,
  CategoriaOpcionSchema,
  CategoriaResumenSchema,
  CategoriaSelectorSchema,
  CategoriaSimpleSchema,
  DisponibleSchema,
} from '../../shared/contracts/catalog';
import { auditHistoryRoute } from '../audit/routes';
import { errorBodySchema } from '../errors';
import { contentRange, ListQuerySchema, parseListQuery } from '../list-query';
import { readUploadedImage } from '../plugins/uploads';
import {
  allCategories,
  categoryEditForm,
  categorySelector,
  getCategoryFull,
  getCategorySimple,
  leafCategories,
  listCategories,
  parentOptions,
} from './category-queries';
import {
  createCategory,
  isNameAvailable,
  isSlugAvailable,
  setCategoryImage,
  setCategoryStatus,
  updateCategory,
} from './category-service';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const IdParams = Type.Object({ id: Id });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const writeErrors = { ...errors, 409: errorBodySchema, 413: errorBodySchema, 422: errorBodySchema };
const base = { tags: ['admin-categoria'], security: [{ bearerAuth: [] }] };

const adminCategoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  auditHistoryRoute(app, { path: '/admin/categoria/:id', recurso: 'categoria', assertVisible: async (d, id) => void (await getCategorySimple(d, id)) });

  app.get(
    '/admin/categoria',
    {
      schema: {
        ...base,
        summary: 'Listado filtrable de categorías (filter, sort, range de ra-data-simple-rest)',
        querystring: ListQuerySchema,
        response: { 200: Type.Array(CategoriaFilaSchema), ...errors },
      },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, { filter: CategoriaFiltroSchema, sortable: CATEGORIA_ORDENABLES, defaultSort: 'id' });
      const { rows, total } = await listCategories(db, query);
      reply.header('Content-Range', contentRange('categoria', query.offset, rows.length, total));
      reply.header('Access-Control-Expose-Headers', 'Content-Range');
      return rows;
    },
  );

  app.get(
    '/admin/categoria/padresdisponibles',
    {
      schema: {
        ...base,
        summary: 'Categorías que pueden ser padre (de primer nivel, sin la categoría indicada)',
        querystring: Type.Object({ id: Type.Optional(Id) }, { additionalProperties: false }),
        response: { 200: Type.Array(CategoriaOpcionSchema), ...errors },
      },
    },
    (request) => parentOptions(db, request.query.id),
  );

  app.get(
    '/admin/categoria/todas',
    { schema: { ...base, summary: 'Todas las categorías', response: { 200: Type.Array(CategoriaResumenSchema), ...errors } } },
    () => allCategories(db),
  );

  app.get(
    '/admin/categoria/selector',
    {
      schema: { ...base, summary: 'Categorías activas en orden de árbol, para selectores', response: { 200: Type.Array(CategoriaSelectorSchema), ...errors } },
    },
    () => categorySelector(db),
  );

  app.get(
    '/admin/categoria/sinsubcategorias',
    {
      schema: { ...base, summary: 'Categorías sin subcategorías (donde van los productos)', response: { 200: Type.Array(CategoriaHojaSchema), ...errors } },
    },
    () => leafCategories(db),
  );

  app.get(
    '/admin/categoria/:id/formeditar',
    { schema: { ...base, summary: 'Datos del formulario de edición', params: IdParams, response: { 200: CategoriaFormEditarSchema, ...errors } } },
    (request) => categoryEditForm(db, request.params.id),
  );

  app.get(
    '/admin/categoria/:id/simple',
    { schema: { ...base, summary: 'Categoría (datos básicos)', params: IdParams, response: { 200: CategoriaSimpleSchema, ...errors } } },
    (request) => getCategorySimple(db, request.params.id),
  );

  for (const url of ['/admin/categoria/:id/full', '/admin/categoria/:id']) {
    app.get(
      url,
      { schema: { ...base, summary: 'Categoría completa con sus subcategorías', params: IdParams, response: { 200: CategoriaFullSchema, ...errors } } },
      (request) => getCategoryFull(db, request.params.id),
    );
  }

  const nombre = Type.String({ minLength: 1, maxLength: 100 });
  for (const url of ['/admin/categoria/nombre/:nombre', '/admin/categoria/nombre/:nombre/:id']) {
    app.get(
      url,
      {
        schema: {
          ...base,
          summary: 'Disponibilidad de un nombre (sin distinguir mayúsculas); id: la categoría en edición',
          params: url.endsWith(':id') ? Type.Object({ nombre, id: Id }) : Type.Object({ nombre }),
          response: { 200: DisponibleSchema, ...errors },
        },
      },
      async (request) => ({ disponible: await isNameAvailable(db, request.params.nombre, (request.params as { id?: number }).id) }),
    );
  }

  const slug = Type.String({ minLength: 1, maxLength: 120 });
  for (const url of ['/admin/categoria/slug/:slug', '/admin/categoria/slug/:slug/:id']) {
    app.get(
      url,
      {
        schema: {
          ...base,
          summary: 'Disponibilidad de un slug; id: la categoría en edición',
          params: url.endsWith(':id') ? Type.Object({ slug, id: Id }) : Type.Object({ slug }),
          response: { 200: DisponibleSchema, ...errors },
        },
      },
      async (request) => ({ disponible: await isSlugAvailable(db, request.params.slug, (request.params as { id?: number }).id) }),
    );
  }

  app.post(
    '/admin/categoria',
    {
      schema: {
        ...base,
        summary: 'Registrar una categoría (slug generado del nombre si falta)',
        body: CategoriaBodySchema,
        response: { 201: CategoriaFullSchema, ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await createCategory(db, request.body)),
  );

  app.put(
    '/admin/categoria/:id',
    {
      schema: {
        ...base,
        summary: 'Editar una categoría',
        params: IdParams,
        body: CategoriaBodySchema,
        response: { 200: CategoriaFullSchema, ...writeErrors },
      },
    },
    (request) => updateCategory(db, request.params.id, request.body),
  );

  app.put(
    '/admin/categoria/:id/estatus',
    {
      schema: {
        ...base,
        summary: 'Cambiar el estatus (sin estatus en el cuerpo, alterna activo/inactivo)',
        params: IdParams,
        body: CategoriaEstatusBodySchema,
        response: { 200: CategoriaFullSchema, ...writeErrors },
      },
    },
    (request) => setCategoryStatus(db, request.params.id, request.body.estatus),
  );

  app.post(
    '/admin/categoria/:id/imagen',
    {
      schema: {
        ...base,
        summary: 'Subir la miniatura (multipart, campo imagen, encabezado X-Upload)',
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: { 200: CategoriaFullSchema, ...writeErrors },
      },
    },
    async (request) => setCategoryImage(db, app.images, request.params.id, await readUploadedImage(request)),
  );
};

export default adminCategoryRoutes;
