import { describe, expect, it } from 'vitest';
import { csrfMatches } from '../../../src/server/plugins/csrf';

describe('csrfMatches', () => {
  it('needs the same non-empty value in cookie and header', () => {
    expect(csrfMatches('abc', 'abc')).toBe(true);
    expect(csrfMatches('abc', 'abd')).toBe(false);
    expect(csrfMatches('abc', 'abcd')).toBe(false);
    expect(csrfMatches(undefined, 'abc')).toBe(false);
    expect(csrfMatches('abc', undefined)).toBe(false);
    expect(csrfMatches('', '')).toBe(false);
    expect(csrfMatches('abc', ['abc', 'abc'])).toBe(false);
  });
});
