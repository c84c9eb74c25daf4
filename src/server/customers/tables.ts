import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { usuario } from '../auth/tables';

/**
 * Every status change of a customer made by staff (block, unblock), with its required reason: the
 * 'historial de estatus' of the customer page. Kept for the accounts even when the author leaves.
 */
export const clienteEstatusHistorial = pgTable(
  'cliente_estatus_historial',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    /** UsuarioEstatus ids before and after. */
    estatusAnterior: smallint('estatus_anterior').notNull(),
    estatus: smallint('estatus').notNull(),
    motivo: varchar('motivo', { length: 500 }).notNull(),
    autorId: integer('autor_id').references(() => usuario.id, { onDelete: 'set null' }),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cliente_estatus_historial_usuario_idx').on(t.usuarioId, t.creadoEn), check('cliente_estatus_historial_motivo', sql`length(${t.motivo}) > 0`)],
);
