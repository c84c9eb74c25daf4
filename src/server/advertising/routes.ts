/** Public home of a zone and its featured groups: GET /api/website/inicio/{zona}, /api/website/destacado/{zona}/{destacado}. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DestacadoPaginaSchema, InicioSchema, PaginaSoloQuerySchema, SlugSchema } from '../../shared/contracts/catalog-pages';
import { preparedPageOptions, sendCatalogPage } from '../catalog/page-cache';
import { EventoPublicidadBodySchema } from '../../shared/contracts/admin-publicidad';
import { errorBodySchema } from '../errors';
import { recordAdEvent } from './events';
import { featuredPage, homePage } from './service';

/** Per client address: a shopper's page views send a few events each; a script hammering the counter stops here. */
const EVENT_LIMIT = { name: 'publicidad-evento', max: 300, timeWindow: 60_000 };

const errors = { 400: errorBodySchema, 404: errorBodySchema };
/** The token is optional: it only selects the caller's plan. */
const security: Record<string, string[]>[] = [{ bearerAuth: [] }, {}];

const advertisingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/website/inicio/:zona',
    {
      ...preparedPageOptions(app),
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
      ...preparedPageOptions(app),
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

  app.post(
    '/api/publicidad/evento',
    {
      preHandler: app.limits(EVENT_LIMIT),
      schema: {
        tags: ['website'],
        summary: 'Cuenta una vista o un clic de un slider, imagen de oferta o destacado (navigator.sendBeacon; sin token CSRF)',
        security: [{}],
        body: EventoPublicidadBodySchema,
        response: { 204: Type.Null(), ...errors, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      await recordAdEvent(app.db, request.body);
      return reply.status(204).send(null);
    },
  );
};

export default advertisingRoutes;
