/** App-wide dialogs: the 'Cargando' refresh modal, the 422 dialog and session alerts. */
import { create } from 'zustand';

export interface AppAlert {
  severity: 'warning' | 'info' | 'error';
  titulo: string;
  /** May contain <br/> line breaks, as in the spec texts. */
  mensaje: string;
  afterClose?: () => void;
}

interface UiState {
  refreshing: boolean;
  semanticError: boolean;
  alert: AppAlert | null;
  setRefreshing(on: boolean): void;
  showSemanticError(): void;
  closeSemanticError(): void;
  showAlert(alert: AppAlert): void;
  closeAlert(): void;
}

export const useUiStore = create<UiState>()((set, get) => ({
  refreshing: false,
  semanticError: false,
  alert: null,
  setRefreshing: (refreshing) => set({ refreshing }),
  showSemanticError: () => set({ semanticError: true }),
  closeSemanticError: () => set({ semanticError: false }),
  showAlert: (alert) => set({ alert }),
  closeAlert() {
    const after = get().alert?.afterClose;
    set({ alert: null });
    after?.();
  },
}));
