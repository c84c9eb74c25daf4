/**
 * The only way the storefront talks HTTP (spec sections 7 and 8): common headers, CSRF double submit,
 * token refresh before each request, GET retries on 504 and the common error handler.
 */
import { ApiError, errorAction, loginUrl, toErrorBody, type PassErrors } from './http-errors';
import { createRefresher, type RefreshDeps } from './refresh';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const GET_RETRIES = 5;
export const RETRY_STEP_MS = 500;

/** GET whose only purpose is to obtain the CSRF cookie when it is still missing. */
const XSRF_PRIMING_PATH = '/api/moneda/mercado';
const NO_REFRESH_PATHS = ['/login_check', '/refresh_token'];

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  /** JSON value, or FormData for an image upload. */
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** Statuses this caller handles itself; they reject with ApiError instead of being routed. */
  passErrors?: PassErrors;
}

export interface ApiClientDeps extends Omit<RefreshDeps, 'requestRefresh' | 'sendToLogin'> {
  fetch: typeof fetch;
  baseUrl: string;
  appKind: string;
  readCookie(name: string): string | null;
  /** Current in-app URL (path + query), used as returnUrl. */
  currentUrl(): string;
  navigate(to: string): void;
  /** The 422 dialog 'Ha surgido un error atípico'. */
  semanticError(): void;
  /** The user was refused for their status (blocked, inactive): the session is already cleared; warn them. */
  statusRefused?(): void;
  /** An answer already started for this GET by the page's first-load script (lib/first-load.ts), if any. */
  takeStarted?(url: string, path: string, withToken: boolean): Promise<Response> | undefined;
}

export interface ApiClient {
  /** Resolves the parsed answer; a 422 handled by the common dialog resolves null. */
  request<T>(path: string, options?: RequestOptions): Promise<T | null>;
  get<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T | null>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T | null>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T | null>;
}

function buildQuery(query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const isRelative = !/^[a-z][a-z0-9+.-]*:\/\//i.test(deps.baseUrl);

  function headers(method: Method, body: unknown, withAuth: boolean): Headers {
    const h = new Headers({ Accept: 'application/json', 'X-App-Kind': deps.appKind });
    if (body instanceof FormData) h.set('X-Upload', '1');
    else if (body !== undefined || method === 'GET') h.set('Content-Type', 'application/json');
    const token = deps.session.token();
    if (withAuth && token) h.set('Authorization', `Bearer ${token}`);
    if (method !== 'GET' && isRelative) {
      const xsrf = deps.readCookie(XSRF_COOKIE);
      if (xsrf) h.set(XSRF_HEADER, xsrf);
    }
    return h;
  }

  async function ensureXsrfCookie(): Promise<void> {
    if (!isRelative || deps.readCookie(XSRF_COOKIE)) return;
    try {
      await deps.fetch(deps.baseUrl + XSRF_PRIMING_PATH, {
        headers: { Accept: 'application/json', 'X-App-Kind': deps.appKind },
        credentials: 'include',
      });
    } catch {
      // the real request below reports the connection problem
    }
  }

  async function send(method: Method, path: string, body: unknown, query: RequestOptions['query'], withAuth: boolean) {
    if (method !== 'GET') await ensureXsrfCookie();
    const init: RequestInit = {
      method,
      headers: headers(method, body, withAuth),
      credentials: 'include',
    };
    if (body !== undefined) init.body = body instanceof FormData ? body : JSON.stringify(body);
    const url = deps.baseUrl + path + buildQuery(query);
    if (method === 'GET') {
      const started = deps.takeStarted?.(url, path, withAuth && deps.session.token() !== null);
      const response = started ? await started.catch(() => null) : null;
      if (response && response.status !== 504) return response;
    }
    for (let attempt = 0; ; attempt++) {
      const response = await deps.fetch(url, init);
      if (response.status !== 504 || method !== 'GET' || attempt >= GET_RETRIES) return response;
      await deps.sleep(RETRY_STEP_MS * (attempt + 1));
    }
  }

  const ensureFreshToken = createRefresher({
    ...deps,
    async requestRefresh() {
      const response = await send('POST', '/refresh_token', {}, undefined, false);
      if (!response.ok) throw new ApiError(response.status, toErrorBody(response.status, await parseBody(response)), true);
      return parseBody(response);
    },
    sendToLogin: () => deps.navigate(loginUrl(deps.currentUrl())),
  });

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T | null> {
    const method = options.method ?? 'GET';
    const refreshes = !NO_REFRESH_PATHS.includes(path);
    if (refreshes) await ensureFreshToken();
    let response: Response;
    try {
      response = await send(method, path, options.body, options.query, refreshes);
    } catch {
      return fail(0, null, path, options);
    }
    const payload = await parseBody(response);
    if (response.ok) return payload as T;
    return fail(response.status, payload, path, options);
  }

  function fail<T>(status: number, payload: unknown, path: string, options: RequestOptions): Promise<T | null> {
    const body = toErrorBody(status, payload);
    const action = errorAction(status, { apiPath: path, currentUrl: deps.currentUrl(), passErrors: options.passErrors, estatus: body.estatus });
    switch (action.kind) {
      case 'reject':
        return Promise.reject(new ApiError(status, body, false));
      case 'semantic':
        deps.semanticError();
        return Promise.resolve(null);
      case 'bloqueado':
        deps.session.clear();
        deps.statusRefused?.();
        return Promise.reject(new ApiError(status, body, true));
      case 'login':
        deps.session.clear();
        deps.navigate(loginUrl(action.returnUrl));
        return Promise.reject(new ApiError(status, body, true));
      case 'errorPage':
        deps.navigate(`/error?codigo=${action.codigo}`);
        return Promise.reject(new ApiError(status, body, true));
    }
  }

  return {
    request,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
  };
}
