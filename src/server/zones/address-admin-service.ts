/**
 * A zone's pickup addresses in the back office (spec: /admin/zona/{zona}/direccion): list, read,
 * register, edit and status, every write audited. The zone comes from the path, whose zone role the
 * admin guard has checked; an address of another zone is not found under this one.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DireccionZona, DireccionZonaBody } from '../../shared/contracts/admin-zones';
import { Estatus } from '../../shared/enums';
import { normalizeTelefono, TELEFONO_MESSAGE, TELEFONO_PATTERN } from '../../shared/zone-rules';
import { audit } from '../audit/service';
import { changeStatus } from '../audit/status';
import type { Db } from '../db/client';
import { horarioPickup, direccionZona } from '../delivery/tables';
import { notFound, unprocessable } from '../errors';
import { zoneIdOf } from './admin-service';

const addressNotFound = () => notFound('Dirección no encontrada en esta zona');

const columns = {
  id: direccionZona.id,
  zonaId: direccionZona.zonaId,
  nombre: direccionZona.nombre,
  direccion: direccionZona.direccion,
  referencia: direccionZona.referencia,
  telefono: direccionZona.telefono,
  estatus: direccionZona.estatus,
  horarios: sql<number>`(select count(*)::int from ${horarioPickup} h where h.direccion_zona_id = ${sql.raw('"direccion_zona"."id"')} and h.estatus = ${Estatus.ACTIVO})`,
};

export async function listZoneAddresses(db: Db, zona: string): Promise<DireccionZona[]> {
  const zonaId = await zoneIdOf(db, zona);
  return db.select(columns).from(direccionZona).where(eq(direccionZona.zonaId, zonaId)).orderBy(asc(direccionZona.nombre), asc(direccionZona.id));
}

export async function getZoneAddress(db: Db, zona: string, id: number): Promise<DireccionZona> {
  const zonaId = await zoneIdOf(db, zona);
  const [row] = await db
    .select(columns)
    .from(direccionZona)
    .where(and(eq(direccionZona.id, id), eq(direccionZona.zonaId, zonaId)));
  if (!row) throw addressNotFound();
  return row;
}

function clean(body: DireccionZonaBody) {
  const text = (v: string | undefined) => (v ?? '').trim().replace(/\s+/g, ' ');
  const data = {
    nombre: text(body.nombre),
    direccion: text(body.direccion),
    referencia: text(body.referencia),
    telefono: normalizeTelefono(body.telefono ?? ''),
    ...(body.estatus !== undefined && { estatus: body.estatus }),
  };
  const errores: Record<string, string> = {};
  if (data.nombre.length < 2) errores.nombre = 'Indique el nombre de la dirección (al menos 2 caracteres)';
  if (data.direccion.length < 5) errores.direccion = 'Indique la dirección (al menos 5 caracteres)';
  if (data.telefono && !TELEFONO_PATTERN.test(data.telefono)) errores.telefono = TELEFONO_MESSAGE;
  if (Object.keys(errores).length) throw unprocessable('Revise los datos de la dirección', errores);
  return data;
}

export async function createZoneAddress(db: Db, zona: string, body: DireccionZonaBody): Promise<DireccionZona> {
  const zonaId = await zoneIdOf(db, zona);
  const data = clean(body);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(direccionZona).values({ zonaId, ...data }).returning();
    await audit(tx, { recurso: 'direccion_zona', registroId: row!.id, accion: 'crear', despues: row });
    return row!.id;
  });
  return getZoneAddress(db, zona, id);
}

export async function updateZoneAddress(db: Db, zona: string, id: number, body: DireccionZonaBody): Promise<DireccionZona> {
  const zonaId = await zoneIdOf(db, zona);
  const data = clean(body);
  await db.transaction(async (tx) => {
    const [antes] = await tx
      .select()
      .from(direccionZona)
      .where(and(eq(direccionZona.id, id), eq(direccionZona.zonaId, zonaId)))
      .for('update');
    if (!antes) throw addressNotFound();
    const [despues] = await tx.update(direccionZona).set(data).where(eq(direccionZona.id, id)).returning();
    await audit(tx, { recurso: 'direccion_zona', registroId: id, accion: 'editar', antes, despues });
  });
  return getZoneAddress(db, zona, id);
}

/** Active <-> inactive; an inactive address is no longer offered for pickup at checkout. */
export async function setZoneAddressStatus(db: Db, zona: string, id: number, estatus?: 1 | 2): Promise<DireccionZona> {
  const zonaId = await zoneIdOf(db, zona);
  await changeStatus(db, { table: direccionZona, recurso: 'direccion_zona', id, estatus, scope: eq(direccionZona.zonaId, zonaId), notFound: addressNotFound });
  return getZoneAddress(db, zona, id);
}
