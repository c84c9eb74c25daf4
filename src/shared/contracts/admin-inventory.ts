/**
 * Back-office inventory and prices API (spec section 2 "Admin" inventario, ROLE_ADMIN + ROLE_INVENTARIO;
 * a staff member sees and writes only the rows of zones they hold ROLE_ZONA_<slug> for):
 * - GET  /admin/inventario                       filter/sort/range -> InventarioFila[] + Content-Range
 * - GET  /admin/inventario/datafiltro            -> InventarioDataFiltro (the caller's zones and branches)
 * - GET  /admin/inventario/productos?q=          -> InventarioProductoOpcion[] (product picker of registrar)
 * - GET  /admin/inventario/zona/{zona}           filter/sort/range, that zone's rows (guard: ROLE_ZONA_{zona})
 * - POST /admin/inventario/registrar             InventarioRegistrarBody -> 201 InventarioFila
 * - GET  /admin/inventario/{id}                  -> InventarioFila (another zone's row: 404 with the zone message)
 * - GET  /admin/inventario/{id}/historial        the row's audit trail (stock and price changes)
 * - GET|PUT /admin/inventario/zona/{zona}/sucursal/{sucursal}/producto/{producto}
 *        stock: PUT {ajuste} adds (or takes, negative) units, relative and guarded -> InventarioFila
 * - GET|PUT .../producto/{producto}/precio       the three plan prices: PUT {precios:[...]} -> InventarioFila
 * - POST /admin/inventario/lote/oferta           {ids, porcentaje, planes?, preview?} -> LoteOfertaRespuesta
 * - POST /admin/inventario/lote/existencia       {ids, ajuste, preview?} -> LoteExistenciaRespuesta
 * Amounts are system-currency (USD) decimal strings with up to 2 decimals. Business rules (never negative,
 * offer below the price, minimo <= maximo, grupo/unidad >= 1) answer 422 with Spanish field errors.
 */
import { Type, type Static } from 'typebox';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
/** An amount as text; its rules (2 decimals, not negative) are checked by precioErrors (422). */
const Monto = Type.String({ maxLength: 20 });
const Entero = Type.Integer({ minimum: -2_147_483_648, maximum: 2_147_483_647 });

export const PlanSchema = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]);

export const PrecioFilaSchema = Type.Object({
  id: Type.Integer(),
  /** 1 normal, 2 prime, 3 mayorista. */
  usuarioTipo: Type.Integer(),
  precio: Type.String(),
  oferta: Type.String(),
  minimo: Type.Integer(),
  maximo: Type.Union([Type.Integer(), Type.Null()]),
  grupo: Type.Integer(),
  unidad: Type.Integer(),
  estatus: Type.Integer(),
});
export type PrecioFila = Static<typeof PrecioFilaSchema>;

export const InventarioFilaSchema = Type.Object({
  id: Type.Integer(),
  productoId: Type.Integer(),
  productoNombre: Type.String(),
  productoCodigo: Type.String(),
  sucursalId: Type.Integer(),
  sucursalNombre: Type.String(),
  tiendaNombre: Type.String(),
  zonaId: Type.Integer(),
  zonaSlug: Type.String(),
  zonaNombre: Type.String(),
  existencia: Type.Integer(),
  estatus: Type.Integer(),
  /** Some plan has an offer (oferta > 0). */
  enOferta: Type.Boolean(),
  /** The prices of the plans, in plan order (normal, prime, mayorista). */
  precios: Type.Array(PrecioFilaSchema),
  actualizadoEn: Type.String({ format: 'date-time' }),
});
export type InventarioFila = Static<typeof InventarioFilaSchema>;

/** The `filter` query parameter of the lists (JSON). */
export const InventarioFiltroSchema = Type.Object(
  {
    /** Part of the product's name or code. */
    q: Type.Optional(Type.String({ maxLength: 80 })),
    zonaId: Type.Optional(Id),
    sucursalId: Type.Optional(Id),
    productoId: Type.Optional(Id),
    conStock: Type.Optional(Type.Boolean()),
    enOferta: Type.Optional(Type.Boolean()),
    estatus: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)])),
    id: Type.Optional(Type.Union([Id, Type.Array(Id, { maxItems: 500 })])),
  },
  { additionalProperties: false },
);
export type InventarioFiltro = Static<typeof InventarioFiltroSchema>;

export const INVENTARIO_ORDENABLES = ['id', 'productoNombre', 'sucursalNombre', 'zonaNombre', 'existencia', 'actualizadoEn'] as const;
export type InventarioOrdenable = (typeof INVENTARIO_ORDENABLES)[number];

export const PrecioBodySchema = Type.Object(
  {
    usuarioTipo: PlanSchema,
    precio: Monto,
    oferta: Monto,
    minimo: Entero,
    /** null (or 0): no maximum, the stock is the limit. */
    maximo: Type.Union([Entero, Type.Null()]),
    grupo: Entero,
    unidad: Entero,
  },
  { additionalProperties: false },
);
export type PrecioBody = Static<typeof PrecioBodySchema>;

export const InventarioRegistrarBodySchema = Type.Object(
  {
    sucursalId: Id,
    productoId: Id,
    existencia: Entero,
    /** One entry per plan: normal, PRIME and mayorista. */
    precios: Type.Array(PrecioBodySchema, { minItems: 1, maxItems: 3 }),
  },
  { additionalProperties: false },
);
export type InventarioRegistrarBody = Static<typeof InventarioRegistrarBodySchema>;

/** A relative stock change: units added (positive) or taken (negative); the result may not go below 0. */
export const ExistenciaBodySchema = Type.Object({ ajuste: Entero }, { additionalProperties: false });
export type ExistenciaBody = Static<typeof ExistenciaBodySchema>;

/** Prices of one or more plans (each plan at most once); missing plans are left as they are. */
export const PreciosBodySchema = Type.Object(
  { precios: Type.Array(PrecioBodySchema, { minItems: 1, maxItems: 3 }) },
  { additionalProperties: false },
);
export type PreciosBody = Static<typeof PreciosBodySchema>;

/** Most rows one bulk operation touches. */
export const LOTE_MAX_FILAS = 5000;

export const LoteOfertaBodySchema = Type.Object(
  {
    /** Inventory rows (the grid's selection). */
    ids: Type.Array(Id, { minItems: 1, maxItems: LOTE_MAX_FILAS }),
    /** Discount in whole percent off each price; 0 removes the offers. */
    porcentaje: Type.Integer({ minimum: 0, maximum: 99 }),
    /** Plans whose prices get the offer; every plan when absent. */
    planes: Type.Optional(Type.Array(PlanSchema, { minItems: 1, maxItems: 3 })),
    /** true: answer what would change and write nothing. */
    preview: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type LoteOfertaBody = Static<typeof LoteOfertaBodySchema>;

export const LoteOfertaCambioSchema = Type.Object({
  inventarioId: Type.Integer(),
  precioId: Type.Integer(),
  productoNombre: Type.String(),
  sucursalNombre: Type.String(),
  usuarioTipo: Type.Integer(),
  precio: Type.String(),
  ofertaAntes: Type.String(),
  ofertaDespues: Type.String(),
});
export type LoteOfertaCambio = Static<typeof LoteOfertaCambioSchema>;

export const LoteOfertaRespuestaSchema = Type.Object({
  aplicado: Type.Boolean(),
  /** Price rows that change. */
  cambios: Type.Array(LoteOfertaCambioSchema),
  /** Price rows left as they are, with the reason (e.g. the price is 0). */
  omitidos: Type.Array(Type.Object({ precioId: Type.Integer(), inventarioId: Type.Integer(), motivo: Type.String() })),
});
export type LoteOfertaRespuesta = Static<typeof LoteOfertaRespuestaSchema>;

export const LoteExistenciaBodySchema = Type.Object(
  {
    ids: Type.Array(Id, { minItems: 1, maxItems: LOTE_MAX_FILAS }),
    /** Units added to (or, negative, taken from) every selected row. */
    ajuste: Entero,
    preview: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type LoteExistenciaBody = Static<typeof LoteExistenciaBodySchema>;

export const LoteExistenciaCambioSchema = Type.Object({
  inventarioId: Type.Integer(),
  productoId: Type.Integer(),
  productoNombre: Type.String(),
  sucursalNombre: Type.String(),
  existenciaAntes: Type.Integer(),
  existenciaDespues: Type.Integer(),
});
export type LoteExistenciaCambio = Static<typeof LoteExistenciaCambioSchema>;

export const LoteExistenciaRespuestaSchema = Type.Object({
  aplicado: Type.Boolean(),
  cambios: Type.Array(LoteExistenciaCambioSchema),
});
export type LoteExistenciaRespuesta = Static<typeof LoteExistenciaRespuestaSchema>;

export const InventarioDataFiltroSchema = Type.Object({
  zonas: Type.Array(Type.Object({ id: Type.Integer(), slug: Type.String(), nombre: Type.String() })),
  sucursales: Type.Array(
    Type.Object({ id: Type.Integer(), nombre: Type.String(), tiendaNombre: Type.String(), zonaId: Type.Integer(), estatus: Type.Integer() }),
  ),
});
export type InventarioDataFiltro = Static<typeof InventarioDataFiltroSchema>;

export const InventarioProductoOpcionSchema = Type.Object({ id: Type.Integer(), nombre: Type.String(), codigo: Type.String() });
export type InventarioProductoOpcion = Static<typeof InventarioProductoOpcionSchema>;

export const INVENTARIO_MENSAJES = {
  noEncontrado: 'Inventario no encontrado',
  invalido: 'Los datos enviados no son válidos',
  duplicado: 'El producto ya tiene inventario en esa sucursal',
  negativo: 'La existencia no puede quedar por debajo de 0',
  planRepetido: 'Cada plan puede indicarse una sola vez',
  planesFaltantes: 'Indique los precios de los tres planes: normal, PRIME y mayorista',
  sucursalNoExiste: 'La sucursal no existe',
  productoNoExiste: 'El producto no existe',
  ajusteCero: 'Indique un ajuste distinto de 0',
} as const;
