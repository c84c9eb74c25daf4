import { check, index, integer, numeric, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { producto } from '../catalog/tables';
import { zona } from '../zones/tables';

/** A store (legal entity): its RIF is stored normalised, J-12345678-9 (shared/rif.ts); names are unique. */
export const tienda = pgTable(
  'tienda',
  {
    id: serial('id').primaryKey(),
    nombre: varchar('nombre', { length: 120 }).notNull(),
    rif: varchar('rif', { length: 20 }).notNull(),
    estatus: smallint('estatus').notNull().default(1),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tienda_nombre_uq').on(sql`lower(${t.nombre})`)],
);

/** A branch of a store inside one zone: the place stock is held. */
export const sucursal = pgTable(
  'sucursal',
  {
    id: serial('id').primaryKey(),
    tiendaId: integer('tienda_id')
      .notNull()
      .references(() => tienda.id, { onDelete: 'restrict' }),
    zonaId: integer('zona_id')
      .notNull()
      .references(() => zona.id, { onDelete: 'restrict' }),
    nombre: varchar('nombre', { length: 120 }).notNull(),
    direccion: varchar('direccion', { length: 300 }).notNull().default(''),
    estatus: smallint('estatus').notNull().default(1),
  },
  (t) => [
    index('sucursal_zona_idx').on(t.zonaId),
    /** Branch names are unique within their store. */
    uniqueIndex('sucursal_tienda_nombre_uq').on(t.tiendaId, sql`lower(${t.nombre})`),
  ],
);

/** Stock of a product at a branch (zonaId copied from the branch for zone queries). */
export const inventario = pgTable(
  'inventario',
  {
    id: serial('id').primaryKey(),
    productoId: integer('producto_id')
      .notNull()
      .references(() => producto.id, { onDelete: 'cascade' }),
    sucursalId: integer('sucursal_id')
      .notNull()
      .references(() => sucursal.id, { onDelete: 'restrict' }),
    zonaId: integer('zona_id')
      .notNull()
      .references(() => zona.id, { onDelete: 'restrict' }),
    existencia: integer('existencia').notNull().default(0),
    estatus: smallint('estatus').notNull().default(1),
    actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inventario_producto_sucursal_uq').on(t.productoId, t.sucursalId),
    index('inventario_zona_producto_idx').on(t.zonaId, t.productoId),
    // the admin product list's 'con/sin existencia en la zona' filter and its count: an index-only scan of the
    // rows on sale (semi/anti join), not a scan of every stock row with its filter
    index('inventario_con_stock_idx')
      .on(t.zonaId, t.productoId)
      .where(sql`${t.existencia} > 0 and ${t.estatus} = 1`),
    check('inventario_existencia_no_negativa', sql`${t.existencia} >= 0`),
  ],
);

/** Price of a stocked product for one plan, with its sale mode (modalidadVenta). */
export const precio = pgTable(
  'precio',
  {
    id: serial('id').primaryKey(),
    inventarioId: integer('inventario_id')
      .notNull()
      .references(() => inventario.id, { onDelete: 'cascade' }),
    usuarioTipo: smallint('usuario_tipo').notNull(),
    precio: numeric('precio', { precision: 12, scale: 2 }).notNull(),
    oferta: numeric('oferta', { precision: 12, scale: 2 }).notNull().default('0'),
    minimo: integer('minimo').notNull().default(1),
    maximo: integer('maximo'),
    grupo: integer('grupo').notNull().default(1),
    unidad: integer('unidad').notNull().default(1),
    estatus: smallint('estatus').notNull().default(1),
    actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('precio_inventario_tipo_uq').on(t.inventarioId, t.usuarioTipo),
    // 'en oferta' filters (admin product list, inventory grid): only the ~15 % of prices with an active offer
    index('precio_oferta_idx')
      .on(t.inventarioId)
      .where(sql`${t.oferta} > 0 and ${t.estatus} = 1`),
    // the storefront's offer listing (zone home, catalog/sellable.ts offerRows): a plan's active offers in
    // discount order (offer / price, the expression offerRows sorts by), so the listing stops at its page
    index('precio_oferta_descuento_idx')
      .on(t.usuarioTipo, sql`(${t.oferta} / nullif(${t.precio}, 0))`)
      .where(sql`${t.oferta} > 0 and ${t.estatus} = 1`),
    check('precio_no_negativo', sql`${t.precio} >= 0 and ${t.oferta} >= 0`),
  ],
);
