import { describe, expect, it, vi } from 'vitest';
import { imageProblem, MAX_IMAGE_BYTES } from '../../../src/admin/common/ImagenUpload';
import { debouncedAvailability } from '../../../src/admin/common/useUniqueValidator';
import { SLUG_PATTERN } from '../../../src/admin/categoria/CategoriaForm';

describe('category form helpers', () => {
  it('accepts the upload formats up to 5 MB and names the problem otherwise', () => {
    expect(imageProblem({ type: 'image/webp', size: 1000 })).toBeNull();
    expect(imageProblem({ type: 'image/avif', size: MAX_IMAGE_BYTES })).toBeNull();
    expect(imageProblem({ type: 'image/svg+xml', size: 1000 })).toBe('mz.imagen.tipo_invalido');
    expect(imageProblem({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBe('mz.imagen.muy_grande');
  });

  it('accepts slugs of lowercase words joined by single hyphens', () => {
    expect(SLUG_PATTERN.test('frutas-y-verduras')).toBe(true);
    expect(SLUG_PATTERN.test('agua2')).toBe(true);
    for (const bad of ['Frutas', 'con espacio', '-inicio', 'fin-', 'doble--guion', 'ñame']) expect(SLUG_PATTERN.test(bad)).toBe(false);
  });

  it('debounces availability checks: one call for a burst, answered to every caller, then remembered', async () => {
    vi.useFakeTimers();
    try {
      const check = vi.fn(async (value: string) => value !== 'Víveres');
      const available = debouncedAvailability(check, 400);
      const burst = [available('Ví', null), available('Víve', null), available('Víveres', null)];
      await vi.advanceTimersByTimeAsync(399);
      expect(check).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(await Promise.all(burst)).toEqual([false, false, false]);
      expect(check).toHaveBeenCalledTimes(1);
      expect(check).toHaveBeenCalledWith('Víveres', null);
      expect(await available('víveres', null)).toBe(false);
      expect(check).toHaveBeenCalledTimes(1);
      const other = available('Víveres', 1);
      await vi.advanceTimersByTimeAsync(400);
      expect(await other).toBe(false);
      expect(check).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts a failed check as available (the server decides on save)', async () => {
    vi.useFakeTimers();
    try {
      const available = debouncedAvailability(async () => {
        throw new Error('red');
      }, 10);
      const answer = available('Lácteos', null);
      await vi.advanceTimersByTimeAsync(10);
      expect(await answer).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
