/** The reports domain's routes: the back-office home and the purchase report. */
import type { FastifyPluginAsync } from 'fastify';
import dashboardRoutes from './dashboard-routes';
import purchaseReportRoutes from './purchase-routes';

const reportRoutes: FastifyPluginAsync = async (app) => {
  await app.register(dashboardRoutes);
  await app.register(purchaseReportRoutes);
};

export default reportRoutes;
