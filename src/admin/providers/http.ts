/**
 * The back office's only HTTP client: JSON in and out, Bearer token, app kind, CSRF double submit,
 * GET retries on 504, and server errors `{codigo, mensaje, errores}` turned into react-admin HttpErrors
 * whose `body.errors` lands under the form inputs.
 */
import { HttpError } from 'react-admin';

export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/backend';
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';
export const APP_KIND_HEADER = 'X-App-Kind';
export const APP_KIND = 'website';
/** Path (under the API base) answered by the server with the CSRF cookie when the browser has none. */
export const CSRF_BOOTSTRAP_PATH = '/api/website/resolve';

const GET_RETRIES = 5;
const RETRY_STEP_MS = 500;
const FALLBACK_MESSAGE = 'Error de comunicación con el servidor';

export interface HttpOptions {
  method?: string;
  body?: BodyInit | null;
  headers?: HeadersInit;
  signal?: AbortSignal | null;
  /** false: send no Bearer token (login, refresh, or a request that sets its own Authorization). */
  auth?: boolean;
}

export interface HttpResult {
  status: number;
  headers: Headers;
  body: string;
  json: unknown;
}

export type HttpClient = (url: string, options?: HttpOptions) => Promise<HttpResult>;

export interface HttpDeps {
  fetch: typeof fetch;
  /** The document's cookie string (`document.cookie`). */
  cookies: () => string;
  /** The access token to send, refreshed first when due; null when logged out. */
  token: () => Promise<string | null>;
  base?: string;
  wait?: (ms: number) => Promise<void>;
}

export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

export function isSafeMethod(method: string): boolean {
  return ['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
}

interface ServerError {
  codigo?: number;
  mensaje?: string;
  errores?: Record<string, string>;
}

/**
 * Server error body -> HttpError. Field errors become `body.errors` (react-admin sets them on the inputs);
 * the general message goes to `errors.root.serverError`, shown in the form's notification.
 */
export function toHttpError(status: number, json: unknown): HttpError {
  const server: ServerError = json && typeof json === 'object' ? (json as ServerError) : {};
  const mensaje = typeof server.mensaje === 'string' && server.mensaje ? server.mensaje : FALLBACK_MESSAGE;
  const body: Record<string, unknown> = { ...server };
  if (server.errores && Object.keys(server.errores).length > 0) {
    const { _: general, ...fields } = server.errores;
    body.errors = { ...fields, root: { serverError: general ?? mensaje } };
  }
  return new HttpError(mensaje, status, body);
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createHttpClient(deps: HttpDeps): HttpClient {
  const base = deps.base ?? API_BASE;
  const wait = deps.wait ?? sleep;

  async function csrfToken(): Promise<string | null> {
    const present = readCookie(deps.cookies(), CSRF_COOKIE);
    if (present) return present;
    await deps.fetch(`${base}${CSRF_BOOTSTRAP_PATH}`, {
      credentials: 'include',
      headers: { Accept: 'application/json', [APP_KIND_HEADER]: APP_KIND },
    });
    return readCookie(deps.cookies(), CSRF_COOKIE);
  }

  async function buildHeaders(method: string, options: HttpOptions): Promise<Headers> {
    const headers = new Headers(options.headers);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    headers.set(APP_KIND_HEADER, APP_KIND);
    if (typeof options.body === 'string' && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    if (options.auth !== false && !headers.has('Authorization')) {
      const token = await deps.token();
      if (token) headers.set('Authorization', `Bearer ${token}`);
    }
    if (!isSafeMethod(method)) {
      const csrf = await csrfToken();
      if (csrf) headers.set(CSRF_HEADER, csrf);
    }
    return headers;
  }

  return async function http(url, options = {}) {
    const method = (options.method ?? 'GET').toUpperCase();
    const headers = await buildHeaders(method, options);
    const init: RequestInit = { method, headers, body: options.body, signal: options.signal, credentials: 'include' };
    let response = await deps.fetch(url, init);
    for (let attempt = 1; response.status === 504 && method === 'GET' && attempt <= GET_RETRIES; attempt++) {
      await wait(RETRY_STEP_MS * attempt);
      response = await deps.fetch(url, init);
    }
    const body = await response.text();
    const json = parseJson(body);
    if (response.status < 200 || response.status >= 300) throw toHttpError(response.status, json);
    return { status: response.status, headers: response.headers, body, json };
  };
}
