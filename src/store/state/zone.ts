/** The current market zone; its slug is remembered so the home page can offer to continue there. */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { Zona } from '../lib/types';

interface ZoneState {
  /** Remembered zone slug. */
  slug: string | null;
  /** The zone of the page on screen, set by the zone guard. */
  zona: Zona | null;
  setZona(zona: Zona): void;
  remember(slug: string): void;
}

export const useZoneStore = create<ZoneState>()(
  persist(
    (set) => ({
      slug: null,
      zona: null,
      setZona: (zona) => set({ zona, slug: zona.slug }),
      remember: (slug) => set({ slug }),
    }),
    { name: 'zona', version: 1, partialize: (state) => ({ slug: state.slug }) },
  ),
);
