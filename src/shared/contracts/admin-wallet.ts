/**
 * Back-office balance API (spec section 7, "Cards and balance (admin)"; ROLE_ADMIN + ROLE_TARJETA):
 * - GET /admin/tarjeta/solicitud/listado   filter/sort/range -> SolicitudFila[] + Content-Range
 * - GET /admin/tarjeta/solicitud/{id}      -> SolicitudFila
 * - PUT /admin/tarjeta/solicitud/{id}  DecidirSolicitud {estatus 2 aprobar | 3 rechazar, nota?} -> SolicitudFila
 *       (approval credits the buyer, kind tarjetapago, or issues a gift code mailed to the recipient; the same
 *       decision again answers the same row and writes nothing; the opposite one is 409)
 * - GET /admin/tarjeta/saldo/listado       filter/sort/range -> SaldoFila[] (every customer with a balance row)
 * - GET /admin/tarjeta/saldo/{id}/historial  filter/sort/range -> MovimientoFila[] (one customer's ledger)
 * - GET /admin/tarjeta/saldo/historial/{kind}/{a}/{b} -> MovimientoDetalle (a: customer id, b: movement id)
 * - GET /admin/tarjeta/saldo/ajuste/listado  filter/sort/range -> AjusteFila[]
 * - POST /admin/tarjeta/saldo/{usuario}/ajuste  NuevoAjuste -> 201 AjusteFila (debit never below 0: 409)
 * - GET /admin/tarjeta/conciliacion        -> Conciliacion (every balance = its ledger; one movement per cause)
 * - GET /admin/vuelto  filter/sort/range -> VueltoFila[];  GET /admin/vuelto/{id} -> VueltoFila
 * - GET /admin/vuelto/orden/{orden}        -> VueltoOrden (the order's payments that may get a vuelto)
 * - POST /admin/vuelto/registrar  NuevoVuelto -> 201 VueltoFila (one per order payment: 409)
 */
import { Type, type Static } from 'typebox';
import { MontoEntrada } from './wallet';

const Fecha = Type.String({ format: 'date-time' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Ids = Type.Union([Id, Type.Array(Id, { maxItems: 500 })]);
const Q = Type.String({ maxLength: 100 });

export const SolicitudFilaSchema = Type.Object({
  id: Type.Integer(),
  usuarioId: Type.Integer(),
  email: Type.String(),
  cliente: Type.String(),
  tipo: Type.Integer(),
  tipoNombre: Type.String(),
  monto: Type.String(),
  tasa: Type.String(),
  montoBs: Nullable(Type.String()),
  metodo: Type.Integer(),
  metodoNombre: Type.String(),
  referencia: Type.String(),
  banco: Type.String(),
  telefono: Type.String(),
  destinatarioEmail: Nullable(Type.String()),
  destinatarioNombre: Type.String(),
  mensaje: Type.String(),
  estatus: Type.Integer(),
  estatusNombre: Type.String(),
  nota: Type.String(),
  verificadoPor: Nullable(Type.Integer()),
  verificadoEn: Nullable(Fecha),
  creadoEn: Fecha,
  /** Gift cards: last 4 characters of the issued code and whether it was redeemed. */
  codigoFinal: Nullable(Type.String()),
  codigoUsado: Nullable(Type.Boolean()),
  /** Another card request uses the same payment reference. */
  referenciaDuplicada: Type.Boolean(),
});
export type SolicitudFila = Static<typeof SolicitudFilaSchema>;

export const SOLICITUD_ORDENABLES = ['id', 'creadoEn', 'monto', 'estatus', 'tipo', 'metodo'] as const;
export type SolicitudOrdenable = (typeof SOLICITUD_ORDENABLES)[number];
export const SolicitudFiltroSchema = Type.Object(
  {
    q: Type.Optional(Q),
    estatus: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
    tipo: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
    metodo: Type.Optional(Type.Integer({ minimum: 1, maximum: 8 })),
    usuarioId: Type.Optional(Id),
    desde: Type.Optional(Type.String({ format: 'date' })),
    hasta: Type.Optional(Type.String({ format: 'date' })),
    id: Type.Optional(Ids),
  },
  { additionalProperties: false },
);
export type SolicitudFiltro = Static<typeof SolicitudFiltroSchema>;

export const DecidirSolicitudSchema = Type.Object(
  { estatus: Type.Integer({ minimum: 2, maximum: 3 }), nota: Type.Optional(Type.String({ maxLength: 300 })) },
  { additionalProperties: false },
);
export type DecidirSolicitud = Static<typeof DecidirSolicitudSchema>;

export const SaldoFilaSchema = Type.Object({
  /** The customer's id (react-admin's record id). */
  id: Type.Integer(),
  email: Type.String(),
  cliente: Type.String(),
  saldo: Type.String(),
  actualizadoEn: Fecha,
});
export type SaldoFila = Static<typeof SaldoFilaSchema>;
export const SALDO_ORDENABLES = ['id', 'saldo', 'actualizadoEn', 'email'] as const;
export type SaldoOrdenable = (typeof SALDO_ORDENABLES)[number];
export const SaldoFiltroSchema = Type.Object(
  { q: Type.Optional(Q), conSaldo: Type.Optional(Type.Boolean()), id: Type.Optional(Ids) },
  { additionalProperties: false },
);
export type SaldoFiltro = Static<typeof SaldoFiltroSchema>;

export const MovimientoFilaSchema = Type.Object({
  id: Type.Integer(),
  usuarioId: Type.Integer(),
  tipo: Type.String(),
  tipoNombre: Type.String(),
  referenciaId: Nullable(Type.Integer()),
  monto: Type.String(),
  saldoResultante: Type.String(),
  descripcion: Type.String(),
  autorId: Nullable(Type.Integer()),
  creadoEn: Fecha,
});
export type MovimientoFila = Static<typeof MovimientoFilaSchema>;
export const MOVIMIENTO_ORDENABLES = ['id', 'creadoEn'] as const;
export type MovimientoOrdenable = (typeof MOVIMIENTO_ORDENABLES)[number];
export const MovimientoFiltroSchema = Type.Object({ tipo: Type.Optional(Type.String({ maxLength: 30 })) }, { additionalProperties: false });
export type MovimientoFiltro = Static<typeof MovimientoFiltroSchema>;

export const AjusteFilaSchema = Type.Object({
  id: Type.Integer(),
  usuarioId: Type.Integer(),
  email: Type.String(),
  cliente: Type.String(),
  monto: Type.String(),
  motivo: Type.String(),
  autorEmail: Nullable(Type.String()),
  saldoResultante: Type.String(),
  creadoEn: Fecha,
});
export type AjusteFila = Static<typeof AjusteFilaSchema>;
export const AJUSTE_ORDENABLES = ['id', 'creadoEn', 'monto'] as const;
export type AjusteOrdenable = (typeof AJUSTE_ORDENABLES)[number];
export const AjusteFiltroSchema = Type.Object(
  { q: Type.Optional(Q), usuarioId: Type.Optional(Id), id: Type.Optional(Ids) },
  { additionalProperties: false },
);
export type AjusteFiltro = Static<typeof AjusteFiltroSchema>;

export const NuevoAjusteSchema = Type.Object(
  {
    /** 'credito' adds to the balance, 'debito' takes from it (never below 0). */
    operacion: Type.Union([Type.Literal('credito'), Type.Literal('debito')]),
    monto: MontoEntrada,
    motivo: Type.String({ maxLength: 200 }),
    claveIdempotencia: Type.Optional(Type.String({ format: 'uuid' })),
  },
  { additionalProperties: false },
);
export type NuevoAjuste = Static<typeof NuevoAjusteSchema>;

export const VueltoFilaSchema = Type.Object({
  id: Type.Integer(),
  ordenId: Type.Integer(),
  ordenPagoId: Type.Integer(),
  usuarioId: Type.Integer(),
  email: Type.String(),
  cliente: Type.String(),
  monto: Type.String(),
  destino: Type.Integer(),
  destinoNombre: Type.String(),
  referencia: Nullable(Type.String()),
  nota: Type.String(),
  metodoPago: Type.String(),
  creadoEn: Fecha,
});
export type VueltoFila = Static<typeof VueltoFilaSchema>;
export const VUELTO_ORDENABLES = ['id', 'creadoEn', 'monto', 'ordenId'] as const;
export type VueltoOrdenable = (typeof VUELTO_ORDENABLES)[number];
export const VueltoFiltroSchema = Type.Object(
  {
    q: Type.Optional(Q),
    destino: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
    ordenId: Type.Optional(Id),
    id: Type.Optional(Ids),
  },
  { additionalProperties: false },
);
export type VueltoFiltro = Static<typeof VueltoFiltroSchema>;

export const NuevoVueltoSchema = Type.Object(
  {
    ordenPagoId: Id,
    monto: MontoEntrada,
    /** 1 abonar al saldo, 2 pagado en efectivo, 3 pagado por transferencia (these two need referencia for 3). */
    destino: Type.Integer({ minimum: 1, maximum: 3 }),
    referencia: Type.Optional(Type.String({ maxLength: 40 })),
    nota: Type.Optional(Type.String({ maxLength: 300 })),
  },
  { additionalProperties: false },
);
export type NuevoVuelto = Static<typeof NuevoVueltoSchema>;

export const VueltoOrdenSchema = Type.Object({
  orden: Type.Object({ id: Type.Integer(), estatus: Type.String(), total: Type.String(), cliente: Type.String(), email: Type.String() }),
  pago: Type.Array(
    Type.Object({
      id: Type.Integer(),
      metodo: Type.String(),
      monto: Type.String(),
      estatus: Type.String(),
      /** The vuelto already recorded for this payment, if any. */
      vueltoId: Nullable(Type.Integer()),
    }),
  ),
});
export type VueltoOrden = Static<typeof VueltoOrdenSchema>;

export const ConciliacionSchema = Type.Object({
  ok: Type.Boolean(),
  fecha: Fecha,
  saldos: Type.Object({
    revisados: Type.Integer(),
    diferencias: Type.Array(Type.Object({ usuarioId: Type.Integer(), saldo: Type.String(), libro: Type.String() })),
  }),
  causas: Type.Array(
    Type.Object({
      nombre: Type.String(),
      tipo: Type.String(),
      revisados: Type.Integer(),
      /** Causes without exactly one movement: id and how many movements they have. */
      problemas: Type.Array(Type.Object({ id: Type.Integer(), movimientos: Type.Integer() })),
    }),
  ),
});
export type Conciliacion = Static<typeof ConciliacionSchema>;
