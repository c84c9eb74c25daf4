/**
 * Checkout and order wire shapes for customers (spec sections 3, 7 and 9). /usuario paths need a
 * customer's Bearer token and see only the caller's own data (another customer's id -> 404). Amounts are
 * system-currency (USD) decimal strings; the client converts them with shared/money.ts at `tasa`.
 *
 * Delivery data (public):
 * - GET /api/zona/sector?zona=<slug|id>            -> SectoresRespuesta (active areas with their sectors)
 * - GET /api/website/direccion/formdata?zona=<slug> -> DireccionFormData (what the address form needs)
 * Saved addresses (customer):
 * - GET    /usuario/direccion/zona/{zona}           -> { direccion: DireccionUsuario[] }
 * - POST   /usuario/direccion/zona/{zona}  NuevaDireccion -> 201 DireccionUsuario
 * - DELETE /usuario/direccion/{id}                  -> 204 (soft delete; orders keep their copy)
 * Checkout:
 * - GET  /usuario/orden/zona/{zona}/pagina/{pagina}/formpago -> FormPago (the cart page validated and adjusted
 *        like /validar, delivery and pickup options with concrete windows, payment methods, balance, coupons)
 * - POST /usuario/orden/zona/{zona}/pagina/{pagina}/registrar RegistrarOrden -> 201 OrdenRegistrada
 *        (200 with the same order when claveIdempotencia was already used by the caller). One transaction:
 *        re-price and re-validate on the server, take stock, use the coupon, debit the balance through the
 *        ledger, snapshot prices/tax/rate, clear the cart page. Errors: 400 fields; 409 stock or balance taken
 *        meanwhile, or `totalEsperado` differs from the server's total (the shopper re-confirms); 422 business
 *        rules (empty cart, minimum purchase, window blocked, coupon not valid, reference missing...).
 * Orders:
 * - GET /usuario/orden/pagina/{n}          -> OrdenesPagina (1-based, 50 a page, newest first)
 * - GET /usuario/orden/{id}/usuario        -> OrdenCompleta
 * - GET /usuario/rastreo/listado           -> RastreoListado (orders in progress, and those finished in the
 *        last 48 h)
 * - GET /usuario/orden/calificacion/pendiente -> { orden: OrdenResumen | null } (latest delivered, unrated)
 * - GET /usuario/orden/calificaciones      -> { calificacion: CalificacionFila[] } (delivered orders, rated or not)
 * - POST /usuario/orden/calificacion  NuevaCalificacion -> 201 (once per delivered order; 422 otherwise)
 */
import { Type, type Static } from 'typebox';
import { CarritoPaginaSchema } from './cart';

const Decimal = Type.String({ pattern: '^\\d{1,10}(\\.\\d{1,2})?$', maxLength: 13 });
const Texto = (max: number, min = 0) => Type.String({ minLength: min, maxLength: max });
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

// ---- delivery data ----------------------------------------------------------------------------------

export const SectorSchema = Type.Object({ id: Type.Integer(), nombre: Type.String() });
export const AreaSchema = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  costoEnvio: Type.String(),
  /** Minutes from dispatch. */
  tiempoEnvio: Type.Integer(),
  sector: Type.Array(SectorSchema),
});
export type Area = Static<typeof AreaSchema>;
export const SectoresRespuestaSchema = Type.Object({ area: Type.Array(AreaSchema) });

export const DireccionFormDataSchema = Type.Object({
  zona: Type.Object({ id: Type.Integer(), slug: Type.String(), nombre: Type.String() }),
  area: Type.Array(AreaSchema),
});

export const DireccionUsuarioSchema = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  direccion: Type.String(),
  referencia: Type.String(),
  sector: SectorSchema,
  area: Type.Object({ id: Type.Integer(), nombre: Type.String() }),
});
export type DireccionUsuario = Static<typeof DireccionUsuarioSchema>;

export const NuevaDireccionSchema = Type.Object(
  { nombre: Texto(60, 2), sectorId: Id, direccion: Texto(300, 5), referencia: Type.Optional(Texto(300)) },
  { additionalProperties: false },
);
export type NuevaDireccion = Static<typeof NuevaDireccionSchema>;

/** A concrete delivery or pickup window (America/Caracas), shipping blocks already removed. */
export const VentanaSchema = Type.Object({
  /** horario.id (delivery) or horario_pickup.id (pickup). */
  horarioId: Type.Integer(),
  fecha: Type.String({ format: 'date' }),
  horaInicio: Type.String(),
  horaFin: Type.String(),
  /** 'Lunes 23 de noviembre, 08:00 a 11:00' */
  etiqueta: Type.String(),
});
export type Ventana = Static<typeof VentanaSchema>;

/**
 * Express delivery to an area (the zone's active express option): its price for the area and the one
 * window it is delivered in, the area's earliest offered delivery window (no window choice).
 */
export const ExpressSchema = Type.Object({
  nombre: Type.String(),
  costoEnvio: Type.String(),
  envioGratisDesde: Type.Union([Type.String(), Type.Null()]),
  ventana: VentanaSchema,
});
export type Express = Static<typeof ExpressSchema>;

export const AreaEntregaSchema = Type.Object({
  ...AreaSchema.properties,
  /** Products total from which delivery to this area is free (the zone's delivery option); null: never. */
  envioGratisDesde: Type.Union([Type.String(), Type.Null()]),
  ventana: Type.Array(VentanaSchema),
  /** Null when the zone has no active express option or the area no window left. */
  express: Type.Union([ExpressSchema, Type.Null()]),
});
export const PuntoRetiroSchema = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  direccion: Type.String(),
  referencia: Type.String(),
  telefono: Type.String(),
  /** What picking up costs (the zone's pickup option; '0.00' without one) and the products total from which it is free. */
  costoEnvio: Type.String(),
  envioGratisDesde: Type.Union([Type.String(), Type.Null()]),
  ventana: Type.Array(VentanaSchema),
});

export const MetodoPagoOpcionSchema = Type.Object({
  /** MetodoPago id (shared/enums.ts); SALDO is not listed: the balance part is `montoSaldo`. */
  id: Type.Integer(),
  nombre: Type.String(),
  /** Public image path (/pagos/<name>.svg). */
  imagen: Type.String(),
  /** Fields the customer must fill: subset of referencia, banco, telefono, documento. */
  requiere: Type.Array(Type.Union([Type.Literal('referencia'), Type.Literal('banco'), Type.Literal('telefono'), Type.Literal('documento')])),
  /** Whether the amount is paid in bolívares at the order's rate (shown converted). */
  enBolivares: Type.Boolean(),
  /** Where to pay (bank, phone, account holder...) as label/value pairs. */
  instrucciones: Type.Array(Type.Object({ etiqueta: Type.String(), valor: Type.String() })),
});
export type MetodoPagoOpcion = Static<typeof MetodoPagoOpcionSchema>;

export const CuponUsableSchema = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  codigo: Type.String(),
  valor: Type.String(),
  porcentaje: Type.Boolean(),
  montoMinimo: Type.String(),
  hasta: Type.String({ format: 'date-time' }),
});
export type CuponUsable = Static<typeof CuponUsableSchema>;

export const FormPagoSchema = Type.Object({
  zona: Type.Object({ id: Type.Integer(), slug: Type.String(), nombre: Type.String() }),
  carrito: CarritoPaginaSchema,
  valido: Type.Boolean(),
  errores: Type.Record(Type.String(), Type.Array(Type.String())),
  minimoCompra: Type.String(),
  minimoAlcanzado: Type.Boolean(),
  /** Bolívares per dollar now. */
  tasa: Type.String(),
  costoEmpaquetado: Type.String(),
  /** Caller's TZM balance. */
  saldo: Type.String(),
  direccion: Type.Array(DireccionUsuarioSchema),
  area: Type.Array(AreaEntregaSchema),
  retiro: Type.Array(PuntoRetiroSchema),
  metodoPago: Type.Array(MetodoPagoOpcionSchema),
  cupon: Type.Array(CuponUsableSchema),
  cliente: Type.Object({ nombre: Type.String(), telefono: Type.String(), documento: Type.String() }),
});
export type FormPago = Static<typeof FormPagoSchema>;

export const PagoEntradaSchema = Type.Object(
  {
    /** MetodoPago id other than SALDO (6). */
    metodo: Type.Integer({ minimum: 1, maximum: 7 }),
    referencia: Type.Optional(Type.String({ pattern: '^[0-9A-Za-z-]{4,30}$' })),
    banco: Type.Optional(Texto(60, 2)),
    telefono: Type.Optional(Type.String({ pattern: '^0\\d{10}$' })),
    documento: Type.Optional(Type.String({ pattern: '^[VEJG]-?\\d{5,10}$' })),
  },
  { additionalProperties: false },
);

export const RegistrarOrdenSchema = Type.Object(
  {
    claveIdempotencia: Type.String({ format: 'uuid' }),
    /** 1 delivery, 2 pickup, 3 express (a delivery in the area's earliest window, `horarioId`/`fechaEntrega` as formpago offered it). */
    tipoEnvio: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]),
    /** Delivery and express: a saved address of the caller in this zone, or a new one (saved when `guardar`). */
    direccionUsuarioId: Type.Optional(Id),
    direccionNueva: Type.Optional(
      Type.Object({ ...NuevaDireccionSchema.properties, guardar: Type.Optional(Type.Boolean()) }, { additionalProperties: false }),
    ),
    /** Pickup: a pickup address of the zone. */
    direccionZonaId: Type.Optional(Id),
    /** The chosen window: its horarioId and date, as FormPago offered it. */
    horarioId: Id,
    fechaEntrega: Type.String({ format: 'date' }),
    cuponCodigo: Type.Optional(Type.String({ pattern: '^[0-9A-Za-z_-]{3,30}$' })),
    /** Part paid with the TZM balance ("0.00" for none). */
    montoSaldo: Decimal,
    /** The other method, required unless the balance pays everything. */
    pago: Type.Optional(PagoEntradaSchema),
    /** Display currency the shopper used (1 USD, 2 VES). */
    monedaId: Type.Union([Type.Literal(1), Type.Literal(2)]),
    /** The total the shopper confirmed; a different server total is 409 so they confirm again. */
    totalEsperado: Decimal,
    nota: Type.Optional(Texto(500)),
  },
  { additionalProperties: false },
);
export type RegistrarOrden = Static<typeof RegistrarOrdenSchema>;

// ---- orders -----------------------------------------------------------------------------------------

export const EstatusOrdenSchema = Type.Object({ id: Type.Integer(), nombre: Type.String() });

export const OrdenResumenSchema = Type.Object({
  id: Type.Integer(),
  fechaHora: Type.String({ format: 'date-time' }),
  estatus: EstatusOrdenSchema,
  zona: Type.Object({ slug: Type.String(), nombre: Type.String() }),
  tipoEnvio: Type.Integer(),
  fechaEntrega: Type.String(),
  horaInicio: Type.String(),
  horaFin: Type.String(),
  total: Type.String(),
  tasa: Type.String(),
  productos: Type.Integer(),
  calificada: Type.Boolean(),
});
export type OrdenResumen = Static<typeof OrdenResumenSchema>;

export const OrdenRegistradaSchema = Type.Object({ orden: OrdenResumenSchema });
export type OrdenRegistrada = Static<typeof OrdenRegistradaSchema>;

export const OrdenesPaginaSchema = Type.Object({
  orden: Type.Array(OrdenResumenSchema),
  pagina: Type.Integer(),
  porPagina: Type.Integer(),
  total: Type.Integer(),
  paginas: Type.Integer(),
});
export type OrdenesPagina = Static<typeof OrdenesPaginaSchema>;

export const OrdenLineaSchema = Type.Object({
  productoId: Type.Integer(),
  nombre: Type.String(),
  cantidad: Type.Integer(),
  precio: Type.String(),
  oferta: Type.String(),
  impuestoPorcentaje: Type.String(),
  precioUnitario: Type.String(),
  impuesto: Type.String(),
  total: Type.String(),
});
export const OrdenPagoSchema = Type.Object({
  id: Type.Integer(),
  metodo: Type.Object({ id: Type.Integer(), nombre: Type.String() }),
  monto: Type.String(),
  montoBs: Type.Union([Type.String(), Type.Null()]),
  referencia: Type.Union([Type.String(), Type.Null()]),
  banco: Type.Union([Type.String(), Type.Null()]),
  telefono: Type.Union([Type.String(), Type.Null()]),
  documento: Type.Union([Type.String(), Type.Null()]),
  estatus: Type.Object({ id: Type.Integer(), nombre: Type.String() }),
  verificadoEn: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export const OrdenHistorialSchema = Type.Object({
  estatus: EstatusOrdenSchema,
  nota: Type.String(),
  fechaHora: Type.String({ format: 'date-time' }),
});

export const OrdenCompletaSchema = Type.Object({
  ...OrdenResumenSchema.properties,
  direccion: Type.String(),
  tiempoEnvio: Type.Integer(),
  subtotal: Type.String(),
  impuesto: Type.String(),
  descuento: Type.String(),
  costoEnvio: Type.String(),
  costoEmpaquetado: Type.String(),
  cuponCodigo: Type.Union([Type.String(), Type.Null()]),
  nota: Type.String(),
  detalle: Type.Array(OrdenLineaSchema),
  pago: Type.Array(OrdenPagoSchema),
  historial: Type.Array(OrdenHistorialSchema),
  calificacion: Type.Union([Type.Object({ puntuacion: Type.Integer(), comentario: Type.String(), fechaHora: Type.String() }), Type.Null()]),
});
export type OrdenCompleta = Static<typeof OrdenCompletaSchema>;

/**
 * Tracking entries as the spec has them: each field is JSON text.
 * dataOrder = JSON.stringify(DatosRastreo); process = JSON.stringify(ProcesoRastreo).
 */
export const RastreoSchema = Type.Object({ dataOrder: Type.String(), process: Type.String() });
export const RastreoListadoSchema = Type.Object({ rastreo: Type.Array(RastreoSchema) });
export type RastreoListado = Static<typeof RastreoListadoSchema>;
export interface DatosRastreo {
  id: number;
  fechaHora: string;
  /** Minutes. */
  tiempoEnvio: number;
  /** 1 delivery, 2 pickup, 3 express. */
  tipoEnvio: number;
  direccion: string;
  total: string;
  estatus: { id: number; nombre: string };
}
export interface PasoRastreo {
  name: string;
  /** ISO date-time when reached, null when not yet. */
  time: string | null;
  message: string;
  error: boolean;
}
export interface ProcesoRastreo {
  /** Public image path for the current step (an error image when cancelled). */
  image: string;
  steps: PasoRastreo[];
}

export const NuevaCalificacionSchema = Type.Object(
  { ordenId: Id, puntuacion: Type.Integer({ minimum: 1, maximum: 5 }), comentario: Type.Optional(Texto(500)) },
  { additionalProperties: false },
);
export type NuevaCalificacion = Static<typeof NuevaCalificacionSchema>;

export const CalificacionFilaSchema = Type.Object({
  orden: OrdenResumenSchema,
  calificacion: Type.Union([Type.Object({ puntuacion: Type.Integer(), comentario: Type.String(), fechaHora: Type.String() }), Type.Null()]),
});
export type CalificacionFila = Static<typeof CalificacionFilaSchema>;
