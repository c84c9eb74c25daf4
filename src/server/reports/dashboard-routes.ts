/** GET /admin/dashboard: the back-office home of any staff member (shared area; the service narrows it). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DashboardSchema } from '../../shared/contracts/admin-dashboard';
import { errorBodySchema } from '../errors';
import { dashboard } from './dashboard-service';

const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/dashboard',
    {
      schema: {
        tags: ['admin-dashboard'],
        security: [{ bearerAuth: [] }],
        summary: 'Panel de inicio: ventas, pedidos, clientes, inventario bajo y búsquedas sin resultado que el usuario puede ver',
        response: { 200: DashboardSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return dashboard(app.db, request.usuario!.roles);
    },
  );
};

export default dashboardRoutes;
