/**
 * Cart endpoints of src/shared/contracts/cart.ts: the customer's server carts under /usuario (always the
 * caller's own, chosen by the token) and the public review of a guest's cached cart.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  CarritoPaginaSchema,
  CarritoRespuestaSchema,
  CombinarCarritoSchema,
  GuardarCarritoSchema,
  LineaIndividualSchema,
  PaginaCarritoSchema,
  ValidacionCarritoSchema,
} from '../../shared/contracts/cart';
import { UsuarioTipo } from '../../shared/enums';
import type { Db } from '../db/client';
import { errorBodySchema } from '../errors';
import { activeZone } from '../zones/service';
import { clearPage, getCarts, mergeGuestCart, reviewGuestCart, saveCartPage, saveLine, validateCartPage } from './service';

const TAGS = ['carrito'];
const security = [{ bearerAuth: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const ZonaParams = Type.Object({ zona: Type.String({ minLength: 1, maxLength: 100 }) });
const PaginaParams = Type.Object({ zona: Type.String({ minLength: 1, maxLength: 100 }), pagina: PaginaCarritoSchema });

/** The id of an active zone given by slug or id; anything else is 404. */
async function activeZoneId(db: Db, zona: string): Promise<number> {
  return (await activeZone(db, zona)).id;
}

const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  /** Route options of a customer's cart call: the ROLE_USUARIO guard and the documented schema. */
  const customer = <S extends object>(summary: string, schema: S) => ({
    preHandler: app.requireUser,
    schema: { tags: TAGS, summary, security, ...schema },
  });
  const answer = { 200: CarritoRespuestaSchema, ...errors };
  const refusable = { ...answer, 422: errorBodySchema };

  app.get(
    '/usuario/carrito/zona/:zona',
    customer('Los tres carritos del cliente en la zona', { params: ZonaParams, response: answer }),
    async (request) => getCarts(db, request.usuario!, await activeZoneId(db, request.params.zona)),
  );

  app.post(
    '/usuario/carrito/zona/:zona',
    customer('Guardar una página del carrito (reemplaza sus líneas)', { params: ZonaParams, body: GuardarCarritoSchema, response: refusable }),
    async (request) => saveCartPage(db, request.usuario!, await activeZoneId(db, request.params.zona), request.body),
  );

  app.post(
    '/usuario/carrito/zona/:zona/individual',
    customer('Fijar o sumar la cantidad de un producto en una página del carrito', {
      params: ZonaParams,
      body: LineaIndividualSchema,
      response: refusable,
    }),
    async (request) => saveLine(db, request.usuario!, await activeZoneId(db, request.params.zona), request.body),
  );

  app.post(
    '/usuario/carrito/zona/:zona/combinar',
    customer('Combinar el carrito de invitado con el carrito #1 tras ingresar', { params: ZonaParams, body: CombinarCarritoSchema, response: answer }),
    async (request) => mergeGuestCart(db, request.usuario!, await activeZoneId(db, request.params.zona), request.body),
  );

  app.get(
    '/usuario/carrito/zona/:zona/:pagina/limpiarcarrito',
    customer('Vaciar una página del carrito', { params: PaginaParams, response: answer }),
    async (request) => clearPage(db, request.usuario!, await activeZoneId(db, request.params.zona), request.params.pagina),
  );

  app.get(
    '/usuario/carrito/zona/:zona/:pagina/validar',
    customer('Validar una página del carrito antes de pagar (ajusta o retira las líneas que no se pueden comprar)', {
      params: PaginaParams,
      response: { 200: ValidacionCarritoSchema, ...errors },
    }),
    async (request) => validateCartPage(db, request.usuario!, await activeZoneId(db, request.params.zona), request.params.pagina),
  );

  app.post(
    '/api/carrito/zona/:zona/revisar',
    {
      preHandler: app.optionalAuth,
      schema: {
        tags: TAGS,
        summary: 'Precios y estado del carrito de invitado para el plan de quien llama (no guarda nada)',
        security: [{ bearerAuth: [] }, {}],
        params: ZonaParams,
        body: CombinarCarritoSchema,
        response: { 200: CarritoPaginaSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      reviewGuestCart(db, request.usuario?.usuarioTipoId ?? UsuarioTipo.normal, await activeZoneId(db, request.params.zona), request.body),
  );
};

export default cartRoutes;
