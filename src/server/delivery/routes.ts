/**
 * Delivery data: GET /api/zona/sector and /api/website/direccion/formdata (public), and the customer's
 * saved addresses under /usuario/direccion (another customer's address is a 404).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DireccionFormDataSchema, DireccionUsuarioSchema, NuevaDireccionSchema, SectoresRespuestaSchema } from '../../shared/contracts/orders';
import { errorBodySchema } from '../errors';
import { EnvioZonaSchema } from '../../shared/contracts/shipping';
import { zoneShipping } from './shipping';
import { addressFormData, createUserAddress, deleteUserAddress, listUserAddresses, zoneSectors } from './service';
import { activeZone } from '../zones/service';

const ZonaParam = Type.String({ minLength: 1, maxLength: 60 });
const ZonaQuery = Type.Object({ zona: ZonaParam });
const security = [{ bearerAuth: [] }];
const userErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

const deliveryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/zona/sector',
    {
      schema: {
        tags: ['website'],
        summary: 'Áreas de entrega activas de una zona con su costo, tiempo y sectores',
        querystring: ZonaQuery,
        response: { 200: SectoresRespuestaSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    (request) => zoneSectors(app.db, request.query.zona),
  );

  app.get(
    '/api/zona/envio',
    {
      schema: {
        tags: ['website'],
        summary: 'Lo que cuesta y tarda el envío en la zona (por área) y sus opciones de envío, para el pie y el banner de la tienda',
        querystring: ZonaQuery,
        response: { 200: EnvioZonaSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => zoneShipping(app.db, (await activeZone(app.db, request.query.zona)).id),
  );

  app.get(
    '/api/website/direccion/formdata',
    {
      schema: {
        tags: ['website'],
        summary: 'Lo que necesita el formulario de dirección: la zona y sus áreas con sectores',
        querystring: ZonaQuery,
        response: { 200: DireccionFormDataSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    (request) => addressFormData(app.db, request.query.zona),
  );

  app.get(
    '/usuario/direccion/zona/:zona',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['usuario'],
        summary: 'Direcciones guardadas del cliente en una zona',
        security,
        params: Type.Object({ zona: ZonaParam }),
        response: { 200: Type.Object({ direccion: Type.Array(DireccionUsuarioSchema) }), ...userErrors },
      },
    },
    async (request) => {
      const z = await activeZone(app.db, request.params.zona);
      return { direccion: await listUserAddresses(app.db, request.usuario!.id, z.id) };
    },
  );

  app.post(
    '/usuario/direccion/zona/:zona',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['usuario'],
        summary: 'Guardar una dirección de entrega en un sector de la zona',
        security,
        params: Type.Object({ zona: ZonaParam }),
        body: NuevaDireccionSchema,
        response: { 201: DireccionUsuarioSchema, 422: errorBodySchema, ...userErrors },
      },
    },
    async (request, reply) => {
      const z = await activeZone(app.db, request.params.zona);
      return reply.status(201).send(await createUserAddress(app.db, request.usuario!.id, z.id, request.body));
    },
  );

  app.delete(
    '/usuario/direccion/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['usuario'],
        summary: 'Borrar una dirección guardada (los pedidos conservan su copia)',
        security,
        params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
        response: { 204: Type.Null(), ...userErrors },
      },
    },
    async (request, reply) => {
      await deleteUserAddress(app.db, request.usuario!.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default deliveryRoutes;
