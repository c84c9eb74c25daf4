/** A zone's shipping blocks (from–to, one delivery type or all, reason): no window is offered inside one. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { EnvioBloqueo, EnvioBloqueoBody } from '../../shared/contracts/admin-zones';
import { audit } from '../audit/service';
import type { Db } from '../db/client';
import { envioBloqueo } from '../delivery/tables';
import { notFound } from '../errors';
import { zoneIdOf } from './admin-service';
import { insertAudited, M, refuse, text, updateAudited } from './delivery-admin-shared';
import { invalidateZones } from './service';

const toBloqueo = (r: typeof envioBloqueo.$inferSelect): EnvioBloqueo => ({
  id: r.id,
  zonaId: r.zonaId,
  tipoEnvio: r.tipoEnvio,
  desde: r.desde.toISOString(),
  hasta: r.hasta.toISOString(),
  motivo: r.motivo,
  estatus: r.estatus,
});

/** GET /admin/zona/{zona}/enviobloqueolistado: the zone's blocks, those still to end first. */
export async function listBloqueos(db: Db, zona: string): Promise<EnvioBloqueo[]> {
  const zonaId = await zoneIdOf(db, zona);
  const rows = await db
    .select()
    .from(envioBloqueo)
    .where(eq(envioBloqueo.zonaId, zonaId))
    .orderBy(sql`${envioBloqueo.hasta} < now()`, asc(envioBloqueo.desde), asc(envioBloqueo.id));
  return rows.map(toBloqueo);
}

export async function getBloqueo(db: Db, zona: string, id: number): Promise<EnvioBloqueo> {
  const zonaId = await zoneIdOf(db, zona);
  const [row] = await db
    .select()
    .from(envioBloqueo)
    .where(and(eq(envioBloqueo.id, id), eq(envioBloqueo.zonaId, zonaId)));
  if (!row) throw notFound(M.bloqueoNoEncontrado);
  return toBloqueo(row);
}

function cleanBloqueo(body: EnvioBloqueoBody) {
  const desde = new Date(body.desde);
  const hasta = new Date(body.hasta);
  if (!(hasta.getTime() > desde.getTime())) refuse(M.bloqueoRango, { hasta: M.bloqueoRango });
  return { tipoEnvio: body.tipoEnvio, desde, hasta, motivo: text(body.motivo), ...(body.estatus !== undefined && { estatus: body.estatus }) };
}

export async function createBloqueo(db: Db, zona: string, body: EnvioBloqueoBody): Promise<EnvioBloqueo> {
  const zonaId = await zoneIdOf(db, zona);
  const id = await insertAudited(db, envioBloqueo, 'envio_bloqueo', { zonaId, ...cleanBloqueo(body) });
  return getBloqueo(db, zona, id);
}

export async function updateBloqueo(db: Db, zona: string, id: number, body: EnvioBloqueoBody): Promise<EnvioBloqueo> {
  const zonaId = await zoneIdOf(db, zona);
  await updateAudited(db, envioBloqueo, 'envio_bloqueo', id, eq(envioBloqueo.zonaId, zonaId), cleanBloqueo(body), () => notFound(M.bloqueoNoEncontrado));
  return getBloqueo(db, zona, id);
}

export async function deleteBloqueo(db: Db, zona: string, id: number): Promise<void> {
  const zonaId = await zoneIdOf(db, zona);
  await db.transaction(async (tx) => {
    const [antes] = await tx
      .delete(envioBloqueo)
      .where(and(eq(envioBloqueo.id, id), eq(envioBloqueo.zonaId, zonaId)))
      .returning();
    if (!antes) throw notFound(M.bloqueoNoEncontrado);
    await audit(tx, { recurso: 'envio_bloqueo', registroId: id, accion: 'eliminar', antes });
  });
  invalidateZones(db);
}
