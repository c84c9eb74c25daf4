import { bigint, char, date, index, integer, numeric, pgTable, primaryKey, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

/** The figures of one day, product, zone and status (the summary's row and a change to it). */
const figures = () => ({
  dia: date('dia', { mode: 'string' }).notNull(),
  productoId: integer('producto_id').notNull(),
  zonaId: integer('zona_id').notNull(),
  estatus: smallint('estatus').notNull(),
  nombre: varchar('nombre', { length: 255 }).notNull().default(''),
  ordenes: integer('ordenes').notNull().default(0),
  unidades: integer('unidades').notNull().default(0),
  totalUsd: numeric('total_usd').notNull().default('0'),
  totalBs: numeric('total_bs').notNull().default('0'),
});

/**
 * Sales per day (America/Caracas), product, zone and order status, for the dashboard (sales-summary.ts).
 * producto_id 0 holds the order figures (orders, USD, Bs); other rows one product's lines (units, USD).
 */
export const resumenVentaDia = pgTable(
  'resumen_venta_dia',
  figures(),
  (t) => [primaryKey({ name: 'resumen_venta_dia_pk', columns: [t.dia, t.productoId, t.zonaId, t.estatus] })],
);

/**
 * Changes to resumen_venta_dia written by order writes, in their transaction (plain inserts: concurrent
 * checkouts never wait on one another); folded into resumen_venta_dia when the dashboard reads.
 */
export const resumenVentaDelta = pgTable('resumen_venta_delta', {
  id: serial('id').primaryKey(),
  ...figures(),
});

/**
 * One row once a summary has been built from `orden` (a database with orders before it): id 1
 * resumen_venta_dia, id 2 compra_cliente.
 */
export const resumenVentaEstado = pgTable('resumen_venta_estado', {
  id: smallint('id').primaryKey(),
  construidoEn: timestamp('construido_en', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Purchases (orders not cancelled) per customer, zone and period, for the purchase report
 * (purchase-rollup.ts): nivel 'd' one America/Caracas day (periodo), 'm' one month (periodo its first
 * day). Amounts in cents (USD, and bolívares at each order's rate rounded per order as the order list
 * shows them); primera and ultima the first and last order's time. Kept by recordSale in every order write.
 */
export const compraCliente = pgTable(
  'compra_cliente',
  {
    nivel: char('nivel', { length: 1 }).notNull(),
    periodo: date('periodo', { mode: 'string' }).notNull(),
    usuarioId: integer('usuario_id').notNull(),
    zonaId: integer('zona_id').notNull(),
    ordenes: integer('ordenes').notNull(),
    unidades: integer('unidades').notNull(),
    totalUsdCent: bigint('total_usd_cent', { mode: 'number' }).notNull(),
    totalBsCent: bigint('total_bs_cent', { mode: 'number' }).notNull(),
    primera: timestamp('primera', { withTimezone: true }),
    ultima: timestamp('ultima', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'compra_cliente_pk', columns: [t.nivel, t.periodo, t.usuarioId, t.zonaId] }),
    // the CSV's walk by customer
    index('compra_cliente_usuario_idx').on(t.usuarioId, t.nivel, t.periodo),
  ],
);
