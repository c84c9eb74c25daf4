/** The providers of the running back office, wired to the browser's fetch, cookies and localStorage. */
import { QueryClient } from '@tanstack/react-query';
import { createAuthProvider } from './auth-provider';
import { createDataProvider } from './data-provider';
import { API_BASE, createHttpClient } from './http';
import { createRolesCheck, watchRoles } from './roles-watch';
import { createSession, type LoginAnswer } from './session';

const browserFetch: typeof fetch = (input, init) => fetch(input, init);
const cookies = () => document.cookie;

/** Client for calls made without the stored token (refresh, login, revocation). */
const anonymousHttp = createHttpClient({ fetch: browserFetch, cookies, token: async () => null });

export const session = createSession({
  storage: window.localStorage,
  refresh: async () => {
    const { json } = await anonymousHttp(`${API_BASE}/refresh_token`, { method: 'POST', body: '{}', auth: false });
    return (json ?? {}) as LoginAnswer;
  },
});

const http = createHttpClient({ fetch: browserFetch, cookies, token: () => session.freshToken() });

export const authProvider = createAuthProvider({ session, http: anonymousHttp, base: API_BASE });
export const dataProvider = createDataProvider(http, API_BASE);

/** The back office's query cache (given to <Admin>), so that a change of roles can drop the cached permissions. */
export const queryClient = new QueryClient();
watchRoles(window, createRolesCheck({ session, onChange: () => void queryClient.invalidateQueries({ queryKey: ['auth'] }) }));
