/**
 * The settings' writers: the bolivar rate (kept in its history) and the business settings of
 * configuracion. Each write is audited in its transaction and clears the public cache, so the next
 * storefront request of this instance reads the new value; other instances within the cache's TTL.
 */
import { desc, eq, sql } from 'drizzle-orm';
import { HISTORIAL_TASA_MAX, type ConfigData } from '../../shared/contracts/admin-config';
import { MONEDA_BOLIVAR_ID } from '../../shared/enums';
import { iconoError, montoError, normalizeTasa, SETTINGS_MESSAGES } from '../../shared/settings-rules';
import { audit } from '../audit/service';
import type { Db } from '../db/client';
import { unprocessable } from '../errors';
import { currentActor } from '../request-context';
import { getSettings, invalidateConfig, listCurrencies } from './service';
import { configuracion, moneda, tasaHistorial } from './tables';

export async function configData(db: Db): Promise<ConfigData> {
  const [settings, monedas, historial] = await Promise.all([
    getSettings(db),
    listCurrencies(db),
    db
      .select({ fecha: tasaHistorial.fecha, tasa: tasaHistorial.tasa, anterior: tasaHistorial.anterior, usuarioEmail: tasaHistorial.usuarioEmail })
      .from(tasaHistorial)
      .where(eq(tasaHistorial.monedaId, MONEDA_BOLIVAR_ID))
      .orderBy(desc(tasaHistorial.fecha), desc(tasaHistorial.id))
      .limit(HISTORIAL_TASA_MAX),
  ]);
  return { configuracion: settings, moneda: monedas, historialTasa: historial.map((h) => ({ ...h, fecha: h.fecha.toISOString() })) };
}

/** Sets the bolivar rate; the change is kept in tasa_historial with who made it. */
export async function setRate(db: Db, value: string): Promise<ConfigData> {
  const tasa = normalizeTasa(value);
  if (tasa === null) throw unprocessable(SETTINGS_MESSAGES.tasa, { tasa: SETTINGS_MESSAGES.tasa });
  await db.transaction(async (tx) => {
    const [antes] = await tx.select({ tasa: moneda.tasa }).from(moneda).where(eq(moneda.id, MONEDA_BOLIVAR_ID)).for('update');
    if (!antes) throw unprocessable('La moneda bolívar no está configurada');
    const [despues] = await tx
      .update(moneda)
      .set({ tasa, actualizadoEn: new Date() })
      .where(eq(moneda.id, MONEDA_BOLIVAR_ID))
      .returning({ tasa: moneda.tasa });
    if (antes.tasa === despues!.tasa) return;
    const actor = currentActor();
    await tx.insert(tasaHistorial).values({
      monedaId: MONEDA_BOLIVAR_ID,
      tasa: despues!.tasa,
      anterior: antes.tasa,
      usuarioId: actor?.id ?? null,
      usuarioEmail: actor?.email ?? null,
      // the moment of the change, not of the transaction's start: racing changes wait on the lock above
      fecha: sql`clock_timestamp()`,
    });
    await audit(tx, { recurso: 'moneda', registroId: MONEDA_BOLIVAR_ID, accion: 'editar', antes, despues });
  });
  invalidateConfig(db);
  return configData(db);
}

export type SettingKey = 'minimoCompra' | 'costoempaquetado' | 'iconoCategoria';

const CHECKS: Record<SettingKey, (value: string) => string | null> = {
  minimoCompra: montoError,
  costoempaquetado: montoError,
  iconoCategoria: iconoError,
};

/** Stores one business setting (amounts normalised to 2 decimals). */
export async function setSetting(db: Db, clave: SettingKey, raw: string): Promise<ConfigData> {
  const error = CHECKS[clave](raw.trim());
  if (error) throw unprocessable(error, { [clave]: error });
  const valor = clave === 'iconoCategoria' ? raw.trim() : Number(raw.trim().replace(',', '.')).toFixed(2);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ valor: sql<string | null>`${configuracion.valor} #>> '{}'` })
      .from(configuracion)
      .where(eq(configuracion.clave, clave))
      .for('update');
    await tx
      .insert(configuracion)
      .values({ clave, valor })
      .onConflictDoUpdate({ target: configuracion.clave, set: { valor, actualizadoEn: new Date() } });
    await audit(tx, { recurso: 'configuracion', registroId: clave, accion: 'editar', antes: { [clave]: row?.valor ?? null }, despues: { [clave]: valor } });
  });
  invalidateConfig(db);
  return configData(db);
}
