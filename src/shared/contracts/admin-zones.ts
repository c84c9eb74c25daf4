/** Back-office zones (spec section 7 "Admin zona"): rows, bodies and list filters. */
import { Type, type Static } from 'typebox';
import { ZONA_NOMBRE_MAX, ZONA_SLUG_MAX } from '../zone-rules';

export const ZonaAdminSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  nombre: Type.String(),
  /** 1 active, 2 inactive (its storefront shows the maintenance page). */
  estatus: Type.Integer(),
  orden: Type.Integer(),
  /** Active branches, pickup addresses and delivery areas: what the zone can sell and deliver with. */
  sucursales: Type.Integer(),
  direcciones: Type.Integer(),
  areas: Type.Integer(),
  creadoEn: Type.String({ format: 'date-time' }),
  actualizadoEn: Type.String({ format: 'date-time' }),
});
export type ZonaAdmin = Static<typeof ZonaAdminSchema>;

export const ZonaSimpleSchema = Type.Object({ id: Type.Integer(), slug: Type.String(), nombre: Type.String(), estatus: Type.Integer() });
export type ZonaSimple = Static<typeof ZonaSimpleSchema>;

export const ZonaBodySchema = Type.Object(
  {
    nombre: Type.String({ minLength: 1, maxLength: ZONA_NOMBRE_MAX }),
    /** Absent on creation: made from the name. */
    slug: Type.Optional(Type.String({ minLength: 1, maxLength: ZONA_SLUG_MAX + 20 })),
    orden: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999 })),
    estatus: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)])),
  },
  { additionalProperties: false },
);
export type ZonaBody = Static<typeof ZonaBodySchema>;

export const ZonaEstatusBodySchema = Type.Object({ estatus: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)])) }, { additionalProperties: false });

export const ZonaFiltroSchema = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 100 })),
    estatus: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)])),
    id: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { maxItems: 500 })),
  },
  { additionalProperties: false },
);

export const ZONA_ORDENABLES = ['id', 'nombre', 'slug', 'orden', 'estatus', 'creadoEn'] as const;

export const ZonaRegistrarDataSchema = Type.Object({ orden: Type.Integer() });

/** A pickup address of a zone (spec: /admin/zona/{zona}/direccion). */
export const DireccionZonaSchema = Type.Object({
  id: Type.Integer(),
  zonaId: Type.Integer(),
  nombre: Type.String(),
  direccion: Type.String(),
  referencia: Type.String(),
  telefono: Type.String(),
  estatus: Type.Integer(),
  /** Active pickup schedules of the address. */
  horarios: Type.Integer(),
});
export type DireccionZona = Static<typeof DireccionZonaSchema>;

export const DireccionZonaBodySchema = Type.Object(
  {
    nombre: Type.String({ minLength: 2, maxLength: 100 }),
    direccion: Type.String({ minLength: 5, maxLength: 300 }),
    referencia: Type.Optional(Type.String({ maxLength: 300 })),
    /** Empty, or a Venezuelan number of 11 digits (0212..., 0414...). */
    telefono: Type.Optional(Type.String({ maxLength: 20 })),
    estatus: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)])),
  },
  { additionalProperties: false },
);
export type DireccionZonaBody = Static<typeof DireccionZonaBodySchema>;

// ---- delivery sub-areas: /admin/zona/{zona}/area, sector, horario, horario-pickup, envio-bloqueo ------

const Estatus12 = Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)]));
const IdRef = Type.Integer({ minimum: 1, maximum: 2147483647 });
/** Amounts arrive as decimal strings; anything else (a negative, letters) is refused with a field error. */
const Monto = Type.String({ minLength: 1, maxLength: 16 });
/** 'HH:MM' (seconds ignored). */
const Hora = Type.String({ minLength: 4, maxLength: 8 });

export const AreaZonaSchema = Type.Object({
  id: Type.Integer(),
  zonaId: Type.Integer(),
  nombre: Type.String(),
  /** Delivery cost, system currency ('1.50'). */
  costoEnvio: Type.String(),
  /** Delivery time in minutes from dispatch. */
  tiempoEnvio: Type.Integer(),
  estatus: Type.Integer(),
  sectores: Type.Integer(),
  horarios: Type.Integer(),
});
export type AreaZona = Static<typeof AreaZonaSchema>;

export const AreaZonaBodySchema = Type.Object(
  {
    nombre: Type.String({ minLength: 1, maxLength: 100 }),
    costoEnvio: Monto,
    tiempoEnvio: Type.Integer({ minimum: -100000, maximum: 100000 }),
    estatus: Estatus12,
  },
  { additionalProperties: false },
);
export type AreaZonaBody = Static<typeof AreaZonaBodySchema>;

export const SectorZonaSchema = Type.Object({ id: Type.Integer(), areaId: Type.Integer(), nombre: Type.String(), estatus: Type.Integer() });
export type SectorZona = Static<typeof SectorZonaSchema>;

export const SectorZonaBodySchema = Type.Object(
  { areaId: IdRef, nombre: Type.String({ minLength: 1, maxLength: 100 }), estatus: Estatus12 },
  { additionalProperties: false },
);
export type SectorZonaBody = Static<typeof SectorZonaBodySchema>;

/** fullsector: each area of the zone with its sectors. */
export const AreaConSectoresSchema = Type.Object({ ...AreaZonaSchema.properties, sector: Type.Array(SectorZonaSchema) });
export type AreaConSectores = Static<typeof AreaConSectoresSchema>;

const horarioFields = {
  /** 0 domingo … 6 sábado. */
  diaSemana: Type.Integer({ minimum: 0, maximum: 6 }),
  horaInicio: Hora,
  horaFin: Hora,
  /** Most orders per date of the window; null: no limit. */
  capacidad: Type.Union([Type.Integer({ minimum: -100000, maximum: 100000 }), Type.Null()]),
  /** Minutes before the start when orders close; null: the default. */
  corteMinutos: Type.Union([Type.Integer({ minimum: -100000, maximum: 100000 }), Type.Null()]),
  estatus: Estatus12,
};

export const HorarioZonaSchema = Type.Object({
  id: Type.Integer(),
  /** Area (delivery schedule) or pickup address (pickup schedule). */
  areaId: Type.Union([Type.Integer(), Type.Null()]),
  direccionZonaId: Type.Union([Type.Integer(), Type.Null()]),
  diaSemana: Type.Integer(),
  horaInicio: Type.String(),
  horaFin: Type.String(),
  capacidad: Type.Union([Type.Integer(), Type.Null()]),
  corteMinutos: Type.Union([Type.Integer(), Type.Null()]),
  estatus: Type.Integer(),
});
export type HorarioZona = Static<typeof HorarioZonaSchema>;

export const HorarioBodySchema = Type.Object({ areaId: IdRef, ...horarioFields }, { additionalProperties: false });
export type HorarioBody = Static<typeof HorarioBodySchema>;
export const HorarioPickupBodySchema = Type.Object({ direccionZonaId: IdRef, ...horarioFields }, { additionalProperties: false });
export type HorarioPickupBody = Static<typeof HorarioPickupBodySchema>;

export const EnvioBloqueoSchema = Type.Object({
  id: Type.Integer(),
  zonaId: Type.Integer(),
  /** 1 delivery, 2 pickup, null both. */
  tipoEnvio: Type.Union([Type.Integer(), Type.Null()]),
  desde: Type.String({ format: 'date-time' }),
  hasta: Type.String({ format: 'date-time' }),
  motivo: Type.String(),
  estatus: Type.Integer(),
});
export type EnvioBloqueo = Static<typeof EnvioBloqueoSchema>;

export const EnvioBloqueoBodySchema = Type.Object(
  {
    tipoEnvio: Type.Union([Type.Literal(1), Type.Literal(2), Type.Null()]),
    desde: Type.String({ format: 'date-time' }),
    hasta: Type.String({ format: 'date-time' }),
    motivo: Type.Optional(Type.String({ maxLength: 200 })),
    estatus: Estatus12,
  },
  { additionalProperties: false },
);
export type EnvioBloqueoBody = Static<typeof EnvioBloqueoBodySchema>;

/** A window of the coming days with the orders it holds (staff's fill view). */
export const OcupacionVentanaSchema = Type.Object({
  tipoEnvio: Type.Integer(),
  horarioId: Type.Integer(),
  /** The area's or pickup address's name. */
  lugar: Type.String(),
  fecha: Type.String({ format: 'date' }),
  horaInicio: Type.String(),
  horaFin: Type.String(),
  ordenes: Type.Integer(),
  capacidad: Type.Union([Type.Integer(), Type.Null()]),
});
export type OcupacionVentana = Static<typeof OcupacionVentanaSchema>;
