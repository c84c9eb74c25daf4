/** Who is searching: the zone on screen and the caller's plan, and the logged-in user's uuid. */
import { useMemo } from 'react';
import { usePlan } from '../../lib/use-plan';
import { useSessionStore } from '../../state/session';
import { useZoneStore } from '../../state/zone';
import type { Shopper } from './search-hit';

export function useShopper(): Shopper | null {
  const zonaId = useZoneStore((s) => s.zona?.id ?? null);
  const plan = usePlan();
  return useMemo(() => (zonaId === null ? null : { zonaId, plan }), [zonaId, plan]);
}

/** The uuid searches and their events are tagged with; null for guests. */
export function useUserToken(): string | null {
  return useSessionStore((s) => s.claims?.uid ?? null);
}
