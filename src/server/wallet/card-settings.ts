/**
 * Card purchase limits: the amounts offered as buttons and the free-amount range. Stored settings
 * (configuracion keys tarjetaMontos ["5.00",...], tarjetaMinimo, tarjetaMaximo) override the defaults.
 */
import { inArray, sql } from 'drizzle-orm';
import { compare, round2 } from '../../shared/money';
import { configuracion } from '../config/tables';
import type { Db } from '../db/client';

export const TARJETA_DEFECTO = { montos: ['5.00', '10.00', '20.00', '50.00', '100.00'], minimo: '5.00', maximo: '500.00' };

export interface CardSettings {
  montos: string[];
  minimo: string;
  maximo: string;
}

const DECIMAL = /^\d{1,10}(\.\d{1,2})?$/;

export async function cardSettings(db: Db): Promise<CardSettings> {
  const rows = await db
    .select({ clave: configuracion.clave, valor: sql<string | null>`${configuracion.valor}::text` })
    .from(configuracion)
    .where(inArray(configuracion.clave, ['tarjetaMontos', 'tarjetaMinimo', 'tarjetaMaximo']));
  const stored = new Map(rows.map((r) => [r.clave, r.valor]));
  const amount = (clave: string, fallback: string) => {
    const raw = stored.get(clave)?.replace(/^"|"$/g, '');
    return raw && DECIMAL.test(raw) ? round2(raw) : fallback;
  };
  const minimo = amount('tarjetaMinimo', TARJETA_DEFECTO.minimo);
  const maximo = amount('tarjetaMaximo', TARJETA_DEFECTO.maximo);
  let montos = TARJETA_DEFECTO.montos;
  try {
    const list = JSON.parse(stored.get('tarjetaMontos') ?? 'null') as unknown;
    if (Array.isArray(list) && list.length && list.every((v) => DECIMAL.test(String(v)))) montos = list.map((v) => round2(String(v)));
  } catch {
    // a malformed stored list falls back to the defaults
  }
  return { montos: montos.filter((m) => compare(m, minimo) >= 0 && compare(m, maximo) <= 0), minimo, maximo };
}
