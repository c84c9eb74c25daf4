/**
 * The card gateway's webhook, `POST /pasarela/tarjeta/webhook` (no session, no CSRF: the HMAC-SHA256 of the raw
 * body in X-Firma is its credential; a bad or missing signature is 401). Registered only when a gateway is
 * configured; without one the path is 404. `gatewaySetupOf` gives the customer routes the configured gateway.
 */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError, badRequest, errorBodySchema } from '../errors';
import { cardGateway, parseEvent, SIGNATURE_HEADER, validSignature } from './card-gateway';
import { applyGatewayEvent, type GatewaySetup } from './gateway-service';

export const WEBHOOK_PATH = '/pasarela/tarjeta/webhook';
export const FIRMA_INVALIDA = 'Firma inválida';

/** The configured gateway with its return and webhook addresses; null without CARD_GATEWAY_*. */
export function gatewaySetupOf(app: FastifyInstance): GatewaySetup | null {
  const c = app.config.cardGateway;
  if (!c) return null;
  return { gateway: cardGateway(c), publicUrl: app.config.publicUrl, webhookUrl: `${app.config.publicUrl}${app.config.apiBase}${WEBHOOK_PATH}` };
}

const gatewayRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const c = app.config.cardGateway;
  if (!c) return;
  // this plugin's JSON stays raw: the signature is over the exact bytes the gateway sent
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 16 * 1024 }, (_request, body, done) => done(null, body));
  app.post(
    WEBHOOK_PATH,
    {
      schema: {
        tags: ['pasarela'],
        summary: 'Aviso firmado de la pasarela de pago con tarjeta (aprobado o rechazado); repetirlo no hace nada',
        response: {
          200: Type.Object({ estado: Type.Union([Type.Literal('aplicado'), Type.Literal('repetido')]) }),
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!validSignature(raw, request.headers[SIGNATURE_HEADER], c.secret)) throw new AppError(401, FIRMA_INVALIDA);
      const event = parseEvent(raw);
      if (!event) throw badRequest('Aviso de pago inválido');
      return { estado: await applyGatewayEvent(app.db, event, app.mailer) };
    },
  );
};

export default gatewayRoutes;
