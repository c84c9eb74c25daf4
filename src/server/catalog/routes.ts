/** Public catalog reads: GET /api/categoria/menuwebsite. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MenuCategoriaSchema, type MenuCategoria } from '../../shared/contracts/catalog';
import { derivedCache } from '../cache';
import { PREPARED_ROUTE, prepareJson, sendPrepared, type PreparedJson } from '../prepared-response';
import { menuWebsite } from './service';

const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // a hot, user-independent answer: serialized and compressed once per cached version of the menu
  const menuAnswer = derivedCache<MenuCategoria[], PreparedJson>();

  app.get(
    '/api/categoria/menuwebsite',
    {
      ...PREPARED_ROUTE,
      schema: {
        tags: ['website'],
        summary: 'Menú de categorías activas con sus subcategorías activas',
        response: { 200: Type.Array(MenuCategoriaSchema) },
      },
    },
    async (request, reply) => {
      const menu = await menuWebsite(app.db);
      return sendPrepared(request, reply, menuAnswer(menu, () => prepareJson(reply.serialize(menu) as string)));
    },
  );
};

export default catalogRoutes;
