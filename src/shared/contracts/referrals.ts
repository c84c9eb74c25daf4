/**
 * 'Comparte y gana' (referrals).
 * Customer: GET /usuario/referido -> MisReferidos (creates the personal code on first use).
 * Registration: POST /api/usuario/registrar accepts `codigoReferido` (see contracts/auth.ts).
 * Back office (ROLE_ATENCION_CLIENTE):
 * - GET /admin/referido  filter/sort/range -> ReferidoFila[] + Content-Range;  GET /admin/referido/{id} -> ReferidoFila
 * - PUT /admin/referido/{id}/revertir {nota} -> ReferidoFila (debits both rewards; never below a zero balance)
 * - GET|PUT /admin/referido/configuracion {recompensa} -> the reward per customer
 */
import { Type, type Static } from 'typebox';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Decimal = Type.String({ pattern: '^\\d{1,8}(\\.\\d{1,2})?$', maxLength: 11 });

export const MiReferidoSchema = Type.Object({
  nombre: Type.String(),
  estatus: Type.Integer(),
  estatusNombre: Type.String(),
  /** Reward credited to the caller for this referral (null until credited or after a reversal). */
  monto: Type.Union([Type.String(), Type.Null()]),
  creadoEn: Type.String(),
  acreditadoEn: Type.Union([Type.String(), Type.Null()]),
});
export type MiReferido = Static<typeof MiReferidoSchema>;

export const MisReferidosSchema = Type.Object({
  codigo: Type.String(),
  /** Reward per customer now configured (system currency). */
  recompensa: Type.String(),
  /** What the caller earned so far. */
  ganado: Type.String(),
  referidos: Type.Array(MiReferidoSchema),
});
export type MisReferidos = Static<typeof MisReferidosSchema>;

export const ReferidoFilaSchema = Type.Object({
  id: Type.Integer(),
  referidorId: Type.Integer(),
  referidorNombre: Type.String(),
  referidorEmail: Type.String(),
  referidoId: Type.Integer(),
  referidoNombre: Type.String(),
  referidoEmail: Type.String(),
  codigo: Type.String(),
  estatus: Type.Integer(),
  estatusNombre: Type.String(),
  monto: Type.Union([Type.String(), Type.Null()]),
  ordenId: Type.Union([Type.Integer(), Type.Null()]),
  motivo: Type.String(),
  notaReversion: Type.String(),
  creadoEn: Type.String(),
  entregadoEn: Type.Union([Type.String(), Type.Null()]),
  acreditadoEn: Type.Union([Type.String(), Type.Null()]),
  revertidoEn: Type.Union([Type.String(), Type.Null()]),
});
export type ReferidoFila = Static<typeof ReferidoFilaSchema>;

export const ReferidoFiltroSchema = Type.Object(
  {
    /** Part of a name or e-mail of either customer, or the code. */
    q: Type.Optional(Type.String({ maxLength: 80 })),
    estatus: Type.Optional(Type.Integer({ minimum: 1, maximum: 4 })),
    desde: Type.Optional(Type.String({ format: 'date' })),
    hasta: Type.Optional(Type.String({ format: 'date' })),
    usuarioId: Type.Optional(Id),
    id: Type.Optional(Type.Union([Id, Type.Array(Id, { maxItems: 500 })])),
  },
  { additionalProperties: false },
);
export type ReferidoFiltro = Static<typeof ReferidoFiltroSchema>;

export const REFERIDO_ORDENABLES = ['id', 'creadoEn', 'estatus', 'monto', 'acreditadoEn'] as const;
export type ReferidoOrdenable = (typeof REFERIDO_ORDENABLES)[number];

export const RevertirBodySchema = Type.Object({ nota: Type.String({ minLength: 3, maxLength: 500 }) }, { additionalProperties: false });
export type RevertirBody = Static<typeof RevertirBodySchema>;

export const RecompensaSchema = Type.Object({ recompensa: Decimal }, { additionalProperties: false });
export type Recompensa = Static<typeof RecompensaSchema>;
