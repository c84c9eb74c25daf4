/**
 * The audit trail (bitácora) of every back-office write, beyond the spec:
 * - GET /admin/bitacora             filter/sort/range (ra-data-simple-rest) -> BitacoraFila[] + Content-Range
 *                                   (ROLE_ADMIN + ROLE_USUARIO_ADMIN)
 * - GET /admin/bitacora/datafiltro  -> BitacoraDataFiltro (staff members, areas and kinds of record present)
 * - GET /admin/bitacora/{id}        -> BitacoraFila
 * - GET /admin/<area path>/{id}/historial  range -> BitacoraFila[] of that record (the area's own role)
 */
import { Type, type Static } from 'typebox';

const Fecha = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', format: 'date' });

export const CambioCampoSchema = Type.Object({ antes: Type.Unknown(), despues: Type.Unknown() });

export const BitacoraFilaSchema = Type.Object({
  id: Type.Integer(),
  fecha: Type.String({ format: 'date-time' }),
  usuarioId: Type.Union([Type.Integer(), Type.Null()]),
  usuarioEmail: Type.Union([Type.String(), Type.Null()]),
  area: Type.String(),
  recurso: Type.String(),
  registroId: Type.String(),
  accion: Type.String(),
  cambios: Type.Record(Type.String(), CambioCampoSchema),
  ip: Type.Union([Type.String(), Type.Null()]),
});
export type BitacoraFila = Static<typeof BitacoraFilaSchema>;

export const BitacoraFiltroSchema = Type.Object(
  {
    /** Staff e-mail, record id or kind of record, in part. */
    q: Type.Optional(Type.String({ maxLength: 100 })),
    usuarioId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
    area: Type.Optional(Type.String({ maxLength: 40 })),
    recurso: Type.Optional(Type.String({ maxLength: 60 })),
    registroId: Type.Optional(Type.String({ maxLength: 80 })),
    accion: Type.Optional(Type.String({ maxLength: 40 })),
    /** Calendar days, both included. */
    desde: Type.Optional(Fecha),
    hasta: Type.Optional(Fecha),
  },
  { additionalProperties: false },
);
export type BitacoraFiltro = Static<typeof BitacoraFiltroSchema>;

export const BitacoraDataFiltroSchema = Type.Object({
  usuarios: Type.Array(Type.Object({ id: Type.Integer(), email: Type.String() })),
  areas: Type.Array(Type.String()),
  recursos: Type.Array(Type.String()),
});
export type BitacoraDataFiltro = Static<typeof BitacoraDataFiltroSchema>;
