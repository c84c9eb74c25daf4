/**
 * The status toggle of spec section 4 ("Admin toggles"), shared by every area whose records have an
 * estatus (active 1 / inactive 2): sets the given status, or flips it when none is given, on a locked
 * row, and records the change in the audit trail, in one transaction.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { Estatus } from '../../shared/enums';
import type { Db, Tx } from '../db/client';
import type { AppError } from '../errors';
import { audit } from './service';

type StatusTable = PgTable & { id: AnyPgColumn; estatus: AnyPgColumn; actualizadoEn?: AnyPgColumn };

export interface StatusChange {
  table: StatusTable;
  /** The kind of record, as the audit trail names it. */
  recurso: string;
  id: number;
  /** The status to set; undefined flips active <-> inactive. */
  estatus?: number;
  /** Extra condition the row must meet (e.g. the caller's zones); a row outside it is not found. */
  scope?: SQL;
  notFound: () => AppError;
}

/** Returns the status the record was left with. */
export async function changeStatus(db: Db | Tx, change: StatusChange): Promise<number> {
  const { table, id } = change;
  const run = async (tx: Tx) => {
    const [antes] = await tx
      .select({ estatus: table.estatus })
      .from(table as PgTable)
      .where(and(eq(table.id, id), change.scope))
      .for('update');
    if (!antes) throw change.notFound();
    const estatus = change.estatus ?? (antes.estatus === Estatus.ACTIVO ? Estatus.INACTIVO : Estatus.ACTIVO);
    const set: Record<string, unknown> = { estatus };
    if (table.actualizadoEn) set.actualizadoEn = new Date();
    await tx.update(table).set(set as never).where(eq(table.id, id));
    await audit(tx, { recurso: change.recurso, registroId: id, accion: 'estatus', antes, despues: { estatus } });
    return estatus;
  };
  return 'rollback' in db ? run(db as Tx) : (db as Db).transaction(run);
}
