/** Public quick lists: GET /api/lista-rapida/zona/{zona} and /api/lista-rapida/zona/{zona}/{slug}. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ListaRapidaDetalleSchema, ListasRapidasSchema, SlugSchema } from '../../shared/contracts/catalog-pages';
import { sendCatalogPage } from '../catalog/page-cache';
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
    (request, reply) => {
      const { zona } = request.params;
      return sendCatalogPage(app.db, request, reply, ['listas', zona], () => quickLists(app.db, zona));
    },
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
    (request, reply) => {
      const { zona, slug } = request.params;
      return sendCatalogPage(app.db, request, reply, ['lista', zona, slug], (usuarioTipoId) => quickListDetail(app.db, { zona, slug, usuarioTipoId }));
    },
  );
};

export default quickListRoutes;
