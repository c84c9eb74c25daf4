/**
 * The back-office home (GET /admin/dashboard, open to every staff member). Each section is present only
 * when the caller's roles allow it, and zone data covers only the zones they hold ROLE_ZONA_<slug> for:
 * - ventas (ROLE_PEDIDO): sales today / 7 / 30 days, the status funnel and sales by zone and by day over
 *   30 days, orders waiting for payment verification, top products and the average basket;
 * - clientesNuevos (ROLE_CLIENTE): accounts registered today / 7 / 30 days;
 * - inventarioBajo (ROLE_INVENTARIO): active stock rows at or below the low-stock threshold per zone;
 * - busquedasSinResultado (ROLE_PUBLICIDAD): the week's searches that returned nothing.
 * Amounts are USD decimal strings and their bolívar value at each order's rate. Days are America/Caracas
 * calendar days (YYYY-MM-DD), which the order list's desde/hasta filters take as they are.
 */
import { Type, type Static } from 'typebox';

const Monto = Type.String();

export const PeriodoVentasSchema = Type.Object({
  clave: Type.Union([Type.Literal('hoy'), Type.Literal('7d'), Type.Literal('30d')]),
  desde: Type.String(),
  hasta: Type.String(),
  ordenes: Type.Integer(),
  totalUsd: Monto,
  totalBs: Monto,
  ticketPromedioUsd: Monto,
  ticketPromedioBs: Monto,
});
export type PeriodoVentas = Static<typeof PeriodoVentasSchema>;

export const VentasPanelSchema = Type.Object({
  periodos: Type.Array(PeriodoVentasSchema),
  /** Orders of the last 30 days by status (every status, in flow order). */
  embudo: Type.Array(Type.Object({ estatus: Type.Integer(), nombre: Type.String(), ordenes: Type.Integer() })),
  /** Orders whose payment waits for verification (any date). */
  porVerificar: Type.Integer(),
  porZona: Type.Array(Type.Object({ zonaId: Type.Integer(), nombre: Type.String(), ordenes: Type.Integer(), totalUsd: Monto, totalBs: Monto })),
  /** Each of the last 30 days, including days without sales. */
  porDia: Type.Array(Type.Object({ dia: Type.String(), ordenes: Type.Integer(), totalUsd: Monto, totalBs: Monto })),
  topProductos: Type.Array(Type.Object({ productoId: Type.Integer(), nombre: Type.String(), unidades: Type.Integer(), totalUsd: Monto })),
});
export type VentasPanel = Static<typeof VentasPanelSchema>;

export const DashboardSchema = Type.Object({
  generadoEn: Type.String({ format: 'date-time' }),
  hoy: Type.String(),
  /** The zones the caller's figures cover. */
  zonas: Type.Array(Type.Object({ id: Type.Integer(), slug: Type.String(), nombre: Type.String() })),
  ventas: Type.Union([VentasPanelSchema, Type.Null()]),
  clientesNuevos: Type.Union([Type.Object({ hoy: Type.Integer(), d7: Type.Integer(), d30: Type.Integer() }), Type.Null()]),
  inventarioBajo: Type.Union([
    Type.Object({
      umbral: Type.Integer(),
      zonas: Type.Array(
        Type.Object({
          zonaId: Type.Integer(),
          nombre: Type.String(),
          total: Type.Integer(),
          muestra: Type.Array(
            Type.Object({ inventarioId: Type.Integer(), productoId: Type.Integer(), nombre: Type.String(), sucursal: Type.String(), existencia: Type.Integer() }),
          ),
        }),
      ),
    }),
    Type.Null(),
  ]),
  busquedasSinResultado: Type.Union([Type.Array(Type.Object({ query: Type.String(), busquedas: Type.Integer() })), Type.Null()]),
});
export type Dashboard = Static<typeof DashboardSchema>;

/** Stock at or below this many units counts as low. */
export const STOCK_BAJO = 5;
