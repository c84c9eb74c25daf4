/** Back office for merchandising: a zone's advertising (sliders, offer images, messages, menu links, featured groups) and quick lists. */
import { Type, type Static } from 'typebox';
import { ImagenOpcionalSchema, ImagenProcesadaSchema } from './catalog';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Estatus = Type.Union([Type.Literal(1), Type.Literal(2)]);
const Orden = Type.Integer({ minimum: 0, maximum: 99999 });
/** ISO date-time, or null for an open end; checked by the server (a bad date is a field error). */
const Momento = Type.Union([Type.String({ maxLength: 40 }), Type.Null()]);
const Url = Type.String({ maxLength: 500 });
const Fecha = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

const vigenciaBody = { vigenciaDesde: Type.Optional(Momento), vigenciaHasta: Type.Optional(Momento) };
const vigenciaRow = {
  vigenciaDesde: Fecha,
  vigenciaHasta: Fecha,
  /** Shown on the storefront right now (active and inside its window). */
  vigente: Type.Boolean(),
};
const rowBase = { id: Type.Integer(), zonaId: Type.Integer(), orden: Type.Integer(), estatus: Type.Integer() };

/** An uploaded image of the zone's pool (POST /admin/zona/{zona}/imagenoferta, /imagenlistarapida). */
export const ImagenSubidaSchema = Type.Object({ id: Type.Integer(), imagen: ImagenProcesadaSchema });
export type ImagenSubida = Static<typeof ImagenSubidaSchema>;

export const SliderAdminSchema = Type.Object({
  ...rowBase,
  titulo: Type.String(),
  imagen: ImagenProcesadaSchema,
  imagenMovil: ImagenOpcionalSchema,
  url: Type.Union([Type.String(), Type.Null()]),
  ...vigenciaRow,
});
export type SliderAdmin = Static<typeof SliderAdminSchema>;

export const SliderBodySchema = Type.Object(
  {
    titulo: Type.String({ maxLength: 120 }),
    /** Ids of uploaded images; required on creation, absent on edit keeps the current image. */
    imagenId: Type.Optional(Id),
    imagenMovilId: Type.Optional(Id),
    url: Type.Optional(Type.Union([Url, Type.Null()])),
    orden: Type.Optional(Orden),
    estatus: Type.Optional(Estatus),
    ...vigenciaBody,
  },
  { additionalProperties: false },
);
export type SliderBody = Static<typeof SliderBodySchema>;

export const ImagenOfertaAdminSchema = Type.Object({ ...rowBase, imagen: ImagenProcesadaSchema, url: Type.String() });
export type ImagenOfertaAdmin = Static<typeof ImagenOfertaAdminSchema>;

export const ImagenOfertaBodySchema = Type.Object(
  { imagenId: Type.Optional(Id), url: Url, orden: Type.Optional(Orden), estatus: Type.Optional(Estatus) },
  { additionalProperties: false },
);
export type ImagenOfertaBody = Static<typeof ImagenOfertaBodySchema>;

export const MensajeAdminSchema = Type.Object({ ...rowBase, mensaje: Type.String(), ...vigenciaRow });
export type MensajeAdmin = Static<typeof MensajeAdminSchema>;

export const MensajeBodySchema = Type.Object(
  { mensaje: Type.String({ maxLength: 300 }), orden: Type.Optional(Orden), estatus: Type.Optional(Estatus), ...vigenciaBody },
  { additionalProperties: false },
);
export type MensajeBody = Static<typeof MensajeBodySchema>;

export const LinkMenuAdminSchema = Type.Object({
  id: Type.Integer(),
  zonaId: Type.Integer(),
  nombre: Type.String(),
  url: Type.String(),
  externo: Type.Boolean(),
  slug: Type.String(),
  /** The storefront sorts by prioridad, highest first. */
  prioridad: Type.Integer(),
  estatus: Type.Integer(),
});
export type LinkMenuAdmin = Static<typeof LinkMenuAdminSchema>;

export const LinkMenuBodySchema = Type.Object(
  {
    nombre: Type.String({ maxLength: 60 }),
    url: Url,
    externo: Type.Boolean(),
    prioridad: Type.Optional(Type.Integer({ minimum: 0, maximum: 99999 })),
    estatus: Type.Optional(Estatus),
  },
  { additionalProperties: false },
);
export type LinkMenuBody = Static<typeof LinkMenuBodySchema>;

/** A product as staff pick it for a featured group or a quick list. */
export const ProductoElegibleSchema = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  codigo: Type.String(),
  imagen: ImagenOpcionalSchema,
  /** Active and stocked in an active branch of the zone: the storefront can show it. */
  vendible: Type.Boolean(),
  /** Sale mode of the normal plan in the zone (quantity rule of spec section 5); null when not stocked. */
  modalidad: Type.Union([
    Type.Object({ minimo: Type.Integer(), maximo: Type.Union([Type.Integer(), Type.Null()]), grupo: Type.Integer(), unidad: Type.Integer() }),
    Type.Null(),
  ]),
});
export type ProductoElegible = Static<typeof ProductoElegibleSchema>;

export const ProductoBuscarQuerySchema = Type.Object(
  { q: Type.Optional(Type.String({ maxLength: 100 })), id: Type.Optional(Type.Array(Id, { maxItems: 200 })) },
  { additionalProperties: false },
);

export const DestacadoAdminSchema = Type.Object({
  ...rowBase,
  nombre: Type.String(),
  slug: Type.String(),
  imagen: ImagenOpcionalSchema,
  especial: Type.Boolean(),
  ...vigenciaRow,
  producto: Type.Array(ProductoElegibleSchema),
});
export type DestacadoAdmin = Static<typeof DestacadoAdminSchema>;

export const DestacadoBodySchema = Type.Object(
  {
    nombre: Type.String({ maxLength: 100 }),
    slug: Type.Optional(Type.String({ maxLength: 120 })),
    imagenId: Type.Optional(Type.Union([Id, Type.Null()])),
    orden: Type.Optional(Orden),
    estatus: Type.Optional(Estatus),
    ...vigenciaBody,
    /** The group's products in order (replaces them all); absent keeps them. */
    producto: Type.Optional(Type.Array(Id, { maxItems: 200 })),
  },
  { additionalProperties: false },
);
export type DestacadoBody = Static<typeof DestacadoBodySchema>;

export const ProductosOrdenBodySchema = Type.Object({ producto: Type.Array(Id, { maxItems: 200 }) }, { additionalProperties: false });
export const OrdenBodySchema = Type.Object({ id: Type.Array(Id, { minItems: 1, maxItems: 500 }) }, { additionalProperties: false });
export const EstatusBodySchema = Type.Object({ estatus: Type.Optional(Estatus) }, { additionalProperties: false });

/** Everything a zone's advertising screen shows (GET /admin/publicidad/zona/{zona}, /admin/zona/{zona}/fullpublicidad). */
export const PublicidadZonaSchema = Type.Object({
  zona: Type.Object({ id: Type.Integer(), slug: Type.String(), nombre: Type.String(), estatus: Type.Integer() }),
  slider: Type.Array(SliderAdminSchema),
  imagenOferta: Type.Array(ImagenOfertaAdminSchema),
  mensajePublicidad: Type.Array(MensajeAdminSchema),
  linkMenu: Type.Array(LinkMenuAdminSchema),
  destacado: Type.Array(DestacadoAdminSchema),
});
export type PublicidadZona = Static<typeof PublicidadZonaSchema>;

export const ZonaPublicidadResumenSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  nombre: Type.String(),
  estatus: Type.Integer(),
  sliders: Type.Integer(),
  mensajes: Type.Integer(),
  destacados: Type.Integer(),
  listas: Type.Integer(),
});
export type ZonaPublicidadResumen = Static<typeof ZonaPublicidadResumenSchema>;

export const MomentoQuerySchema = Type.Object({ momento: Type.Optional(Type.String({ maxLength: 40 })) }, { additionalProperties: false });

// ---- quick lists ------------------------------------------------------------------------------------

export const ListaRapidaProductoAdminSchema = Type.Object({ ...ProductoElegibleSchema.properties, cantidad: Type.Integer() });
export type ListaRapidaProductoAdmin = Static<typeof ListaRapidaProductoAdminSchema>;

export const ListaRapidaAdminSchema = Type.Object({
  ...rowBase,
  nombre: Type.String(),
  slug: Type.String(),
  descripcion: Type.String(),
  imagen: ImagenOpcionalSchema,
  producto: Type.Array(ListaRapidaProductoAdminSchema),
});
export type ListaRapidaAdmin = Static<typeof ListaRapidaAdminSchema>;

export const ListaRapidaBodySchema = Type.Object(
  {
    nombre: Type.String({ maxLength: 100 }),
    slug: Type.Optional(Type.String({ maxLength: 120 })),
    descripcion: Type.Optional(Type.String({ maxLength: 500 })),
    imagenId: Type.Optional(Type.Union([Id, Type.Null()])),
    orden: Type.Optional(Orden),
    estatus: Type.Optional(Estatus),
  },
  { additionalProperties: false },
);
export type ListaRapidaBody = Static<typeof ListaRapidaBodySchema>;

const Cantidad = Type.Integer({ minimum: 1, maximum: 100000 });
export const ListaRapidaProductosBodySchema = Type.Object(
  { producto: Type.Array(Type.Object({ productoId: Id, cantidad: Type.Optional(Cantidad) }, { additionalProperties: false }), { maxItems: 200 }) },
  { additionalProperties: false },
);
export type ListaRapidaProductosBody = Static<typeof ListaRapidaProductosBodySchema>;

export const ListaRapidaCantidadBodySchema = Type.Object(
  { producto: Type.Array(Type.Object({ productoId: Id, cantidad: Cantidad }, { additionalProperties: false }), { minItems: 1, maxItems: 200 }) },
  { additionalProperties: false },
);
export type ListaRapidaCantidadBody = Static<typeof ListaRapidaCantidadBodySchema>;

// ---- click-through ------------------------------------------------------------------------------------

export const TIPOS_EVENTO_PUBLICIDAD = ['slider', 'imagen-oferta', 'destacado'] as const;
export type TipoEventoPublicidad = (typeof TIPOS_EVENTO_PUBLICIDAD)[number];
const TipoEvento = Type.Union([Type.Literal('slider'), Type.Literal('imagen-oferta'), Type.Literal('destacado')]);

/** A view or a click of the storefront's advertising (POST /api/publicidad/evento). */
export const EventoPublicidadBodySchema = Type.Object(
  { tipo: TipoEvento, id: Id, evento: Type.Union([Type.Literal('vista'), Type.Literal('clic')]) },
  { additionalProperties: false },
);
export type EventoPublicidadBody = Static<typeof EventoPublicidadBodySchema>;

/** Views and clicks of one item over the last 30 days. */
export const EstadisticaPublicidadSchema = Type.Object({ tipo: TipoEvento, id: Type.Integer(), vistas: Type.Integer(), clics: Type.Integer() });
export type EstadisticaPublicidad = Static<typeof EstadisticaPublicidadSchema>;
