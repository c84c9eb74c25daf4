import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, serial, smallint, text, time, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { usuario } from '../auth/tables';
import { producto } from '../catalog/tables';
import { inventario } from '../inventory/tables';
import { zona } from '../zones/tables';

/**
 * An order: a snapshot of what was sold and how it is delivered and paid. Amounts are in the system
 * currency (USD) with the rate (tasa) of the moment it was placed; the customer's name, e-mail and
 * document are copied so staff filter a million orders without joins.
 */
export const orden = pgTable(
  'orden',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'restrict' }),
    zonaId: integer('zona_id')
      .notNull()
      .references(() => zona.id, { onDelete: 'restrict' }),
    /** Cart page it came from (0..2). */
    pagina: smallint('pagina').notNull(),
    /** Client-generated key: the same submission twice gives the same order. */
    claveIdempotencia: uuid('clave_idempotencia').notNull(),
    /** OrdenEstatus id (shared/enums.ts). */
    estatus: smallint('estatus').notNull(),
    /** UsuarioTipo id of the customer when ordering: the price list used. */
    usuarioTipo: smallint('usuario_tipo').notNull(),
    clienteNombre: varchar('cliente_nombre', { length: 201 }).notNull(),
    clienteEmail: varchar('cliente_email', { length: 180 }).notNull(),
    clienteDocumento: varchar('cliente_documento', { length: 22 }).notNull().default(''),
    clienteTelefono: varchar('cliente_telefono', { length: 20 }).notNull().default(''),
    /** TipoEnvio: 1 delivery, 2 pickup. */
    tipoEnvio: smallint('tipo_envio').notNull(),
    /** Main payment method (MetodoPago id): the non-balance one, or balance when it paid everything. */
    metodoPago: smallint('metodo_pago').notNull(),
    direccionUsuarioId: integer('direccion_usuario_id'),
    direccionZonaId: integer('direccion_zona_id'),
    areaId: integer('area_id'),
    sectorId: integer('sector_id'),
    /** Readable delivery or pickup address as it was when ordering. */
    direccion: text('direccion').notNull(),
    fechaEntrega: date('fecha_entrega').notNull(),
    horaInicio: time('hora_inicio').notNull(),
    horaFin: time('hora_fin').notNull(),
    /** Delivery time in minutes (area's tiempoEnvio; 0 for pickup). */
    tiempoEnvio: integer('tiempo_envio').notNull().default(0),
    subtotal: numeric('subtotal', { precision: 14, scale: 2 }).notNull(),
    impuesto: numeric('impuesto', { precision: 14, scale: 2 }).notNull(),
    descuento: numeric('descuento', { precision: 14, scale: 2 }).notNull().default('0'),
    costoEnvio: numeric('costo_envio', { precision: 14, scale: 2 }).notNull().default('0'),
    costoEmpaquetado: numeric('costo_empaquetado', { precision: 14, scale: 2 }).notNull().default('0'),
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
    tasa: numeric('tasa', { precision: 18, scale: 4 }).notNull(),
    /** Currency the customer was viewing (moneda id); amounts stay in the system currency. */
    monedaId: smallint('moneda_id').notNull().default(1),
    cuponId: integer('cupon_id'),
    cuponCodigo: varchar('cupon_codigo', { length: 30 }),
    nota: varchar('nota', { length: 500 }).notNull().default(''),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orden_usuario_clave_uq').on(t.usuarioId, t.claveIdempotencia),
    index('orden_usuario_creado_idx').on(t.usuarioId, t.creadoEn),
    index('orden_creado_idx').on(t.creadoEn),
    index('orden_estatus_creado_idx').on(t.estatus, t.creadoEn),
    index('orden_zona_creado_idx').on(t.zonaId, t.creadoEn),
    index('orden_metodo_creado_idx').on(t.metodoPago, t.creadoEn),
    index('orden_email_idx').on(sql`lower(${t.clienteEmail}) text_pattern_ops`),
    index('orden_nombre_idx').on(sql`lower(${t.clienteNombre}) text_pattern_ops`),
    index('orden_documento_idx').on(t.clienteDocumento),
    index('orden_total_idx').on(t.total),
    check('orden_montos', sql`${t.subtotal} >= 0 and ${t.impuesto} >= 0 and ${t.descuento} >= 0 and ${t.total} >= 0`),
  ],
);

/** A line of an order: what was sold, from which stock row, at which price, offer and tax. */
export const ordenDetalle = pgTable(
  'orden_detalle',
  {
    id: serial('id').primaryKey(),
    ordenId: integer('orden_id')
      .notNull()
      .references(() => orden.id, { onDelete: 'cascade' }),
    productoId: integer('producto_id')
      .notNull()
      .references(() => producto.id, { onDelete: 'restrict' }),
    inventarioId: integer('inventario_id')
      .notNull()
      .references(() => inventario.id, { onDelete: 'restrict' }),
    nombre: varchar('nombre', { length: 200 }).notNull(),
    cantidad: integer('cantidad').notNull(),
    precio: numeric('precio', { precision: 12, scale: 2 }).notNull(),
    oferta: numeric('oferta', { precision: 12, scale: 2 }).notNull().default('0'),
    impuestoPorcentaje: numeric('impuesto_porcentaje', { precision: 5, scale: 2 }).notNull().default('0'),
    /** Unit price used (offer when > 0), tax of the line and the line total with tax. */
    precioUnitario: numeric('precio_unitario', { precision: 12, scale: 2 }).notNull(),
    impuesto: numeric('impuesto', { precision: 14, scale: 2 }).notNull(),
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [index('orden_detalle_orden_idx').on(t.ordenId), check('orden_detalle_cantidad', sql`${t.cantidad} > 0`)],
);

/** A payment of an order: balance (verified at once) and at most one other method awaiting verification. */
export const ordenPago = pgTable(
  'orden_pago',
  {
    id: serial('id').primaryKey(),
    ordenId: integer('orden_id')
      .notNull()
      .references(() => orden.id, { onDelete: 'cascade' }),
    /** MetodoPago id (shared/enums.ts). */
    metodo: smallint('metodo').notNull(),
    monto: numeric('monto', { precision: 14, scale: 2 }).notNull(),
    /** Amount in bolívares at the order's rate, for methods paid in bolívares. */
    montoBs: numeric('monto_bs', { precision: 16, scale: 2 }),
    referencia: varchar('referencia', { length: 40 }),
    banco: varchar('banco', { length: 60 }),
    telefono: varchar('telefono', { length: 20 }),
    documento: varchar('documento', { length: 22 }),
    /** PagoEstatus: 1 por verificar, 2 verificado, 3 rechazado. */
    estatus: smallint('estatus').notNull().default(1),
    verificadoPor: integer('verificado_por'),
    verificadoEn: timestamp('verificado_en', { withTimezone: true }),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orden_pago_orden_idx').on(t.ordenId),
    check('orden_pago_monto', sql`${t.monto} > 0`),
    // the verification queue (pending payments, oldest first) and the search by payment reference
    index('orden_pago_pendiente_idx').on(t.creadoEn).where(sql`${t.estatus} = 1`),
    index('orden_pago_referencia_idx').on(sql`lower(${t.referencia})`),
  ],
);

/** Every status an order went through, with who moved it and the note shown in tracking. */
export const ordenHistorial = pgTable(
  'orden_historial',
  {
    id: serial('id').primaryKey(),
    ordenId: integer('orden_id')
      .notNull()
      .references(() => orden.id, { onDelete: 'cascade' }),
    estatus: smallint('estatus').notNull(),
    nota: varchar('nota', { length: 500 }).notNull().default(''),
    autorId: integer('autor_id'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('orden_historial_orden_idx').on(t.ordenId, t.creadoEn)],
);

/** The customer's rating of a delivered order (one per order). */
export const ordenCalificacion = pgTable(
  'orden_calificacion',
  {
    id: serial('id').primaryKey(),
    ordenId: integer('orden_id')
      .notNull()
      .references(() => orden.id, { onDelete: 'cascade' }),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    puntuacion: smallint('puntuacion').notNull(),
    comentario: varchar('comentario', { length: 500 }).notNull().default(''),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('orden_calificacion_orden_uq').on(t.ordenId), check('orden_calificacion_puntuacion', sql`${t.puntuacion} between 1 and 5`)],
);
