import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, smallint, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { usuario } from '../auth/tables';

/**
 * The TZM balance: `saldo` is the sum of the customer's ledger movements, kept in one row so a spend is a
 * guarded `UPDATE ... WHERE saldo >= monto` (never below zero), written in the same transaction as its movement.
 */
export const saldoUsuario = pgTable(
  'saldo_usuario',
  {
    usuarioId: integer('usuario_id')
      .primaryKey()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    saldo: numeric('saldo', { precision: 14, scale: 2 }).notNull().default('0'),
    actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('saldo_no_negativo', sql`${t.saldo} >= 0`),
    // the back office's balance list sorts by last movement (default) or by amount: each index holds the
    // tie-breaker and the other columns a page reads, so a deep page is an index-only scan (balance-list.ts)
    index('saldo_usuario_actualizado_idx').on(t.actualizadoEn, t.usuarioId, t.saldo),
    index('saldo_usuario_saldo_idx').on(t.saldo, t.usuarioId, t.actualizadoEn),
  ],
);

/**
 * Append-only ledger: one row per balance movement, positive credits and negative debits in the system
 * currency. `tipo` names its kind (ajuste, tarjetaregalo, ordenpago, tarjetapago, membresiapago, vuelto,
 * referido, ordenreintegro) and `referenciaId` what caused it (order, card request...).
 */
export const movimientoSaldo = pgTable(
  'movimiento_saldo',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    tipo: varchar('tipo', { length: 30 }).notNull(),
    referenciaId: integer('referencia_id'),
    monto: numeric('monto', { precision: 14, scale: 2 }).notNull(),
    saldoResultante: numeric('saldo_resultante', { precision: 14, scale: 2 }).notNull(),
    descripcion: varchar('descripcion', { length: 200 }).notNull().default(''),
    /** Staff member who made an adjustment. */
    autorId: integer('autor_id'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // a customer's ledger page in (creado_en, id) order: a deep page skips its OFFSET inside this index (history.ts)
    index('movimiento_saldo_usuario_idx').on(t.usuarioId, t.creadoEn, t.id),
    index('movimiento_saldo_referencia_idx').on(t.tipo, t.referenciaId),
    // one movement per cause for the kinds written by this domain: a retried approval or redemption never pays twice
    uniqueIndex('movimiento_saldo_causa_uq')
      .on(t.tipo, t.referenciaId)
      .where(sql`${t.tipo} in ('tarjetapago', 'tarjetaregalo', 'vuelto', 'ajuste') and ${t.referenciaId} is not null`),
    check('movimiento_saldo_monto', sql`${t.monto} <> 0`),
  ],
);

/**
 * A balance-card purchase: a top-up of the buyer's own balance (tipo 1) or a gift for an e-mail (tipo 2),
 * paid by a manual method (MetodoPago: pago móvil, transferencia, Zelle) that staff verify. Approval credits
 * the buyer (ledger kind tarjetapago, referenciaId = this id) or issues one gift code (tarjeta_regalo).
 * `claveIdempotencia` makes a retried submission return the same request.
 */
export const tarjetaSolicitud = pgTable(
  'tarjeta_solicitud',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'restrict' }),
    claveIdempotencia: uuid('clave_idempotencia').notNull(),
    /** TarjetaTipo: 1 recarga propia, 2 regalo. */
    tipo: smallint('tipo').notNull(),
    monto: numeric('monto', { precision: 14, scale: 2 }).notNull(),
    tasa: numeric('tasa', { precision: 18, scale: 4 }).notNull(),
    /** The amount in bolívares at `tasa`, for methods paid in bolívares. */
    montoBs: numeric('monto_bs', { precision: 16, scale: 2 }),
    metodo: smallint('metodo').notNull(),
    referencia: varchar('referencia', { length: 40 }).notNull(),
    banco: varchar('banco', { length: 60 }).notNull().default(''),
    telefono: varchar('telefono', { length: 20 }).notNull().default(''),
    destinatarioEmail: varchar('destinatario_email', { length: 180 }),
    destinatarioNombre: varchar('destinatario_nombre', { length: 100 }).notNull().default(''),
    mensaje: varchar('mensaje', { length: 300 }).notNull().default(''),
    /** TarjetaSolicitudEstatus: 1 por verificar, 2 aprobada, 3 rechazada. */
    estatus: smallint('estatus').notNull().default(1),
    nota: varchar('nota', { length: 300 }).notNull().default(''),
    verificadoPor: integer('verificado_por'),
    verificadoEn: timestamp('verificado_en', { withTimezone: true }),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tarjeta_solicitud_clave_uq').on(t.usuarioId, t.claveIdempotencia),
    index('tarjeta_solicitud_usuario_idx').on(t.usuarioId, t.creadoEn),
    index('tarjeta_solicitud_estatus_idx').on(t.estatus, t.creadoEn),
    index('tarjeta_solicitud_referencia_idx').on(t.referencia),
    check('tarjeta_solicitud_monto', sql`${t.monto} > 0`),
  ],
);

/**
 * A gift code issued by an approved gift-card request. Only the SHA-256 of the normalised code is kept (and
 * its last 4 characters to name it): the code itself exists in the recipient's e-mail alone. Redeeming is
 * one guarded UPDATE (`usado_por is null`), so a code pays exactly once.
 */
export const tarjetaRegalo = pgTable(
  'tarjeta_regalo',
  {
    id: serial('id').primaryKey(),
    solicitudId: integer('solicitud_id')
      .notNull()
      .references(() => tarjetaSolicitud.id, { onDelete: 'restrict' }),
    codigoHash: varchar('codigo_hash', { length: 64 }).notNull(),
    codigoFinal: varchar('codigo_final', { length: 4 }).notNull(),
    monto: numeric('monto', { precision: 14, scale: 2 }).notNull(),
    destinatarioEmail: varchar('destinatario_email', { length: 180 }).notNull(),
    usadoPor: integer('usado_por').references(() => usuario.id, { onDelete: 'restrict' }),
    usadoEn: timestamp('usado_en', { withTimezone: true }),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tarjeta_regalo_solicitud_uq').on(t.solicitudId),
    uniqueIndex('tarjeta_regalo_codigo_uq').on(t.codigoHash),
    check('tarjeta_regalo_monto', sql`${t.monto} > 0`),
  ],
);

/** A staff credit or debit of a balance with its reason; its movement is kind ajuste with referenciaId = this id. */
export const ajusteSaldo = pgTable(
  'ajuste_saldo',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'restrict' }),
    /** Signed: positive credit, negative debit. */
    monto: numeric('monto', { precision: 14, scale: 2 }).notNull(),
    motivo: varchar('motivo', { length: 200 }).notNull(),
    autorId: integer('autor_id'),
    autorEmail: varchar('autor_email', { length: 180 }),
    claveIdempotencia: uuid('clave_idempotencia'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ajuste_saldo_clave_uq').on(t.claveIdempotencia),
    index('ajuste_saldo_usuario_idx').on(t.usuarioId, t.creadoEn),
    index('ajuste_saldo_creado_idx').on(t.creadoEn),
    check('ajuste_saldo_monto', sql`${t.monto} <> 0`),
  ],
);

/**
 * Change owed to a customer on an overpaid order payment (cash or transfer): credited to the balance
 * (destino 1, ledger kind vuelto, referenciaId = this id) or paid out in cash (2) or by transfer (3) with its
 * reference. One per order payment.
 */
export const vuelto = pgTable(
  'vuelto',
  {
    id: serial('id').primaryKey(),
    ordenId: integer('orden_id').notNull(),
    ordenPagoId: integer('orden_pago_id').notNull(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'restrict' }),
    monto: numeric('monto', { precision: 14, scale: 2 }).notNull(),
    /** VueltoDestino: 1 saldo, 2 efectivo, 3 transferencia. */
    destino: smallint('destino').notNull(),
    referencia: varchar('referencia', { length: 40 }),
    nota: varchar('nota', { length: 300 }).notNull().default(''),
    autorId: integer('autor_id'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vuelto_orden_pago_uq').on(t.ordenPagoId),
    index('vuelto_orden_idx').on(t.ordenId),
    index('vuelto_creado_idx').on(t.creadoEn),
    check('vuelto_monto', sql`${t.monto} > 0`),
  ],
);

/**
 * A card payment through the configured gateway (card-gateway.ts) for a cause: a balance card request
 * (causa 'tarjeta') or a PRIME request ('membresia'). The gateway's webhook decides it once: a guarded
 * update of this row (estatus 1 -> 2 or 3) in the same transaction as the cause's approval, so a replayed or
 * concurrent webhook does nothing.
 */
export const pagoPasarela = pgTable(
  'pago_pasarela',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'restrict' }),
    causa: varchar('causa', { length: 20 }).notNull(),
    causaId: integer('causa_id').notNull(),
    /** The gateway's session id (null until the gateway answers). */
    sesionId: varchar('sesion_id', { length: 100 }),
    monto: numeric('monto', { precision: 14, scale: 2 }).notNull(),
    moneda: varchar('moneda', { length: 3 }).notNull().default('USD'),
    /** 1 pendiente, 2 aprobado, 3 rechazado. */
    estatus: smallint('estatus').notNull().default(1),
    decididoEn: timestamp('decidido_en', { withTimezone: true }),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pago_pasarela_sesion_uq').on(t.sesionId),
    uniqueIndex('pago_pasarela_causa_uq').on(t.causa, t.causaId),
    check('pago_pasarela_monto', sql`${t.monto} > 0`),
  ],
);
