/**
 * Back-office delete-account requests (area borrar-cuenta, ROLE_CLIENTE):
 * - GET /admin/borrar-cuenta  filter/sort/range -> SolicitudBorradoFila[] + Content-Range
 * - GET /admin/borrar-cuenta/{id} -> SolicitudBorradoDetalle (with warnings: balance, orders in progress)
 * - PUT /admin/borrar-cuenta/{id}/aprobar {nota} -> anonymises the account (status ELIMINADO, sessions ended)
 * - PUT /admin/borrar-cuenta/{id}/rechazar {nota}
 */
import { Type, type Static } from 'typebox';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const SolicitudBorradoFilaSchema = Type.Object({
  id: Type.Integer(),
  usuarioId: Type.Integer(),
  clienteNombre: Type.String(),
  clienteEmail: Type.String(),
  motivo: Type.String(),
  estatus: Type.Integer(),
  estatusNombre: Type.String(),
  nota: Type.String(),
  creadoEn: Type.String(),
  resueltoEn: Type.Union([Type.String(), Type.Null()]),
});
export type SolicitudBorradoFila = Static<typeof SolicitudBorradoFilaSchema>;

export const SolicitudBorradoDetalleSchema = Type.Object({
  ...SolicitudBorradoFilaSchema.properties,
  /** The customer's balance now (system currency). */
  saldo: Type.String(),
  /** Orders not yet delivered or cancelled. */
  ordenesEnCurso: Type.Integer(),
  /** Spanish warnings to show before approving (empty when none). */
  advertencias: Type.Array(Type.String()),
});
export type SolicitudBorradoDetalle = Static<typeof SolicitudBorradoDetalleSchema>;

export const SolicitudBorradoFiltroSchema = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 80 })),
    estatus: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
    id: Type.Optional(Type.Union([Id, Type.Array(Id, { maxItems: 500 })])),
  },
  { additionalProperties: false },
);
export type SolicitudBorradoFiltro = Static<typeof SolicitudBorradoFiltroSchema>;

export const SOLICITUD_BORRADO_ORDENABLES = ['id', 'creadoEn', 'estatus', 'resueltoEn'] as const;
export type SolicitudBorradoOrdenable = (typeof SOLICITUD_BORRADO_ORDENABLES)[number];

export const ResolverBodySchema = Type.Object({ nota: Type.String({ minLength: 3, maxLength: 500 }) }, { additionalProperties: false });
export type ResolverBody = Static<typeof ResolverBodySchema>;
