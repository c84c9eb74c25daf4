/** What the zone's delivery services share: their messages and the audited insert/update of a zone's row. */
import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { audit } from '../audit/service';
import type { Db, Tx } from '../db/client';
import { area } from '../delivery/tables';
import { unprocessable, type FieldErrors } from '../errors';
import { invalidateZones } from './service';

export const ENTREGA_MESSAGES = {
  areaNoEncontrada: 'Área no encontrada en esta zona',
  sectorNoEncontrado: 'Sector no encontrado en esta zona',
  horarioNoEncontrado: 'Horario no encontrado en esta zona',
  bloqueoNoEncontrado: 'Bloqueo no encontrado en esta zona',
  direccionNoEncontrada: 'Dirección no encontrada en esta zona',
  areaOtraZona: 'El área no pertenece a esta zona',
  direccionOtraZona: 'La dirección de retiro no pertenece a esta zona',
  nombre: 'Indique el nombre',
  costo: 'Indique un costo de 0 o más, con hasta 2 decimales',
  tiempo: 'Indique el tiempo de entrega en minutos (de 0 a 10080)',
  hora: 'Indique la hora como HH:MM',
  rango: 'La hora de fin debe ser posterior a la de inicio',
  capacidad: 'La capacidad debe ser de al menos 1 pedido (vacía: sin límite)',
  corte: 'El corte debe ser de 0 minutos o más (vacío: el de siempre)',
  solapa: (inicio: string, fin: string) => `Se solapa con el horario de ${inicio} a ${fin} del mismo día`,
  bloqueoRango: 'El fin del bloqueo debe ser posterior a su inicio',
} as const;

export const M = ENTREGA_MESSAGES;
export const refuse = (mensaje: string, errores: FieldErrors): never => {
  throw unprocessable(mensaje, errores);
};
export const text = (v: string | undefined) => (v ?? '').trim().replace(/\s+/g, ' ');

type Audited = PgTable & { id: AnyPgColumn };

/** Inserts a row and audits it, in one transaction after `check` (which may lock and refuse). */
export async function insertAudited(db: Db, table: Audited, recurso: string, values: Record<string, unknown>, check?: (tx: Tx) => Promise<void>): Promise<number> {
  const id = await db.transaction(async (tx) => {
    if (check) await check(tx);
    const [row] = (await tx
      .insert(table)
      .values(values as never)
      .returning()) as { id: number }[];
    await audit(tx, { recurso, registroId: row!.id, accion: 'crear', despues: row });
    return row!.id;
  });
  invalidateZones(db);
  return id;
}

/** Updates a row found under `scope` (locked first) and audits it; `check` runs on the locked row. */
export async function updateAudited(
  db: Db,
  table: Audited,
  recurso: string,
  id: number,
  scope: SQL | undefined,
  values: Record<string, unknown>,
  missing: () => Error,
  check?: (tx: Tx) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [antes] = await tx
      .select()
      .from(table as PgTable)
      .where(and(eq(table.id, id), scope))
      .for('update');
    if (!antes) throw missing();
    if (check) await check(tx);
    const [despues] = await tx
      .update(table)
      .set(values as never)
      .where(eq(table.id, id))
      .returning();
    await audit(tx, { recurso, registroId: id, accion: 'editar', antes, despues });
  });
  invalidateZones(db);
}

/** The area, locked, when it belongs to the zone; 422 on `field` otherwise. */
export async function lockArea(tx: Tx, zonaId: number, areaId: number): Promise<void> {
  const [row] = await tx
    .select({ id: area.id })
    .from(area)
    .where(and(eq(area.id, areaId), eq(area.zonaId, zonaId)))
    .for('update');
  if (!row) refuse(M.areaOtraZona, { areaId: M.areaOtraZona });
}
