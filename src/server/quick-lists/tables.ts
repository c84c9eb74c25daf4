/**
 * Quick lists (listas rápidas) of a zone: ready-made shopping lists ('Desayuno venezolano') whose
 * products carry a suggested quantity, so a shopper can fill a cart in one go.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { producto, type ImagenProcesada } from '../catalog/tables';
import { zona } from '../zones/tables';

export const listaRapida = pgTable(
  'lista_rapida',
  {
    id: serial('id').primaryKey(),
    zonaId: integer('zona_id')
      .notNull()
      .references(() => zona.id, { onDelete: 'cascade' }),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    slug: varchar('slug', { length: 120 }).notNull(),
    descripcion: varchar('descripcion', { length: 500 }).notNull().default(''),
    imagen: jsonb('imagen').$type<ImagenProcesada>(),
    orden: integer('orden').notNull().default(0),
    estatus: smallint('estatus').notNull().default(1),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lista_rapida_zona_slug_uq').on(t.zonaId, t.slug),
    uniqueIndex('lista_rapida_zona_nombre_uq').on(t.zonaId, sql`lower(${t.nombre})`),
  ],
);

export const listaRapidaProducto = pgTable(
  'lista_rapida_producto',
  {
    listaRapidaId: integer('lista_rapida_id')
      .notNull()
      .references(() => listaRapida.id, { onDelete: 'cascade' }),
    productoId: integer('producto_id')
      .notNull()
      .references(() => producto.id, { onDelete: 'cascade' }),
    /** Suggested quantity; the storefront gets it clamped to what the shopper may buy. */
    cantidad: integer('cantidad').notNull().default(1),
    orden: integer('orden').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.listaRapidaId, t.productoId] }),
    index('lista_rapida_producto_producto_idx').on(t.productoId),
    check('lista_rapida_producto_cantidad_positiva', sql`${t.cantidad} > 0`),
  ],
);
