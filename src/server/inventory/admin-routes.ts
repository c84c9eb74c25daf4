/**
 * Back-office inventory API under /admin/inventario (ROLE_ADMIN + ROLE_INVENTARIO by the admin guard; a
 * `:zona` path also needs ROLE_ZONA_<zona>; other rows are narrowed to the caller's zones here).
 * Contract: src/shared/contracts/admin-inventory.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  ExistenciaBodySchema,
  INVENTARIO_ORDENABLES,
  InventarioDataFiltroSchema,
  InventarioFilaSchema,
  InventarioFiltroSchema,
  InventarioProductoOpcionSchema,
  InventarioRegistrarBodySchema,
  LoteExistenciaBodySchema,
  LoteExistenciaRespuestaSchema,
  LoteOfertaBodySchema,
  LoteOfertaRespuestaSchema,
  PrecioFilaSchema,
  PreciosBodySchema,
} from '../../shared/contracts/admin-inventory';
import { auditHistoryRoute } from '../audit/routes';
import { errorBodySchema } from '../errors';
import { ListQuerySchema, parseListQuery, sendPage } from '../list-query';
import { staffZones } from '../zones/service';
import { bulkOffer, bulkStock } from './admin-bulk';
import { getInventoryAdmin, inventoryAt, inventoryFilterData, listInventoryAdmin, productOptions, zoneOfParam } from './admin-queries';
import { adjustStock, registerInventory, setPrices } from './admin-service';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Zona = Type.String({ minLength: 1, maxLength: 60 });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const writeErrors = { ...errors, 409: errorBodySchema, 422: errorBodySchema };
const base = { tags: ['admin-inventario'], security: [{ bearerAuth: [] }] };
const RowParams = Type.Object({ zona: Zona, sucursal: Id, producto: Id });
const ROW = '/admin/inventario/zona/:zona/sucursal/:sucursal/producto/:producto';
const listOptions = { filter: InventarioFiltroSchema, sortable: INVENTARIO_ORDENABLES, defaultSort: 'id' as const };

const adminInventoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const zonas = (request: FastifyRequest) => staffZones(db, request.usuario!.roles);
  const rowAt = async (p: { zona: string; sucursal: number; producto: number }) => inventoryAt(db, await zoneOfParam(db, p.zona), p.sucursal, p.producto);

  auditHistoryRoute(app, {
    path: '/admin/inventario/:id',
    recurso: 'inventario',
    assertVisible: async (d, id, request) => void (await getInventoryAdmin(d, await zonas(request), id)),
  });

  app.get(
    '/admin/inventario',
    {
      schema: {
        ...base,
        summary: 'Inventario y precios de las zonas del usuario (filter, sort, range de ra-data-simple-rest)',
        querystring: ListQuerySchema,
        response: { 200: Type.Array(InventarioFilaSchema), ...errors },
      },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, listOptions);
      return sendPage(reply, 'inventario', query, await listInventoryAdmin(db, await zonas(request), query));
    },
  );

  app.get(
    '/admin/inventario/datafiltro',
    { schema: { ...base, summary: 'Zonas y sucursales del usuario para filtros y registro', response: { 200: InventarioDataFiltroSchema, ...errors } } },
    async (request) => inventoryFilterData(db, await zonas(request)),
  );

  app.get(
    '/admin/inventario/productos',
    {
      schema: {
        ...base,
        summary: 'Productos por nombre o código (selector del registro), hasta 20',
        querystring: Type.Object({ q: Type.Optional(Type.String({ maxLength: 80 })) }, { additionalProperties: false }),
        response: { 200: Type.Array(InventarioProductoOpcionSchema), ...errors },
      },
    },
    (request) => productOptions(db, request.query.q ?? ''),
  );

  app.get(
    '/admin/inventario/zona/:zona',
    {
      schema: {
        ...base,
        summary: 'Inventario de una zona (filter, sort, range)',
        params: Type.Object({ zona: Zona }),
        querystring: ListQuerySchema,
        response: { 200: Type.Array(InventarioFilaSchema), ...errors },
      },
    },
    async (request, reply) => {
      const zonaId = await zoneOfParam(db, request.params.zona);
      const query = parseListQuery(request.query, listOptions);
      query.filter = { ...query.filter, zonaId };
      return sendPage(reply, 'inventario', query, await listInventoryAdmin(db, await zonas(request), query));
    },
  );

  app.post(
    '/admin/inventario/registrar',
    {
      schema: {
        ...base,
        summary: 'Registrar la existencia de un producto en una sucursal con los precios de los tres planes',
        body: InventarioRegistrarBodySchema,
        response: { 201: InventarioFilaSchema, ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await registerInventory(db, await zonas(request), request.body)),
  );

  app.post(
    '/admin/inventario/lote/oferta',
    {
      schema: {
        ...base,
        summary: 'Aplicar una oferta de un porcentaje a los precios de las filas elegidas (preview: sin escribir)',
        body: LoteOfertaBodySchema,
        response: { 200: LoteOfertaRespuestaSchema, ...writeErrors },
      },
    },
    async (request) => bulkOffer(db, await zonas(request), request.body),
  );

  app.post(
    '/admin/inventario/lote/existencia',
    {
      schema: {
        ...base,
        summary: 'Ajustar en N unidades la existencia de las filas elegidas (preview: sin escribir)',
        body: LoteExistenciaBodySchema,
        response: { 200: LoteExistenciaRespuestaSchema, ...writeErrors },
      },
    },
    async (request) => bulkStock(db, await zonas(request), request.body),
  );

  app.get(
    '/admin/inventario/:id',
    { schema: { ...base, summary: 'Una fila de inventario con sus precios', params: Type.Object({ id: Id }), response: { 200: InventarioFilaSchema, ...errors } } },
    async (request) => getInventoryAdmin(db, await zonas(request), request.params.id),
  );

  app.get(
    ROW,
    { schema: { ...base, summary: 'Existencia de un producto en una sucursal', params: RowParams, response: { 200: InventarioFilaSchema, ...errors } } },
    (request) => rowAt(request.params),
  );

  app.put(
    ROW,
    {
      schema: {
        ...base,
        summary: 'Ajustar la existencia en N unidades (relativo; nunca por debajo de 0)',
        params: RowParams,
        body: ExistenciaBodySchema,
        response: { 200: InventarioFilaSchema, ...writeErrors },
      },
    },
    async (request) => adjustStock(db, await rowAt(request.params), request.body),
  );

  app.get(
    `${ROW}/precio`,
    { schema: { ...base, summary: 'Precios por plan (normal, PRIME, mayorista)', params: RowParams, response: { 200: Type.Array(PrecioFilaSchema), ...errors } } },
    async (request) => (await rowAt(request.params)).precios,
  );

  app.put(
    `${ROW}/precio`,
    {
      schema: {
        ...base,
        summary: 'Precio, oferta y modalidad de venta de uno o más planes',
        params: RowParams,
        body: PreciosBodySchema,
        response: { 200: InventarioFilaSchema, ...writeErrors },
      },
    },
    async (request) => setPrices(db, await rowAt(request.params), request.body.precios),
  );
};

export default adminInventoryRoutes;
