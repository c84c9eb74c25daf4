/** Public catalog reads: GET /api/categoria/menuwebsite. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MenuCategoriaSchema } from '../../shared/contracts/catalog';
import { menuWebsite } from './service';

const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/categoria/menuwebsite',
    {
      schema: {
        tags: ['website'],
        summary: 'Menú de categorías activas con sus subcategorías activas',
        response: { 200: Type.Array(MenuCategoriaSchema) },
      },
    },
    () => menuWebsite(app.db),
  );
};

export default catalogRoutes;
