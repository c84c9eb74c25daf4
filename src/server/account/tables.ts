import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { usuario } from '../auth/tables';

/**
 * A pending e-mail change: the new address waits here until the link sent to it is opened by the same
 * customer (signed in). Only the token's SHA-256 hash is stored.
 */
export const cambioCorreo = pgTable(
  'cambio_correo',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    emailNuevo: varchar('email_nuevo', { length: 180 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiraEn: timestamp('expira_en', { withTimezone: true }).notNull(),
    usadoEn: timestamp('usado_en', { withTimezone: true }),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cambio_correo_hash_uq').on(t.tokenHash), index('cambio_correo_usuario_idx').on(t.usuarioId)],
);

/**
 * A customer's request to delete their account (back-office area borrar-cuenta). estatus: 1 pendiente,
 * 2 aprobada (the account was anonymised), 3 rechazada. At most one pending request per customer.
 */
export const solicitudBorrado = pgTable(
  'solicitud_borrado',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'restrict' }),
    motivo: varchar('motivo', { length: 500 }).notNull(),
    estatus: smallint('estatus').notNull().default(1),
    /** Customer's name and e-mail when asking: the list stays readable after anonymisation. */
    clienteNombre: varchar('cliente_nombre', { length: 201 }).notNull(),
    clienteEmail: varchar('cliente_email', { length: 180 }).notNull(),
    nota: text('nota').notNull().default(''),
    resueltoPor: integer('resuelto_por'),
    resueltoEn: timestamp('resuelto_en', { withTimezone: true }),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('solicitud_borrado_pendiente_uq').on(t.usuarioId).where(sql`${t.estatus} = 1`),
    index('solicitud_borrado_estatus_idx').on(t.estatus, t.creadoEn),
  ],
);
