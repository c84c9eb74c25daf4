/** Floating panels and the mobile menu drawer: at most one open; the overlay closes all. */
import { create } from 'zustand';

export type PanelName = 'menu' | 'categorias' | 'carrito' | 'cupones' | 'rastreo' | 'notificaciones';

interface PanelsState {
  open: PanelName | null;
  /** Category to show expanded when the categories panel opens. */
  categoriaId: number | null;
  show(panel: PanelName, categoriaId?: number): void;
  toggle(panel: PanelName): void;
  closeAll(): void;
}

export const usePanelsStore = create<PanelsState>()((set, get) => ({
  open: null,
  categoriaId: null,
  show: (panel, categoriaId) => set({ open: panel, categoriaId: categoriaId ?? null }),
  toggle: (panel) => set({ open: get().open === panel ? null : panel, categoriaId: null }),
  closeAll: () => set({ open: null, categoriaId: null }),
}));
