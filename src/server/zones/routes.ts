/** Public zone reads: GET /api/zona/listadoapi and /api/zona/{id}/simpleapi. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ZonaSchema } from '../../shared/contracts/website';
import { errorBodySchema } from '../errors';
import { getZone, listZones } from './service';

const zoneRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/zona/listadoapi',
    {
      schema: {
        tags: ['website'],
        summary: 'Todas las zonas (también las inactivas) con sus enlaces de menú',
        response: { 200: Type.Array(ZonaSchema) },
      },
    },
    () => listZones(app.db),
  );

  app.get(
    '/api/zona/:id/simpleapi',
    {
      schema: {
        tags: ['website'],
        summary: 'Una zona por id numérico o slug',
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 60 }) }),
        response: { 200: ZonaSchema, 404: errorBodySchema },
      },
    },
    (request) => getZone(app.db, request.params.id),
  );
};

export default zoneRoutes;
