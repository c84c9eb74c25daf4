/** Logins through the API for journeys whose subject is not the login itself. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo1234!';

export interface ApiSession {
  token: string;
  refresh: number;
  /** Headers for further API calls: the bearer token and the CSRF echo. */
  headers: Record<string, string>;
}

/** POST /backend/login_check with the CSRF cookie echoed in its header, as any API client does. */
export async function apiLogin(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<ApiSession> {
  await request.get('/backend/api/website/resolve');
  const csrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
  const res = await request.post('/backend/login_check', { data: { username: email, password }, headers: { 'X-XSRF-TOKEN': csrf } });
  expect(res.status(), await res.text()).toBe(200);
  const { token, refresh } = (await res.json()) as { token: string; refresh: number };
  return { token, refresh, headers: { Authorization: `Bearer ${token}`, 'X-XSRF-TOKEN': csrf } };
}

/** Logs the page's browser in (the session the storefront and the back office share in localStorage). */
export async function signIn(page: Page, email: string): Promise<ApiSession> {
  const session = await apiLogin(page.request, email);
  await page.goto('/backend/health');
  await page.evaluate(({ token, refresh }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('refresh', String(refresh));
  }, session);
  return session;
}
