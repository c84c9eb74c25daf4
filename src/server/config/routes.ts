/** Public configuration reads: GET /api/moneda/mercado. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MonedaSchema } from '../../shared/contracts/website';
import { listCurrencies } from './service';

const configRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/moneda/mercado',
    {
      schema: {
        tags: ['website'],
        summary: 'Monedas del mercado (dólar del sistema y bolívar con su tasa)',
        response: { 200: Type.Array(MonedaSchema) },
      },
    },
    () => listCurrencies(app.db),
  );
};

export default configRoutes;
