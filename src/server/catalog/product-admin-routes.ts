/** Back-office product API under /admin/producto (ROLE_ADMIN + ROLE_PRODUCTO on every route, by the admin guard). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  GaleriaOrdenBodySchema,
  PRODUCTO_ORDENABLES,
  ProductoBodySchema,
  ProductoEstatusBodySchema,
  ProductoFilaSchema,
  ProductoFiltroSchema,
  ProductoFormDataSchema,
  ProductoFormEditarSchema,
  ProductoSchema,
} from '../../shared/contracts/admin-products';
import { DisponibleSchema } from '../../shared/contracts/catalog';
import { auditHistoryRoute } from '../audit/routes';
import { errorBodySchema } from '../errors';
import { ListQuerySchema, parseListQuery, sendPage } from '../list-query';
import { readUploadedImage } from '../plugins/uploads';
import { exportProductsCsv, productExportFileName } from './product-admin-export';
import { getProductAdmin, listProductsAdmin, productFormData } from './product-admin-queries';
import {
  addGalleryImage,
  createProduct,
  isCodeAvailable,
  isNameAvailable,
  removeGalleryImage,
  removeProductImage,
  reorderGallery,
  setProductImage,
  setProductStatus,
  updateProduct,
} from './product-admin-service';
import { CsvResponseSchema, sendCsv } from '../csv-reply';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const IdParams = Type.Object({ id: Id });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const writeErrors = { ...errors, 409: errorBodySchema, 413: errorBodySchema, 422: errorBodySchema };
const base = { tags: ['admin-producto'], security: [{ bearerAuth: [] }] };
const listOptions = { filter: ProductoFiltroSchema, sortable: PRODUCTO_ORDENABLES, defaultSort: 'id' as const };

const adminProductRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  auditHistoryRoute(app, { path: '/admin/producto/:id', recurso: 'producto', assertVisible: async (d, id) => void (await getProductAdmin(d, id)) });

  app.get(
    '/admin/producto',
    {
      schema: {
        ...base,
        summary: 'Listado filtrable de productos (filter, sort, range de ra-data-simple-rest; 50 por página)',
        querystring: ListQuerySchema,
        response: { 200: Type.Array(ProductoFilaSchema), ...errors },
      },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, listOptions);
      return sendPage(reply, 'producto', query, await listProductsAdmin(db, query));
    },
  );

  app.get(
    '/admin/producto/exportar',
    {
      schema: {
        ...base,
        summary: 'CSV del listado con los mismos filtros (100.000 filas como máximo)',
        produces: ['text/csv'],
        querystring: Type.Object({ filter: ListQuerySchema.properties.filter }, { additionalProperties: false }),
        response: { 200: CsvResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      // the whole filter is checked before the first byte: a bad one is a JSON 400
      const { filter } = parseListQuery({ filter: request.query.filter }, listOptions);
      const rows = exportProductsCsv(db, filter);
      return sendCsv(reply, productExportFileName(), rows);
    },
  );

  app.get(
    '/admin/producto/formregistrar',
    {
      schema: { ...base, summary: 'Categorías, etiquetas, impuestos y zonas del formulario y de los filtros', response: { 200: ProductoFormDataSchema, ...errors } },
    },
    () => productFormData(db),
  );

  app.get(
    '/admin/producto/:id/formeditar',
    { schema: { ...base, summary: 'Datos del formulario de edición', params: IdParams, response: { 200: ProductoFormEditarSchema, ...errors } } },
    async (request) => {
      const producto = await getProductAdmin(db, request.params.id);
      return { ...(await productFormData(db)), producto };
    },
  );

  app.get(
    '/admin/producto/:id',
    { schema: { ...base, summary: 'Un producto con su galería', params: IdParams, response: { 200: ProductoSchema, ...errors } } },
    (request) => getProductAdmin(db, request.params.id),
  );

  const nombre = Type.String({ minLength: 1, maxLength: 160 });
  for (const url of ['/admin/producto/nombre/:nombre', '/admin/producto/nombre/:nombre/:id']) {
    app.get(
      url,
      {
        schema: {
          ...base,
          summary: 'Disponibilidad de un nombre (sin distinguir mayúsculas ni acentos); id: el producto en edición',
          params: url.endsWith(':id') ? Type.Object({ nombre, id: Id }) : Type.Object({ nombre }),
          response: { 200: DisponibleSchema, ...errors },
        },
      },
      async (request) => ({ disponible: await isNameAvailable(db, request.params.nombre, (request.params as { id?: number }).id) }),
    );
  }

  const codigo = Type.String({ minLength: 1, maxLength: 40 });
  for (const url of ['/admin/producto/codigo/:codigo', '/admin/producto/codigo/:codigo/:id']) {
    app.get(
      url,
      {
        schema: {
          ...base,
          summary: 'Disponibilidad de un código (sin distinguir mayúsculas); id: el producto en edición',
          params: url.endsWith(':id') ? Type.Object({ codigo, id: Id }) : Type.Object({ codigo }),
          response: { 200: DisponibleSchema, ...errors },
        },
      },
      async (request) => ({ disponible: await isCodeAvailable(db, request.params.codigo, (request.params as { id?: number }).id) }),
    );
  }

  app.post(
    '/admin/producto',
    { schema: { ...base, summary: 'Registrar un producto', body: ProductoBodySchema, response: { 201: ProductoSchema, ...writeErrors } } },
    async (request, reply) => reply.status(201).send(await createProduct(db, request.body)),
  );

  app.put(
    '/admin/producto/:id',
    {
      schema: { ...base, summary: 'Editar un producto', params: IdParams, body: ProductoBodySchema, response: { 200: ProductoSchema, ...writeErrors } },
    },
    (request) => updateProduct(db, request.params.id, request.body),
  );

  app.put(
    '/admin/producto/:id/estatus',
    {
      schema: {
        ...base,
        summary: 'Cambiar el estatus (sin estatus en el cuerpo, alterna activo/inactivo); los productos no se eliminan',
        params: IdParams,
        body: ProductoEstatusBodySchema,
        response: { 200: ProductoSchema, ...writeErrors },
      },
    },
    (request) => setProductStatus(db, request.params.id, request.body.estatus),
  );

  const upload = { ...base, consumes: ['multipart/form-data'], params: IdParams, response: { 200: ProductoSchema, ...writeErrors } };

  app.post(
    '/admin/producto/:id/imagen',
    { schema: { ...upload, summary: 'Subir la imagen principal (multipart, campo imagen, encabezado X-Upload)' } },
    async (request) => setProductImage(db, app.images, request.params.id, await readUploadedImage(request)),
  );

  app.delete(
    '/admin/producto/:id/imagen',
    { schema: { ...base, summary: 'Quitar la imagen principal', params: IdParams, response: { 200: ProductoSchema, ...writeErrors } } },
    (request) => removeProductImage(db, app.images, request.params.id),
  );

  app.post(
    '/admin/producto/:id/galeria',
    { schema: { ...upload, summary: 'Agregar una imagen al final de la galería (multipart, campo imagen, encabezado X-Upload)' } },
    async (request) => addGalleryImage(db, app.images, request.params.id, await readUploadedImage(request)),
  );

  app.put(
    '/admin/producto/:id/galeria/orden',
    {
      schema: {
        ...base,
        summary: 'Reordenar la galería: todas sus imágenes, en el orden nuevo',
        params: IdParams,
        body: GaleriaOrdenBodySchema,
        response: { 200: ProductoSchema, ...writeErrors },
      },
    },
    (request) => reorderGallery(db, request.params.id, request.body.ids),
  );

  app.delete(
    '/admin/producto/:id/galeria/:imagenId',
    {
      schema: {
        ...base,
        summary: 'Quitar una imagen de la galería',
        params: Type.Object({ id: Id, imagenId: Id }),
        response: { 200: ProductoSchema, ...writeErrors },
      },
    },
    (request) => removeGalleryImage(db, app.images, request.params.id, request.params.imagenId),
  );
};

export default adminProductRoutes;
