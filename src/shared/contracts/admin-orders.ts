/**
 * Back-office order API (spec section 7, ROLE_ADMIN + ROLE_PEDIDO). A staff member sees only the orders of
 * zones they hold ROLE_ZONA_<slug> for; any other order is 404.
 * - GET /admin/orden            filter/sort/range (ra-data-simple-rest) -> OrdenFila[] + Content-Range (50 a
 *       page; on very large results the total is the planner's estimate)
 * - GET /admin/orden/datafiltro -> OrdenDataFiltro (statuses, the caller's zones, payment methods, delivery types)
 * - GET /admin/orden/{id}/full  -> OrdenAdmin (GET /admin/orden/{id} answers the same)
 * - PUT /admin/orden/{id}/estatus  CambioEstatusOrden -> OrdenAdmin (only the moves of shared/order-status.ts;
 *       422 'Transición de estatus no permitida' otherwise)
 * - GET /admin/orden/exportar?filter=...  -> text/csv (same filters, Spanish headers, at most 100.000 rows)
 * - GET /admin/orden/conteo?filter=...  -> OrdenConteo[] (orders per status with the other filters: the status tabs)
 * - PUT /admin/orden/estatus-lote  CambioEstatusLote -> ResultadoLote (one note for every order; each moved on its own)
 * Amounts are system-currency (USD) decimal strings; `tasa` is the order's bolívar rate.
 */
import { Type, type Static } from 'typebox';
import { OrdenLineaSchema, OrdenPagoSchema } from './orders';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const OneOrMany = <T extends ReturnType<typeof Type.Integer>>(item: T) => Type.Union([item, Type.Array(item, { minItems: 1, maxItems: 50 })]);
/** Amount filter: a number or a decimal string, as the admin's inputs send it. */
const Monto = Type.Union([
  Type.Number({ minimum: 0, maximum: 1e10 }),
  Type.String({ pattern: '^\\d{1,10}(\\.\\d{1,2})?$', maxLength: 13 }),
]);
const Fecha = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', format: 'date' });

export const ORDEN_EXPORT_MAX = 100_000;

export const OrdenFilaSchema = Type.Object({
  id: Type.Integer(),
  creadoEn: Type.String({ format: 'date-time' }),
  /** OrdenEstatus id. */
  estatus: Type.Integer(),
  zonaId: Type.Integer(),
  zonaNombre: Type.String(),
  clienteNombre: Type.String(),
  clienteEmail: Type.String(),
  clienteDocumento: Type.String(),
  /** TipoEnvio id. */
  tipoEnvio: Type.Integer(),
  /** MetodoPago id. */
  metodoPago: Type.Integer(),
  fechaEntrega: Type.String(),
  horaInicio: Type.String(),
  horaFin: Type.String(),
  total: Type.String(),
  tasa: Type.String(),
});
export type OrdenFila = Static<typeof OrdenFilaSchema>;

/** The `filter` query parameter of GET /admin/orden and /admin/orden/exportar (JSON). */
export const OrdenFiltroSchema = Type.Object(
  {
    id: Type.Optional(OneOrMany(Id)),
    estatus: Type.Optional(OneOrMany(Type.Integer({ minimum: 1, maximum: 7 }))),
    zonaId: Type.Optional(OneOrMany(Id)),
    /** Creation date range, inclusive, as calendar days in America/Caracas. */
    desde: Type.Optional(Fecha),
    hasta: Type.Optional(Fecha),
    /** Name or e-mail prefix (case-insensitive), or the exact document. */
    cliente: Type.Optional(Type.String({ maxLength: 100 })),
    metodoPago: Type.Optional(OneOrMany(Type.Integer({ minimum: 1, maximum: 7 }))),
    tipoEnvio: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)])),
    totalMin: Type.Optional(Monto),
    totalMax: Type.Optional(Monto),
    /** A payment reference (exact, case-insensitive): the orders with a payment that used it. */
    referencia: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  },
  { additionalProperties: false },
);
export type OrdenFiltro = Static<typeof OrdenFiltroSchema>;

export const ORDEN_ORDENABLES = ['id', 'creadoEn', 'total', 'estatus'] as const;
export type OrdenOrdenable = (typeof ORDEN_ORDENABLES)[number];

const Opcion = Type.Object({ id: Type.Integer(), nombre: Type.String() });

export const OrdenDataFiltroSchema = Type.Object({
  estatus: Type.Array(Opcion),
  zona: Type.Array(Type.Object({ id: Type.Integer(), slug: Type.String(), nombre: Type.String() })),
  metodoPago: Type.Array(Opcion),
  tipoEnvio: Type.Array(Opcion),
});
export type OrdenDataFiltro = Static<typeof OrdenDataFiltroSchema>;

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);

export const OrdenAdminSchema = Type.Object({
  id: Type.Integer(),
  creadoEn: Type.String({ format: 'date-time' }),
  actualizadoEn: Type.String({ format: 'date-time' }),
  estatus: Opcion,
  /** The statuses staff may move it to now (shared/order-status.ts). */
  siguientes: Type.Array(Opcion),
  zona: Type.Object({ id: Type.Integer(), slug: Type.String(), nombre: Type.String() }),
  pagina: Type.Integer(),
  usuarioTipo: Type.String(),
  cliente: Type.Object({
    id: Type.Integer(),
    nombre: Type.String(),
    email: Type.String(),
    documento: Type.String(),
    telefono: Type.String(),
  }),
  tipoEnvio: Opcion,
  direccion: Type.String(),
  fechaEntrega: Type.String(),
  horaInicio: Type.String(),
  horaFin: Type.String(),
  tiempoEnvio: Type.Integer(),
  metodoPago: Opcion,
  subtotal: Type.String(),
  impuesto: Type.String(),
  descuento: Type.String(),
  costoEnvio: Type.String(),
  costoEmpaquetado: Type.String(),
  total: Type.String(),
  tasa: Type.String(),
  /** The total in bolívares at the order's rate. */
  totalBs: Type.String(),
  monedaId: Type.Integer(),
  cuponCodigo: Nullable(Type.String()),
  nota: Type.String(),
  detalle: Type.Array(Type.Object({ id: Type.Integer(), ...OrdenLineaSchema.properties })),
  pago: Type.Array(Type.Object({ ...OrdenPagoSchema.properties, verificadoPor: Nullable(Type.String()) })),
  historial: Type.Array(
    Type.Object({
      id: Type.Integer(),
      estatus: Opcion,
      nota: Type.String(),
      fechaHora: Type.String({ format: 'date-time' }),
      /** Staff member's name; null for the customer's own checkout. */
      autor: Nullable(Type.String()),
    }),
  ),
  calificacion: Type.Union([
    Type.Object({ puntuacion: Type.Integer(), comentario: Type.String(), fechaHora: Type.String({ format: 'date-time' }) }),
    Type.Null(),
  ]),
});
export type OrdenAdmin = Static<typeof OrdenAdminSchema>;

export const CambioEstatusOrdenSchema = Type.Object(
  {
    estatus: Type.Integer({ minimum: 1, maximum: 7 }),
    nota: Type.String({ minLength: 3, maxLength: 500 }),
  },
  { additionalProperties: false },
);
export type CambioEstatusOrden = Static<typeof CambioEstatusOrdenSchema>;

/** Orders per status for the status tabs; `estimado` when the number is the planner's estimate (very large). */
export const OrdenConteoSchema = Type.Object({ estatus: Type.Integer(), nombre: Type.String(), total: Type.Integer(), estimado: Type.Boolean() });
export type OrdenConteo = Static<typeof OrdenConteoSchema>;

export const ORDEN_LOTE_MAX = 100;
export const CambioEstatusLoteSchema = Type.Object(
  {
    ids: Type.Array(Id, { minItems: 1, maxItems: ORDEN_LOTE_MAX }),
    estatus: Type.Integer({ minimum: 1, maximum: 7 }),
    nota: Type.String({ minLength: 3, maxLength: 500 }),
  },
  { additionalProperties: false },
);
export type CambioEstatusLote = Static<typeof CambioEstatusLoteSchema>;

export const ResultadoLoteSchema = Type.Object({
  movidas: Type.Array(Type.Integer()),
  errores: Type.Array(Type.Object({ id: Type.Integer(), mensaje: Type.String() })),
});
export type ResultadoLote = Static<typeof ResultadoLoteSchema>;
