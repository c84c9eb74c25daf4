import { boolean, index, integer, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const zona = pgTable(
  'zona',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 60 }).notNull(),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    /** Estatus id: active 1, inactive 2 (maintenance). */
    estatus: smallint('estatus').notNull().default(1),
    orden: integer('orden').notNull().default(0),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('zona_slug_uq').on(t.slug), uniqueIndex('zona_nombre_uq').on(t.nombre)],
);

/** Configurable links of a zone's normal menu, sorted by prioridad descending. */
export const linkMenu = pgTable(
  'link_menu',
  {
    id: serial('id').primaryKey(),
    zonaId: integer('zona_id')
      .notNull()
      .references(() => zona.id, { onDelete: 'cascade' }),
    nombre: varchar('nombre', { length: 60 }).notNull(),
    url: varchar('url', { length: 500 }).notNull(),
    externo: boolean('externo').notNull().default(false),
    slug: varchar('slug', { length: 80 }).notNull(),
    prioridad: integer('prioridad').notNull().default(0),
    estatus: smallint('estatus').notNull().default(1),
  },
  (t) => [index('link_menu_zona_idx').on(t.zonaId)],
);
