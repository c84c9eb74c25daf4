import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, primaryKey, serial, smallint, time, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { usuario } from '../auth/tables';
import { zona } from '../zones/tables';

/**
 * Delivery data of a zone (spec: zona -> direccion, area, sector, horario, horario-pickup, envio-bloqueo).
 * Staff edit them under /admin/zona/{zona}/… (zones/delivery-admin-*.ts); the storefront checkout reads them.
 */

/** A pickup address of a zone ('direccion' in the spec's admin): where a customer may collect an order. */
export const direccionZona = pgTable(
  'direccion_zona',
  {
    id: serial('id').primaryKey(),
    zonaId: integer('zona_id')
      .notNull()
      .references(() => zona.id, { onDelete: 'cascade' }),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    direccion: varchar('direccion', { length: 300 }).notNull(),
    referencia: varchar('referencia', { length: 300 }).notNull().default(''),
    telefono: varchar('telefono', { length: 20 }).notNull().default(''),
    estatus: smallint('estatus').notNull().default(1),
  },
  (t) => [index('direccion_zona_zona_idx').on(t.zonaId)],
);

/** A delivery area of a zone with its delivery cost (system currency) and time. */
export const area = pgTable(
  'area',
  {
    id: serial('id').primaryKey(),
    zonaId: integer('zona_id')
      .notNull()
      .references(() => zona.id, { onDelete: 'cascade' }),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    costoEnvio: numeric('costo_envio', { precision: 12, scale: 2 }).notNull().default('0'),
    /** Delivery time in minutes from dispatch. */
    tiempoEnvio: integer('tiempo_envio').notNull().default(180),
    estatus: smallint('estatus').notNull().default(1),
  },
  (t) => [index('area_zona_idx').on(t.zonaId), check('area_costo_no_negativo', sql`${t.costoEnvio} >= 0`)],
);

/** A sector (neighbourhood) inside a delivery area. */
export const sector = pgTable(
  'sector',
  {
    id: serial('id').primaryKey(),
    areaId: integer('area_id')
      .notNull()
      .references(() => area.id, { onDelete: 'cascade' }),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    estatus: smallint('estatus').notNull().default(1),
  },
  (t) => [index('sector_area_idx').on(t.areaId)],
);

/** A delivery window of an area on one weekday (0 = domingo ... 6 = sábado), America/Caracas time. */
export const horario = pgTable(
  'horario',
  {
    id: serial('id').primaryKey(),
    areaId: integer('area_id')
      .notNull()
      .references(() => area.id, { onDelete: 'cascade' }),
    diaSemana: smallint('dia_semana').notNull(),
    horaInicio: time('hora_inicio').notNull(),
    horaFin: time('hora_fin').notNull(),
    /** Most orders the window takes on one date; null: no limit. */
    capacidad: integer('capacidad'),
    /** Orders close this many minutes before the window starts; null: the delivery type's default lead. */
    corteMinutos: integer('corte_minutos'),
    estatus: smallint('estatus').notNull().default(1),
  },
  (t) => [
    index('horario_area_idx').on(t.areaId),
    check('horario_dia', sql`${t.diaSemana} between 0 and 6`),
    check('horario_rango', sql`${t.horaInicio} < ${t.horaFin}`),
    check('horario_capacidad', sql`${t.capacidad} is null or ${t.capacidad} > 0`),
    check('horario_corte', sql`${t.corteMinutos} is null or ${t.corteMinutos} >= 0`),
  ],
);

/** A pickup window at a zone pickup address on one weekday. */
export const horarioPickup = pgTable(
  'horario_pickup',
  {
    id: serial('id').primaryKey(),
    zonaId: integer('zona_id')
      .notNull()
      .references(() => zona.id, { onDelete: 'cascade' }),
    direccionZonaId: integer('direccion_zona_id')
      .notNull()
      .references(() => direccionZona.id, { onDelete: 'cascade' }),
    diaSemana: smallint('dia_semana').notNull(),
    horaInicio: time('hora_inicio').notNull(),
    horaFin: time('hora_fin').notNull(),
    /** Most orders the window takes on one date; null: no limit. */
    capacidad: integer('capacidad'),
    /** Orders close this many minutes before the window starts; null: until it starts. */
    corteMinutos: integer('corte_minutos'),
    estatus: smallint('estatus').notNull().default(1),
  },
  (t) => [
    index('horario_pickup_zona_idx').on(t.zonaId),
    check('horario_pickup_capacidad', sql`${t.capacidad} is null or ${t.capacidad} > 0`),
    check('horario_pickup_corte', sql`${t.corteMinutos} is null or ${t.corteMinutos} >= 0`),
    check('horario_pickup_dia', sql`${t.diaSemana} between 0 and 6`),
    check('horario_pickup_rango', sql`${t.horaInicio} < ${t.horaFin}`),
  ],
);

/**
 * A shipping block: no delivery (tipoEnvio 1), no pickup (2) or neither (null) in a zone between two
 * moments (holidays, stock taking...). Windows overlapping a block are not offered at checkout.
 */
export const envioBloqueo = pgTable(
  'envio_bloqueo',
  {
    id: serial('id').primaryKey(),
    zonaId: integer('zona_id')
      .notNull()
      .references(() => zona.id, { onDelete: 'cascade' }),
    tipoEnvio: smallint('tipo_envio'),
    desde: timestamp('desde', { withTimezone: true }).notNull(),
    hasta: timestamp('hasta', { withTimezone: true }).notNull(),
    motivo: varchar('motivo', { length: 200 }).notNull().default(''),
    estatus: smallint('estatus').notNull().default(1),
  },
  (t) => [index('envio_bloqueo_zona_idx').on(t.zonaId, t.hasta), check('envio_bloqueo_rango', sql`${t.desde} < ${t.hasta}`)],
);

/** A customer's saved delivery address, inside a sector of a zone. Soft-deleted (estatus 2) to keep orders intact. */
export const direccionUsuario = pgTable(
  'direccion_usuario',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    zonaId: integer('zona_id')
      .notNull()
      .references(() => zona.id, { onDelete: 'cascade' }),
    sectorId: integer('sector_id')
      .notNull()
      .references(() => sector.id, { onDelete: 'restrict' }),
    nombre: varchar('nombre', { length: 60 }).notNull(),
    direccion: varchar('direccion', { length: 300 }).notNull(),
    referencia: varchar('referencia', { length: 300 }).notNull().default(''),
    estatus: smallint('estatus').notNull().default(1),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('direccion_usuario_usuario_idx').on(t.usuarioId, t.zonaId)],
);

/**
 * A shipping option a zone offers (back-office area `envio`): delivery (1), pickup (2) or express (3), one
 * of each per zone, with its cost rule: a base cost, free shipping from an order amount (products, tax
 * included) when set, and a surcharge per delivery area (envio_recargo). A zone without an active
 * delivery option charges its areas' own cost (area.costo_envio).
 */
export const envioOpcion = pgTable(
  'envio_opcion',
  {
    id: serial('id').primaryKey(),
    zonaId: integer('zona_id')
      .notNull()
      .references(() => zona.id, { onDelete: 'cascade' }),
    tipoEnvio: smallint('tipo_envio').notNull(),
    nombre: varchar('nombre', { length: 60 }).notNull(),
    costoBase: numeric('costo_base', { precision: 12, scale: 2 }).notNull().default('0'),
    envioGratisDesde: numeric('envio_gratis_desde', { precision: 12, scale: 2 }),
    estatus: smallint('estatus').notNull().default(1),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('envio_opcion_zona_tipo_uq').on(t.zonaId, t.tipoEnvio),
    check('envio_opcion_tipo', sql`${t.tipoEnvio} between 1 and 3`),
    check('envio_opcion_costo', sql`${t.costoBase} >= 0 and (${t.envioGratisDesde} is null or ${t.envioGratisDesde} >= 0)`),
  ],
);

/** What a shipping option adds to its base cost for one delivery area. */
export const envioRecargo = pgTable(
  'envio_recargo',
  {
    envioOpcionId: integer('envio_opcion_id')
      .notNull()
      .references(() => envioOpcion.id, { onDelete: 'cascade' }),
    areaId: integer('area_id')
      .notNull()
      .references(() => area.id, { onDelete: 'cascade' }),
    recargo: numeric('recargo', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.envioOpcionId, t.areaId] }), check('envio_recargo_no_negativo', sql`${t.recargo} >= 0`)],
);
