/** Public quick lists: GET /api/lista-rapida/zona/{zona} and /api/lista-rapida/zona/{zona}/{slug}. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ListaRapidaDetalleSchema, ListasRapidasSchema, SlugSchema } from '../../shared/contracts/catalog-pages';
import { errorBodySchema } from '../errors';
import { quickListDetail, quickLists } from './service';

const errors = { 400: errorBodySchema, 404: errorBodySchema };

const quickListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/lista-rapida/zona/:zona',
    {
      schema: {
        tags: ['website'],
        summary: 'Listas rápidas activas de una zona',
        params: Type.Object({ zona: SlugSchema }),
        response: { 200: ListasRapidasSchema, ...errors },
      },
    },
    (request) => quickLists(app.db, request.params.zona),
  );

  app.get(
    '/api/lista-rapida/zona/:zona/:slug',
    {
      preHandler: app.optionalAuth,
      schema: {
        tags: ['website'],
        summary: 'Una lista rápida con sus productos vendibles y la cantidad sugerida válida para el plan',
        security: [{ bearerAuth: [] }, {}],
        params: Type.Object({ zona: SlugSchema, slug: SlugSchema }),
        response: { 200: ListaRapidaDetalleSchema, ...errors },
      },
    },
    (request) =>
      quickListDetail(app.db, { zona: request.params.zona, slug: request.params.slug, usuarioTipoId: request.usuario?.usuarioTipoId }),
  );
};

export default quickListRoutes;
