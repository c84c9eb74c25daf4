/** Currencies and business settings (configuracion), read through the public cache. */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { MONEDA_BOLIVAR_ID } from '../../shared/enums';
import type { Configuracion, Moneda } from '../../shared/contracts/website';
import { cachedRead } from '../cache';
import { dropCatalogPages } from '../catalog/page-cache';
import type { Db } from '../db/client';
import { configuracion, moneda } from './tables';

/** Setting keys stored in configuracion, with the value shown while a key is missing. */
const SETTING_DEFAULTS = { minimoCompra: '0', iconoCategoria: 'category', costoempaquetado: '0' } as const;

const currencies = cachedRead('monedas', async (db): Promise<Moneda[]> => {
  const rows = await db
    .select({
      id: moneda.id,
      tipo: moneda.tipo,
      nombre: moneda.nombre,
      simbolo: moneda.simbolo,
      tasa: moneda.tasa,
      sistema: moneda.sistema,
      default: moneda.default,
    })
    .from(moneda)
    .orderBy(asc(moneda.id));
  return rows.map((r) => ({ ...r, tipo: r.tipo as Moneda['tipo'] }));
});

const settings = cachedRead('configuracion', async (db): Promise<Configuracion> => {
  // read as text: the ORM's jsonb mapping turns a stored string like "20.00" into the number 20
  const rows = await db
    .select({ clave: configuracion.clave, valor: sql<string | null>`${configuracion.valor} #>> '{}'` })
    .from(configuracion)
    .where(inArray(configuracion.clave, Object.keys(SETTING_DEFAULTS)));
  const stored = new Map(rows.map((r) => [r.clave, r.valor]));
  const text = (clave: keyof typeof SETTING_DEFAULTS) => stored.get(clave) ?? SETTING_DEFAULTS[clave];
  const [bolivar] = await db.select({ tasa: moneda.tasa }).from(moneda).where(eq(moneda.id, MONEDA_BOLIVAR_ID)).limit(1);
  return {
    minimoCompra: text('minimoCompra'),
    iconoCategoria: text('iconoCategoria'),
    tasa: bolivar?.tasa ?? '1',
    costoempaquetado: text('costoempaquetado'),
  };
});

/** Every currency, system currency first. */
export function listCurrencies(db: Db): Promise<Moneda[]> {
  return currencies.get(db);
}

export function getSettings(db: Db): Promise<Configuracion> {
  return settings.get(db);
}

/** Call after any change to moneda or configuracion. */
export function invalidateConfig(db: Db): void {
  currencies.invalidate(db);
  settings.invalidate(db);
  // no catalog page reads the settings today; dropped all the same (rare writes, never a stale page)
  dropCatalogPages(db);
}
