/** State of the app update flow (spec sections 4 and 9): which dialog shows, and the version found. */
import { create } from 'zustand';

export type UpdateDialog = 'ninguno' | 'disponible' | 'actualizando' | 'fallo' | 'irrecuperable';

interface UpdateState {
  dialog: UpdateDialog;
  /** The deployed version the update goes to. */
  version: string | null;
  show(dialog: UpdateDialog, version?: string | null): void;
}

export const useUpdateStore = create<UpdateState>()((set, get) => ({
  dialog: 'ninguno',
  version: null,
  show: (dialog, version) => set({ dialog, version: version === undefined ? get().version : version }),
}));
