import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { usuario } from '../auth/tables';
import { zona } from '../zones/tables';

/**
 * A discount coupon of one zone: a percentage of the products subtotal (porcentaje = true) or a fixed
 * amount in the system currency, valid between two moments, with use limits overall and per customer and a
 * minimum purchase. `usos` counts uses and is only raised by a guarded UPDATE inside the checkout transaction.
 */
export const cupon = pgTable(
  'cupon',
  {
    id: serial('id').primaryKey(),
    zonaId: integer('zona_id')
      .notNull()
      .references(() => zona.id, { onDelete: 'restrict' }),
    nombre: varchar('nombre', { length: 80 }).notNull(),
    codigo: varchar('codigo', { length: 30 }).notNull(),
    valor: numeric('valor', { precision: 12, scale: 2 }).notNull(),
    porcentaje: boolean('porcentaje').notNull().default(false),
    montoMinimo: numeric('monto_minimo', { precision: 12, scale: 2 }).notNull().default('0'),
    /** null: no overall limit. */
    usosMaximos: integer('usos_maximos'),
    usosPorUsuario: integer('usos_por_usuario').notNull().default(1),
    usos: integer('usos').notNull().default(0),
    desde: timestamp('desde', { withTimezone: true }).notNull(),
    hasta: timestamp('hasta', { withTimezone: true }).notNull(),
    estatus: smallint('estatus').notNull().default(1),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cupon_zona_nombre_uq').on(t.zonaId, sql`lower(${t.nombre})`),
    uniqueIndex('cupon_zona_codigo_uq').on(t.zonaId, sql`upper(${t.codigo})`),
    check('cupon_valor_positivo', sql`${t.valor} > 0 and (not ${t.porcentaje} or ${t.valor} <= 100)`),
    check('cupon_usos', sql`${t.usos} >= 0 and (${t.usosMaximos} is null or ${t.usos} <= ${t.usosMaximos})`),
    check('cupon_rango', sql`${t.desde} < ${t.hasta}`),
  ],
);

/** One use of a coupon by a customer on an order (removed again when that order is cancelled). */
export const cuponUso = pgTable(
  'cupon_uso',
  {
    id: serial('id').primaryKey(),
    cuponId: integer('cupon_id')
      .notNull()
      .references(() => cupon.id, { onDelete: 'restrict' }),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    /** The order that used it (orden.id; no FK to keep the coupons domain below orders). */
    ordenId: integer('orden_id').notNull(),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cupon_uso_cupon_usuario_idx').on(t.cuponId, t.usuarioId), uniqueIndex('cupon_uso_orden_uq').on(t.ordenId)],
);
