/**
 * Tracking entries arrive as JSON text per field (spec section 3: dataOrder and process). They are read
 * defensively: an unreadable entry is skipped, missing fields take harmless defaults.
 */
import type { DatosRastreo, PasoRastreo, ProcesoRastreo } from '../../../shared/contracts/orders';

export interface Rastreo {
  datos: DatosRastreo;
  proceso: ProcesoRastreo;
}

type Loose = Record<string, unknown>;

function parseObject(text: unknown): Loose | null {
  if (typeof text !== 'string') return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : null;
  } catch {
    return null;
  }
}

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : Number.parseInt(str(v), 10) || 0);

function step(raw: unknown): PasoRastreo | null {
  if (!raw || typeof raw !== 'object') return null;
  const s = raw as Loose;
  const name = str(s.name);
  if (!name) return null;
  const time = str(s.time);
  return { name, time: time || null, message: str(s.message), error: s.error === true };
}

export function parseRastreo(entry: { dataOrder: unknown; process: unknown }): Rastreo | null {
  const data = parseObject(entry.dataOrder);
  const process = parseObject(entry.process);
  const id = num(data?.id);
  if (!data || id <= 0) return null;
  const estatus = (data.estatus && typeof data.estatus === 'object' ? data.estatus : {}) as Loose;
  const steps = Array.isArray(process?.steps) ? process.steps.map(step).filter((s): s is PasoRastreo => s !== null) : [];
  return {
    datos: {
      id,
      fechaHora: str(data.fechaHora),
      tiempoEnvio: num(data.tiempoEnvio),
      tipoEnvio: num(data.tipoEnvio),
      direccion: str(data.direccion),
      total: str(data.total) || '0.00',
      estatus: { id: num(estatus.id), nombre: str(estatus.nombre) },
    },
    proceso: { image: str(process?.image), steps },
  };
}

export function parseRastreoListado(rastreo: readonly { dataOrder: unknown; process: unknown }[] | null | undefined): Rastreo[] {
  return (rastreo ?? []).map(parseRastreo).filter((r): r is Rastreo => r !== null);
}

/** The step the order is at: the last one reached (or in error); -1 before the first. */
export function activeStep(steps: readonly PasoRastreo[]): number {
  let active = -1;
  steps.forEach((s, i) => {
    if (s.time || s.error) active = i;
  });
  return active;
}
