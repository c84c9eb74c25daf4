/** Catalog wire shapes: processed images, the storefront category menu and the admin category API. */
import { Type, type Static } from 'typebox';

export const ImagenProcesadaSchema = Type.Object({
  sizes: Type.Object({ sm: Type.String(), md: Type.String(), lg: Type.String() }),
  width: Type.Integer(),
  height: Type.Integer(),
});
export const ImagenOpcionalSchema = Type.Union([ImagenProcesadaSchema, Type.Null()]);

const menuFields = {
  id: Type.Integer(),
  slug: Type.String(),
  nombre: Type.String(),
  icono: Type.Union([Type.String(), Type.Null()]),
  miniaturaImagen: ImagenOpcionalSchema,
};
/** A sub-category in the menu: categories have two levels, so its own subcategoria is always empty. */
export const MenuSubcategoriaSchema = Type.Object({ ...menuFields, subcategoria: Type.Array(Type.Unknown(), { maxItems: 0 }) });
export const MenuCategoriaSchema = Type.Object({ ...menuFields, subcategoria: Type.Array(MenuSubcategoriaSchema) });
export type MenuCategoria = Static<typeof MenuCategoriaSchema>;

export const EstatusSchema = Type.Union([Type.Literal(1), Type.Literal(2)]);

/** A row of GET /admin/categoria. */
export const CategoriaFilaSchema = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  slug: Type.String(),
  estatus: Type.Integer(),
  icono: Type.Union([Type.String(), Type.Null()]),
  miniaturaImagen: ImagenOpcionalSchema,
  padreId: Type.Union([Type.Integer(), Type.Null()]),
  padreNombre: Type.Union([Type.String(), Type.Null()]),
  orden: Type.Integer(),
  subcategorias: Type.Integer(),
  productos: Type.Integer(),
  creadoEn: Type.String({ format: 'date-time' }),
  actualizadoEn: Type.String({ format: 'date-time' }),
});
export type CategoriaFila = Static<typeof CategoriaFilaSchema>;

export const CategoriaSimpleSchema = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  slug: Type.String(),
  estatus: Type.Integer(),
});
export type CategoriaSimple = Static<typeof CategoriaSimpleSchema>;

export const CategoriaFullSchema = Type.Object({
  ...CategoriaFilaSchema.properties,
  subcategoria: Type.Array(CategoriaSimpleSchema),
});
export type CategoriaFull = Static<typeof CategoriaFullSchema>;

export const CategoriaOpcionSchema = Type.Object({ id: Type.Integer(), nombre: Type.String() });
export type CategoriaOpcion = Static<typeof CategoriaOpcionSchema>;

export const CategoriaFormEditarSchema = Type.Object({ categoria: CategoriaFullSchema, padres: Type.Array(CategoriaOpcionSchema) });
export type CategoriaFormEditar = Static<typeof CategoriaFormEditarSchema>;

export const CategoriaResumenSchema = Type.Object({
  ...CategoriaSimpleSchema.properties,
  padreId: Type.Union([Type.Integer(), Type.Null()]),
});
export type CategoriaResumen = Static<typeof CategoriaResumenSchema>;

/** GET /admin/categoria/selector: nivel 1 for top-level categories, 2 for sub-categories. */
export const CategoriaSelectorSchema = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  padreId: Type.Union([Type.Integer(), Type.Null()]),
  nivel: Type.Union([Type.Literal(1), Type.Literal(2)]),
});
export type CategoriaSelector = Static<typeof CategoriaSelectorSchema>;

export const CategoriaHojaSchema = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  padreNombre: Type.Union([Type.String(), Type.Null()]),
});
export type CategoriaHoja = Static<typeof CategoriaHojaSchema>;

export const DisponibleSchema = Type.Object({ disponible: Type.Boolean() });

/** Body of POST /admin/categoria and PUT /admin/categoria/{id}. */
export const CategoriaBodySchema = Type.Object(
  {
    nombre: Type.String({ minLength: 1, maxLength: 100 }),
    slug: Type.Optional(Type.String({ maxLength: 120 })),
    padreId: Type.Union([Type.Integer({ minimum: 1, maximum: 2147483647 }), Type.Null()]),
    icono: Type.Optional(Type.Union([Type.String({ maxLength: 60, pattern: '^[A-Za-z0-9_-]*$' }), Type.Null()])),
    orden: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000 })),
    estatus: Type.Optional(EstatusSchema),
  },
  { additionalProperties: false },
);
export type CategoriaBody = Static<typeof CategoriaBodySchema>;

/** Body of PUT /admin/categoria/{id}/estatus: without estatus the status toggles. */
export const CategoriaEstatusBodySchema = Type.Object({ estatus: Type.Optional(EstatusSchema) }, { additionalProperties: false });

/** The `filter` query parameter of GET /admin/categoria (JSON). */
export const CategoriaFiltroSchema = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 100 })),
    estatus: Type.Optional(EstatusSchema),
    padreId: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 2147483647 }), Type.Null()])),
    nivel: Type.Optional(Type.Union([Type.Literal('padre'), Type.Literal('sub')])),
    id: Type.Optional(
      Type.Union([
        Type.Integer({ minimum: 1, maximum: 2147483647 }),
        Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { maxItems: 500 }),
      ]),
    ),
  },
  { additionalProperties: false },
);
export type CategoriaFiltro = Static<typeof CategoriaFiltroSchema>;

export const CATEGORIA_ORDENABLES = ['id', 'nombre', 'slug', 'estatus', 'orden', 'creadoEn'] as const;
export type CategoriaOrdenable = (typeof CATEGORIA_ORDENABLES)[number];
