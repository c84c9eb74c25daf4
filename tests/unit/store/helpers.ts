/** Test helpers for the storefront's pure logic: unsigned JWTs and an in-memory storage. */
import type { KeyValueStorage } from '../../../src/store/lib/session';

export function fakeJwt(payload: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.firma`;
}

export function claimsPayload(overrides: Record<string, unknown> = {}) {
  return {
    uid: '6f1c2d9e-0000-4000-8000-000000000001',
    username: 'cliente@demo.ve',
    roles: ['ROLE_USUARIO'],
    usuarioTipo: { tipo: 'normal' },
    iat: 1_700_000_000,
    exp: 1_700_000_000 + 30 * 86_400,
    ...overrides,
  };
}

export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
  };
}
