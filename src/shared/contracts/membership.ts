/**
 * PRIME membership (issue 15). Customer API (ROLE_USUARIO, own data only; another customer's request is 404):
 * - GET  /usuario/membresia                  -> MembresiaInicio (plans, payment methods, balance, last membership,
 *                                               pending request)
 * - POST /usuario/membresia/solicitud        SolicitudMembresiaBody -> 201 SolicitudMembresia
 * - GET  /usuario/membresia/solicitud/{id}   -> SolicitudMembresia (what /procesar polls)
 * Back office (ROLE_ADMIN + ROLE_MEMBRESIA):
 * - GET  /admin/membresia/solicitud          filter/sort/range -> SolicitudMembresiaFila[] + Content-Range
 * - GET  /admin/membresia/solicitud/{id}     -> SolicitudMembresiaAdmin (with the customer's memberships)
 * - PUT  /admin/membresia/solicitud/{id}/estatus  DecisionSolicitudBody -> SolicitudMembresiaAdmin
 * - PUT  /admin/membresia/{id}/finalizar     {nota} -> SolicitudMembresiaAdmin (ends a membership early)
 * Amounts are system-currency (USD) decimal strings; dates ISO date-times.
 */
import { Type, type Static } from 'typebox';
import { MetodoPagoOpcionSchema } from './orders';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Opcion = Type.Object({ id: Type.Integer(), nombre: Type.String() });

/** Payment methods a PRIME request accepts: balance (6), pago móvil (3), transferencia (4), Zelle (5). */
export const MEMBRESIA_METODOS = [6, 3, 4, 5] as const;

export const MEMBRESIA_MENSAJES = {
  solicitudPendiente: 'Ya tiene una solicitud PRIME pendiente de verificación',
  mayorista: 'Los clientes mayoristas no pueden solicitar la membresía PRIME',
  planNoDisponible: 'El plan seleccionado no está disponible',
  metodoNoPermitido: 'Método de pago no permitido para la membresía',
  yaProcesada: 'La solicitud ya fue procesada',
  solicitudNoEncontrada: 'Solicitud no encontrada',
  membresiaNoEncontrada: 'Membresía no encontrada',
  membresiaNoActiva: 'La membresía no está activa',
  fechas: 'La fecha final debe ser posterior a la fecha inicial',
} as const;

export const MembresiaPlanSchema = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  descripcion: Type.String(),
  dias: Type.Integer(),
  precio: Type.String(),
  /** The price in bolívares at today's rate. */
  precioBs: Type.String(),
});
export type MembresiaPlan = Static<typeof MembresiaPlanSchema>;

export const MembresiaSchema = Type.Object({
  id: Type.Integer(),
  plan: Type.Union([Type.String(), Type.Null()]),
  fechaInicio: Type.String({ format: 'date-time' }),
  fechaFinal: Type.String({ format: 'date-time' }),
  estatus: Opcion,
  /** Active now (estatus activa and fechaFinal in the future). */
  vigente: Type.Boolean(),
  nota: Type.String(),
});
export type Membresia = Static<typeof MembresiaSchema>;

export const SolicitudMembresiaSchema = Type.Object({
  id: Type.Integer(),
  plan: Type.Object({ id: Type.Integer(), nombre: Type.String(), dias: Type.Integer() }),
  estatus: Opcion,
  metodoPago: Opcion,
  monto: Type.String(),
  montoBs: Type.Union([Type.String(), Type.Null()]),
  tasa: Type.String(),
  referencia: Type.Union([Type.String(), Type.Null()]),
  banco: Type.Union([Type.String(), Type.Null()]),
  nota: Type.String(),
  creadoEn: Type.String({ format: 'date-time' }),
  decididoEn: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** The membership an approval gave. */
  membresia: Type.Union([MembresiaSchema, Type.Null()]),
  /** Card payments: the gateway's payment page to send the shopper to (on the request's answer only). */
  pasarela: Type.Optional(Type.String()),
});
export type SolicitudMembresia = Static<typeof SolicitudMembresiaSchema>;

export const MembresiaInicioSchema = Type.Object({
  planes: Type.Array(MembresiaPlanSchema),
  metodoPago: Type.Array(MetodoPagoOpcionSchema),
  saldo: Type.String(),
  tasa: Type.String(),
  /** The caller's plan now. */
  usuarioTipo: Type.String(),
  /** Last membership (active or not), null when never PRIME. */
  membresia: Type.Union([MembresiaSchema, Type.Null()]),
  /** The request awaiting verification, if any. */
  pendiente: Type.Union([SolicitudMembresiaSchema, Type.Null()]),
});
export type MembresiaInicio = Static<typeof MembresiaInicioSchema>;

export const SolicitudMembresiaBodySchema = Type.Object(
  {
    planId: Id,
    /** MetodoPago id among MEMBRESIA_METODOS. */
    metodoPago: Type.Integer({ minimum: 1, maximum: 8 }),
    referencia: Type.Optional(Type.String({ pattern: '^[0-9A-Za-z-]{4,30}$' })),
    banco: Type.Optional(Type.String({ minLength: 2, maxLength: 60 })),
  },
  { additionalProperties: false },
);
export type SolicitudMembresiaBody = Static<typeof SolicitudMembresiaBodySchema>;

// ---- back office ----

export const SolicitudMembresiaFilaSchema = Type.Object({
  id: Type.Integer(),
  creadoEn: Type.String({ format: 'date-time' }),
  estatus: Type.Integer(),
  usuarioId: Type.Integer(),
  clienteNombre: Type.String(),
  clienteEmail: Type.String(),
  planId: Type.Integer(),
  planNombre: Type.String(),
  metodoPago: Type.Integer(),
  monto: Type.String(),
  montoBs: Type.Union([Type.String(), Type.Null()]),
  tasa: Type.String(),
  referencia: Type.Union([Type.String(), Type.Null()]),
  banco: Type.Union([Type.String(), Type.Null()]),
  decididoEn: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type SolicitudMembresiaFila = Static<typeof SolicitudMembresiaFilaSchema>;

export const SolicitudMembresiaFiltroSchema = Type.Object(
  {
    id: Type.Optional(Type.Union([Id, Type.Array(Id, { maxItems: 500 })])),
    estatus: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 3 }), Type.Array(Type.Integer({ minimum: 1, maximum: 3 }), { maxItems: 3 })])),
    metodoPago: Type.Optional(Type.Integer({ minimum: 1, maximum: 8 })),
    planId: Type.Optional(Id),
    usuarioId: Type.Optional(Id),
    /** Customer name or e-mail prefix, or a payment reference. */
    q: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type SolicitudMembresiaFiltro = Static<typeof SolicitudMembresiaFiltroSchema>;
export const SOLICITUD_MEMBRESIA_ORDENABLES = ['id', 'creadoEn', 'estatus'] as const;
export type SolicitudMembresiaOrdenable = (typeof SOLICITUD_MEMBRESIA_ORDENABLES)[number];

export const SolicitudMembresiaAdminSchema = Type.Object({
  ...SolicitudMembresiaFilaSchema.properties,
    nota: Type.String(),
    decididoPor: Type.Union([Type.String(), Type.Null()]),
    planDias: Type.Integer(),
    usuarioTipo: Type.String(),
    /** Every membership of the customer, newest first. */
    membresias: Type.Array(MembresiaSchema),
    /** Other payments (orders, memberships) that used the same reference. */
    referenciaDuplicada: Type.Boolean(),
});
export type SolicitudMembresiaAdmin = Static<typeof SolicitudMembresiaAdminSchema>;

export const DecisionSolicitudBodySchema = Type.Object(
  {
    /** 2 aprobada, 3 rechazada. */
    estatus: Type.Union([Type.Literal(2), Type.Literal(3)]),
    /** Approval only: defaults to now (or the end of the active membership) and start + plan days. */
    fechaInicio: Type.Optional(Type.String({ format: 'date-time' })),
    fechaFinal: Type.Optional(Type.String({ format: 'date-time' })),
    nota: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type DecisionSolicitudBody = Static<typeof DecisionSolicitudBodySchema>;

export const FinalizarMembresiaBodySchema = Type.Object(
  { nota: Type.String({ minLength: 3, maxLength: 500 }) },
  { additionalProperties: false },
);
