import { describe, expect, it } from 'vitest';
import {
  AUTOCOMPLETE_DELAY_MS,
  AUTOCOMPLETE_HITS,
  autocompleteQuery,
  normalizeQuery,
  queryError,
  shouldSubmit,
} from '../../../src/store/features/search/search-query';

describe('search box', () => {
  it('collapses repeated spaces and trims', () => {
    expect(normalizeQuery('  harina   pan \t precocida ')).toBe('harina pan precocida');
  });

  it('requires 3 to 40 characters after normalising', () => {
    expect(queryError('')).toBe('Escriba qué desea buscar');
    expect(queryError('   ')).toBe('Escriba qué desea buscar');
    expect(queryError('  ab  ')).toBe('Escriba al menos 3 caracteres');
    expect(queryError(' a   b ')).toBeNull();
    expect(queryError('arroz')).toBeNull();
    expect(queryError('x'.repeat(40))).toBeNull();
    expect(queryError('x'.repeat(41))).toBe('Máximo 40 caracteres');
    expect(queryError(`  ${'x'.repeat(40)}   `)).toBeNull();
  });

  it('submits only when valid and changed', () => {
    expect(shouldSubmit('arroz', null)).toBe(true);
    expect(shouldSubmit('ar', null)).toBe(false);
    expect(shouldSubmit('arroz  ', 'arroz')).toBe(false);
    expect(shouldSubmit('arroz blanco', 'arroz')).toBe(true);
  });
});

describe('autocomplete', () => {
  it('asks for 3 to 50 characters after normalising, and waits 700 ms', () => {
    expect(AUTOCOMPLETE_DELAY_MS).toBe(700);
    expect(AUTOCOMPLETE_HITS).toBe(10);
    expect(autocompleteQuery('ar')).toBeNull();
    expect(autocompleteQuery('  a   r  ')).toBe('a r');
    expect(autocompleteQuery('  aroz ')).toBe('aroz');
    expect(autocompleteQuery('x'.repeat(50))).toBe('x'.repeat(50));
    expect(autocompleteQuery('x'.repeat(51))).toBeNull();
  });
});
