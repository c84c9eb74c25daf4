import { bigserial, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** A changed field: its value before and after the write (null when absent). */
export type CambioCampo = { antes: unknown; despues: unknown };

/**
 * The audit trail (bitácora): one row per back-office write, in the write's own transaction. Rows are
 * never updated or deleted; the staff member is kept by id and by e-mail as it was, so the trail
 * survives an anonymised or removed account.
 */
export const bitacora = pgTable(
  'bitacora',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
    /** The staff member (null: the system, e.g. a scheduled expiry). */
    usuarioId: integer('usuario_id'),
    usuarioEmail: varchar('usuario_email', { length: 180 }),
    /** Back-office area of spec section 6 (categoria, producto, inventario...). */
    area: varchar('area', { length: 40 }).notNull(),
    /** The kind of record written (categoria, cupon, orden, precio...). */
    recurso: varchar('recurso', { length: 60 }).notNull(),
    registroId: varchar('registro_id', { length: 80 }).notNull(),
    /** crear, editar, estatus, imagen, eliminar, importar, or an area's own verb. */
    accion: varchar('accion', { length: 40 }).notNull(),
    cambios: jsonb('cambios').$type<Record<string, CambioCampo>>().notNull(),
    ip: varchar('ip', { length: 64 }),
  },
  (t) => [
    index('bitacora_registro_idx').on(t.recurso, t.registroId, t.fecha.desc()),
    index('bitacora_usuario_idx').on(t.usuarioId, t.fecha.desc()),
    index('bitacora_area_idx').on(t.area, t.fecha.desc()),
    index('bitacora_fecha_idx').on(t.fecha.desc()),
  ],
);
