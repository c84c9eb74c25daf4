/**
 * The document title of a storefront page: 'Arroz blanco tipo II 1 kg · Caracas · Mercado en Zonas' (the
 * page, the current zone, the store). React 19 hoists the <title> into <head>.
 */
import { useZoneStore } from '../state/zone';

export const STORE_NAME = 'Mercado en Zonas';

export function pageTitle(...parts: (string | null | undefined)[]): string {
  return [...parts.filter((p): p is string => Boolean(p)), STORE_NAME].join(' · ');
}

/** `titulo` null while the page's data loads: the zone and the store meanwhile. */
export default function PageTitle({ titulo }: { titulo?: string | null }) {
  const zona = useZoneStore((s) => s.zona?.nombre ?? null);
  return <title>{pageTitle(titulo, zona)}</title>;
}
