/** Zone guard and zone list rules of spec section 4. */
import { Estatus } from '../../shared/enums';
import type { LinkMenu, Zona } from './types';

export type ZoneDecision =
  | { kind: 'active'; zona: Zona }
  | { kind: 'maintenance'; slug: string }
  | { kind: 'home' }
  | { kind: 'error'; codigo: 404 | 500 };

/** zonas null means the zone list could not be loaded. */
export function decideZone(zonas: readonly Zona[] | null, slug: string | undefined): ZoneDecision {
  if (zonas === null) return { kind: 'error', codigo: 500 };
  if (zonas.length === 0) return { kind: 'error', codigo: 404 };
  const zona = zonas.find((z) => z.slug === slug);
  if (!zona) return { kind: 'home' };
  if (zona.estatus !== Estatus.ACTIVO) return { kind: 'maintenance', slug: zona.slug };
  return { kind: 'active', zona };
}

/** Inactive zones are removed from the selectable list. */
export function selectableZones(zonas: readonly Zona[]): Zona[] {
  return zonas.filter((z) => z.estatus === Estatus.ACTIVO);
}

/** Menu links by prioridad, highest first. */
export function sortedLinks(links: readonly LinkMenu[]): LinkMenu[] {
  return [...links].sort((a, b) => b.prioridad - a.prioridad);
}
