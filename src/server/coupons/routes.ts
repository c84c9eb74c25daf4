/** Customer coupon endpoints of src/shared/contracts/coupons.ts (the caller's own data only). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CuponAplicadoSchema, CuponesUsuarioSchema } from '../../shared/contracts/coupons';
import { errorBodySchema } from '../errors';
import { getZone } from '../zones/service';
import { applyCouponToCart, couponsForCartPage, usableCoupons } from './service';

const tags = ['cupon'];
const security = [{ bearerAuth: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const Zona = Type.String({ minLength: 1, maxLength: 100 });

const couponRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;

  app.get(
    '/usuario/cupon/cuponesusuario/:zona',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Cupones que el cliente puede usar hoy en la zona (panel «Mis Cupones»)',
        params: Type.Object({ zona: Zona }),
        response: { 200: CuponesUsuarioSchema, ...errors },
      },
    },
    async (request) => {
      const zona = await getZone(db, request.params.zona);
      return { cupon: await usableCoupons(db, zona.id, request.usuario!.id) };
    },
  );

  app.get(
    '/usuario/cupon/cuponesusuariopago/:zona/:pagina',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Cupones usables cuyo monto mínimo alcanza la página del carrito (pago)',
        params: Type.Object({ zona: Zona, pagina: Type.Integer({ minimum: 0, maximum: 2 }) }),
        response: { 200: CuponesUsuarioSchema, ...errors },
      },
    },
    async (request) => {
      const zona = await getZone(db, request.params.zona);
      return couponsForCartPage(db, request.usuario!, zona.id, request.params.pagina);
    },
  );

  app.get(
    '/usuario/carrito/:id/cupon/:cupon/aplicar',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Aplicar un cupón al carrito del cliente: descuento sobre el total de productos (no lo consume)',
        params: Type.Object({
          id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
          cupon: Type.String({ pattern: '^[A-Za-z0-9_-]{1,30}$' }),
        }),
        response: { 200: CuponAplicadoSchema, ...errors, 422: errorBodySchema },
      },
    },
    (request) => applyCouponToCart(db, request.usuario!, request.params.id, request.params.cupon),
  );
};

export default couponRoutes;
