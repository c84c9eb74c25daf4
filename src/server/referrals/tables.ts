import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { usuario } from '../auth/tables';

/**
 * A customer's personal referral code ('Comparte y gana'), created the first time they open the page.
 * `dispositivo`: the device cookie (mz_dispositivo) of the browser that opened it, for ring checks.
 */
export const codigoReferido = pgTable(
  'codigo_referido',
  {
    usuarioId: integer('usuario_id')
      .primaryKey()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    codigo: varchar('codigo', { length: 12 }).notNull(),
    dispositivo: varchar('dispositivo', { length: 64 }),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('codigo_referido_codigo_uq').on(t.codigo)],
);

/**
 * Who invited whom. estatus (ReferidoEstatus): 1 registrado, 2 primera orden entregada (no reward: none
 * configured or refused by the ring checks, see `motivo`), 3 recompensa acreditada, 4 recompensa revertida.
 * A customer is referred at most once (referido_id unique); the reward moves 1 -> 3 in one guarded UPDATE,
 * so it is credited exactly once.
 */
export const referido = pgTable(
  'referido',
  {
    id: serial('id').primaryKey(),
    referidorId: integer('referidor_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'restrict' }),
    referidoId: integer('referido_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'restrict' }),
    codigo: varchar('codigo', { length: 12 }).notNull(),
    estatus: smallint('estatus').notNull().default(1),
    /** Reward credited to each of the two (system currency); null until credited. */
    monto: numeric('monto', { precision: 14, scale: 2 }),
    ordenId: integer('orden_id'),
    dispositivo: varchar('dispositivo', { length: 64 }),
    motivo: varchar('motivo', { length: 300 }).notNull().default(''),
    notaReversion: text('nota_reversion').notNull().default(''),
    entregadoEn: timestamp('entregado_en', { withTimezone: true }),
    acreditadoEn: timestamp('acreditado_en', { withTimezone: true }),
    revertidoEn: timestamp('revertido_en', { withTimezone: true }),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('referido_referido_uq').on(t.referidoId),
    index('referido_referidor_idx').on(t.referidorId, t.creadoEn),
    index('referido_dispositivo_idx').on(t.dispositivo).where(sql`${t.dispositivo} is not null`),
    index('referido_estatus_idx').on(t.estatus, t.creadoEn),
  ],
);
