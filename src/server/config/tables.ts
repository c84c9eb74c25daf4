import { bigserial, boolean, index, integer, jsonb, numeric, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Currencies: dollar (id 1, system) and bolivar (id 2) with its rate against the system currency. */
export const moneda = pgTable('moneda', {
  id: smallint('id').primaryKey(),
  tipo: varchar('tipo', { length: 20 }).notNull(),
  nombre: varchar('nombre', { length: 60 }).notNull(),
  simbolo: varchar('simbolo', { length: 10 }).notNull(),
  tasa: numeric('tasa', { precision: 18, scale: 4 }).notNull(),
  sistema: boolean('sistema').notNull().default(false),
  default: boolean('default').notNull().default(false),
  actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
});

/** Key/value business settings: minimoCompra, iconoCategoria, costoempaquetado... */
export const configuracion = pgTable('configuracion', {
  clave: varchar('clave', { length: 60 }).primaryKey(),
  valor: jsonb('valor').notNull(),
  actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every exchange-rate change (value, previous value, who, when): the settings screen charts it. Orders keep
 * the rate they were placed at in orden.tasa, so this table is for reading the rate's course, not pricing.
 */
export const tasaHistorial = pgTable(
  'tasa_historial',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    monedaId: smallint('moneda_id')
      .notNull()
      .references(() => moneda.id),
    tasa: numeric('tasa', { precision: 18, scale: 4 }).notNull(),
    anterior: numeric('anterior', { precision: 18, scale: 4 }),
    usuarioId: integer('usuario_id'),
    usuarioEmail: varchar('usuario_email', { length: 180 }),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tasa_historial_moneda_fecha_idx').on(t.monedaId, t.fecha.desc())],
);
