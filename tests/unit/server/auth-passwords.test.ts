import { describe, expect, it } from 'vitest';
import { normalizeEmail, passwordProblem } from '../../../src/shared/contracts/auth';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../../src/server/auth/passwords';

describe('hashPassword / verifyPassword', () => {
  it('hashes with argon2id and a random salt', async () => {
    const a = await hashPassword('Clave1234');
    const b = await hashPassword('Clave1234');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
  });

  it('accepts the right password only', async () => {
    const stored = await hashPassword('Clave1234');
    expect(await verifyPassword(stored, 'Clave1234')).toBe(true);
    expect(await verifyPassword(stored, 'clave1234')).toBe(false);
  });

  it('answers false for a malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword('no-es-un-hash', 'Clave1234')).toBe(false);
  });

  it('spends time on a dummy verification without failing', async () => {
    await expect(verifyAgainstDummy('cualquier cosa')).resolves.toBeUndefined();
  });
});

describe('passwordProblem', () => {
  it.each(['Clave123', 'abcdefg1', 'ñandú2024', 'x'.repeat(63) + '1'])('accepts %s', (clave) => {
    expect(passwordProblem(clave)).toBeNull();
  });

  it.each([
    ['Abc123', 'entre 8 y 64'],
    ['a1'.repeat(33), 'entre 8 y 64'],
    ['solamenteletras', 'una letra y un número'],
    ['1234567890', 'una letra y un número'],
  ])('refuses %s', (clave, reason) => {
    expect(passwordProblem(clave)).toContain(reason);
  });
});

describe('normalizeEmail', () => {
  it('trims and lowercases', () => {
    expect(normalizeEmail('  Cliente@Demo.VE ')).toBe('cliente@demo.ve');
  });
});
