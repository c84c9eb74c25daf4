/**
 * Quick lists back office (ROLE_LISTA_RAPIDA; the `:zona` of every path also needs ROLE_ZONA_<zona>):
 * /admin/lista-rapida/zona, /zona/{zona}/listado, registrar, editar/{id}, estatus/{id}, producto/{id},
 * cantidad/{id}, imagen/{id}, and the spec's upload POST /admin/zona/{zona}/imagenlistarapida.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  EstatusBodySchema,
  ImagenSubidaSchema,
  ListaRapidaAdminSchema,
  ListaRapidaBodySchema,
  ListaRapidaCantidadBodySchema,
  ListaRapidaProductosBodySchema,
  ProductoBuscarQuerySchema,
  ProductoElegibleSchema,
  ZonaPublicidadResumenSchema,
} from '../../shared/contracts/admin-publicidad';
import { searchZoneProducts, uploadPoolImage, zoneOf } from '../advertising/admin-shared';
import { advertisingZones } from '../advertising/admin-service';
import { errors, writeErrors, ZonaParam } from '../advertising/admin-routes';
import { auditHistoryRoute } from '../audit/routes';
import { readUploadedImage } from '../plugins/uploads';
import { staffZones } from '../zones/service';
import {
  getQuickListAdmin,
  listQuickListsAdmin,
  saveQuickList,
  setQuickListImage,
  setQuickListProducts,
  setQuickListQuantities,
  setQuickListStatus,
} from './admin-service';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const IdParams = Type.Object({ zona: Type.String({ minLength: 1, maxLength: 120 }), id: Id });
const base = { tags: ['admin-lista-rapida'], security: [{ bearerAuth: [] }] };
const ZONE = '/admin/lista-rapida/zona/:zona';

const adminQuickListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;

  auditHistoryRoute(app, {
    path: `${ZONE}/:id`,
    recurso: 'lista_rapida',
    assertVisible: async (d, id, request) => void (await getQuickListAdmin(d, (request.params as { zona: string }).zona, id)),
  });

  app.get(
    '/admin/lista-rapida/zona',
    { schema: { ...base, summary: 'Zonas del usuario con sus conteos (listas activas)', response: { 200: Type.Array(ZonaPublicidadResumenSchema), ...errors } } },
    async (request) => advertisingZones(db, await staffZones(db, request.usuario!.roles)),
  );
  app.get(
    `${ZONE}/listado`,
    { schema: { ...base, summary: 'Listas rápidas de la zona con sus productos', params: ZonaParam, response: { 200: Type.Array(ListaRapidaAdminSchema), ...errors } } },
    (request) => listQuickListsAdmin(db, request.params.zona),
  );
  app.get(
    `${ZONE}/:id`,
    { schema: { ...base, summary: 'Una lista rápida con sus productos', params: IdParams, response: { 200: ListaRapidaAdminSchema, ...errors } } },
    (request) => getQuickListAdmin(db, request.params.zona, request.params.id),
  );
  app.get(
    `${ZONE}/producto`,
    {
      schema: {
        ...base,
        summary: 'Productos vendibles de la zona por nombre o código (autocompletado), o por id',
        params: ZonaParam,
        querystring: ProductoBuscarQuerySchema,
        response: { 200: Type.Array(ProductoElegibleSchema), ...errors },
      },
    },
    (request) => searchZoneProducts(db, request.params.zona, request.query),
  );
  app.post(
    `${ZONE}/registrar`,
    { schema: { ...base, summary: 'Registrar una lista rápida', params: ZonaParam, body: ListaRapidaBodySchema, response: { 201: ListaRapidaAdminSchema, ...writeErrors } } },
    async (request, reply) => reply.status(201).send(await saveQuickList(db, request.params.zona, request.body)),
  );
  app.put(
    `${ZONE}/editar/:id`,
    { schema: { ...base, summary: 'Editar una lista rápida', params: IdParams, body: ListaRapidaBodySchema, response: { 200: ListaRapidaAdminSchema, ...writeErrors } } },
    (request) => saveQuickList(db, request.params.zona, request.body, request.params.id),
  );
  app.put(
    `${ZONE}/estatus/:id`,
    { schema: { ...base, summary: 'Activar o desactivar una lista rápida (sin estatus alterna)', params: IdParams, body: EstatusBodySchema, response: { 200: ListaRapidaAdminSchema, ...writeErrors } } },
    (request) => setQuickListStatus(db, request.params.zona, request.params.id, request.body.estatus),
  );
  app.put(
    `${ZONE}/producto/:id`,
    {
      schema: {
        ...base,
        summary: 'Reemplazar los productos de la lista (en el orden dado; sin cantidad: la mínima del producto)',
        params: IdParams,
        body: ListaRapidaProductosBodySchema,
        response: { 200: ListaRapidaAdminSchema, ...writeErrors },
      },
    },
    (request) => setQuickListProducts(db, request.params.zona, request.params.id, request.body),
  );
  app.put(
    `${ZONE}/cantidad/:id`,
    {
      schema: {
        ...base,
        summary: 'Cantidades sugeridas de productos de la lista (válidas para la modalidad de venta de cada uno)',
        params: IdParams,
        body: ListaRapidaCantidadBodySchema,
        response: { 200: ListaRapidaAdminSchema, ...writeErrors },
      },
    },
    (request) => setQuickListQuantities(db, request.params.zona, request.params.id, request.body),
  );
  app.post(
    `${ZONE}/imagen/:id`,
    {
      schema: {
        ...base,
        summary: 'Subir la imagen de la lista (multipart, campo imagen, encabezado X-Upload)',
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: { 200: ListaRapidaAdminSchema, ...writeErrors },
      },
    },
    async (request) => setQuickListImage(db, app.images, request.params.zona, request.params.id, await readUploadedImage(request)),
  );
  app.post(
    '/admin/zona/:zona/imagenlistarapida',
    {
      schema: {
        ...base,
        summary: 'Subir una imagen de lista rápida de la zona (multipart, campo imagen, encabezado X-Upload); su id va en imagenId de la lista',
        consumes: ['multipart/form-data'],
        params: ZonaParam,
        response: { 201: ImagenSubidaSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      await zoneOf(db, request.params.zona);
      return reply.status(201).send(await uploadPoolImage(db, app.images, request.params.zona, 'lista-rapida', await readUploadedImage(request)));
    },
  );
};

export default adminQuickListRoutes;
