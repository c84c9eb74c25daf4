/**
 * The document title of a storefront page: 'Arroz blanco tipo II 1 kg · Caracas · Mercado en Zonas' (the
 * page, the current zone, the store). Set on document.title (the storefront runs on preact/compat, which
 * does not hoist a rendered <title> into <head> as React 19 does).
 */
import { useEffect } from 'react';
import { useZoneStore } from '../state/zone';

export const STORE_NAME = 'Mercado en Zonas';

/** index.html's own title, shown again when a page with a title leaves (as React 19 did). */
const STATIC_TITLE = typeof document === 'undefined' ? STORE_NAME : document.title;

export function pageTitle(...parts: (string | null | undefined)[]): string {
  return [...parts.filter((p): p is string => Boolean(p)), STORE_NAME].join(' · ');
}

/** `titulo` null while the page's data loads: the zone and the store meanwhile. */
export default function PageTitle({ titulo }: { titulo?: string | null }) {
  const zona = useZoneStore((s) => s.zona?.nombre ?? null);
  const title = pageTitle(titulo, zona);
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(
    () => () => {
      document.title = STATIC_TITLE;
    },
    [],
  );
  return null;
}
