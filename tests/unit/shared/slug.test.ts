import { describe, expect, it } from 'vitest';
import { SLUG_MAX_LENGTH, slugify } from '../../../src/shared/slug';

describe('slugify', () => {
  it('lowercases, strips accents and joins words with hyphens', () => {
    expect(slugify('Frutas y Verduras')).toBe('frutas-y-verduras');
    expect(slugify('Ñame, Café & Azúcar')).toBe('name-cafe-azucar');
    expect(slugify('Pingüino ÁÉÍÓÚ')).toBe('pinguino-aeiou');
  });

  it('collapses separators and trims hyphens at both ends', () => {
    expect(slugify('  --Hola   mundo!!--  ')).toBe('hola-mundo');
    expect(slugify('-viveres')).toBe('viveres');
    expect(slugify('a__b..c')).toBe('a-b-c');
  });

  it('keeps digits and gives an empty slug when nothing is left', () => {
    expect(slugify('Leche 1L 2x1')).toBe('leche-1l-2x1');
    expect(slugify('¡¿?!')).toBe('');
    expect(slugify('')).toBe('');
  });

  it('is idempotent', () => {
    const s = slugify('Carnes, Pescados y Mariscos');
    expect(slugify(s)).toBe(s);
  });

  it('cuts at 120 characters without a trailing hyphen', () => {
    const long = slugify('palabra '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(long.endsWith('-')).toBe(false);
    expect(slugify('a'.repeat(200))).toHaveLength(SLUG_MAX_LENGTH);
    expect(slugify(`${'a'.repeat(119)} b`)).toBe('a'.repeat(119));
  });
});
