/**
 * Coupons as customers see them (spec sections 3 and 7). {zona} is the zone slug or id.
 * - GET /usuario/cupon/cuponesusuario/{zona}            -> CuponesUsuario: active, in their validity window,
 *        not exhausted overall nor by the caller (the 'Mis Cupones' panel)
 * - GET /usuario/cupon/cuponesusuariopago/{zona}/{pagina} -> CuponesUsuario: those of the list above whose
 *        minimum the caller's cart page reaches
 * - GET /usuario/carrito/{id}/cupon/{cupon}/aplicar     -> CuponAplicado: {id} the caller's cart id, {cupon}
 *        the code; 404 for another customer's cart; 422 with the reason when the coupon cannot be used
 *        ('Cupón no válido', 'Cupón vencido', 'Cupón agotado', 'Ya usaste este cupón', 'El monto mínimo para
 *        este cupón es de ...')
 */
import { Type, type Static } from 'typebox';
import { CuponUsableSchema } from './orders';

export const CuponesUsuarioSchema = Type.Object({ cupon: Type.Array(CuponUsableSchema) });
export type CuponesUsuario = Static<typeof CuponesUsuarioSchema>;

export const CuponAplicadoSchema = Type.Object({
  cupon: CuponUsableSchema,
  /** Products total of the cart page (with tax), the discount and what remains. */
  productos: Type.String(),
  descuento: Type.String(),
  total: Type.String(),
});
export type CuponAplicado = Static<typeof CuponAplicadoSchema>;
