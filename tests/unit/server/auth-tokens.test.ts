import { describe, expect, it } from 'vitest';
import { hashToken, newOpaqueToken } from '../../../src/server/auth/tokens';

describe('opaque tokens', () => {
  it('are random, URL-safe and carry 256 bits', () => {
    const a = newOpaqueToken();
    const b = newOpaqueToken();
    expect(a.token).not.toBe(b.token);
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('store only a SHA-256 hex digest of the token', () => {
    const { token, hash } = newOpaqueToken();
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(hashToken(token));
    expect(hash).not.toContain(token);
  });

  it('hash deterministically', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
