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
