/** A fake browser around createApiClient: scripted fetch answers and recorded side effects. */
import { vi } from 'vitest';
import { createApiClient, type ApiClientDeps } from '../../../src/store/lib/api-client';
import { memoryStorage } from './helpers';

export interface Call {
  url: string;
  init: RequestInit;
  headers: Headers;
}

export type Answer = { status: number; body?: unknown } | Error;

export function apiFixture(options: { answers?: Answer[]; token?: string | null; refresh?: number | null; cookie?: string | null; url?: string; now?: number } = {}) {
  const answers = [...(options.answers ?? [])];
  const calls: Call[] = [];
  const session = { token: options.token ?? null, refresh: options.refresh ?? null };
  const navigations: string[] = [];
  const sleeps: number[] = [];
  const ui = { refreshing: [] as boolean[], semantic: 0 };
  const storage = memoryStorage();
  /** Runs while a request sleeps (e.g. another tab finishing its refresh). */
  const hooks = { onSleep: () => {} };

  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init, headers: new Headers(init.headers) });
    const next = answers.shift() ?? { status: 200, body: {} };
    if (next instanceof Error) throw next;
    const text = next.body === undefined ? '' : JSON.stringify(next.body);
    return new Response(text || null, { status: next.status, headers: { 'content-type': 'application/json' } });
  });

  const deps: ApiClientDeps = {
    fetch: fetch as unknown as typeof globalThis.fetch,
    baseUrl: '/backend',
    appKind: 'website',
    session: {
      token: () => session.token,
      refreshExpiry: () => session.refresh,
      save: (token, refresh) => Object.assign(session, { token, refresh }),
      clear: () => Object.assign(session, { token: null, refresh: null }),
    },
    storage,
    now: () => options.now ?? 1_700_000_000_000,
    random: () => 0.5,
    sleep: async (ms) => {
      sleeps.push(ms);
      hooks.onSleep();
    },
    readCookie: (name) => (name === 'XSRF-TOKEN' && options.cookie !== null ? (options.cookie ?? 'csrf-123') : null),
    currentUrl: () => options.url ?? '/caracas?x=1',
    navigate: (to) => void navigations.push(to),
    refreshing: (on) => void ui.refreshing.push(on),
    semanticError: () => void ui.semantic++,
  };

  return { api: createApiClient(deps), calls, session, navigations, sleeps, ui, storage, fetch, hooks };
}
