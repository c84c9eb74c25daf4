/**
 * The customer's balance, cards and gift codes (spec section 7, "Cards and balance (user)"). Every path
 * needs a customer and sees only the caller's data. Gift-code redemption is rate limited per customer and
 * per address (guessing codes gets 429); the code travels in the body only, so it is never in a logged URL.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  CodigoCanjeadoSchema,
  ComprarTarjetaSchema,
  FormComprarSchema,
  HistorialPaginaSchema,
  IdParamsSchema,
  MovimientoDetalleSchema,
  SaldoSchema,
  SolicitudesPaginaSchema,
  TarjetaSolicitudSchema,
  UsarCodigoSchema,
} from '../../shared/contracts/wallet';
import { MovimientoSaldoTipo } from '../../shared/enums';
import { errorBodySchema } from '../errors';
import { getMyRequest, listMyRequests, purchaseCard, purchaseForm } from './card-service';
import gatewayRoutes, { gatewaySetupOf } from './gateway-routes';
import { redeemGiftCode } from './gift-codes';
import { balanceOf, historyPage, movementDetail } from './history';

const TAGS = ['usuario-tarjeta'];
const security = [{ bearerAuth: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const Pagina = Type.Integer({ minimum: 1, maximum: 100_000 });
export const KIND_PATTERN = `^(${[...MovimientoSaldoTipo, 'mrembresiapago'].join('|')})$`;
const Kind = Type.String({ pattern: KIND_PATTERN, maxLength: 30 });

/** Redemption attempts: 10 per customer and 30 per address every 15 minutes. */
export const REDEEM_LIMITS = { porCliente: 10, porDireccion: 30, ventanaMs: 15 * 60_000 };

const walletRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const gateway = gatewaySetupOf(app);
  await app.register(gatewayRoutes);
  const base = { tags: TAGS, security };

  app.get(
    '/usuario/tarjeta/saldo',
    { preHandler: app.requireUser, schema: { ...base, summary: 'Saldo TZM del cliente y la tasa para mostrarlo en bolívares', response: { 200: SaldoSchema, ...errors } } },
    (request) => balanceOf(db, request.usuario!.id),
  );

  app.get(
    '/usuario/tarjeta/saldo/historial',
    {
      preHandler: app.requireUser,
      schema: {
        ...base,
        summary: 'Movimientos del saldo, 50 por página, los más recientes primero',
        querystring: Type.Object({ pagina: Type.Optional(Pagina) }, { additionalProperties: false }),
        response: { 200: HistorialPaginaSchema, ...errors },
      },
    },
    (request) => historyPage(db, request.usuario!.id, request.query.pagina ?? 1),
  );

  app.get(
    '/usuario/tarjeta/saldo/historial/:kind/:id',
    {
      preHandler: app.requireUser,
      schema: {
        ...base,
        summary: 'Un movimiento del saldo y su causa (mrembresiapago: alias de membresiapago)',
        params: Type.Object({ kind: Kind, id: IdParamsSchema.properties.id }),
        response: { 200: MovimientoDetalleSchema, ...errors },
      },
    },
    (request) => movementDetail(db, request.usuario!.id, request.params.kind, request.params.id),
  );

  app.get(
    '/usuario/tarjeta/solicitud/formcomprar',
    {
      preHandler: app.requireUser,
      schema: { ...base, summary: 'Montos, límites, métodos de pago y tasa para comprar una tarjeta', response: { 200: FormComprarSchema, ...errors } },
    },
    (request) => purchaseForm(db, request.usuario!.id, gateway),
  );

  app.post(
    '/usuario/tarjeta/solicitud/procesarcomprar',
    {
      preHandler: app.requireUser,
      schema: {
        ...base,
        summary: 'Comprar una tarjeta de saldo (propia o de regalo) pagada por pago móvil, transferencia o Zelle',
        body: ComprarTarjetaSchema,
        response: { 200: TarjetaSolicitudSchema, 201: TarjetaSolicitudSchema, 409: errorBodySchema, 422: errorBodySchema, 503: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { created, solicitud } = await purchaseCard(db, request.usuario!.id, request.body, gateway);
      return reply.status(created ? 201 : 200).send(solicitud);
    },
  );

  app.get(
    '/usuario/tarjeta/solicitud/listado/:n',
    {
      preHandler: app.requireUser,
      schema: {
        ...base,
        summary: 'Solicitudes de tarjeta del cliente, 50 por página, las más recientes primero',
        params: Type.Object({ n: Pagina }),
        response: { 200: SolicitudesPaginaSchema, ...errors },
      },
    },
    (request) => listMyRequests(db, request.usuario!.id, request.params.n),
  );

  app.get(
    '/usuario/tarjeta/solicitud/:id',
    {
      preHandler: app.requireUser,
      schema: { ...base, summary: 'Una solicitud de tarjeta del cliente', params: IdParamsSchema, response: { 200: TarjetaSolicitudSchema, ...errors } },
    },
    (request) => getMyRequest(db, request.usuario!.id, request.params.id),
  );

  const redeemLimit = app.limits(
    { name: 'regalo-cliente', max: REDEEM_LIMITS.porCliente, timeWindow: REDEEM_LIMITS.ventanaMs, key: (r) => String(r.usuario?.id ?? '') },
    { name: 'regalo-direccion', max: REDEEM_LIMITS.porDireccion, timeWindow: REDEEM_LIMITS.ventanaMs },
  );
  app.post(
    '/usuario/tarjeta/regalo/usarcodigo',
    {
      preHandler: [app.requireUser, redeemLimit],
      schema: {
        ...base,
        summary: 'Canjear un código de regalo (un solo uso; intentos limitados: 429)',
        body: UsarCodigoSchema,
        response: { 200: CodigoCanjeadoSchema, 409: errorBodySchema, 429: errorBodySchema, ...errors },
      },
    },
    (request) => redeemGiftCode(db, request.usuario!.id, request.body.codigo),
  );
};

export default walletRoutes;
