/** The logged-in session (token, decoded claims, refresh expiry), kept in localStorage and synced across tabs. */
import { create } from 'zustand';
import { clearSession, readSession, SESSION_KEYS, writeSession, type StoredSession } from '../lib/session';

interface SessionState extends StoredSession {
  save(token: string, refresh: number): void;
  clear(): void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  ...readSession(window.localStorage),
  save(token, refresh) {
    writeSession(window.localStorage, token, refresh);
    set(readSession(window.localStorage));
  },
  clear() {
    clearSession(window.localStorage);
    set({ token: null, claims: null, refresh: null });
  },
}));

window.addEventListener('storage', (event) => {
  if (event.key === null || event.key === SESSION_KEYS.token || event.key === SESSION_KEYS.refresh) {
    useSessionStore.setState(readSession(window.localStorage));
  }
});
