import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { usuario } from '../auth/tables';

/** PRIME plans offered on /prime (monthly, yearly...): price in the system currency and length in days. */
export const membresiaPlan = pgTable(
  'membresia_plan',
  {
    id: serial('id').primaryKey(),
    nombre: varchar('nombre', { length: 60 }).notNull(),
    descripcion: varchar('descripcion', { length: 200 }).notNull().default(''),
    dias: integer('dias').notNull(),
    precio: numeric('precio', { precision: 12, scale: 2 }).notNull(),
    /** Estatus id: 1 active (offered), 2 inactive. */
    estatus: smallint('estatus').notNull().default(1),
    orden: smallint('orden').notNull().default(0),
  },
  (t) => [check('membresia_plan_valores', sql`${t.dias} > 0 and ${t.precio} > 0`)],
);

/**
 * A customer's request to become PRIME, with its payment: balance (debited when requested) or a manual
 * payment (pago móvil, transferencia, Zelle) verified by staff. One pending request per customer.
 */
export const membresiaSolicitud = pgTable(
  'membresia_solicitud',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => membresiaPlan.id, { onDelete: 'restrict' }),
    /** MembresiaSolicitudEstatus id. */
    estatus: smallint('estatus').notNull().default(1),
    /** MetodoPago id: SALDO, PAGO_MOVIL, TRANSFERENCIA or APP_TRANSFERENCIA (Zelle). */
    metodoPago: smallint('metodo_pago').notNull(),
    /** Price of the plan when requested (system currency) and the rate of that moment. */
    monto: numeric('monto', { precision: 12, scale: 2 }).notNull(),
    tasa: numeric('tasa', { precision: 18, scale: 4 }).notNull(),
    /** Amount paid in bolívares (pago móvil, transferencia), at `tasa`. */
    montoBs: numeric('monto_bs', { precision: 16, scale: 2 }),
    referencia: varchar('referencia', { length: 40 }),
    banco: varchar('banco', { length: 60 }),
    fechaPago: timestamp('fecha_pago', { withTimezone: true }),
    /** Staff note of the decision (reason of a rejection). */
    nota: varchar('nota', { length: 500 }).notNull().default(''),
    decididoPor: integer('decidido_por'),
    decididoEn: timestamp('decidido_en', { withTimezone: true }),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('membresia_solicitud_usuario_idx').on(t.usuarioId, t.creadoEn),
    index('membresia_solicitud_estatus_idx').on(t.estatus, t.creadoEn),
    index('membresia_solicitud_referencia_idx').on(sql`lower(${t.referencia})`),
    uniqueIndex('membresia_solicitud_pendiente_uq').on(t.usuarioId).where(sql`${t.estatus} = 1`),
    check('membresia_solicitud_monto', sql`${t.monto} > 0`),
  ],
);

/** A PRIME membership: from fechaInicio to fechaFinal, one per approved request. */
export const membresia = pgTable(
  'membresia',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    solicitudId: integer('solicitud_id').references(() => membresiaSolicitud.id, { onDelete: 'restrict' }),
    planId: integer('plan_id').references(() => membresiaPlan.id, { onDelete: 'restrict' }),
    fechaInicio: timestamp('fecha_inicio', { withTimezone: true }).notNull(),
    fechaFinal: timestamp('fecha_final', { withTimezone: true }).notNull(),
    /** MembresiaEstatus id. */
    estatus: smallint('estatus').notNull().default(1),
    nota: varchar('nota', { length: 500 }).notNull().default(''),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('membresia_solicitud_uq').on(t.solicitudId),
    index('membresia_usuario_idx').on(t.usuarioId, t.fechaFinal),
    check('membresia_fechas', sql`${t.fechaFinal} > ${t.fechaInicio}`),
  ],
);
