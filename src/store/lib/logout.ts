/** Ends the session: revokes the refresh family on the server (best effort) and forgets the token. */
import { useSessionStore } from '../state/session';
import { api } from './api';

export async function logout(): Promise<void> {
  if (useSessionStore.getState().token) {
    await api.get('/usuario/logout', { passErrors: 'all' }).catch(() => null);
  }
  useSessionStore.getState().clear();
}
