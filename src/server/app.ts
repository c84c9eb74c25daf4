/**
 * buildApp(config): external plugins, then ours, then every domain's routes under the API base, then
 * the built SPA. Owns the one error handler: 4xx carry Spanish messages and fields, 5xx never leak.
 */
import cookie from '@fastify/cookie';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { LogController, type FastifyError, type FastifyInstance } from 'fastify';
import { trustProxyOption, type Config } from './config';
import type { Database, Db } from './db/client';
import { AppError } from './errors';
import advertisingRoutes from './advertising/routes';
import adminAdvertisingRoutes from './advertising/admin-routes';
import adminQuickListRoutes from './quick-lists/admin-routes';
import auditRoutes from './audit/routes';
import authRoutes from './auth/routes';
import accountRoutes from './account/routes';
import adminDeletionRoutes from './customers/deletion-admin-routes';
import referralRoutes from './referrals/routes';
import adminReferralRoutes from './referrals/admin-routes';
import cartRoutes from './cart/routes';
import adminCategoryRoutes from './catalog/admin-routes';
import adminCouponRoutes from './coupons/admin-routes';
import adminProductRoutes from './catalog/product-admin-routes';
import adminProductImportRoutes from './catalog/import-routes';
import adminStoreRoutes from './inventory/store-admin-routes';
import adminTagRoutes from './catalog/tag-admin-routes';
import adminInventoryRoutes from './inventory/admin-routes';
import couponRoutes from './coupons/routes';
import adminOrderRoutes from './orders/admin-routes';
import notificationRoutes from './notifications/routes';
import adminOneSignalRoutes from './notifications/admin-routes';
import catalogPageRoutes from './catalog/page-routes';
import catalogRoutes from './catalog/routes';
import configRoutes from './config/routes';
import adminConfigRoutes from './config/admin-routes';
import adminZoneRoutes, { adminZoneAddressRoutes } from './zones/admin-routes';
import adminZoneDeliveryRoutes from './zones/delivery-admin-routes';
import adminShippingRoutes from './shipping/admin-routes';
import adminCustomerRoutes from './customers/admin-routes';
import adminStaffRoutes from './staff/admin-routes';
import deliveryRoutes from './delivery/routes';
import orderRoutes from './orders/routes';
import adminGuard from './plugins/admin-guard';
import authPlugin from './plugins/auth';
import compressionPlugin from './plugins/compression';
import csrfPlugin from './plugins/csrf';
import docsPlugin from './plugins/docs';
import mailPlugin from './plugins/mail';
import rateLimitPlugin from './plugins/rate-limit';
import spaPlugin from './plugins/spa';
import { lazyChildLogger, preparedAnswer } from './plugins/request-logging';
import uploadsPlugin from './plugins/uploads';
import searchAdminRoutes from './search/admin-routes';
import searchHistoryAdminRoutes from './search/history-admin-routes';
import reportRoutes from './reports/routes';
import searchPlugin from './search/plugin';
import cacheSyncPlugin from './plugins/cache-sync';
import searchRoutes from './search/routes';
import { ajvErrorsToFields, registerValidation } from './plugins/validation';
import quickListRoutes from './quick-lists/routes';
import websiteRoutes from './website/routes';
import zoneRoutes from './zones/routes';
import membershipRoutes from './membership/routes';
import adminMembershipRoutes from './membership/admin-routes';
import adminPaymentsQueueRoutes from './payments-queue/admin-routes';
import walletRoutes from './wallet/routes';
import adminWalletRoutes from './wallet/admin-routes';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
  }
}

/** Spanish messages of the 4xx Fastify raises itself. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'La dirección solicitada no es válida',
  FST_ERR_MAX_PARAM_LENGTH: 'La dirección solicitada es demasiado larga',
  FST_ERR_CTP_INVALID_JSON_BODY: 'El cuerpo de la solicitud no es un JSON válido',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'El cuerpo de la solicitud está vacío',
  FST_ERR_CTP_BODY_TOO_LARGE: 'El cuerpo de la solicitud es demasiado grande',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de contenido no soportado',
};

export interface BuildOptions {
  config: Config;
  database: Database;
}

export async function buildApp({ config, database }: BuildOptions): Promise<FastifyInstance> {
  const logging = config.logLevel !== 'silent';
  const app = Fastify({
    logger: logging ? { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] } : false,
    // each request's logger is built when it first logs; prepared public answers write no access lines
    ...(logging && { childLoggerFactory: lazyChildLogger as never, logController: new LogController({ disableRequestLogging: preparedAnswer }) }),
    bodyLimit: 1024 * 1024,
    // onReady fills the embedded search index before the server answers: 50,000 products take a few seconds on
    // a quiet machine and over Fastify's default 10 s on a busy one (the server then refused to start)
    pluginTimeout: 120_000,
    trustProxy: trustProxyOption(config.trustProxy),
    // router errors (bad percent-encoding, a path parameter over maxParamLength) answer in the contract too
    frameworkErrors: (error, _request, reply) => {
      const codigo = error.statusCode ?? 400;
      void reply.code(codigo as never).send({ codigo, mensaje: FRAMEWORK_MESSAGES[error.code] ?? 'Solicitud inválida' } as never);
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  app.decorate('database', database);
  app.register(
    fp(
      async (a) => {
        a.decorate('db', database.db);
      },
      { name: 'db' },
    ),
  );
  registerValidation(app);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return reply.status(error.status).send(error.toBody());
    if (error.validation) {
      return reply
        .status(400)
        .send({ codigo: 400, mensaje: 'Los datos enviados no son válidos', errores: ajvErrorsToFields(error.validation as never) });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ codigo: 429, mensaje: 'Demasiadas solicitudes, intente nuevamente en unos minutos' });
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ codigo: status, mensaje: FRAMEWORK_MESSAGES[error.code] ?? 'Solicitud inválida' });
    }
    request.log.error({ err: error }, 'error no controlado');
    return reply.status(500).send({ codigo: 500, mensaje: 'Error interno del servidor' });
  });

  await app.register(cookie);
  await app.register(mailPlugin);
  await app.register(authPlugin);
  await app.register(adminGuard);
  await app.register(rateLimitPlugin);
  await app.register(docsPlugin);
  await app.register(uploadsPlugin);
  await app.register(searchPlugin);
  await app.register(cacheSyncPlugin);

  await app.register(
    async (api) => {
      // JSON answers over 1 KB leave compressed (br, else gzip); prepared answers carry their own encoding
      await api.register(compressionPlugin);
      await api.register(csrfPlugin);
      api.get('/health', { schema: { hide: true } }, async () => ({ estatus: 'ok', db: database.kind }));
      await api.register(authRoutes);
      await api.register(websiteRoutes);
      await api.register(zoneRoutes);
      await api.register(configRoutes);
      await api.register(catalogRoutes);
      await api.register(adminCategoryRoutes);
      await api.register(catalogPageRoutes);
      await api.register(advertisingRoutes);
      await api.register(quickListRoutes);
      await api.register(cartRoutes);
      await api.register(couponRoutes);
      await api.register(adminCouponRoutes);
      await api.register(adminProductRoutes);
      await api.register(adminProductImportRoutes);
      await api.register(adminStoreRoutes);
      await api.register(adminTagRoutes);
      await api.register(adminInventoryRoutes);
      await api.register(adminOrderRoutes);
      await api.register(walletRoutes);
      await api.register(adminWalletRoutes);
      await api.register(deliveryRoutes);
      await api.register(orderRoutes);
      await api.register(searchRoutes, { prefix: '/search' });
      await api.register(searchAdminRoutes);
      await api.register(auditRoutes);
      await api.register(adminConfigRoutes);
      await api.register(adminZoneRoutes);
      await api.register(adminZoneAddressRoutes);
      await api.register(adminZoneDeliveryRoutes);
      await api.register(adminShippingRoutes);
      await api.register(adminAdvertisingRoutes);
      await api.register(adminQuickListRoutes);
      await api.register(notificationRoutes);
      await api.register(adminOneSignalRoutes);
      await api.register(adminCustomerRoutes);
      await api.register(adminStaffRoutes);
      await api.register(membershipRoutes);
      await api.register(adminMembershipRoutes);
      await api.register(adminPaymentsQueueRoutes);
      await api.register(searchHistoryAdminRoutes);
      await api.register(reportRoutes);
      await api.register(accountRoutes);
      await api.register(adminDeletionRoutes);
      await api.register(referralRoutes);
      await api.register(adminReferralRoutes);
    },
    { prefix: config.apiBase },
  );

  // the SPA's history fallback doubles as the 404 handler; without a client build, 404s are JSON
  if (config.clientDir) await app.register(spaPlugin);
  else app.setNotFoundHandler((_request, reply) => reply.status(404).send({ codigo: 404, mensaje: 'Recurso no encontrado' }));
  return app;
}
