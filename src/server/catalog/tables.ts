import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { foldExpression } from './fold';

/** Processed image: the stored key prefix and the sizes generated from the upload. */
export interface ImagenProcesada {
  /** Public URLs by size name (sm, md, lg). */
  sizes: Record<string, string>;
  width: number;
  height: number;
}

export const categoria = pgTable(
  'categoria',
  {
    id: serial('id').primaryKey(),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    slug: varchar('slug', { length: 120 }).notNull(),
    padreId: integer('padre_id').references((): AnyPgColumn => categoria.id, { onDelete: 'restrict' }),
    estatus: smallint('estatus').notNull().default(1),
    /** Material icon name shown in the category panel. */
    icono: varchar('icono', { length: 60 }),
    miniaturaImagen: jsonb('miniatura_imagen').$type<ImagenProcesada>(),
    orden: integer('orden').notNull().default(0),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('categoria_nombre_uq').on(sql`lower(${t.nombre})`),
    uniqueIndex('categoria_slug_uq').on(t.slug),
    index('categoria_padre_idx').on(t.padreId),
  ],
);

export const etiqueta = pgTable(
  'etiqueta',
  {
    id: serial('id').primaryKey(),
    nombre: varchar('nombre', { length: 80 }).notNull(),
    slug: varchar('slug', { length: 100 }).notNull(),
    estatus: smallint('estatus').notNull().default(1),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('etiqueta_nombre_uq').on(sql`lower(${t.nombre})`), uniqueIndex('etiqueta_slug_uq').on(t.slug)],
);

export const producto = pgTable(
  'producto',
  {
    id: serial('id').primaryKey(),
    nombre: varchar('nombre', { length: 160 }).notNull(),
    /** The name without accents, lower case (fold.ts): the admin search's column, maintained by PostgreSQL. */
    nombreBusqueda: text('nombre_busqueda')
      .notNull()
      .generatedAlwaysAs(foldExpression('nombre')),
    slug: varchar('slug', { length: 180 }).notNull(),
    codigo: varchar('codigo', { length: 40 }).notNull(),
    marca: varchar('marca', { length: 80 }),
    descripcion: text('descripcion').notNull().default(''),
    categoriaId: integer('categoria_id')
      .notNull()
      .references(() => categoria.id, { onDelete: 'restrict' }),
    /** Tax percentage (IVA): 16 or 0 (exempt). */
    impuesto: numeric('impuesto', { precision: 5, scale: 2 }).notNull().default('0'),
    principalImagen: jsonb('principal_imagen').$type<ImagenProcesada>(),
    estatus: smallint('estatus').notNull().default(1),
    /** Custom ranking signal for search and listings. */
    popularidad: integer('popularidad').notNull().default(0),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('producto_slug_uq').on(t.slug),
    uniqueIndex('producto_codigo_uq').on(t.codigo),
    index('producto_categoria_idx').on(t.categoriaId),
    // listings in popularity order walk this index and stop at the page (catalog/sellable.ts)
    index('producto_popularidad_idx').on(t.popularidad.desc().nullsFirst(), t.id),
    // pg_trgm: `like '%...%'` on the folded name and the code are GIN index scans (3+ letters); without them
    // a name search folds every name of the catalog (~380 ms on 50,000 products)
    index('producto_nombre_busqueda_trgm_idx').using('gin', sql`${t.nombreBusqueda} gin_trgm_ops`),
    index('producto_codigo_trgm_idx').using('gin', sql`lower(${t.codigo}) gin_trgm_ops`),
    // equality on the fold: name uniqueness and the import's lookup by name
    index('producto_nombre_busqueda_idx').on(t.nombreBusqueda),
    // the lists sorted by name (admin products, inventory grid by product): walk this index, stop at 50
    index('producto_nombre_idx').on(t.nombre),
    // 'sin imagen' in the admin list: the few products without a main image, not a scan of every jsonb (20 ms)
    index('producto_sin_imagen_idx')
      .on(t.id)
      .where(sql`${t.principalImagen} is null`),
  ],
);

export const productoEtiqueta = pgTable(
  'producto_etiqueta',
  {
    productoId: integer('producto_id')
      .notNull()
      .references(() => producto.id, { onDelete: 'cascade' }),
    etiquetaId: integer('etiqueta_id')
      .notNull()
      .references(() => etiqueta.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productoId, t.etiquetaId] }), index('producto_etiqueta_etiqueta_idx').on(t.etiquetaId)],
);

/** A product's gallery: further images shown after the main one (principalImagen), in `orden`. */
export const productoImagen = pgTable(
  'producto_imagen',
  {
    id: serial('id').primaryKey(),
    productoId: integer('producto_id')
      .notNull()
      .references(() => producto.id, { onDelete: 'cascade' }),
    imagen: jsonb('imagen').$type<ImagenProcesada>().notNull(),
    orden: integer('orden').notNull().default(0),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('producto_imagen_producto_idx').on(t.productoId, t.orden)],
);
