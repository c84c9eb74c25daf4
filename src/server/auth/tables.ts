import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { foldExpression } from '../catalog/fold';

export const usuario = pgTable(
  'usuario',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    email: varchar('email', { length: 180 }).notNull(),
    clave: text('clave').notNull(),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    apellido: varchar('apellido', { length: 100 }).notNull().default(''),
    telefono: varchar('telefono', { length: 20 }),
    tipoDocumento: varchar('tipo_documento', { length: 1 }),
    documento: varchar('documento', { length: 20 }),
    /** UsuarioTipo id: normal 1, prime 2, mayorista 3. */
    usuarioTipo: smallint('usuario_tipo').notNull().default(1),
    /** UsuarioEstatus id. */
    estatus: smallint('estatus').notNull().default(4),
    verificadoEn: timestamp('verificado_en', { withTimezone: true }),
    ultimoAcceso: timestamp('ultimo_acceso', { withTimezone: true }),
    /** Access tokens issued before this instant are refused: the last security event (auth/revocation.ts). */
    tokensDesde: timestamp('tokens_desde', { withTimezone: true }),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
    /** Name and surname without accents, lower case (catalog/fold.ts): the back office's customer search. */
    nombreBusqueda: text('nombre_busqueda')
      .notNull()
      .generatedAlwaysAs(foldExpression(`nombre || ' ' || apellido`)),
    /** The phone reversed: a search by its last digits is a prefix search on an index. */
    telefonoInverso: text('telefono_inverso').generatedAlwaysAs(sql.raw('reverse(telefono)')),
  },
  (t) => [
    uniqueIndex('usuario_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('usuario_uuid_uq').on(t.uuid),
    index('usuario_documento_idx').on(t.documento),
    // the back office's customer search on a million rows (customers/admin-service.ts)
    index('usuario_nombre_busqueda_trgm_idx').using('gin', sql`${t.nombreBusqueda} gin_trgm_ops`),
    // a piece of the e-mail anywhere (the back office's balance list, wallet/balance-list.ts)
    index('usuario_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    index('usuario_email_prefijo_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('usuario_telefono_inverso_idx').on(sql`${t.telefonoInverso} text_pattern_ops`),
    index('usuario_creado_idx').on(t.creadoEn),
    index('usuario_estatus_idx').on(t.estatus),
  ],
);

/** Roles held by a user: ROLE_ADMIN, ROLE_USUARIO, area roles and ROLE_ZONA_<slug>. */
export const usuarioRol = pgTable(
  'usuario_rol',
  {
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    rol: varchar('rol', { length: 60 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.rol] })],
);

/** Rotating refresh tokens; a spent one presented again revokes its whole family. */
export const refreshToken = pgTable(
  'refresh_token',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    familia: uuid('familia').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiraEn: timestamp('expira_en', { withTimezone: true }).notNull(),
    usadoEn: timestamp('usado_en', { withTimezone: true }),
    revocadoEn: timestamp('revocado_en', { withTimezone: true }),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_token_hash_uq').on(t.tokenHash),
    index('refresh_token_familia_idx').on(t.familia),
    index('refresh_token_usuario_idx').on(t.usuarioId),
  ],
);

/** One-time tokens sent by e-mail: account verification and password recovery. */
export const tokenUsuario = pgTable(
  'token_usuario',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    /** 'verificacion' | 'recuperacion' */
    tipo: varchar('tipo', { length: 20 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiraEn: timestamp('expira_en', { withTimezone: true }).notNull(),
    usadoEn: timestamp('usado_en', { withTimezone: true }),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('token_usuario_hash_uq').on(t.tokenHash), index('token_usuario_usuario_idx').on(t.usuarioId)],
);
