import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { usuario } from '../auth/tables';

/** A customer's in-app notification (the shell's bell): order status changes, approvals, push messages. */
export const notificacion = pgTable(
  'notificacion',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    titulo: varchar('titulo', { length: 80 }).notNull(),
    texto: varchar('texto', { length: 300 }).notNull(),
    enlace: varchar('enlace', { length: 500 }),
    imagen: varchar('imagen', { length: 500 }),
    /** The push send it came from, if any. */
    envioPushId: integer('envio_push_id'),
    leidaEn: timestamp('leida_en', { withTimezone: true }),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notificacion_usuario_idx').on(t.usuarioId, t.id),
    index('notificacion_no_leida_idx').on(t.usuarioId).where(sql`${t.leidaEn} is null`),
    /** A push send reaches a customer's bell once, even when a send cut short is delivered again. */
    uniqueIndex('notificacion_envio_usuario_uq').on(t.envioPushId, t.usuarioId).where(sql`${t.envioPushId} is not null`),
  ],
);

/** A push segment: filters over customers (shared/contracts/admin-onesignal.ts SegmentoFiltros). */
export const segmentoPush = pgTable(
  'segmento_push',
  {
    id: serial('id').primaryKey(),
    nombre: varchar('nombre', { length: 80 }).notNull(),
    filtros: jsonb('filtros').notNull().default({}),
    estatus: smallint('estatus').notNull().default(1),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('segmento_push_nombre_uq').on(sql`lower(${t.nombre})`)],
);

/** A message sent (or scheduled) to a segment, with its counts. */
export const envioPush = pgTable(
  'envio_push',
  {
    id: serial('id').primaryKey(),
    segmentoId: integer('segmento_id')
      .notNull()
      .references(() => segmentoPush.id, { onDelete: 'restrict' }),
    titulo: varchar('titulo', { length: 80 }).notNull(),
    texto: varchar('texto', { length: 300 }).notNull(),
    enlace: varchar('enlace', { length: 500 }),
    imagen: varchar('imagen', { length: 500 }),
    programadoPara: timestamp('programado_para', { withTimezone: true }),
    /** EnvioPushEstatus id. */
    estatus: smallint('estatus').notNull(),
    canal: varchar('canal', { length: 20 }).notNull().default('app'),
    destinatarios: integer('destinatarios').notNull().default(0),
    enviados: integer('enviados').notNull().default(0),
    recibidosPush: integer('recibidos_push'),
    error: text('error'),
    autorId: integer('autor_id').references(() => usuario.id, { onDelete: 'set null' }),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    enviadoEn: timestamp('enviado_en', { withTimezone: true }),
    /** When an instance last took the send to deliver it (Enviando): a lease, taken again once stale (sender.ts). */
    reclamadoEn: timestamp('reclamado_en', { withTimezone: true }),
  },
  (t) => [
    index('envio_push_segmento_idx').on(t.segmentoId, t.creadoEn),
    index('envio_push_programado_idx').on(t.programadoPara).where(sql`${t.estatus} = 1`),
    index('envio_push_enviando_idx').on(t.reclamadoEn).where(sql`${t.estatus} = 2`),
  ],
);
