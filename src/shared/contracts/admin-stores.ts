/**
 * Back-office stores and their branches (spec section 2 'tienda', ROLE_ADMIN + ROLE_TIENDA). Stores are not
 * tied to a zone; a branch is, and a staff member sees and changes only the branches of the zones they hold
 * ROLE_ZONA_<slug> for (another zone's branch is 404 with the zone message).
 * - GET  /admin/tienda                          filter/sort/range -> TiendaFila[] + Content-Range
 * - GET  /admin/tienda/{id}                     -> TiendaFila
 * - POST /admin/tienda  TiendaBody -> 201 TiendaFila;  PUT /admin/tienda/{id}  TiendaBody -> TiendaFila
 * - PUT  /admin/tienda/{id}/estatus  {estatus?} -> TiendaFila (without estatus it toggles; an inactive store
 *        sells nothing: its stock leaves the storefront and search at once)
 * - GET  /admin/tienda/nombre/{nombre}[/{id}]   -> {disponible} (case-insensitive; {id}: the store being edited)
 * - GET  /admin/tienda/{id}/historial           audit trail of the store
 * - GET  /admin/tienda/{id}/sucursal        filter/sort/range -> SucursalFila[] (the caller's zones only)
 * - GET  /admin/tienda/{id}/sucursal/formregistrar -> SucursalFormRegistrar (zones the caller may use)
 * - GET  /admin/tienda/{id}/sucursal/{sucursal}   -> SucursalFila
 * - POST /admin/tienda/{id}/sucursal  SucursalBody -> 201;  PUT .../sucursal/{sucursal}  SucursalBody -> SucursalFila
 * - PUT  /admin/tienda/{id}/sucursal/{sucursal}/estatus  {estatus?} -> SucursalFila
 * - GET  /admin/tienda/{id}/sucursal/nombre/{nombre}[/{sucursal}] -> {disponible} (unique within the store)
 * - GET  /admin/tienda/{id}/sucursal/{sucursal}/historial
 * The RIF is checked with shared/rif.ts (letter J/G/V/E/P/C, 8 digits, SENIAT check digit; with or without
 * dashes) and stored as J-12345678-9.
 */
import { Type, type Static } from 'typebox';
import { EstatusSchema } from './catalog';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const TIENDA_NOMBRE_TOMADO = 'Ya existe una tienda con ese nombre';
export const SUCURSAL_NOMBRE_TOMADO = 'Ya existe una sucursal con ese nombre en esta tienda';
export const SUCURSAL_CON_INVENTARIO_ZONA = 'Una sucursal con inventario no puede cambiar de zona';

export const TiendaFilaSchema = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  rif: Type.String(),
  estatus: Type.Integer(),
  /** Branches of the caller's zones, and how many of them are active. */
  sucursales: Type.Integer(),
  sucursalesActivas: Type.Integer(),
  creadoEn: Type.String({ format: 'date-time' }),
});
export type TiendaFila = Static<typeof TiendaFilaSchema>;

export const TiendaBodySchema = Type.Object(
  {
    nombre: Type.String({ minLength: 1, maxLength: 120 }),
    /** As typed: with or without dashes; normalised by the server. */
    rif: Type.String({ minLength: 1, maxLength: 20 }),
    estatus: Type.Optional(EstatusSchema),
  },
  { additionalProperties: false },
);
export type TiendaBody = Static<typeof TiendaBodySchema>;

export const EstatusBodySchema = Type.Object({ estatus: Type.Optional(EstatusSchema) }, { additionalProperties: false });

export const TiendaFiltroSchema = Type.Object(
  {
    /** Part of the name or of the RIF. */
    q: Type.Optional(Type.String({ maxLength: 120 })),
    estatus: Type.Optional(EstatusSchema),
    id: Type.Optional(Type.Union([Id, Type.Array(Id, { maxItems: 500 })])),
  },
  { additionalProperties: false },
);
export type TiendaFiltro = Static<typeof TiendaFiltroSchema>;

export const TIENDA_ORDENABLES = ['id', 'nombre', 'rif', 'estatus', 'creadoEn'] as const;
export type TiendaOrdenable = (typeof TIENDA_ORDENABLES)[number];

export const SucursalFilaSchema = Type.Object({
  id: Type.Integer(),
  tiendaId: Type.Integer(),
  tiendaNombre: Type.String(),
  zonaId: Type.Integer(),
  zonaNombre: Type.String(),
  nombre: Type.String(),
  direccion: Type.String(),
  estatus: Type.Integer(),
  /** Stock rows of the branch with existencia > 0. */
  productosConExistencia: Type.Integer(),
});
export type SucursalFila = Static<typeof SucursalFilaSchema>;

export const SucursalBodySchema = Type.Object(
  {
    zonaId: Id,
    nombre: Type.String({ minLength: 1, maxLength: 120 }),
    direccion: Type.String({ maxLength: 300 }),
    estatus: Type.Optional(EstatusSchema),
  },
  { additionalProperties: false },
);
export type SucursalBody = Static<typeof SucursalBodySchema>;

export const SucursalFiltroSchema = Type.Object(
  {
    /** Part of the name or of the address. */
    q: Type.Optional(Type.String({ maxLength: 120 })),
    zonaId: Type.Optional(Id),
    estatus: Type.Optional(EstatusSchema),
    id: Type.Optional(Type.Union([Id, Type.Array(Id, { maxItems: 500 })])),
  },
  { additionalProperties: false },
);
export type SucursalFiltro = Static<typeof SucursalFiltroSchema>;

export const SUCURSAL_ORDENABLES = ['id', 'nombre', 'zonaId', 'estatus'] as const;
export type SucursalOrdenable = (typeof SUCURSAL_ORDENABLES)[number];

export const SucursalZonaSchema = Type.Object({ id: Type.Integer(), slug: Type.String(), nombre: Type.String(), estatus: Type.Integer() });
export type SucursalZona = Static<typeof SucursalZonaSchema>;

export const SucursalFormRegistrarSchema = Type.Object({ zona: Type.Array(SucursalZonaSchema) });
export type SucursalFormRegistrar = Static<typeof SucursalFormRegistrarSchema>;
