/**
 * The customer's TZM balance, balance cards and gift codes (spec section 7, "Cards and balance (user)").
 * Every path needs a customer and sees only the caller's own data (another customer's id -> 404).
 * - GET  /usuario/tarjeta/saldo                         -> Saldo (balance, with the rate to show it in Bs)
 * - GET  /usuario/tarjeta/saldo/historial?pagina=n      -> HistorialPagina (50 a page, newest first)
 * - GET  /usuario/tarjeta/saldo/historial/{kind}/{id}   -> MovimientoDetalle; {id} the movement id, {kind} its
 *        kind (ajuste, tarjetaregalo, ordenpago, tarjetapago, membresiapago, vuelto...; `mrembresiapago`, the
 *        spec's spelling, is an alias of membresiapago)
 * - GET  /usuario/tarjeta/solicitud/formcomprar         -> FormComprar (amounts, limits, payment methods, rate)
 * - POST /usuario/tarjeta/solicitud/procesarcomprar  ComprarTarjeta -> 201 TarjetaSolicitud (200 with the same
 *        request when claveIdempotencia was already used by the caller)
 * - GET  /usuario/tarjeta/solicitud/listado/{n}         -> SolicitudesPagina (1-based, 50 a page)
 * - GET  /usuario/tarjeta/solicitud/{id}                -> TarjetaSolicitud
 * - POST /usuario/tarjeta/regalo/usarcodigo  UsarCodigo -> CodigoCanjeado (rate limited: 429 when guessing)
 * Amounts are system-currency (USD) decimal strings.
 */
import { Type, type Static } from 'typebox';
import { MetodoPagoOpcionSchema } from './orders';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
/** Loose on purpose: 0, negatives and a third decimal get their own Spanish messages from the service. */
export const MontoEntrada = Type.String({ pattern: '^-?\\d{1,10}(\\.\\d{1,6})?$', maxLength: 18 });
const Fecha = Type.String({ format: 'date-time' });
const Nombrado = Type.Object({ id: Type.Integer(), nombre: Type.String() });

export const TARJETA_METODOS = [3, 4, 5] as const;
export const CODIGO_REGALO_LARGO = 20;

export const SaldoSchema = Type.Object({
  saldo: Type.String(),
  /** Bolívares per dollar now. */
  tasa: Type.String(),
});
export type Saldo = Static<typeof SaldoSchema>;

export const MovimientoSchema = Type.Object({
  id: Type.Integer(),
  tipo: Type.String(),
  tipoNombre: Type.String(),
  referenciaId: Type.Union([Type.Integer(), Type.Null()]),
  monto: Type.String(),
  saldoResultante: Type.String(),
  descripcion: Type.String(),
  fecha: Fecha,
});
export type Movimiento = Static<typeof MovimientoSchema>;

export const HistorialPaginaSchema = Type.Object({
  movimiento: Type.Array(MovimientoSchema),
  pagina: Type.Integer(),
  total: Type.Integer(),
  paginas: Type.Integer(),
});
export type HistorialPagina = Static<typeof HistorialPaginaSchema>;

/** What caused a movement, as label/value pairs ready to show (order number, card, code ending...). */
export const MovimientoDetalleSchema = Type.Object({
  movimiento: MovimientoSchema,
  causa: Type.Array(Type.Object({ etiqueta: Type.String(), valor: Type.String() })),
  /** The order behind ordenpago / ordenreintegro / vuelto movements, to link to it. */
  ordenId: Type.Union([Type.Integer(), Type.Null()]),
  /** The card request behind tarjetapago / tarjetaregalo movements. */
  solicitudId: Type.Union([Type.Integer(), Type.Null()]),
});
export type MovimientoDetalle = Static<typeof MovimientoDetalleSchema>;

export const FormComprarSchema = Type.Object({
  /** Amounts offered as buttons. */
  montos: Type.Array(Type.String()),
  minimo: Type.String(),
  maximo: Type.String(),
  tasa: Type.String(),
  metodoPago: Type.Array(MetodoPagoOpcionSchema),
  saldo: Type.String(),
});
export type FormComprar = Static<typeof FormComprarSchema>;

export const ComprarTarjetaSchema = Type.Object(
  {
    claveIdempotencia: Type.Optional(Type.String({ format: 'uuid' })),
    /** 1 recarga (own balance), 2 regalo (for destinatarioEmail). */
    tipo: Type.Integer({ minimum: 1, maximum: 2 }),
    monto: MontoEntrada,
    /** MetodoPago: 3 pago móvil, 4 transferencia, 5 Zelle, 8 tarjeta (where a gateway is configured). */
    metodo: Type.Integer({ minimum: 1, maximum: 8 }),
    /** Required for the manual methods; a card payment has none (the gateway's session is its reference). */
    referencia: Type.Optional(Type.String({ pattern: '^[0-9A-Za-z-]{4,30}$' })),
    banco: Type.Optional(Type.String({ maxLength: 60 })),
    telefono: Type.Optional(Type.String({ pattern: '^(0\\d{10})?$' })),
    destinatarioEmail: Type.Optional(Type.String({ maxLength: 180 })),
    destinatarioNombre: Type.Optional(Type.String({ maxLength: 100 })),
    mensaje: Type.Optional(Type.String({ maxLength: 300 })),
  },
  { additionalProperties: false },
);
export type ComprarTarjeta = Static<typeof ComprarTarjetaSchema>;

export const TarjetaSolicitudSchema = Type.Object({
  id: Type.Integer(),
  tipo: Nombrado,
  monto: Type.String(),
  tasa: Type.String(),
  montoBs: Type.Union([Type.String(), Type.Null()]),
  metodo: Nombrado,
  referencia: Type.String(),
  banco: Type.String(),
  destinatarioEmail: Type.Union([Type.String(), Type.Null()]),
  destinatarioNombre: Type.String(),
  mensaje: Type.String(),
  estatus: Nombrado,
  nota: Type.String(),
  /** Gift cards: whether the code was redeemed (the code itself is only in the recipient's e-mail). */
  codigoUsado: Type.Union([Type.Boolean(), Type.Null()]),
  creadoEn: Fecha,
  verificadoEn: Type.Union([Fecha, Type.Null()]),
  /** Card payments: the gateway's payment page to send the shopper to (on the purchase's answer only). */
  pasarela: Type.Optional(Type.String()),
});
export type TarjetaSolicitud = Static<typeof TarjetaSolicitudSchema>;

export const SolicitudesPaginaSchema = Type.Object({
  solicitud: Type.Array(TarjetaSolicitudSchema),
  pagina: Type.Integer(),
  total: Type.Integer(),
  paginas: Type.Integer(),
});
export type SolicitudesPagina = Static<typeof SolicitudesPaginaSchema>;

export const UsarCodigoSchema = Type.Object({ codigo: Type.String({ minLength: 1, maxLength: 60 }) }, { additionalProperties: false });
export type UsarCodigo = Static<typeof UsarCodigoSchema>;

export const CodigoCanjeadoSchema = Type.Object({ monto: Type.String(), saldo: Type.String() });
export type CodigoCanjeado = Static<typeof CodigoCanjeadoSchema>;

export const IdParamsSchema = Type.Object({ id: Id });
