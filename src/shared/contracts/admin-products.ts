/**
 * Back-office product API (ROLE_ADMIN + ROLE_PRODUCTO on every route):
 * - GET  /admin/producto                 filter/sort/range (ra-data-simple-rest) -> ProductoFila[] + Content-Range
 * - GET  /admin/producto/exportar        ?filter= -> text/csv of the same list (PRODUCTO_EXPORT_MAX rows at most)
 * - GET  /admin/producto/formregistrar   -> ProductoFormData (categories, tags, taxes, zones)
 * - GET  /admin/producto/{id}/formeditar -> ProductoFormEditar;  GET /admin/producto/{id} -> Producto
 * - POST /admin/producto  ProductoBody -> 201 Producto;  PUT /admin/producto/{id}  ProductoBody -> Producto
 * - PUT  /admin/producto/{id}/estatus  {estatus?} -> Producto (without estatus it toggles); never deleted
 * - GET  /admin/producto/nombre/{nombre}[/{id}], /codigo/{codigo}[/{id}] -> {disponible}
 * - POST /admin/producto/{id}/imagen (multipart `imagen`, header X-Upload) main image -> Producto;
 *   DELETE /admin/producto/{id}/imagen removes it
 * - POST /admin/producto/{id}/galeria (multipart) adds a gallery image; PUT /admin/producto/{id}/galeria/orden
 *   {ids} reorders; DELETE /admin/producto/{id}/galeria/{imagenId} removes one -> Producto
 * - GET  /admin/producto/{id}/historial: the record's audit trail
 * Names are unique ignoring case, accents and repeated spaces; codes (internal or barcode) unique ignoring case.
 */
import { Type, type Static } from 'typebox';
import { EstatusSchema, ImagenOpcionalSchema, ImagenProcesadaSchema } from './catalog';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const PRODUCTO_NOMBRE_TOMADO = 'Ya existe un producto con este nombre';
export const PRODUCTO_CODIGO_TOMADO = 'Ya existe un producto con este código';
export const PRODUCTO_SLUG_TOMADO = 'Ya existe un producto con este slug';
/** Internal code or barcode (EAN/UPC): letters, digits, dot, hyphen, underscore. */
export const PRODUCTO_CODIGO_PATTERN = '^[A-Za-z0-9._-]{3,40}$';
/** IVA rates a product may carry (percent). */
export const IMPUESTOS = ['0.00', '8.00', '16.00'] as const;
/** Images a product's gallery holds at most (besides the main image). */
export const GALERIA_MAX = 12;
/** Rows one CSV export holds at most. */
export const PRODUCTO_EXPORT_MAX = 100_000;

export const ProductoEtiquetaSchema = Type.Object({ id: Type.Integer(), nombre: Type.String(), estatus: Type.Integer() });

/** A row of GET /admin/producto. */
export const ProductoFilaSchema = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  slug: Type.String(),
  codigo: Type.String(),
  marca: Type.Union([Type.String(), Type.Null()]),
  categoriaId: Type.Integer(),
  categoriaNombre: Type.String(),
  padreId: Type.Union([Type.Integer(), Type.Null()]),
  padreNombre: Type.Union([Type.String(), Type.Null()]),
  impuesto: Type.String(),
  principalImagen: ImagenOpcionalSchema,
  estatus: Type.Integer(),
  popularidad: Type.Integer(),
  etiquetaIds: Type.Array(Type.Integer()),
  etiqueta: Type.Array(ProductoEtiquetaSchema),
  /** Active stock in active rows: of the zone filtered by, or of every zone. */
  existencia: Type.Integer(),
  /** An active price row (in the filtered zone, if any) has an offer. */
  enOferta: Type.Boolean(),
  /** Gallery images besides the main one. */
  galeriaTotal: Type.Integer(),
  creadoEn: Type.String({ format: 'date-time' }),
  actualizadoEn: Type.String({ format: 'date-time' }),
});
export type ProductoFila = Static<typeof ProductoFilaSchema>;

export const ProductoImagenSchema = Type.Object({ id: Type.Integer(), imagen: ImagenProcesadaSchema, orden: Type.Integer() });
export type ProductoImagen = Static<typeof ProductoImagenSchema>;

/** GET /admin/producto/{id} and the answer of every write. */
export const ProductoSchema = Type.Object({
  ...ProductoFilaSchema.properties,
  descripcion: Type.String(),
  galeria: Type.Array(ProductoImagenSchema),
});
export type Producto = Static<typeof ProductoSchema>;

const Texto = (maxLength: number, minLength = 0) => Type.String({ minLength, maxLength });

/** Body of POST /admin/producto and PUT /admin/producto/{id}. */
export const ProductoBodySchema = Type.Object(
  {
    nombre: Texto(160, 1),
    /** Generated from the name on creation when absent; kept on edit when absent (published links stay). */
    slug: Type.Optional(Texto(180)),
    codigo: Type.String({ pattern: PRODUCTO_CODIGO_PATTERN }),
    marca: Type.Optional(Type.Union([Texto(80), Type.Null()])),
    descripcion: Type.Optional(Texto(5000)),
    categoriaId: Id,
    /** IVA percent: one of IMPUESTOS ('16', '16.00', '8', '0'...). */
    impuesto: Type.String({ pattern: '^\\d{1,3}(\\.\\d{1,2})?$', maxLength: 6 }),
    etiquetaIds: Type.Optional(Type.Array(Id, { maxItems: 30 })),
    estatus: Type.Optional(EstatusSchema),
  },
  { additionalProperties: false },
);
export type ProductoBody = Static<typeof ProductoBodySchema>;

export const ProductoEstatusBodySchema = Type.Object({ estatus: Type.Optional(EstatusSchema) }, { additionalProperties: false });

/** PUT /admin/producto/{id}/galeria/orden: every gallery image id, in the new order. */
export const GaleriaOrdenBodySchema = Type.Object({ ids: Type.Array(Id, { maxItems: GALERIA_MAX }) }, { additionalProperties: false });
export type GaleriaOrdenBody = Static<typeof GaleriaOrdenBodySchema>;

export const ProductoCategoriaOpcionSchema = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  padreId: Type.Union([Type.Integer(), Type.Null()]),
  padreNombre: Type.Union([Type.String(), Type.Null()]),
  estatus: Type.Integer(),
  /** Without sub-categories: products can be filed under it. */
  hoja: Type.Boolean(),
});
export type ProductoCategoriaOpcion = Static<typeof ProductoCategoriaOpcionSchema>;

/** GET /admin/producto/formregistrar: the options of the form and of the list's filters. */
export const ProductoFormDataSchema = Type.Object({
  categoria: Type.Array(ProductoCategoriaOpcionSchema),
  etiqueta: Type.Array(ProductoEtiquetaSchema),
  impuesto: Type.Array(Type.String()),
  zona: Type.Array(Type.Object({ id: Type.Integer(), nombre: Type.String(), slug: Type.String() })),
});
export type ProductoFormData = Static<typeof ProductoFormDataSchema>;

export const ProductoFormEditarSchema = Type.Object({ ...ProductoFormDataSchema.properties, producto: ProductoSchema });
export type ProductoFormEditar = Static<typeof ProductoFormEditarSchema>;

/** The `filter` query parameter of GET /admin/producto and /exportar (JSON). */
export const ProductoFiltroSchema = Type.Object(
  {
    /** Part of the name or the code, ignoring case and accents. */
    q: Type.Optional(Type.String({ maxLength: 100 })),
    /** The category or, for a top-level one, any of its sub-categories. */
    categoriaId: Type.Optional(Id),
    etiquetaId: Type.Optional(Id),
    estatus: Type.Optional(EstatusSchema),
    /** Zone of conStock, enOferta and the existencia column. */
    zonaId: Type.Optional(Id),
    conStock: Type.Optional(Type.Boolean()),
    conImagen: Type.Optional(Type.Boolean()),
    enOferta: Type.Optional(Type.Boolean()),
    id: Type.Optional(Type.Union([Id, Type.Array(Id, { maxItems: 500 })])),
  },
  { additionalProperties: false },
);
export type ProductoFiltro = Static<typeof ProductoFiltroSchema>;

export const PRODUCTO_ORDENABLES = [
  'id',
  'nombre',
  'codigo',
  'marca',
  'categoriaNombre',
  'impuesto',
  'estatus',
  'popularidad',
  'existencia',
  'creadoEn',
  'actualizadoEn',
] as const;
export type ProductoOrdenable = (typeof PRODUCTO_ORDENABLES)[number];
