import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { usuario } from '../auth/tables';
import { producto } from '../catalog/tables';
import { zona } from '../zones/tables';

/** A customer's cart page (pagina 0..2) in a zone. Guests keep theirs in the browser only. */
export const carrito = pgTable(
  'carrito',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    zonaId: integer('zona_id')
      .notNull()
      .references(() => zona.id, { onDelete: 'cascade' }),
    pagina: smallint('pagina').notNull(),
    /** CarritoEstatus: ACTIVO 1, INACTIVO 2. */
    estatus: smallint('estatus').notNull().default(1),
    actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carrito_usuario_zona_pagina_uq').on(t.usuarioId, t.zonaId, t.pagina), check('carrito_pagina', sql`${t.pagina} between 0 and 2`)],
);

/** A line of a cart page: product and quantity in units, with its last validation status (CarritoDetalleEstatus). */
export const carritoDetalle = pgTable(
  'carrito_detalle',
  {
    id: serial('id').primaryKey(),
    carritoId: integer('carrito_id')
      .notNull()
      .references(() => carrito.id, { onDelete: 'cascade' }),
    productoId: integer('producto_id')
      .notNull()
      .references(() => producto.id, { onDelete: 'cascade' }),
    cantidad: integer('cantidad').notNull(),
    estatus: smallint('estatus').notNull().default(1),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carrito_detalle_carrito_producto_uq').on(t.carritoId, t.productoId),
    index('carrito_detalle_producto_idx').on(t.productoId),
    check('carrito_detalle_cantidad_positiva', sql`${t.cantidad} > 0`),
  ],
);
