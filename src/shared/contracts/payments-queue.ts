/**
 * One verification queue for every manual payment (issue 15, beyond the spec), area `pagos-por-verificar`,
 * open to ROLE_PEDIDO, ROLE_TARJETA and ROLE_MEMBRESIA; each staff member sees the payments of the kinds
 * their roles verify (orders also only of their zones):
 * - GET /admin/pagos-por-verificar              filter {tipo?, q?}, range -> PagoPorVerificar[] oldest first + Content-Range
 * - GET /admin/pagos-por-verificar/pendientes   -> PagosPendientes (the menu badge)
 * - PUT /admin/pagos-por-verificar/{tipo}/{id}  DecisionPagoBody -> {id, estatus}
 * Amounts: system currency (USD) and bolívares at the payment's own rate.
 */
import { Type, type Static } from 'typebox';

export const PAGO_MENSAJES = {
  noEncontrado: 'Pago no encontrado',
  yaProcesado: 'El pago ya fue procesado',
  tipoDesconocido: 'Tipo de pago desconocido',
} as const;

export const PagoPorVerificarSchema = Type.Object({
  /** `${tipo}-${registroId}`: unique across sources. */
  id: Type.String(),
  /** Source: 'orden', 'membresia' or 'tarjeta'. */
  tipo: Type.String(),
  tipoNombre: Type.String(),
  registroId: Type.Integer(),
  descripcion: Type.String(),
  /** Back-office path of what was paid (an order, a PRIME request). */
  enlace: Type.String(),
  cliente: Type.Object({ id: Type.Integer(), nombre: Type.String(), email: Type.String() }),
  metodo: Type.Object({ id: Type.Integer(), nombre: Type.String() }),
  monto: Type.String(),
  montoBs: Type.String(),
  tasa: Type.String(),
  banco: Type.Union([Type.String(), Type.Null()]),
  referencia: Type.Union([Type.String(), Type.Null()]),
  fecha: Type.String({ format: 'date-time' }),
  /** The reference was used by another payment (any kind, any status): a possible duplicate. */
  duplicado: Type.Boolean(),
  /** Ids (`tipo-registroId`) of the other payments with that reference. */
  duplicados: Type.Array(Type.String()),
});
export type PagoPorVerificar = Static<typeof PagoPorVerificarSchema>;

export const PagoPorVerificarFiltroSchema = Type.Object(
  {
    tipo: Type.Optional(Type.String({ maxLength: 30 })),
    /** A reference (exact, case-insensitive). */
    q: Type.Optional(Type.String({ maxLength: 60 })),
  },
  { additionalProperties: false },
);
export type PagoPorVerificarFiltro = Static<typeof PagoPorVerificarFiltroSchema>;

export const PagosPendientesSchema = Type.Object({
  total: Type.Integer(),
  tipos: Type.Array(Type.Object({ tipo: Type.String(), nombre: Type.String(), total: Type.Integer() })),
});
export type PagosPendientes = Static<typeof PagosPendientesSchema>;

export const DecisionPagoBodySchema = Type.Object(
  {
    decision: Type.Union([Type.Literal('aprobar'), Type.Literal('rechazar')]),
    nota: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type DecisionPagoBody = Static<typeof DecisionPagoBodySchema>;

export const DecisionPagoSchema = Type.Object({ id: Type.String(), estatus: Type.Union([Type.Literal('aprobado'), Type.Literal('rechazado')]) });
export type DecisionPago = Static<typeof DecisionPagoSchema>;

/** What every source of the verification queue (order, balance card, membership) reads of one pending manual payment. */
export interface PendingPaymentFields {
  usuarioId: number;
  clienteNombre: string;
  clienteEmail: string;
  metodo: number;
  /** USD, and bolívares at its rate. */
  monto: string;
  montoBs: string;
  tasa: string;
}
