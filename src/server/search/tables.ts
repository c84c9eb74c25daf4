import { bigserial, index, integer, jsonb, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { usuario } from '../auth/tables';

/**
 * Every storefront search (page 0 of a query with text), with its hit count: the admin's
 * buscador-historial. Identical searches (same text, zone, plan, hits and user) within one write batch
 * (about a second) share a row and count in `veces`.
 */
export const busquedaHistorial = pgTable(
  'busqueda_historial',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    query: varchar('query', { length: 200 }).notNull(),
    /** Zone and plan named by the query's availability filter (null when it named none). */
    zonaId: integer('zona_id'),
    usuarioTipo: smallint('usuario_tipo'),
    nbHits: integer('nb_hits').notNull(),
    veces: integer('veces').notNull().default(1),
    usuarioId: integer('usuario_id').references(() => usuario.id, { onDelete: 'set null' }),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('busqueda_historial_creado_idx').on(t.creadoEn)],
);

/** Insights events (click, conversion, view) received by POST /1/events, kept for analytics. */
export const busquedaEvento = pgTable(
  'busqueda_evento',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventType: varchar('event_type', { length: 12 }).notNull(),
    eventName: varchar('event_name', { length: 64 }).notNull(),
    indexName: varchar('index_name', { length: 256 }).notNull(),
    queryID: varchar('query_id', { length: 32 }),
    objectIDs: jsonb('object_ids').$type<string[]>(),
    positions: jsonb('positions').$type<number[]>(),
    filters: jsonb('filters').$type<string[]>(),
    userToken: varchar('user_token', { length: 129 }).notNull(),
    usuarioId: integer('usuario_id').references(() => usuario.id, { onDelete: 'set null' }),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('busqueda_evento_creado_idx').on(t.creadoEn), index('busqueda_evento_query_idx').on(t.queryID)],
);
