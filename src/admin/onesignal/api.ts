/**
 * The onesignal area's extra POSTs (the live count and a send) through the back office's HTTP client with
 * the session's token: neither answers a record of the resource, which react-admin's create expects.
 */
import { session } from '../providers';
import { API_BASE, createHttpClient } from '../providers/http';

const http = createHttpClient({
  fetch: (input, init) => fetch(input, init),
  cookies: () => document.cookie,
  token: () => session.freshToken(),
});

export async function apiPost<T>(path: string, body: unknown): Promise<T> {
  return (await http(`${API_BASE}/admin/${path}`, { method: 'POST', body: JSON.stringify(body) })).json as T;
}
