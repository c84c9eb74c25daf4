/**
 * Shipping options (back-office area `envio`, ROLE_ENVIO) and what the storefront shows of them.
 * - GET  /admin/envio (filter/sort/range; the staff member's zones) -> EnvioOpcion[]
 * - POST /admin/envio/registrar EnvioOpcionBody -> 201;  GET /admin/envio/{envio}; PUT /admin/envio/{envio}/editar
 * - PUT  /admin/envio/{envio}/estatus {estatus?}
 * - GET  /api/zona/envio?zona= -> EnvioZona (public)
 */
import { Type, type Static } from 'typebox';

const Monto = Type.String({ minLength: 1, maxLength: 16 });

export const EnvioRecargoSchema = Type.Object({ areaId: Type.Integer({ minimum: 1, maximum: 2147483647 }), recargo: Monto }, { additionalProperties: false });

export const EnvioOpcionSchema = Type.Object({
  id: Type.Integer(),
  zonaId: Type.Integer(),
  zonaNombre: Type.String(),
  /** 1 delivery, 2 retiro en tienda, 3 express. */
  tipoEnvio: Type.Integer(),
  nombre: Type.String(),
  costoBase: Type.String(),
  envioGratisDesde: Type.Union([Type.String(), Type.Null()]),
  estatus: Type.Integer(),
  recargos: Type.Array(Type.Object({ areaId: Type.Integer(), areaNombre: Type.String(), recargo: Type.String() })),
});
export type EnvioOpcion = Static<typeof EnvioOpcionSchema>;

export const EnvioOpcionBodySchema = Type.Object(
  {
    zonaId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    tipoEnvio: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]),
    nombre: Type.String({ minLength: 1, maxLength: 60 }),
    costoBase: Monto,
    envioGratisDesde: Type.Union([Monto, Type.Null()]),
    recargos: Type.Optional(Type.Array(EnvioRecargoSchema, { maxItems: 200 })),
    estatus: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)])),
  },
  { additionalProperties: false },
);
export type EnvioOpcionBody = Static<typeof EnvioOpcionBodySchema>;

export const EnvioFiltroSchema = Type.Object(
  {
    zonaId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
    estatus: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)])),
  },
  { additionalProperties: false },
);
export const ENVIO_ORDENABLES = ['id', 'zonaId', 'tipoEnvio', 'nombre', 'estatus'] as const;

export const EnvioZonaSchema = Type.Object({
  /** Active delivery areas, quickest first, with what delivery there costs. */
  area: Type.Array(Type.Object({ nombre: Type.String(), costoEnvio: Type.String(), tiempoEnvio: Type.Integer() })),
  envioGratisDesde: Type.Union([Type.String(), Type.Null()]),
  opcion: Type.Array(Type.Object({ tipoEnvio: Type.Integer(), nombre: Type.String(), costoBase: Type.String(), envioGratisDesde: Type.Union([Type.String(), Type.Null()]) })),
});
export type EnvioZona = Static<typeof EnvioZonaSchema>;

export const EnvioFormDataSchema = Type.Object({
  zonas: Type.Array(Type.Object({ id: Type.Integer(), nombre: Type.String(), areas: Type.Array(Type.Object({ id: Type.Integer(), nombre: Type.String() })) })),
  defaults: Type.Object({ tipoEnvio: Type.Integer(), costoBase: Type.String(), envioGratisDesde: Type.Null(), estatus: Type.Integer() }),
});
export type EnvioFormData = Static<typeof EnvioFormDataSchema>;
