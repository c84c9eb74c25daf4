/**
 * Back-office customer API (area `cliente`, ROLE_ADMIN + ROLE_CLIENTE). Customers are the users holding
 * ROLE_USUARIO. Orders shown on a customer's page are those of the zones the staff member holds
 * ROLE_ZONA_<slug> for.
 * - GET /admin/cliente          filter/sort/range (ra-data-simple-rest) -> ClienteFila[] + Content-Range (50 a
 *       page; on very large results the total is the planner's estimate)
 * - GET /admin/cliente/datafiltro -> ClienteDataFiltro (plans, statuses, zones)
 * - GET /admin/cliente/exportar?filter=... -> text/csv (same filters, Spanish headers, at most 100.000 rows)
 * - GET /admin/cliente/{id}     -> ClienteDetalle (everything support needs to answer a call)
 * - PUT /admin/cliente/{id}/bloqueo  BloqueoBody -> ClienteDetalle (block or unblock with a required reason)
 * Search is accent- and case-insensitive: `q` is a name (any part), an e-mail prefix, a document or the last
 * digits of a phone (4 or more).
 */
import { Type, type Static } from 'typebox';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Fecha = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', format: 'date' });
const Texto = (max: number) => Type.String({ maxLength: max });

export const CLIENTE_EXPORT_MAX = 100_000;
export const MOTIVO_MIN = 5;
export const MOTIVO_OBLIGATORIO = `Indique el motivo (al menos ${MOTIVO_MIN} caracteres)`;
export const TELEFONO_FILTRO_INVALIDO = 'Indique al menos 4 dígitos del teléfono';

export const ClienteFiltroSchema = Type.Object(
  {
    /** Name, e-mail prefix, document or phone's last digits. */
    q: Type.Optional(Texto(100)),
    nombre: Type.Optional(Texto(100)),
    /** Prefix of the e-mail. */
    email: Type.Optional(Texto(180)),
    /** V12345678, V-12345678 or the digits. */
    documento: Type.Optional(Texto(22)),
    /** Last digits of the phone (4 or more), or the whole number. */
    telefono: Type.Optional(Texto(30)),
    /** UsuarioTipo id. */
    usuarioTipo: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
    /** UsuarioEstatus id. */
    estatus: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
    /** Zone of the customer's last order. */
    zonaId: Type.Optional(Id),
    /** Registered from / until (calendar days, America/Caracas). */
    desde: Type.Optional(Fecha),
    hasta: Type.Optional(Fecha),
    id: Type.Optional(Type.Union([Id, Type.Array(Id, { minItems: 1, maxItems: 100 })])),
  },
  { additionalProperties: false },
);
export type ClienteFiltro = Static<typeof ClienteFiltroSchema>;

export const CLIENTE_ORDENABLES = ['id', 'nombre', 'email', 'creadoEn', 'estatus'] as const;
export type ClienteOrdenable = (typeof CLIENTE_ORDENABLES)[number];

export const ClienteFilaSchema = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  apellido: Type.String(),
  email: Type.String(),
  telefono: Type.Union([Type.String(), Type.Null()]),
  tipoDocumento: Type.Union([Type.String(), Type.Null()]),
  documento: Type.Union([Type.String(), Type.Null()]),
  /** UsuarioTipo id (1 normal, 2 prime, 3 mayorista). */
  usuarioTipo: Type.Integer(),
  /** UsuarioEstatus id. */
  estatus: Type.Integer(),
  /** Zone of the last order (null without orders). */
  ultimaZonaId: Type.Union([Type.Integer(), Type.Null()]),
  ultimaZonaNombre: Type.Union([Type.String(), Type.Null()]),
  creadoEn: Type.String({ format: 'date-time' }),
  ultimoAcceso: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type ClienteFila = Static<typeof ClienteFilaSchema>;

const Opcion = Type.Object({ id: Type.Integer(), nombre: Type.String() });

export const ClienteDataFiltroSchema = Type.Object({
  usuarioTipo: Type.Array(Opcion),
  estatus: Type.Array(Opcion),
  zona: Type.Array(Opcion),
});
export type ClienteDataFiltro = Static<typeof ClienteDataFiltroSchema>;

export const ClienteEstatusCambioSchema = Type.Object({
  id: Type.Integer(),
  estatusAnterior: Type.Integer(),
  estatus: Type.Integer(),
  motivo: Type.String(),
  autor: Type.Union([Type.String(), Type.Null()]),
  fechaHora: Type.String({ format: 'date-time' }),
});
export type ClienteEstatusCambio = Static<typeof ClienteEstatusCambioSchema>;

export const ClienteDireccionSchema = Type.Object({
  id: Type.Integer(),
  zonaNombre: Type.String(),
  sectorNombre: Type.String(),
  nombre: Type.String(),
  direccion: Type.String(),
  referencia: Type.String(),
  estatus: Type.Integer(),
});

export const ClienteOrdenSchema = Type.Object({
  id: Type.Integer(),
  creadoEn: Type.String({ format: 'date-time' }),
  /** OrdenEstatus id and name. */
  estatus: Type.Integer(),
  estatusNombre: Type.String(),
  zonaNombre: Type.String(),
  total: Type.String(),
  totalBs: Type.String(),
});

export const ClienteMovimientoSchema = Type.Object({
  id: Type.Integer(),
  tipo: Type.String(),
  referenciaId: Type.Union([Type.Integer(), Type.Null()]),
  /** Signed: credits positive, debits negative. */
  monto: Type.String(),
  saldoResultante: Type.String(),
  descripcion: Type.String(),
  fechaHora: Type.String({ format: 'date-time' }),
});

export const ClienteCuponSchema = Type.Object({
  cuponId: Type.Integer(),
  codigo: Type.String(),
  nombre: Type.String(),
  ordenId: Type.Integer(),
  fechaHora: Type.String({ format: 'date-time' }),
});

export const ClienteCalificacionSchema = Type.Object({
  ordenId: Type.Integer(),
  puntuacion: Type.Integer(),
  comentario: Type.String(),
  fechaHora: Type.String({ format: 'date-time' }),
});

/** A referral of the customer ('Comparte y gana'): someone they invited, or who invited them. */
export const ClienteReferidoSchema = Type.Object({
  id: Type.Integer(),
  /** invito: the customer invited the other one; invitado: the other one invited the customer. */
  rol: Type.Union([Type.Literal('invito'), Type.Literal('invitado')]),
  otroUsuarioId: Type.Integer(),
  otroNombre: Type.String(),
  otroEmail: Type.String(),
  estatusNombre: Type.String(),
  monto: Type.Union([Type.String(), Type.Null()]),
  creadoEn: Type.String({ format: 'date-time' }),
});

/** Most rows of each list on the customer's page (the newest first); the totals say how many exist. */
export const CLIENTE_PAGINA_FILAS = 20;

export const ClienteDetalleSchema = Type.Object({
  ...ClienteFilaSchema.properties,
  verificadoEn: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** The plan's name (normal, prime, mayorista). */
  plan: Type.String(),
  /** The latest PRIME membership, or null. */
  membresia: Type.Union([Type.Object({ fechaInicio: Type.String(), fechaFinal: Type.String(), estatus: Type.String() }), Type.Null()]),
  historialEstatus: Type.Array(ClienteEstatusCambioSchema),
  direcciones: Type.Array(ClienteDireccionSchema),
  ordenes: Type.Array(ClienteOrdenSchema),
  /** Orders in the staff member's zones. */
  ordenesTotal: Type.Integer(),
  saldo: Type.String(),
  saldoBs: Type.String(),
  movimientos: Type.Array(ClienteMovimientoSchema),
  movimientosTotal: Type.Integer(),
  cupones: Type.Array(ClienteCuponSchema),
  calificaciones: Type.Array(ClienteCalificacionSchema),
  referidos: Type.Array(ClienteReferidoSchema),
});
export type ClienteDetalle = Static<typeof ClienteDetalleSchema>;

export const BloqueoBodySchema = Type.Object(
  {
    /** true blocks, false unblocks. */
    bloquear: Type.Boolean(),
    motivo: Type.String({ maxLength: 500 }),
  },
  { additionalProperties: false },
);
export type BloqueoBody = Static<typeof BloqueoBodySchema>;
