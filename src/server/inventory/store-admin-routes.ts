/**
 * Back-office stores and branches under /admin/tienda (ROLE_ADMIN + ROLE_TIENDA on every route, by the
 * admin guard); branches are narrowed to the caller's zones in the service.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  EstatusBodySchema,
  SUCURSAL_ORDENABLES,
  SucursalBodySchema,
  SucursalFilaSchema,
  SucursalFiltroSchema,
  SucursalFormRegistrarSchema,
  TIENDA_ORDENABLES,
  TiendaBodySchema,
  TiendaFilaSchema,
  TiendaFiltroSchema,
} from '../../shared/contracts/admin-stores';
import { DisponibleSchema } from '../../shared/contracts/catalog';
import { auditHistoryRoute } from '../audit/routes';
import { BITACORA_ORDENABLES, recordHistory } from '../audit/service';
import { BitacoraFilaSchema } from '../../shared/contracts/audit';
import { errorBodySchema } from '../errors';
import { ListQuerySchema, parseListQuery, sendPage } from '../list-query';
import { staffZones } from '../zones/service';
import { branchCreateForm, createBranch, getBranchAdmin, isBranchNameAvailable, listBranchesAdmin, setBranchStatus, updateBranch } from './branch-admin-service';
import { createStore, getStoreAdmin, isStoreNameAvailable, listStoresAdmin, setStoreStatus, updateStore } from './store-admin-service';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const IdParams = Type.Object({ id: Id });
/** Branch routes name the store :id like the store's own routes (one parameter node per path level). */
const TiendaParams = Type.Object({ id: Id });
const BranchParams = Type.Object({ id: Id, sucursal: Id });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const writeErrors = { ...errors, 409: errorBodySchema, 422: errorBodySchema };
const base = { tags: ['admin-tienda'], security: [{ bearerAuth: [] }] };

const adminStoreRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const zonas = (request: FastifyRequest) => staffZones(db, request.usuario!.roles);

  auditHistoryRoute(app, { path: '/admin/tienda/:id', recurso: 'tienda', assertVisible: async (d, id, r) => void (await getStoreAdmin(d, await zonas(r), id)) });
  // a branch's history: auditHistoryRoute's params are {id} only, this path has the store too
  app.get(
    '/admin/tienda/:id/sucursal/:sucursal/historial',
    {
      schema: {
        tags: ['admin-bitacora'],
        security: [{ bearerAuth: [] }],
        summary: 'Historial de cambios de un registro (sucursal)',
        params: BranchParams,
        querystring: ListQuerySchema,
        response: { 200: Type.Array(BitacoraFilaSchema), ...errors },
      },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, {
        filter: Type.Object({}, { additionalProperties: false }),
        sortable: BITACORA_ORDENABLES,
        defaultSort: 'fecha',
        defaultOrder: 'DESC',
      });
      await getBranchAdmin(db, await zonas(request), request.params.id, request.params.sucursal);
      return sendPage(reply, 'historial', query, await recordHistory(db, 'sucursal', request.params.sucursal, query));
    },
  );

  // ------------------------------------------------------------ stores
  app.get(
    '/admin/tienda',
    {
      schema: {
        ...base,
        summary: 'Listado filtrable de tiendas (filter, sort, range de ra-data-simple-rest)',
        querystring: ListQuerySchema,
        response: { 200: Type.Array(TiendaFilaSchema), ...errors },
      },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, { filter: TiendaFiltroSchema, sortable: TIENDA_ORDENABLES, defaultSort: 'nombre' });
      return sendPage(reply, 'tienda', query, await listStoresAdmin(db, await zonas(request), query));
    },
  );

  app.get(
    '/admin/tienda/:id',
    { schema: { ...base, summary: 'Una tienda', params: IdParams, response: { 200: TiendaFilaSchema, ...errors } } },
    async (request) => getStoreAdmin(db, await zonas(request), request.params.id),
  );

  const nombre = Type.String({ minLength: 1, maxLength: 120 });
  for (const url of ['/admin/tienda/nombre/:nombre', '/admin/tienda/nombre/:nombre/:id']) {
    app.get(
      url,
      {
        schema: {
          ...base,
          summary: 'Disponibilidad de un nombre de tienda (sin distinguir mayúsculas); id: la tienda en edición',
          params: url.endsWith(':id') ? Type.Object({ nombre, id: Id }) : Type.Object({ nombre }),
          response: { 200: DisponibleSchema, ...errors },
        },
      },
      async (request) => ({ disponible: await isStoreNameAvailable(db, request.params.nombre, (request.params as { id?: number }).id) }),
    );
  }

  app.post(
    '/admin/tienda',
    { schema: { ...base, summary: 'Registrar una tienda', body: TiendaBodySchema, response: { 201: TiendaFilaSchema, ...writeErrors } } },
    async (request, reply) => reply.status(201).send(await createStore(db, await zonas(request), request.body)),
  );

  app.put(
    '/admin/tienda/:id',
    {
      schema: { ...base, summary: 'Editar una tienda', params: IdParams, body: TiendaBodySchema, response: { 200: TiendaFilaSchema, ...writeErrors } },
    },
    async (request) => updateStore(db, await zonas(request), request.params.id, request.body),
  );

  app.put(
    '/admin/tienda/:id/estatus',
    {
      schema: {
        ...base,
        summary: 'Cambiar el estatus (sin estatus en el cuerpo, alterna); una tienda inactiva deja de vender en todas sus sucursales',
        params: IdParams,
        body: EstatusBodySchema,
        response: { 200: TiendaFilaSchema, ...writeErrors },
      },
    },
    async (request) => setStoreStatus(db, await zonas(request), request.params.id, request.body.estatus),
  );

  // ------------------------------------------------------------ branches
  app.get(
    '/admin/tienda/:id/sucursal',
    {
      schema: {
        ...base,
        summary: 'Sucursales de una tienda en las zonas del usuario (filter, sort, range de ra-data-simple-rest)',
        params: TiendaParams,
        querystring: ListQuerySchema,
        response: { 200: Type.Array(SucursalFilaSchema), ...errors },
      },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, { filter: SucursalFiltroSchema, sortable: SUCURSAL_ORDENABLES, defaultSort: 'nombre' });
      return sendPage(reply, 'sucursal', query, await listBranchesAdmin(db, await zonas(request), request.params.id, query));
    },
  );

  app.get(
    '/admin/tienda/:id/sucursal/formregistrar',
    {
      schema: {
        ...base,
        summary: 'Zonas en las que el usuario puede registrar sucursales',
        params: TiendaParams,
        response: { 200: SucursalFormRegistrarSchema, ...errors },
      },
    },
    async (request) => {
      await getStoreAdmin(db, await zonas(request), request.params.id);
      return branchCreateForm(db, await zonas(request));
    },
  );

  app.get(
    '/admin/tienda/:id/sucursal/:sucursal',
    { schema: { ...base, summary: 'Una sucursal', params: BranchParams, response: { 200: SucursalFilaSchema, ...errors } } },
    async (request) => getBranchAdmin(db, await zonas(request), request.params.id, request.params.sucursal),
  );

  for (const url of ['/admin/tienda/:id/sucursal/nombre/:nombre', '/admin/tienda/:id/sucursal/nombre/:nombre/:sucursal']) {
    app.get(
      url,
      {
        schema: {
          ...base,
          summary: 'Disponibilidad de un nombre de sucursal en la tienda; id: la sucursal en edición',
          params: url.endsWith(':sucursal') ? Type.Object({ id: Id, nombre, sucursal: Id }) : Type.Object({ id: Id, nombre }),
          response: { 200: DisponibleSchema, ...errors },
        },
      },
      async (request) => ({
        disponible: await isBranchNameAvailable(db, request.params.id, request.params.nombre, (request.params as { sucursal?: number }).sucursal),
      }),
    );
  }

  app.post(
    '/admin/tienda/:id/sucursal',
    {
      schema: {
        ...base,
        summary: 'Registrar una sucursal en una zona del usuario',
        params: TiendaParams,
        body: SucursalBodySchema,
        response: { 201: SucursalFilaSchema, ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await createBranch(db, await zonas(request), request.params.id, request.body)),
  );

  app.put(
    '/admin/tienda/:id/sucursal/:sucursal',
    {
      schema: {
        ...base,
        summary: 'Editar una sucursal (con inventario no cambia de zona)',
        params: BranchParams,
        body: SucursalBodySchema,
        response: { 200: SucursalFilaSchema, ...writeErrors },
      },
    },
    async (request) => updateBranch(db, await zonas(request), request.params.id, request.params.sucursal, request.body),
  );

  app.put(
    '/admin/tienda/:id/sucursal/:sucursal/estatus',
    {
      schema: {
        ...base,
        summary: 'Cambiar el estatus (sin estatus en el cuerpo, alterna); una sucursal inactiva deja de vender su inventario',
        params: BranchParams,
        body: EstatusBodySchema,
        response: { 200: SucursalFilaSchema, ...writeErrors },
      },
    },
    async (request) => setBranchStatus(db, await zonas(request), request.params.id, request.params.sucursal, request.body.estatus),
  );
};

export default adminStoreRoutes;
