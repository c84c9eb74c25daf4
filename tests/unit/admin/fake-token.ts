/** Unsigned JWTs for client-side tests: the admin only decodes tokens, the server verifies them. */
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export interface FakeClaims {
  uid?: string;
  username?: string;
  roles: string[];
  exp: number;
}

export function fakeToken({ uid = 'u-1', username = 'admin@demo.ve', roles, exp }: FakeClaims): string {
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ uid, username, roles, usuarioTipo: { tipo: 'normal' }, iat: exp - 3600, exp })}.firma`;
}

export function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

export interface FakeCall {
  url: string;
  init: RequestInit;
}

/** A fetch that records its calls and answers from a handler (JSON bodies). */
export function fakeFetch(handler: (call: FakeCall) => { status?: number; json?: unknown; headers?: Record<string, string> }) {
  const calls: FakeCall[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { url: String(input), init };
    calls.push(call);
    const { status = 200, json, headers = {} } = handler(call);
    return new Response(json === undefined ? null : JSON.stringify(json), { status, headers });
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}
