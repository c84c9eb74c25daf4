/**
 * Advertising of a zone's storefront: sliders, offer images, scrolling messages and featured product
 * groups (destacados). Every row belongs to one zone, has an orden (ascending) and an estatus
 * (1 active, 2 inactive) so the back office can prepare content before showing it.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { producto, type ImagenProcesada } from '../catalog/tables';
import { zona } from '../zones/tables';

const zonaRef = () =>
  integer('zona_id')
    .notNull()
    .references(() => zona.id, { onDelete: 'cascade' });

/** Optional validity window (from-to, inclusive); the storefront shows a row only inside it. */
const vigencia = () => ({
  vigenciaDesde: timestamp('vigencia_desde', { withTimezone: true }),
  vigenciaHasta: timestamp('vigencia_hasta', { withTimezone: true }),
});

const timestamps = () => ({
  creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
});

/** Home-page carousel; shown only inside its optional validity window. */
export const slider = pgTable(
  'slider',
  {
    id: serial('id').primaryKey(),
    zonaId: zonaRef(),
    titulo: varchar('titulo', { length: 120 }).notNull(),
    /** Desktop image. */
    imagen: jsonb('imagen').$type<ImagenProcesada>().notNull(),
    /** Phone image (narrow screens); null: the desktop image serves both. */
    imagenMovil: jsonb('imagen_movil').$type<ImagenProcesada>(),
    /** Internal path or absolute URL; null: the slide is not a link. */
    url: varchar('url', { length: 500 }),
    orden: integer('orden').notNull().default(0),
    estatus: smallint('estatus').notNull().default(1),
    ...vigencia(),
    ...timestamps(),
  },
  (t) => [
    index('slider_zona_idx').on(t.zonaId, t.orden),
    check('slider_vigencia', sql`${t.vigenciaDesde} is null or ${t.vigenciaHasta} is null or ${t.vigenciaDesde} <= ${t.vigenciaHasta}`),
  ],
);

/** Offer banners of the home page, each a link. */
export const imagenOferta = pgTable(
  'imagen_oferta',
  {
    id: serial('id').primaryKey(),
    zonaId: zonaRef(),
    imagen: jsonb('imagen').$type<ImagenProcesada>().notNull(),
    url: varchar('url', { length: 500 }).notNull(),
    orden: integer('orden').notNull().default(0),
    estatus: smallint('estatus').notNull().default(1),
    ...timestamps(),
  },
  (t) => [index('imagen_oferta_zona_idx').on(t.zonaId, t.orden)],
);

/** Short messages of the storefront's advertising strip. */
export const mensajePublicidad = pgTable(
  'mensaje_publicidad',
  {
    id: serial('id').primaryKey(),
    zonaId: zonaRef(),
    mensaje: varchar('mensaje', { length: 300 }).notNull(),
    orden: integer('orden').notNull().default(0),
    estatus: smallint('estatus').notNull().default(1),
    ...vigencia(),
    ...timestamps(),
  },
  (t) => [index('mensaje_publicidad_zona_idx').on(t.zonaId, t.orden)],
);

/** A featured product group of a zone; at most one per zone is the special one, shown first. */
export const destacado = pgTable(
  'destacado',
  {
    id: serial('id').primaryKey(),
    zonaId: zonaRef(),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    slug: varchar('slug', { length: 120 }).notNull(),
    imagen: jsonb('imagen').$type<ImagenProcesada>(),
    orden: integer('orden').notNull().default(0),
    estatus: smallint('estatus').notNull().default(1),
    especial: boolean('especial').notNull().default(false),
    ...vigencia(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('destacado_zona_slug_uq').on(t.zonaId, t.slug),
    uniqueIndex('destacado_zona_especial_uq').on(t.zonaId).where(sql`${t.especial}`),
  ],
);

export const destacadoProducto = pgTable(
  'destacado_producto',
  {
    destacadoId: integer('destacado_id')
      .notNull()
      .references(() => destacado.id, { onDelete: 'cascade' }),
    productoId: integer('producto_id')
      .notNull()
      .references(() => producto.id, { onDelete: 'cascade' }),
    orden: integer('orden').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.destacadoId, t.productoId] }), index('destacado_producto_producto_idx').on(t.productoId)],
);

/**
 * Images uploaded by staff for a zone's advertising or quick lists (POST /admin/zona/{zona}/imagenoferta
 * and /imagenlistarapida), already processed by the image pipeline; sliders and offer images name them
 * by id, so a client can never make a row point at an arbitrary URL.
 */
export const imagenPublicidad = pgTable(
  'imagen_publicidad',
  {
    id: serial('id').primaryKey(),
    zonaId: zonaRef(),
    /** 'publicidad' or 'lista-rapida'. */
    tipo: varchar('tipo', { length: 20 }).notNull(),
    imagen: jsonb('imagen').$type<ImagenProcesada>().notNull(),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('imagen_publicidad_zona_idx').on(t.zonaId, t.tipo)],
);

/**
 * Views and clicks of the storefront's advertising (POST /api/publicidad/evento), one row per item and
 * day (America/Caracas), counted with an upsert (`vistas = vistas + 1`) so concurrent events never lose
 * one. `tipo` is slider, imagen-oferta or destacado; item ids are not foreign keys (three tables), the
 * rows of a deleted item simply stop being read.
 */
export const publicidadEvento = pgTable(
  'publicidad_evento',
  {
    tipo: varchar('tipo', { length: 20 }).notNull(),
    itemId: integer('item_id').notNull(),
    dia: date('dia').notNull(),
    vistas: integer('vistas').notNull().default(0),
    clics: integer('clics').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tipo, t.itemId, t.dia] })],
);
