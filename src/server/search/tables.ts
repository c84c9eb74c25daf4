import { bigserial, index, integer, jsonb, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
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

/**
 * A synonym set of the back office (buscador-historial): every word matches the others, in the embedded
 * engine at once and in hosted Algolia when configured. Words are stored lower-cased and trimmed.
 */
export const busquedaSinonimo = pgTable('busqueda_sinonimo', {
  id: serial('id').primaryKey(),
  palabras: jsonb('palabras').$type<string[]>().notNull(),
  creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A search text that returned nothing and returns products since a synonym set was saved (re-run then):
 * its earlier zero-result searches leave the zero-result list; a later one brings it back.
 */
export const busquedaCorregida = pgTable('busqueda_corregida', {
  query: varchar('query', { length: 200 }).primaryKey(),
  sinonimoId: integer('sinonimo_id').references(() => busquedaSinonimo.id, { onDelete: 'set null' }),
  corregidaEn: timestamp('corregida_en', { withTimezone: true }).notNull().defaultNow(),
});
