/**
 * Push-notification segments and sends (back-office area `onesignal`, ROLE_ADMIN + ROLE_ONE_SIGNAL):
 * - GET  /admin/onesignal                    filter/sort/range -> SegmentoFila[] + Content-Range (each with its live count)
 * - GET  /admin/onesignal/formdata           -> SegmentoFormData (zones, plans, delivery channel)
 * - POST /admin/onesignal/conteo  {filtros}  -> {total} (live count while the filters are edited; writes nothing)
 * - GET  /admin/onesignal/{id}               -> SegmentoFila
 * - POST /admin/onesignal  SegmentoBody      -> 201 SegmentoFila;  PUT /admin/onesignal/{id} SegmentoBody -> SegmentoFila
 * - PUT  /admin/onesignal/{id}/estatus {estatus?} -> SegmentoFila (without estatus it toggles)
 * - POST /admin/onesignal/{id}/envio  EnvioBody -> 201 EnvioFila (now, or scheduled with programadoPara)
 * - GET  /admin/onesignal/envio              filter/sort/range -> EnvioFila[] (history of sends with counts)
 * - GET  /admin/onesignal/envio/{id}         -> EnvioFila
 * - PUT  /admin/onesignal/envio/{id}/cancelar -> EnvioFila (a scheduled send not sent yet)
 * A segment is a set of filters over active customers; every filter given must hold (AND).
 */
import { Type, type Static } from 'typebox';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Decimal = Type.String({ pattern: '^\\d{1,10}(\\.\\d{1,2})?$', maxLength: 13 });
const Opcion = Type.Object({ id: Type.Integer(), nombre: Type.String() });

export const PUSH_TITULO_MAX = 65;
export const PUSH_TEXTO_MAX = 240;
export const PUSH_URL_MAX = 500;
/** How far ahead a send may be scheduled. */
export const PUSH_PROGRAMACION_MAX_DIAS = 60;
export const ENLACE_NO_HTTP = 'El enlace debe empezar con http:// o https://';
export const IMAGEN_NO_HTTP = 'La imagen debe ser una dirección http:// o https:// (o /uploads/...)';
export const SEGMENTO_NOMBRE_TOMADO = 'Ya existe un segmento con ese nombre';

export const EnvioPushEstatus = { PROGRAMADO: 1, ENVIANDO: 2, ENVIADO: 3, FALLIDO: 4, CANCELADO: 5 } as const;
export type EnvioPushEstatusId = (typeof EnvioPushEstatus)[keyof typeof EnvioPushEstatus];
export const envioPushEstatusNombre: Record<EnvioPushEstatusId, string> = {
  1: 'Programado',
  2: 'Enviando',
  3: 'Enviado',
  4: 'Fallido',
  5: 'Cancelado',
};

export const SegmentoFiltrosSchema = Type.Object(
  {
    /** Customers with an active saved address in the zone or an order placed there. */
    zonaId: Type.Optional(Id),
    /** Plans (UsuarioTipo ids: normal 1, prime 2, mayorista 3); any of them. */
    usuarioTipo: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 3 }), { minItems: 1, maxItems: 3, uniqueItems: true })),
    /** Last purchase (not cancelled) on or after this day (America/Caracas). */
    ultimaCompraDesde: Type.Optional(Type.String({ format: 'date' })),
    /** Last purchase (not cancelled) on or before this day (America/Caracas). */
    ultimaCompraHasta: Type.Optional(Type.String({ format: 'date' })),
    /** Total spent in orders not cancelled (USD), at least / at most. */
    totalGastadoMin: Type.Optional(Decimal),
    totalGastadoMax: Type.Optional(Decimal),
    /** true: TZM balance above 0; false: no balance. */
    conSaldo: Type.Optional(Type.Boolean()),
    /** City: matched against the zone, area and sector of the customer's saved addresses and the address text. */
    ciudad: Type.Optional(Type.String({ minLength: 2, maxLength: 60 })),
  },
  { additionalProperties: false },
);
export type SegmentoFiltros = Static<typeof SegmentoFiltrosSchema>;

export const SegmentoBodySchema = Type.Object(
  {
    nombre: Type.String({ minLength: 3, maxLength: 80 }),
    filtros: SegmentoFiltrosSchema,
    estatus: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
  },
  { additionalProperties: false },
);
export type SegmentoBody = Static<typeof SegmentoBodySchema>;

export const SegmentoFilaSchema = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  filtros: SegmentoFiltrosSchema,
  /** Readable summary of the filters, in Spanish. */
  descripcion: Type.String(),
  estatus: Type.Integer(),
  /** Customers in the segment right now. */
  total: Type.Integer(),
  envios: Type.Integer(),
  ultimoEnvio: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  creadoEn: Type.String({ format: 'date-time' }),
  actualizadoEn: Type.String({ format: 'date-time' }),
});
export type SegmentoFila = Static<typeof SegmentoFilaSchema>;

export const SegmentoFiltroSchema = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 80 })),
    estatus: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
    id: Type.Optional(Type.Union([Id, Type.Array(Id, { maxItems: 500 })])),
  },
  { additionalProperties: false },
);
export type SegmentoFiltro = Static<typeof SegmentoFiltroSchema>;
export const SEGMENTO_ORDENABLES = ['id', 'nombre', 'estatus', 'creadoEn'] as const;
export type SegmentoOrdenable = (typeof SEGMENTO_ORDENABLES)[number];

export const SegmentoFormDataSchema = Type.Object({
  zona: Type.Array(Opcion),
  usuarioTipo: Type.Array(Opcion),
  /** Where sends go: in-app notifications always, plus OneSignal when its keys are configured. */
  canal: Type.String(),
});
export type SegmentoFormData = Static<typeof SegmentoFormDataSchema>;

export const ConteoBodySchema = Type.Object({ filtros: SegmentoFiltrosSchema }, { additionalProperties: false });
export const ConteoSchema = Type.Object({ total: Type.Integer() });

export const EnvioBodySchema = Type.Object(
  {
    titulo: Type.String({ minLength: 1, maxLength: PUSH_TITULO_MAX }),
    texto: Type.String({ minLength: 1, maxLength: PUSH_TEXTO_MAX }),
    enlace: Type.Optional(Type.Union([Type.String({ maxLength: PUSH_URL_MAX }), Type.Null()])),
    imagen: Type.Optional(Type.Union([Type.String({ maxLength: PUSH_URL_MAX }), Type.Null()])),
    /** Absent or null: send now. */
    programadoPara: Type.Optional(Type.Union([Type.String({ format: 'date-time' }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type EnvioBody = Static<typeof EnvioBodySchema>;

export const EnvioFilaSchema = Type.Object({
  id: Type.Integer(),
  segmentoId: Type.Integer(),
  segmentoNombre: Type.String(),
  titulo: Type.String(),
  texto: Type.String(),
  enlace: Type.Union([Type.String(), Type.Null()]),
  imagen: Type.Union([Type.String(), Type.Null()]),
  programadoPara: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  estatus: Type.Integer(),
  estatusNombre: Type.String(),
  /** 'app' (in-app notifications) or 'app+onesignal'. */
  canal: Type.String(),
  /** Customers of the segment when it was sent. */
  destinatarios: Type.Integer(),
  /** In-app notifications written. */
  enviados: Type.Integer(),
  /** OneSignal's recipients count (null when OneSignal is not configured). */
  recibidosPush: Type.Union([Type.Integer(), Type.Null()]),
  error: Type.Union([Type.String(), Type.Null()]),
  autor: Type.String(),
  creadoEn: Type.String({ format: 'date-time' }),
  enviadoEn: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type EnvioFila = Static<typeof EnvioFilaSchema>;

export const EnvioFiltroSchema = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 80 })),
    segmentoId: Type.Optional(Id),
    estatus: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
    id: Type.Optional(Type.Union([Id, Type.Array(Id, { maxItems: 500 })])),
  },
  { additionalProperties: false },
);
export type EnvioFiltro = Static<typeof EnvioFiltroSchema>;
export const ENVIO_ORDENABLES = ['id', 'creadoEn', 'programadoPara', 'enviadoEn', 'estatus'] as const;
export type EnvioOrdenable = (typeof ENVIO_ORDENABLES)[number];

/** http(s) only: javascript:, data:, mailto: and friends are refused. */
export function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.length > 0;
  } catch {
    return false;
  }
}
