/**
 * Advertising back office (ROLE_PUBLICIDAD; the `:zona` of every path also needs ROLE_ZONA_<zona>, both
 * checked by the admin guard): /admin/publicidad/zona[/{zona}[/...]] and the spec's calls under
 * /admin/zona/{zona} (slider, sliderpublicidad, fullpublicidad, linkmenulistado, imagenoferta,
 * destacadoespecial/{id}), which ADMIN_API_AREAS gives to this area.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type, type TSchema } from 'typebox';
import {
  DestacadoAdminSchema,
  EstadisticaPublicidadSchema,
  DestacadoBodySchema,
  EstatusBodySchema,
  ImagenOfertaAdminSchema,
  ImagenOfertaBodySchema,
  ImagenSubidaSchema,
  LinkMenuAdminSchema,
  LinkMenuBodySchema,
  MensajeAdminSchema,
  MensajeBodySchema,
  MomentoQuerySchema,
  OrdenBodySchema,
  ProductoBuscarQuerySchema,
  ProductoElegibleSchema,
  ProductosOrdenBodySchema,
  PublicidadZonaSchema,
  SliderAdminSchema,
  SliderBodySchema,
  ZonaPublicidadResumenSchema,
} from '../../shared/contracts/admin-publicidad';
import { InicioSchema } from '../../shared/contracts/catalog-pages';
import { auditHistoryRoute } from '../audit/routes';
import { errorBodySchema, unprocessable } from '../errors';
import { readUploadedImage } from '../plugins/uploads';
import { staffZones } from '../zones/service';
import { searchZoneProducts, uploadPoolImage, zoneOf } from './admin-shared';
import {
  advertisingZones,
  assertRowInZone,
  listMenuLinks,
  listMessages,
  listOffers,
  listSliders,
  orderMenuLinks,
  orderRows,
  saveMenuLink,
  saveMessage,
  saveOffer,
  saveSlider,
  setRowStatus,
  zoneAdvertisingAdmin,
  type StatusKind,
} from './admin-service';
import { zoneAdStats } from './events';
import { getFeatured, listFeatured, saveFeatured, setFeaturedImage, setFeaturedProducts, setSpecialFeatured } from './featured-admin-service';
import { homePage } from './service';

export const ZonaParam = Type.Object({ zona: Type.String({ minLength: 1, maxLength: 120 }) });
const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const IdParams = Type.Object({ zona: Type.String({ minLength: 1, maxLength: 120 }), id: Id });
export const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
export const writeErrors = { ...errors, 409: errorBodySchema, 413: errorBodySchema, 422: errorBodySchema };
const base = { tags: ['admin-publicidad'], security: [{ bearerAuth: [] }] };
const ZONE = '/admin/publicidad/zona/:zona';

interface Kind {
  path: StatusKind;
  nombre: string;
  row: TSchema;
  body: TSchema;
  list: (db: FastifyInstance['db'], zona: string) => Promise<unknown[]>;
  save: (db: FastifyInstance['db'], zona: string, body: never, id?: number) => Promise<unknown>;
}

const KINDS: Kind[] = [
  { path: 'slider', nombre: 'slider', row: SliderAdminSchema, body: SliderBodySchema, list: listSliders, save: saveSlider },
  { path: 'imagen-oferta', nombre: 'imagen de oferta', row: ImagenOfertaAdminSchema, body: ImagenOfertaBodySchema, list: listOffers, save: saveOffer },
  { path: 'mensaje-publicidad', nombre: 'mensaje publicitario', row: MensajeAdminSchema, body: MensajeBodySchema, list: listMessages, save: saveMessage },
  { path: 'link-menu', nombre: 'enlace del menú', row: LinkMenuAdminSchema, body: LinkMenuBodySchema, list: listMenuLinks, save: saveMenuLink },
  { path: 'destacado', nombre: 'destacado', row: DestacadoAdminSchema, body: DestacadoBodySchema, list: listFeatured, save: saveFeatured },
];

const RECURSO: Record<StatusKind, string> = {
  slider: 'slider',
  'imagen-oferta': 'imagen_oferta',
  'mensaje-publicidad': 'mensaje_publicidad',
  'link-menu': 'link_menu',
  destacado: 'destacado',
};

/** list, registrar, {id}/editar, {id}/estatus, orden and {id}/historial of one kind of row. */
function kindRoutes(app: FastifyInstance, kind: Kind): void {
  const db = app.db;
  const path = `${ZONE}/${kind.path}`;
  type Params = { zona: string; id: number };
  auditHistoryRoute(app, {
    path: `${path}/:id`,
    recurso: RECURSO[kind.path],
    assertVisible: (d, id, request) => assertRowInZone(d, (request.params as { zona: string }).zona, kind.path, id),
  });
  app.get(
    path,
    { schema: { ...base, summary: `Listado de ${kind.nombre} de la zona`, params: ZonaParam, response: { 200: Type.Array(kind.row), ...errors } } },
    (request) => kind.list(db, (request.params as Params).zona),
  );
  app.post(
    `${path}/registrar`,
    { schema: { ...base, summary: `Registrar ${kind.nombre}`, params: ZonaParam, body: kind.body, response: { 201: kind.row, ...writeErrors } } },
    async (request, reply) => reply.status(201).send(await kind.save(db, (request.params as Params).zona, request.body as never)),
  );
  app.put(
    `${path}/:id/editar`,
    { schema: { ...base, summary: `Editar ${kind.nombre}`, params: IdParams, body: kind.body, response: { 200: kind.row, ...writeErrors } } },
    (request) => kind.save(db, (request.params as Params).zona, request.body as never, (request.params as Params).id),
  );
  app.put(
    `${path}/:id/estatus`,
    {
      schema: { ...base, summary: `Activar o desactivar ${kind.nombre} (sin estatus alterna)`, params: IdParams, body: EstatusBodySchema, response: { 200: Type.Array(kind.row), ...writeErrors } },
    },
    async (request) => {
      const { zona, id } = request.params as Params;
      await setRowStatus(db, zona, kind.path, id, (request.body as { estatus?: 1 | 2 }).estatus);
      return kind.list(db, zona);
    },
  );
  app.put(
    `${path}/orden`,
    {
      schema: {
        ...base,
        summary: `Ordenar ${kind.nombre} de la zona (ids en el orden deseado, el primero primero)`,
        params: ZonaParam,
        body: OrdenBodySchema,
        response: { 200: Type.Array(kind.row), ...writeErrors },
      },
    },
    async (request) => {
      const { zona } = request.params as Params;
      const ids = (request.body as { id: number[] }).id;
      if (kind.path === 'link-menu') return orderMenuLinks(db, zona, ids);
      await orderRows(db, zona, kind.path, ids);
      return kind.list(db, zona);
    },
  );
}

function parseMomento(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const t = new Date(value).getTime();
  if (Number.isNaN(t)) throw unprocessable('Fecha y hora inválidas', { momento: 'Fecha y hora inválidas' });
  return t;
}

const uploadSchema = { ...base, consumes: ['multipart/form-data'], params: ZonaParam, response: { 201: ImagenSubidaSchema, ...writeErrors } };

const adminAdvertisingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;

  app.get(
    '/admin/publicidad/zona',
    { schema: { ...base, summary: 'Zonas del usuario con cuánta publicidad activa tiene cada una', response: { 200: Type.Array(ZonaPublicidadResumenSchema), ...errors } } },
    async (request) => advertisingZones(db, await staffZones(db, request.usuario!.roles)),
  );

  for (const url of [ZONE, '/admin/zona/:zona/fullpublicidad']) {
    app.get(
      url,
      { schema: { ...base, summary: 'Toda la publicidad de la zona: sliders, imágenes de oferta, mensajes, enlaces del menú y destacados', params: ZonaParam, response: { 200: PublicidadZonaSchema, ...errors } } },
      (request) => zoneAdvertisingAdmin(db, request.params.zona),
    );
  }

  app.get(
    `${ZONE}/vista`,
    {
      schema: {
        ...base,
        summary: 'Vista previa del inicio de la zona en un momento (momento ISO; por defecto ahora), como lo ve un invitado',
        params: ZonaParam,
        querystring: MomentoQuerySchema,
        response: { 200: InicioSchema, ...writeErrors },
      },
    },
    async (request) => {
      const z = await zoneOf(db, request.params.zona);
      return (await homePage(db, { zona: z.slug, usuarioTipoId: null, momento: parseMomento(request.query.momento) })).body;
    },
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

  for (const kind of KINDS) kindRoutes(app, kind);

  app.get(
    `${ZONE}/estadistica`,
    {
      schema: {
        ...base,
        summary: 'Vistas y clics de los últimos 30 días de cada slider, imagen de oferta y destacado de la zona que tenga alguno',
        params: ZonaParam,
        response: { 200: Type.Array(EstadisticaPublicidadSchema), ...errors },
      },
    },
    (request) => zoneAdStats(db, request.params.zona),
  );

  app.get(
    `${ZONE}/destacado/:id`,
    { schema: { ...base, summary: 'Un destacado con sus productos en orden', params: IdParams, response: { 200: DestacadoAdminSchema, ...errors } } },
    (request) => getFeatured(db, request.params.zona, request.params.id),
  );
  app.put(
    `${ZONE}/destacado/:id/producto`,
    {
      schema: {
        ...base,
        summary: 'Reemplazar los productos del destacado (en el orden dado)',
        params: IdParams,
        body: ProductosOrdenBodySchema,
        response: { 200: DestacadoAdminSchema, ...writeErrors },
      },
    },
    (request) => setFeaturedProducts(db, request.params.zona, request.params.id, request.body.producto),
  );
  app.post(
    `${ZONE}/destacado/:id/imagen`,
    {
      schema: {
        ...base,
        summary: 'Subir la imagen del destacado (multipart, campo imagen, encabezado X-Upload)',
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: { 200: DestacadoAdminSchema, ...writeErrors },
      },
    },
    async (request) => setFeaturedImage(db, app.images, request.params.zona, request.params.id, await readUploadedImage(request)),
  );

  for (const url of [`${ZONE}/imagen`, '/admin/zona/:zona/imagenoferta']) {
    app.post(
      url,
      { schema: { ...uploadSchema, summary: 'Subir una imagen de publicidad de la zona (multipart, campo imagen, encabezado X-Upload); su id va en sliders e imágenes de oferta' } },
      async (request, reply) => reply.status(201).send(await uploadPoolImage(db, app.images, request.params.zona, 'publicidad', await readUploadedImage(request))),
    );
  }

  // the spec's calls under /admin/zona/{zona}
  app.get(
    '/admin/zona/:zona/slider',
    { schema: { ...base, summary: 'Sliders de la zona', params: ZonaParam, response: { 200: Type.Array(SliderAdminSchema), ...errors } } },
    (request) => listSliders(db, request.params.zona),
  );
  app.get(
    '/admin/zona/:zona/sliderpublicidad',
    {
      schema: {
        ...base,
        summary: 'Sliders e imágenes de oferta de la zona',
        params: ZonaParam,
        response: { 200: Type.Object({ slider: Type.Array(SliderAdminSchema), imagenOferta: Type.Array(ImagenOfertaAdminSchema) }), ...errors },
      },
    },
    async (request) => ({ slider: await listSliders(db, request.params.zona), imagenOferta: await listOffers(db, request.params.zona) }),
  );
  app.get(
    '/admin/zona/:zona/linkmenulistado',
    { schema: { ...base, summary: 'Enlaces del menú de la zona (prioridad descendente)', params: ZonaParam, response: { 200: Type.Array(LinkMenuAdminSchema), ...errors } } },
    (request) => listMenuLinks(db, request.params.zona),
  );
  app.put(
    '/admin/zona/:zona/destacadoespecial/:id',
    { schema: { ...base, summary: 'Hacer de un destacado el especial de la zona (se muestra primero)', params: IdParams, response: { 200: DestacadoAdminSchema, ...writeErrors } } },
    (request) => setSpecialFeatured(db, request.params.zona, request.params.id),
  );
};

export default adminAdvertisingRoutes;
