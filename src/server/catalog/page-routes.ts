/**
 * Public catalog pages: GET /api/categoria/supermercado[/{slug}[/{sub}]], /api/etiqueta/{slug} and
 * /api/producto/{slug}, each for a zone (query `zona`) and the caller's plan (optional token).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  CategoriaPaginaSchema,
  EtiquetaPaginaSchema,
  ProductoDetalleSchema,
  SlugSchema,
  SupermercadoSchema,
  ZonaPaginaQuerySchema,
  ZonaQuerySchema,
} from '../../shared/contracts/catalog-pages';
import { errorBodySchema } from '../errors';
import { preparedPageOptions, sendCatalogPage } from './page-cache';
import { categoryPage, productDetail, supermarket, tagPage } from './pages';

const errors = { 400: errorBodySchema, 404: errorBodySchema };
/** The token is optional: it only selects the caller's plan. */
const security: Record<string, string[]>[] = [{ bearerAuth: [] }, {}];

const catalogPageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/categoria/supermercado',
    {
      ...preparedPageOptions(app),
      schema: {
        tags: ['website'],
        summary: 'Categorías activas con sus subcategorías, el total de productos vendibles y los más populares',
        security,
        querystring: ZonaQuerySchema,
        response: { 200: SupermercadoSchema, ...errors },
      },
    },
    (request, reply) =>
      sendCatalogPage(app.db, request, reply, ['supermercado', request.query.zona], (usuarioTipoId) =>
        supermarket(app.db, { zona: request.query.zona, usuarioTipoId }),
      ),
  );

  app.get(
    '/api/categoria/supermercado/:slug',
    {
      ...preparedPageOptions(app),
      schema: {
        tags: ['website'],
        summary: 'Página de una categoría (o de una subcategoría por su slug): migas y una página de productos vendibles',
        security,
        params: Type.Object({ slug: SlugSchema }),
        querystring: ZonaPaginaQuerySchema,
        response: { 200: CategoriaPaginaSchema, ...errors },
      },
    },
    (request, reply) => {
      const { zona, pag } = request.query;
      const { slug } = request.params;
      return sendCatalogPage(app.db, request, reply, ['categoria', zona, slug, '', pag], (usuarioTipoId) =>
        categoryPage(app.db, { zona, usuarioTipoId, slug, pagina: pag }),
      );
    },
  );

  app.get(
    '/api/categoria/supermercado/:slug/:sub',
    {
      ...preparedPageOptions(app),
      schema: {
        tags: ['website'],
        summary: 'Página de una subcategoría: su categoría, migas y una página de productos vendibles',
        security,
        params: Type.Object({ slug: SlugSchema, sub: SlugSchema }),
        querystring: ZonaPaginaQuerySchema,
        response: { 200: CategoriaPaginaSchema, ...errors },
      },
    },
    (request, reply) => {
      const { zona, pag } = request.query;
      const { slug, sub } = request.params;
      return sendCatalogPage(app.db, request, reply, ['categoria', zona, slug, sub, pag], (usuarioTipoId) =>
        categoryPage(app.db, { zona, usuarioTipoId, slug, sub, pagina: pag }),
      );
    },
  );

  app.get(
    '/api/etiqueta/:slug',
    {
      ...preparedPageOptions(app),
      schema: {
        tags: ['website'],
        summary: 'Una etiqueta activa y una página de sus productos vendibles',
        security,
        params: Type.Object({ slug: SlugSchema }),
        querystring: ZonaPaginaQuerySchema,
        response: { 200: EtiquetaPaginaSchema, ...errors },
      },
    },
    (request, reply) => {
      const { zona, pag } = request.query;
      const { slug } = request.params;
      return sendCatalogPage(app.db, request, reply, ['etiqueta', zona, slug, pag], (usuarioTipoId) =>
        tagPage(app.db, { zona, usuarioTipoId, slug, pagina: pag }),
      );
    },
  );

  app.get(
    '/api/producto/:slug',
    {
      ...preparedPageOptions(app),
      schema: {
        tags: ['website'],
        summary: 'Detalle de un producto vendible en la zona para el plan del usuario, con productos relacionados',
        security,
        params: Type.Object({ slug: SlugSchema }),
        querystring: ZonaQuerySchema,
        response: { 200: ProductoDetalleSchema, ...errors },
      },
    },
    (request, reply) => {
      const { zona } = request.query;
      const { slug } = request.params;
      return sendCatalogPage(app.db, request, reply, ['producto', zona, slug], (usuarioTipoId) =>
        productDetail(app.db, { zona, usuarioTipoId, slug }),
      );
    },
  );
};

export default catalogPageRoutes;
