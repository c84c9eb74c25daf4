/** The display currency chosen by the shopper (remembered); null means the default one. */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

interface CurrencyState {
  monedaId: number | null;
  select(monedaId: number): void;
}

export const useCurrencyStore = create<CurrencyState>()(
  persist(
    (set) => ({
      monedaId: null,
      select: (monedaId) => set({ monedaId }),
    }),
    { name: 'moneda', version: 1, partialize: (state) => ({ monedaId: state.monedaId }) },
  ),
);
