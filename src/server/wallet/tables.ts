import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { usuario } from '../auth/tables';

/**
 * The TZM balance: `saldo` is the sum of the customer's ledger movements, kept in one row so a spend is a
 * guarded `UPDATE ... WHERE saldo >= monto` (never below zero), written in the same transaction as its movement.
 */
export const saldoUsuario = pgTable(
  'saldo_usuario',
  {
    usuarioId: integer('usuario_id')
      .primaryKey()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    saldo: numeric('saldo', { precision: 14, scale: 2 }).notNull().default('0'),
    actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('saldo_no_negativo', sql`${t.saldo} >= 0`)],
);

/**
 * Append-only ledger: one row per balance movement, positive credits and negative debits in the system
 * currency. `tipo` names its kind (ajuste, tarjetaregalo, ordenpago, tarjetapago, membresiapago, vuelto,
 * referido, ordenreintegro) and `referenciaId` what caused it (order, card request...).
 */
export const movimientoSaldo = pgTable(
  'movimiento_saldo',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    tipo: varchar('tipo', { length: 30 }).notNull(),
    referenciaId: integer('referencia_id'),
    monto: numeric('monto', { precision: 14, scale: 2 }).notNull(),
    saldoResultante: numeric('saldo_resultante', { precision: 14, scale: 2 }).notNull(),
    descripcion: varchar('descripcion', { length: 200 }).notNull().default(''),
    /** Staff member who made an adjustment. */
    autorId: integer('autor_id'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('movimiento_saldo_usuario_idx').on(t.usuarioId, t.creadoEn),
    index('movimiento_saldo_referencia_idx').on(t.tipo, t.referenciaId),
    check('movimiento_saldo_monto', sql`${t.monto} <> 0`),
  ],
);
