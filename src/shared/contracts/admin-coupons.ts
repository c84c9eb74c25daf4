/**
 * Back-office coupon API (spec section 7, ROLE_ADMIN + ROLE_CUPON; a staff member sees and writes only the
 * coupons of zones they hold ROLE_ZONA_<slug> for, other coupons are 404):
 * - GET  /admin/cupon                 filter/sort/range (ra-data-simple-rest) -> CuponFila[] + Content-Range
 * - GET  /admin/cupon/formregistrar   -> CuponFormRegistrar (the zones the caller may use, defaults)
 * - GET  /admin/cupon/{id}/formeditar -> CuponFormEditar;  GET /admin/cupon/{id} -> CuponFila
 * - POST /admin/cupon  CuponBody -> 201 CuponFila;  PUT /admin/cupon/{id}  CuponBody -> CuponFila
 * - PUT  /admin/cupon/{id}/estatus  {estatus?} -> CuponFila (without estatus it toggles)
 * - GET  /admin/cupon/nombre/{nombre}/zona/{zona}[/{id}] -> {disponible} (name unique per zone, case-insensitive;
 *        {zona} the zone id or slug; {id} the coupon being edited)
 * Amounts are system-currency (USD) decimal strings; dates ISO date-times.
 */
import { Type, type Static } from 'typebox';
import { EstatusSchema } from './catalog';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Decimal = Type.String({ pattern: '^\\d{1,10}(\\.\\d{1,2})?$', maxLength: 13 });

export const CUPON_CODIGO_PATTERN = '^[A-Za-z0-9_-]{3,30}$';
export const CUPON_NOMBRE_TOMADO = 'Ya existe un cupón con ese nombre en la zona';
export const CUPON_CODIGO_TOMADO = 'Ya existe un cupón con ese código en la zona';

export const CuponFilaSchema = Type.Object({
  id: Type.Integer(),
  zonaId: Type.Integer(),
  zonaNombre: Type.String(),
  nombre: Type.String(),
  codigo: Type.String(),
  valor: Type.String(),
  porcentaje: Type.Boolean(),
  montoMinimo: Type.String(),
  usosMaximos: Type.Union([Type.Integer(), Type.Null()]),
  usosPorUsuario: Type.Integer(),
  usos: Type.Integer(),
  desde: Type.String({ format: 'date-time' }),
  hasta: Type.String({ format: 'date-time' }),
  estatus: Type.Integer(),
  /** Active, inside its window and not exhausted: customers can use it now. */
  vigente: Type.Boolean(),
  creadoEn: Type.String({ format: 'date-time' }),
  actualizadoEn: Type.String({ format: 'date-time' }),
});
export type CuponFila = Static<typeof CuponFilaSchema>;

export const CuponZonaSchema = Type.Object({ id: Type.Integer(), slug: Type.String(), nombre: Type.String(), estatus: Type.Integer() });
export type CuponZona = Static<typeof CuponZonaSchema>;

export const CuponBodySchema = Type.Object(
  {
    zonaId: Id,
    nombre: Type.String({ minLength: 3, maxLength: 80 }),
    codigo: Type.String({ pattern: CUPON_CODIGO_PATTERN }),
    /** Percentage 1-100 when porcentaje, otherwise an amount above 0. */
    valor: Decimal,
    porcentaje: Type.Boolean(),
    montoMinimo: Decimal,
    usosMaximos: Type.Union([Type.Integer({ minimum: 1, maximum: 10_000_000 }), Type.Null()]),
    usosPorUsuario: Type.Integer({ minimum: 1, maximum: 1000 }),
    desde: Type.String({ format: 'date-time' }),
    hasta: Type.String({ format: 'date-time' }),
    estatus: Type.Optional(EstatusSchema),
  },
  { additionalProperties: false },
);
export type CuponBody = Static<typeof CuponBodySchema>;

export const CuponEstatusBodySchema = Type.Object({ estatus: Type.Optional(EstatusSchema) }, { additionalProperties: false });

export const CuponValoresDefectoSchema = Type.Object({
  zonaId: Type.Union([Type.Integer(), Type.Null()]),
  porcentaje: Type.Boolean(),
  valor: Type.String(),
  montoMinimo: Type.String(),
  usosMaximos: Type.Union([Type.Integer(), Type.Null()]),
  usosPorUsuario: Type.Integer(),
  desde: Type.String({ format: 'date-time' }),
  hasta: Type.String({ format: 'date-time' }),
  estatus: Type.Integer(),
});

export const CuponFormRegistrarSchema = Type.Object({ zona: Type.Array(CuponZonaSchema), defecto: CuponValoresDefectoSchema });
export type CuponFormRegistrar = Static<typeof CuponFormRegistrarSchema>;

export const CuponFormEditarSchema = Type.Object({ cupon: CuponFilaSchema, zona: Type.Array(CuponZonaSchema) });
export type CuponFormEditar = Static<typeof CuponFormEditarSchema>;

/** The `filter` query parameter of GET /admin/cupon (JSON). */
export const CuponFiltroSchema = Type.Object(
  {
    /** Part of the name or the code. */
    q: Type.Optional(Type.String({ maxLength: 80 })),
    zonaId: Type.Optional(Id),
    estatus: Type.Optional(EstatusSchema),
    vigente: Type.Optional(Type.Boolean()),
    porcentaje: Type.Optional(Type.Boolean()),
    id: Type.Optional(Type.Union([Id, Type.Array(Id, { maxItems: 500 })])),
  },
  { additionalProperties: false },
);
export type CuponFiltro = Static<typeof CuponFiltroSchema>;

export const CUPON_ORDENABLES = ['id', 'nombre', 'codigo', 'valor', 'usos', 'desde', 'hasta', 'estatus', 'creadoEn'] as const;
export type CuponOrdenable = (typeof CUPON_ORDENABLES)[number];
