/**
 * The customer's checkout and orders (spec section 7): formpago and registrar for a cart page, the order
 * list and detail, tracking, and ratings. Every path needs a customer and sees only the caller's orders.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PaginaCarritoSchema } from '../../shared/contracts/cart';
import {
  CalificacionFilaSchema,
  FormPagoSchema,
  NuevaCalificacionSchema,
  OrdenCompletaSchema,
  OrdenesPaginaSchema,
  OrdenRegistradaSchema,
  OrdenResumenSchema,
  RastreoListadoSchema,
  RegistrarOrdenSchema,
} from '../../shared/contracts/orders';
import { errorBodySchema } from '../errors';
import { paymentForm, placeOrder } from './checkout';
import { listRatings, pendingRating, rateOrder } from './ratings';
import { getOrder, listOrders } from './service';
import { trackingList } from './tracking';

const TAGS = ['usuario'];
const security = [{ bearerAuth: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const CheckoutParams = Type.Object({ zona: Type.String({ minLength: 1, maxLength: 60 }), pagina: PaginaCarritoSchema });
const OrdenId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/usuario/orden/zona/:zona/pagina/:pagina/formpago',
    {
      preHandler: app.requireUser,
      schema: {
        tags: TAGS,
        summary: 'Datos del pago de una página del carrito: carrito validado, entrega, retiro, métodos de pago, saldo y cupones',
        security,
        params: CheckoutParams,
        response: { 200: FormPagoSchema, ...errors },
      },
    },
    (request) => paymentForm(app.db, request.usuario!, request.params.zona, request.params.pagina),
  );

  app.post(
    '/usuario/orden/zona/:zona/pagina/:pagina/registrar',
    {
      preHandler: app.requireUser,
      schema: {
        tags: TAGS,
        summary: 'Registrar la orden de una página del carrito (idempotente por claveIdempotencia)',
        security,
        params: CheckoutParams,
        body: RegistrarOrdenSchema,
        response: { 200: OrdenRegistradaSchema, 201: OrdenRegistradaSchema, 409: errorBodySchema, 422: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { created, orden, reindexed } = await placeOrder(app.db, request.usuario!, request.params.zona, request.params.pagina, request.body);
      reindexed.catch((err: unknown) => request.log.warn({ err }, 'índice de búsqueda no actualizado tras la orden'));
      return reply.status(created ? 201 : 200).send({ orden });
    },
  );

  app.get(
    '/usuario/orden/pagina/:n',
    {
      preHandler: app.requireUser,
      schema: {
        tags: TAGS,
        summary: 'Órdenes del cliente, 50 por página, las más recientes primero',
        security,
        params: Type.Object({ n: Type.Integer({ minimum: 1, maximum: 100_000 }) }),
        response: { 200: OrdenesPaginaSchema, ...errors },
      },
    },
    (request) => listOrders(app.db, request.usuario!.id, request.params.n),
  );

  app.get(
    '/usuario/orden/:id/usuario',
    {
      preHandler: app.requireUser,
      schema: {
        tags: TAGS,
        summary: 'Una orden del cliente con sus líneas, pagos, historial y calificación',
        security,
        params: Type.Object({ id: OrdenId }),
        response: { 200: OrdenCompletaSchema, ...errors },
      },
    },
    (request) => getOrder(app.db, request.usuario!.id, request.params.id),
  );

  app.get(
    '/usuario/rastreo/listado',
    {
      preHandler: app.requireUser,
      schema: {
        tags: TAGS,
        summary: 'Rastreo: órdenes en curso y las terminadas en las últimas 48 horas, con sus pasos',
        security,
        response: { 200: RastreoListadoSchema, ...errors },
      },
    },
    (request) => trackingList(app.db, request.usuario!.id),
  );

  app.get(
    '/usuario/orden/calificacion/pendiente',
    {
      preHandler: app.requireUser,
      schema: {
        tags: TAGS,
        summary: 'La última orden entregada que aún no tiene calificación',
        security,
        response: { 200: Type.Object({ orden: Type.Union([OrdenResumenSchema, Type.Null()]) }), ...errors },
      },
    },
    (request) => pendingRating(app.db, request.usuario!.id),
  );

  app.get(
    '/usuario/orden/calificaciones',
    {
      preHandler: app.requireUser,
      schema: {
        tags: TAGS,
        summary: 'Órdenes entregadas del cliente con su calificación (o sin ella)',
        security,
        response: { 200: Type.Object({ calificacion: Type.Array(CalificacionFilaSchema) }), ...errors },
      },
    },
    (request) => listRatings(app.db, request.usuario!.id),
  );

  app.post(
    '/usuario/orden/calificacion',
    {
      preHandler: app.requireUser,
      schema: {
        tags: TAGS,
        summary: 'Calificar una orden entregada (una vez)',
        security,
        body: NuevaCalificacionSchema,
        response: { 201: CalificacionFilaSchema, 422: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await rateOrder(app.db, request.usuario!.id, request.body)),
  );
};

export default orderRoutes;
