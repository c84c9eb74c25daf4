/**
 * The merchandising areas' calls (advertising and quick lists) through the back office's HTTP client
 * with the session's token: their screens gather a zone's rows of several kinds, which the resource
 * map's list/getOne verbs do not describe.
 */
import type { ImagenSubida, ProductoElegible } from '../../shared/contracts/admin-publicidad';
import { session } from '../providers';
import { API_BASE, createHttpClient } from '../providers/http';

const http = createHttpClient({
  fetch: (input, init) => fetch(input, init),
  cookies: () => document.cookie,
  token: () => session.freshToken(),
});

export async function apiGet<T>(path: string): Promise<T> {
  return (await http(`${API_BASE}/admin/${path}`)).json as T;
}

export async function apiSend<T>(method: 'POST' | 'PUT', path: string, body: unknown = {}): Promise<T> {
  return (await http(`${API_BASE}/admin/${path}`, { method, body: JSON.stringify(body) })).json as T;
}

export async function apiUpload<T = ImagenSubida>(path: string, file: File): Promise<T> {
  const form = new FormData();
  form.append('imagen', file, file.name);
  return (await http(`${API_BASE}/admin/${path}`, { method: 'POST', body: form, headers: { 'X-Upload': '1' } })).json as T;
}

export function searchProducts(base: string, q: string): Promise<ProductoElegible[]> {
  return apiGet<ProductoElegible[]>(`${base}/producto?q=${encodeURIComponent(q)}`);
}

/** Field errors of a failed call (HttpError body.errors), without the general one. */
export function fieldErrors(error: unknown): Record<string, string> {
  const errors = (error as { body?: { errors?: Record<string, unknown> } })?.body?.errors ?? {};
  return Object.fromEntries(Object.entries(errors).filter(([k, v]) => k !== 'root' && typeof v === 'string')) as Record<string, string>;
}

/** A datetime-local input's value for an ISO moment (local time), and back. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function fromLocalInput(value: string): string | null {
  return value ? new Date(value).toISOString() : null;
}
