/**
 * A zone's delivery set-up under /admin/zona/{zona}/… (ROLE_ZONA_ACTUALIZAR + ROLE_ZONA_<zona>, by the
 * admin guard): area, sector, horario, horario-pickup and envio-bloqueo, the spec's listing calls
 * (arealistado, fullsector, horariopickuplistado, enviobloqueolistado) and the coming days' window fill.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type, type TSchema } from 'typebox';
import {
  AreaConSectoresSchema,
  AreaZonaBodySchema,
  AreaZonaSchema,
  EnvioBloqueoBodySchema,
  EnvioBloqueoSchema,
  HorarioBodySchema,
  HorarioPickupBodySchema,
  HorarioZonaSchema,
  OcupacionVentanaSchema,
  SectorZonaBodySchema,
  SectorZonaSchema,
  ZonaEstatusBodySchema,
} from '../../shared/contracts/admin-zones';
import { auditHistoryRoute } from '../audit/routes';
import type { Db } from '../db/client';
import { errorBodySchema } from '../errors';
import * as svc from './delivery-admin-service';

const Zona = Type.String({ minLength: 1, maxLength: 120 });
const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const ZonaParam = Type.Object({ zona: Zona });
const ZonaIdParams = Type.Object({ zona: Zona, id: Id });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const writeErrors = { ...errors, 409: errorBodySchema, 422: errorBodySchema };
const base = { tags: ['admin-zona'], security: [{ bearerAuth: [] }] };

type ZonaReq = { params: { zona: string; id: number }; body: never };

interface SubArea {
  /** Path segment under the zone: 'area', 'sector', 'horario', 'horario-pickup'. */
  path: string;
  recurso: string;
  nombre: string;
  row: TSchema;
  body: TSchema;
  get: (db: Db, zona: string, id: number) => Promise<unknown>;
  create: (db: Db, zona: string, body: never) => Promise<unknown>;
  update: (db: Db, zona: string, id: number, body: never) => Promise<unknown>;
  status?: (db: Db, zona: string, id: number, estatus?: 1 | 2) => Promise<unknown>;
}

/** GET {id}, POST, PUT {id}, PUT {id}/estatus and GET {id}/historial of one sub-area of a zone. */
function subAreaRoutes(app: FastifyInstance, s: SubArea): void {
  const db = app.db;
  const path = `/admin/zona/:zona/${s.path}`;
  auditHistoryRoute(app, { path: `${path}/:id`, recurso: s.recurso, assertVisible: async (d, id, request) => void (await s.get(d, (request.params as { zona: string }).zona, id)) });
  app.get(`${path}/:id`, { schema: { ...base, summary: `Un(a) ${s.nombre} de la zona`, params: ZonaIdParams, response: { 200: s.row, ...errors } } }, (request) => {
    const { zona, id } = (request as unknown as ZonaReq).params;
    return s.get(db, zona, id);
  });
  app.post(
    path,
    { schema: { ...base, summary: `Registrar ${s.nombre}`, params: ZonaParam, body: s.body, response: { 201: s.row, ...writeErrors } } },
    async (request, reply) => {
      const r = request as unknown as ZonaReq;
      return reply.status(201).send(await s.create(db, r.params.zona, r.body));
    },
  );
  app.put(`${path}/:id`, { schema: { ...base, summary: `Editar ${s.nombre}`, params: ZonaIdParams, body: s.body, response: { 200: s.row, ...writeErrors } } }, (request) => {
    const r = request as unknown as ZonaReq;
    return s.update(db, r.params.zona, r.params.id, r.body);
  });
  const status = s.status;
  if (status) {
    app.put(
      `${path}/:id/estatus`,
      {
        schema: {
          ...base,
          summary: `Activar o desactivar ${s.nombre} (sin estatus alterna)`,
          params: ZonaIdParams,
          body: ZonaEstatusBodySchema,
          response: { 200: s.row, ...writeErrors },
        },
      },
      (request) => {
        const r = request as unknown as { params: { zona: string; id: number }; body: { estatus?: 1 | 2 } };
        return status(db, r.params.zona, r.params.id, r.body.estatus);
      },
    );
  }
}

const adminZoneDeliveryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const listing = (url: string, summary: string, row: TSchema, run: (db: Db, zona: string) => Promise<unknown>) =>
    (app as unknown as FastifyInstance).get(
      `/admin/zona/:zona/${url}`,
      { schema: { ...base, summary, params: ZonaParam, response: { 200: Type.Array(row), ...errors } } },
      (request) => run(db, (request.params as { zona: string }).zona),
    );

  listing('arealistado', 'Áreas de entrega de la zona con sus sectores y horarios activos contados', AreaZonaSchema, svc.listAreas);
  listing('fullsector', 'Cada área de la zona con sus sectores', AreaConSectoresSchema, svc.fullSector);
  listing('horario', 'Horarios de entrega de las áreas de la zona', HorarioZonaSchema, svc.listHorarios);
  listing('horariopickuplistado', 'Horarios de retiro de las direcciones de la zona', HorarioZonaSchema, svc.listHorariosPickup);
  listing('enviobloqueolistado', 'Bloqueos de envío de la zona (los vigentes primero)', EnvioBloqueoSchema, svc.listBloqueos);
  listing('ocupacion', 'Ventanas de los próximos días con sus pedidos y su capacidad', OcupacionVentanaSchema, (d, zona) => svc.windowOccupancy(d, zona));

  subAreaRoutes(app, {
    path: 'area',
    recurso: 'area',
    nombre: 'un área de entrega',
    row: AreaZonaSchema,
    body: AreaZonaBodySchema,
    get: svc.getArea,
    create: svc.createArea,
    update: svc.updateArea,
    status: svc.setAreaStatus,
  });
  subAreaRoutes(app, {
    path: 'sector',
    recurso: 'sector',
    nombre: 'un sector de un área',
    row: SectorZonaSchema,
    body: SectorZonaBodySchema,
    get: svc.getSector,
    create: svc.createSector,
    update: svc.updateSector,
    status: svc.setSectorStatus,
  });
  subAreaRoutes(app, {
    path: 'horario',
    recurso: 'horario',
    nombre: 'un horario de entrega de un área',
    row: HorarioZonaSchema,
    body: HorarioBodySchema,
    get: svc.getHorario,
    create: svc.createHorario,
    update: svc.updateHorario,
    status: svc.setHorarioStatus,
  });
  subAreaRoutes(app, {
    path: 'horario-pickup',
    recurso: 'horario_pickup',
    nombre: 'un horario de retiro de una dirección',
    row: HorarioZonaSchema,
    body: HorarioPickupBodySchema,
    get: svc.getHorarioPickup,
    create: svc.createHorarioPickup,
    update: svc.updateHorarioPickup,
    status: svc.setHorarioPickupStatus,
  });
  subAreaRoutes(app, {
    path: 'envio-bloqueo',
    recurso: 'envio_bloqueo',
    nombre: 'un bloqueo de envío',
    row: EnvioBloqueoSchema,
    body: EnvioBloqueoBodySchema,
    get: svc.getBloqueo,
    create: svc.createBloqueo,
    update: svc.updateBloqueo,
  });
  app.delete(
    '/admin/zona/:zona/envio-bloqueo/:id',
    { schema: { ...base, summary: 'Eliminar un bloqueo de envío', params: ZonaIdParams, response: { 204: Type.Null(), ...writeErrors } } },
    async (request, reply) => {
      await svc.deleteBloqueo(db, request.params.zona, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default adminZoneDeliveryRoutes;
