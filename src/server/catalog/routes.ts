/** Public catalog reads: GET /api/categoria/menuwebsite. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MenuCategoriaSchema, type MenuCategoria } from '../../shared/contracts/catalog';
import { derivedCache } from '../cache';
import { menuWebsite } from './service';

const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // a hot, user-independent answer: serialized once per cached version of the menu
  const menuJson = derivedCache<MenuCategoria[], string>();

  app.get(
    '/api/categoria/menuwebsite',
    {
      schema: {
        tags: ['website'],
        summary: 'Menú de categorías activas con sus subcategorías activas',
        response: { 200: Type.Array(MenuCategoriaSchema) },
      },
    },
    async (_request, reply) => {
      const menu = await menuWebsite(app.db);
      const json = menuJson(menu, () => reply.serialize(menu) as string);
      // a JSON string is sent as is (typed as the schema's array for the type provider)
      return reply.type('application/json; charset=utf-8').send(json as unknown as MenuCategoria[]);
    },
  );
};

export default catalogRoutes;
