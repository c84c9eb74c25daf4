/**
 * Purchases by customer (spec area reporte/compra-usuario, ROLE_PUBLICIDAD), over the caller's zones:
 * - GET /admin/reporte/compra-usuario            filter/sort/range -> CompraUsuarioFila[] + Content-Range
 * - GET /admin/reporte/compra-usuario/exportar   ?filter=... -> text/csv streamed, every row
 * Orders counted: every status but cancelled, created within desde..hasta (America/Caracas days,
 * inclusive; 30 days up to today when absent). Amounts: USD and bolívares at each order's rate.
 */
import { Type, type Static } from 'typebox';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Fecha = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', format: 'date' });

export const CompraUsuarioFiltroSchema = Type.Object(
  {
    desde: Type.Optional(Fecha),
    hasta: Type.Optional(Fecha),
    zonaId: Type.Optional(Id),
    /** The customer's plan (UsuarioTipo id). */
    usuarioTipo: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
    /** Name or e-mail prefix. */
    cliente: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type CompraUsuarioFiltro = Static<typeof CompraUsuarioFiltroSchema>;

export const CompraUsuarioFilaSchema = Type.Object({
  /** The customer's user id. */
  id: Type.Integer(),
  nombre: Type.String(),
  email: Type.String(),
  /** Current plan (UsuarioTipo id) and its name. */
  usuarioTipo: Type.Integer(),
  plan: Type.String(),
  ordenes: Type.Integer(),
  unidades: Type.Integer(),
  totalUsd: Type.String(),
  totalBs: Type.String(),
  ticketPromedioUsd: Type.String(),
  ticketPromedioBs: Type.String(),
  primeraCompra: Type.String({ format: 'date-time' }),
  ultimaCompra: Type.String({ format: 'date-time' }),
});
export type CompraUsuarioFila = Static<typeof CompraUsuarioFilaSchema>;

export const COMPRA_USUARIO_ORDENABLES = ['id', 'nombre', 'ordenes', 'unidades', 'totalUsd', 'ticketPromedioUsd', 'primeraCompra', 'ultimaCompra'] as const;
export type CompraUsuarioOrdenable = (typeof COMPRA_USUARIO_ORDENABLES)[number];

/** Longest range of the report, in days (2 years). */
export const REPORTE_MAX_DIAS = 731;
export const REPORTE_DIAS_DEFECTO = 30;

export const REPORTE_MENSAJES = {
  invertido: 'Debe ser igual o posterior a la fecha inicial',
  largo: 'El rango no puede superar 2 años',
} as const;

/** Options of the zone and plan filters of the report and the search history: the caller's zones, every plan. */
export const ReporteDataFiltroSchema = Type.Object({
  zona: Type.Array(Type.Object({ id: Type.Integer(), slug: Type.String(), nombre: Type.String() })),
  usuarioTipo: Type.Array(Type.Object({ id: Type.Integer(), nombre: Type.String() })),
});
export type ReporteDataFiltro = Static<typeof ReporteDataFiltroSchema>;
