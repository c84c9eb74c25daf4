/** The storefront's API client instance, wired to the browser, the session store and the dialogs. */
import { useSessionStore } from '../state/session';
import { useUiStore } from '../state/ui';
import { createApiClient } from './api-client';
import { BLOCKED_ALERT } from './http-errors';
import { API_BASE, APP_KIND } from './config';
import { readCookieFrom } from './cookies';
import { browserFirstLoad, takeFirstLoad } from './first-load';
import { currentUrl, navigateTo } from './navigation';

export const api = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  baseUrl: API_BASE,
  appKind: APP_KIND,
  session: {
    token: () => useSessionStore.getState().token,
    refreshExpiry: () => useSessionStore.getState().refresh,
    save: (token, refresh) => useSessionStore.getState().save(token, refresh),
    clear: () => useSessionStore.getState().clear(),
  },
  storage: window.localStorage,
  now: () => Date.now(),
  random: Math.random,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  readCookie: (name) => readCookieFrom(document.cookie, name),
  currentUrl,
  navigate: navigateTo,
  refreshing: (on) => useUiStore.getState().setRefreshing(on),
  semanticError: () => useUiStore.getState().showSemanticError(),
  statusRefused: () => useUiStore.getState().showAlert(BLOCKED_ALERT),
  takeStarted: (url, path, withToken) => takeFirstLoad(browserFirstLoad, url, path, withToken),
});
