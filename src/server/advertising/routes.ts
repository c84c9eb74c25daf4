/** Public home of a zone and its featured groups: GET /api/website/inicio/{zona}, /api/website/destacado/{zona}/{destacado}. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DestacadoPaginaSchema, InicioSchema, PaginaSoloQuerySchema, SlugSchema } from '../../shared/contracts/catalog-pages';
import { sendCatalogPage } from '../catalog/page-cache';
import { errorBodySchema } from '../errors';
import { featuredPage, homePage } from './service';

const errors = { 400: errorBodySchema, 404: errorBodySchema };
/** The token is optional: it only selects the caller's plan. */
const security: Record<string, string[]>[] = [{ bearerAuth: [] }, {}];

const advertisingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/website/inicio/:zona',
    {
      preHandler: app.optionalAuth,
      schema: {
        tags: ['website'],
        summary: 'Inicio de una zona: sliders, imágenes de oferta, mensajes, destacados, listas rápidas y ofertas',
        security,
        params: Type.Object({ zona: SlugSchema }),
        response: { 200: InicioSchema, ...errors },
      },
    },
    (request, reply) => {
      const { zona } = request.params;
      return sendCatalogPage(app.db, request, reply, ['inicio', zona], (usuarioTipoId) => homePage(app.db, { zona, usuarioTipoId }));
    },
  );

  app.get(
    '/api/website/destacado/:zona/:destacado',
    {
      preHandler: app.optionalAuth,
      schema: {
        tags: ['website'],
        summary: 'Un destacado de la zona (por slug o id) y una página de sus productos vendibles',
        security,
        params: Type.Object({ zona: SlugSchema, destacado: SlugSchema }),
        querystring: PaginaSoloQuerySchema,
        response: { 200: DestacadoPaginaSchema, ...errors },
      },
    },
    (request, reply) => {
      const { zona, destacado } = request.params;
      const { pag } = request.query;
      return sendCatalogPage(app.db, request, reply, ['destacado', zona, destacado, pag], (usuarioTipoId) =>
        featuredPage(app.db, { zona, destacado, pagina: pag, usuarioTipoId }),
      );
    },
  );
};

export default advertisingRoutes;
