/**
 * Back-office zones under /admin/zona (ROLE_ADMIN + ROLE_ZONA_ACTUALIZAR; a `:zona` path also needs
 * ROLE_ZONA_<zona>, both checked by the admin guard). Lists show the staff member's zones only.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  ZONA_ORDENABLES,
  ZonaAdminSchema,
  ZonaBodySchema,
  ZonaEstatusBodySchema,
  ZonaFiltroSchema,
  ZonaRegistrarDataSchema,
  ZonaSimpleSchema,
  DireccionZonaBodySchema,
  DireccionZonaSchema,
} from '../../shared/contracts/admin-zones';
import { DisponibleSchema } from '../../shared/contracts/catalog';
import { auditHistoryRoute } from '../audit/routes';
import { errorBodySchema } from '../errors';
import { ListQuerySchema, parseListQuery, sendPage } from '../list-query';
import {
  createZone,
  getZoneAdmin,
  isZoneValueAvailable,
  listZonesAdmin,
  nextZoneOrder,
  setZoneStatus,
  updateZone,
  zoneIdOf,
  zoneSimple,
  zonesOfStaff,
} from './admin-service';
import { staffZones } from './service';
import { createZoneAddress, getZoneAddress, listZoneAddresses, setZoneAddressStatus, updateZoneAddress } from './address-admin-service';

const ZonaParam = Type.Object({ zona: Type.String({ minLength: 1, maxLength: 120 }) });
const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const writeErrors = { ...errors, 409: errorBodySchema, 422: errorBodySchema };
const base = { tags: ['admin-zona'], security: [{ bearerAuth: [] }] };

const adminZoneRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const zonas = (request: FastifyRequest) => staffZones(db, request.usuario!.roles);

  auditHistoryRoute(app, { path: '/admin/zona/:zona', recurso: 'zona', param: { name: 'zona', toId: zoneIdOf } });

  app.get(
    '/admin/zona',
    {
      schema: {
        ...base,
        summary: 'Zonas del usuario, filtrables (filter, sort, range de ra-data-simple-rest)',
        querystring: ListQuerySchema,
        response: { 200: Type.Array(ZonaAdminSchema), ...errors },
      },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, { filter: ZonaFiltroSchema, sortable: ZONA_ORDENABLES, defaultSort: 'orden' });
      return sendPage(reply, 'zona', query, await listZonesAdmin(db, await zonas(request), query));
    },
  );

  app.get(
    '/admin/zona/listado',
    { schema: { ...base, summary: 'Zonas del usuario (id, slug, nombre, estatus) para selectores', response: { 200: Type.Array(ZonaSimpleSchema), ...errors } } },
    async (request) => zonesOfStaff(db, await zonas(request)),
  );

  app.get(
    '/admin/zona/registrardata',
    { schema: { ...base, summary: 'Valores por defecto de una zona nueva', response: { 200: ZonaRegistrarDataSchema, ...errors } } },
    async () => ({ orden: await nextZoneOrder(db) }),
  );

  app.post(
    '/admin/zona/registrar',
    {
      schema: {
        ...base,
        summary: 'Registrar una zona (el slug se forma del nombre si no se indica); quien la crea recibe su rol de zona',
        body: ZonaBodySchema,
        response: { 201: ZonaAdminSchema, ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await createZone(db, request.body)),
  );

  for (const field of ['nombre', 'slug'] as const) {
    for (const url of [`/admin/zona/${field}/:valor`, `/admin/zona/${field}/:valor/:id`]) {
      app.get(
        url,
        {
          schema: {
            ...base,
            summary: `Disponibilidad de un ${field} de zona; id: la zona en edición`,
            params: url.endsWith(':id')
              ? Type.Object({ valor: Type.String({ minLength: 1, maxLength: 120 }), id: Id })
              : Type.Object({ valor: Type.String({ minLength: 1, maxLength: 120 }) }),
            response: { 200: DisponibleSchema, ...errors },
          },
        },
        async (request) => {
          const params = request.params as { valor: string; id?: number };
          return { disponible: await isZoneValueAvailable(db, field, params.valor, params.id) };
        },
      );
    }
  }

  app.get(
    '/admin/zona/:zona/editardata',
    { schema: { ...base, summary: 'Una zona con sus conteos (sucursales, direcciones, áreas)', params: ZonaParam, response: { 200: ZonaAdminSchema, ...errors } } },
    (request) => getZoneAdmin(db, request.params.zona),
  );

  app.get(
    '/admin/zona/:zona/simple',
    { schema: { ...base, summary: 'Id, slug, nombre y estatus de una zona', params: ZonaParam, response: { 200: ZonaSimpleSchema, ...errors } } },
    (request) => zoneSimple(db, request.params.zona),
  );

  app.put(
    '/admin/zona/:zona/editar',
    {
      schema: {
        ...base,
        summary: 'Editar nombre, slug y orden (un slug nuevo renombra los roles de zona del personal)',
        params: ZonaParam,
        body: ZonaBodySchema,
        response: { 200: ZonaAdminSchema, ...writeErrors },
      },
    },
    (request) => updateZone(db, request.params.zona, request.body),
  );

  app.put(
    '/admin/zona/:zona/estatus',
    {
      schema: {
        ...base,
        summary: 'Activar o desactivar (mantenimiento) la zona; sin estatus alterna',
        params: ZonaParam,
        body: ZonaEstatusBodySchema,
        response: { 200: ZonaAdminSchema, ...writeErrors },
      },
    },
    (request) => setZoneStatus(db, request.params.zona, request.body.estatus),
  );
};

export default adminZoneRoutes;

const DireccionParams = Type.Object({ zona: Type.String({ minLength: 1, maxLength: 120 }), id: Id });

/** Pickup addresses of a zone: /admin/zona/{zona}/direccion[/{id}[/estatus]]. */
export const adminZoneAddressRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  auditHistoryRoute(app, { path: '/admin/zona/:zona/direccion/:id', recurso: 'direccion_zona', assertVisible: async (d, id, request) => void (await getZoneAddress(d, (request.params as { zona: string }).zona, id)) });

  app.get(
    '/admin/zona/:zona/direccion',
    { schema: { ...base, summary: 'Direcciones de retiro de la zona', params: ZonaParam, response: { 200: Type.Array(DireccionZonaSchema), ...errors } } },
    (request) => listZoneAddresses(db, request.params.zona),
  );
  app.get(
    '/admin/zona/:zona/direccion/:id',
    { schema: { ...base, summary: 'Una dirección de retiro de la zona', params: DireccionParams, response: { 200: DireccionZonaSchema, ...errors } } },
    (request) => getZoneAddress(db, request.params.zona, request.params.id),
  );
  app.post(
    '/admin/zona/:zona/direccion',
    {
      schema: { ...base, summary: 'Registrar una dirección de retiro', params: ZonaParam, body: DireccionZonaBodySchema, response: { 201: DireccionZonaSchema, ...writeErrors } },
    },
    async (request, reply) => reply.status(201).send(await createZoneAddress(db, request.params.zona, request.body)),
  );
  app.put(
    '/admin/zona/:zona/direccion/:id',
    {
      schema: { ...base, summary: 'Editar una dirección de retiro', params: DireccionParams, body: DireccionZonaBodySchema, response: { 200: DireccionZonaSchema, ...writeErrors } },
    },
    (request) => updateZoneAddress(db, request.params.zona, request.params.id, request.body),
  );
  app.put(
    '/admin/zona/:zona/direccion/:id/estatus',
    {
      schema: {
        ...base,
        summary: 'Activar o desactivar una dirección de retiro (sin estatus alterna)',
        params: DireccionParams,
        body: ZonaEstatusBodySchema,
        response: { 200: DireccionZonaSchema, ...writeErrors },
      },
    },
    (request) => setZoneAddressStatus(db, request.params.zona, request.params.id, request.body.estatus),
  );
};
