/** The customer's in-app notifications (src/shared/contracts/notifications.ts), the caller's own only. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { NotificacionesSchema } from '../../shared/contracts/notifications';
import { errorBodySchema } from '../errors';
import { listNotifications, markAllRead, markRead } from './service';

const tags = ['notificacion'];
const security = [{ bearerAuth: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;

  app.get(
    '/usuario/notificacion',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Notificaciones del cliente: las 20 más recientes y cuántas no ha leído (consultado cada 150 s)',
        response: { 200: NotificacionesSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listNotifications(db, request.usuario!.id);
    },
  );

  app.put(
    '/usuario/notificacion/leidas',
    {
      preHandler: app.requireUser,
      schema: { tags, security, summary: 'Marcar todas las notificaciones como leídas', response: { 200: NotificacionesSchema, ...errors } },
    },
    (request) => markAllRead(db, request.usuario!.id),
  );

  app.put(
    '/usuario/notificacion/:id/leida',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Marcar una notificación como leída',
        params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
        response: { 200: NotificacionesSchema, ...errors },
      },
    },
    (request) => markRead(db, request.usuario!.id, request.params.id),
  );
};

export default notificationRoutes;
