/**
 * Cart wire shapes (spec sections 3, 4 and 7). Every /usuario path needs a customer's Bearer token and sees
 * only the caller's own carts; {zona} is the zone slug (or id). Amounts are system-currency decimal strings.
 *
 * - GET  /usuario/carrito/zona/{zona}                        -> CarritoRespuesta (always pages 0, 1 and 2)
 * - POST /usuario/carrito/zona/{zona}        GuardarCarrito  -> CarritoRespuesta (replaces that page's lines)
 * - POST /usuario/carrito/zona/{zona}/individual LineaIndividual -> CarritoRespuesta (one line: sets, or adds
 *        when `acumular`; a resulting quantity <= 0 removes it)
 * - POST /usuario/carrito/zona/{zona}/combinar CombinarCarrito -> CarritoRespuesta (guest cart merged into
 *        page 0 after login: quantities of the same product add up)
 * - GET  /usuario/carrito/zona/{zona}/{pagina}/limpiarcarrito -> CarritoRespuesta
 * - GET  /usuario/carrito/zona/{zona}/{pagina}/validar        -> ValidacionCarrito (checkout button: checks
 *        every line against current stock, price and sale mode; lines that cannot be bought as they are get
 *        adjusted to the nearest valid quantity or removed, and are reported in `errores`)
 * - POST /api/carrito/zona/{zona}/revisar   CombinarCarrito   -> CarritoPagina (public, writes nothing: a
 *        guest's cached cart priced and judged for the caller's plan, pagina 0)
 *
 * Body rules (400 with the fields, nothing written): pagina 0..2; cantidad an integer, 0..100000
 * (0 removes); producto.id a positive integer; at most 200 lines; no unknown fields (a client-set price is an
 * unknown field). A product that is not sold in the zone for the caller's plan is refused with 422 on
 * individual/save (`errores` names it), but kept as NO_DISPONIBLE when it was already in a saved cart.
 */
import { Type, type Static } from 'typebox';
import { ImagenOpcionalSchema } from './catalog';
import { PrecioTarjetaSchema } from './catalog-pages';

export const PaginaCarritoSchema = Type.Integer({ minimum: 0, maximum: 2 });
export const CantidadSchema = Type.Integer({ minimum: 0, maximum: 100_000 });
export const ProductoRefSchema = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }, { additionalProperties: false });

export const LineaCarritoEntradaSchema = Type.Object(
  { cantidad: CantidadSchema, producto: ProductoRefSchema },
  { additionalProperties: false },
);
export type LineaCarritoEntrada = Static<typeof LineaCarritoEntradaSchema>;

export const GuardarCarritoSchema = Type.Object(
  { pagina: PaginaCarritoSchema, carritoDetalle: Type.Array(LineaCarritoEntradaSchema, { maxItems: 200 }) },
  { additionalProperties: false },
);
export type GuardarCarrito = Static<typeof GuardarCarritoSchema>;

export const LineaIndividualSchema = Type.Object(
  {
    pagina: PaginaCarritoSchema,
    cantidad: CantidadSchema,
    producto: ProductoRefSchema,
    /** true: add to the quantity already there (the 'Agregar' buttons); false/absent: set it. */
    acumular: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type LineaIndividual = Static<typeof LineaIndividualSchema>;

export const CombinarCarritoSchema = Type.Object(
  { carritoDetalle: Type.Array(LineaCarritoEntradaSchema, { maxItems: 200 }) },
  { additionalProperties: false },
);
export type CombinarCarrito = Static<typeof CombinarCarritoSchema>;

/** A product as a cart shows it, with the caller's current price (null when it is no longer sold). */
export const ProductoCarritoSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  nombre: Type.String(),
  imagen: ImagenOpcionalSchema,
  /** Tax percentage ("16.00"; "0.00" exempt). */
  impuesto: Type.String(),
  precio: Type.Union([PrecioTarjetaSchema, Type.Null()]),
  /** Stock the zone sells from; 0 when not available. */
  existencia: Type.Integer(),
});
export type ProductoCarrito = Static<typeof ProductoCarritoSchema>;

export const LineaCarritoSchema = Type.Object({
  cantidad: Type.Integer(),
  /** CarritoDetalleEstatus id (1 ACTIVO ... 7 NO_DISPONIBLE). */
  estatus: Type.Integer(),
  /** Spanish explanation when estatus is not ACTIVO. */
  mensaje: Type.Union([Type.String(), Type.Null()]),
  producto: ProductoCarritoSchema,
});
export type LineaCarrito = Static<typeof LineaCarritoSchema>;

export const TotalesCarritoSchema = Type.Object({
  subtotal: Type.String(),
  impuesto: Type.String(),
  /** Products with tax (shared/order-totals.ts cartTotals().productos). */
  total: Type.String(),
});

export const CarritoPaginaSchema = Type.Object({
  /** Server cart id (for /usuario/carrito/{id}/cupon/{cupon}/aplicar); null for a page never saved. */
  id: Type.Union([Type.Integer(), Type.Null()]),
  pagina: Type.Integer(),
  carritoDetalle: Type.Array(LineaCarritoSchema),
  totales: TotalesCarritoSchema,
});
export type CarritoPagina = Static<typeof CarritoPaginaSchema>;

export const CarritoRespuestaSchema = Type.Object({ carrito: Type.Array(CarritoPaginaSchema) });
export type CarritoRespuesta = Static<typeof CarritoRespuestaSchema>;

export const ValidacionCarritoSchema = Type.Object({
  /** true when every line can be bought as it is and the minimum purchase is met. */
  valido: Type.Boolean(),
  /** Messages per cart page ("0", "1", "2"): one per adjusted or removed line. */
  errores: Type.Record(Type.String(), Type.Array(Type.String())),
  /** The page after the adjustments. */
  carrito: CarritoPaginaSchema,
  /** Minimum purchase for the caller's plan ("0.00" for PRIME) and whether the page reaches it. */
  minimoCompra: Type.String(),
  minimoAlcanzado: Type.Boolean(),
});
export type ValidacionCarrito = Static<typeof ValidacionCarritoSchema>;
