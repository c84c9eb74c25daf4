/**
 * Back-office tags (spec section 2 'etiqueta', ROLE_ADMIN + ROLE_ETIQUETA):
 * - GET  /admin/etiqueta                 filter/sort/range -> EtiquetaFila[] + Content-Range
 * - GET  /admin/etiqueta/{id}            -> EtiquetaFila
 * - POST /admin/etiqueta  EtiquetaBody -> 201 EtiquetaFila (slug generated from the name when absent)
 * - PUT  /admin/etiqueta/{id}  EtiquetaBody -> EtiquetaFila (an absent slug keeps the current one)
 * - PUT  /admin/etiqueta/{id}/estatus  {estatus?} -> EtiquetaFila (without estatus it toggles)
 * - GET  /admin/etiqueta/nombre/{nombre}[/{id}], /admin/etiqueta/slug/{slug}[/{id}] -> {disponible}
 * - GET  /admin/etiqueta/{id}/historial
 * Names are unique case-insensitively, slugs unique; `productos` counts the products carrying the tag.
 */
import { Type, type Static } from 'typebox';
import { EstatusSchema } from './catalog';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const ETIQUETA_NOMBRE_TOMADO = 'Ya existe una etiqueta con este nombre';
export const ETIQUETA_SLUG_TOMADO = 'Ya existe una etiqueta con este slug';

export const EtiquetaFilaSchema = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  slug: Type.String(),
  estatus: Type.Integer(),
  productos: Type.Integer(),
  creadoEn: Type.String({ format: 'date-time' }),
});
export type EtiquetaFila = Static<typeof EtiquetaFilaSchema>;

export const EtiquetaBodySchema = Type.Object(
  {
    nombre: Type.String({ minLength: 1, maxLength: 80 }),
    slug: Type.Optional(Type.String({ maxLength: 100 })),
    estatus: Type.Optional(EstatusSchema),
  },
  { additionalProperties: false },
);
export type EtiquetaBody = Static<typeof EtiquetaBodySchema>;

export const EtiquetaEstatusBodySchema = Type.Object({ estatus: Type.Optional(EstatusSchema) }, { additionalProperties: false });

export const EtiquetaFiltroSchema = Type.Object(
  {
    /** Part of the name or of the slug. */
    q: Type.Optional(Type.String({ maxLength: 100 })),
    estatus: Type.Optional(EstatusSchema),
    /** Tags carried by at least one product (true) or by none (false). */
    enUso: Type.Optional(Type.Boolean()),
    id: Type.Optional(Type.Union([Id, Type.Array(Id, { maxItems: 500 })])),
  },
  { additionalProperties: false },
);
export type EtiquetaFiltro = Static<typeof EtiquetaFiltroSchema>;

export const ETIQUETA_ORDENABLES = ['id', 'nombre', 'slug', 'estatus', 'productos', 'creadoEn'] as const;
export type EtiquetaOrdenable = (typeof ETIQUETA_ORDENABLES)[number];
