import { describe, expect, it } from 'vitest';
import { cell } from '../../../src/admin/common/safe-export';
import { neutralizeFormula } from '../../../src/shared/csv';

describe('CSV cells of the back-office exports', () => {
  it('writes formula-like text as text', () => {
    expect(neutralizeFormula('=HYPERLINK("http://x","y")')).toBe(`'=HYPERLINK("http://x","y")`);
    expect(neutralizeFormula('+58 412')).toBe(`'+58 412`);
    expect(neutralizeFormula('-1')).toBe(`'-1`);
    expect(neutralizeFormula('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(neutralizeFormula('\tx')).toBe(`'\tx`);
    expect(neutralizeFormula('Arroz = bueno')).toBe('Arroz = bueno');
  });

  it('neutralises nested values and joins lists of records', () => {
    expect(
      cell({ nombre: '=cmd|calc', costo: 2.5, activo: true, recargos: [{ area: 'Chacao', monto: '1.00' }, { area: '@x', monto: '2.00' }], padre: { nombre: '-2' } }),
    ).toEqual({ nombre: `'=cmd|calc`, costo: 2.5, activo: true, recargos: 'Chacao 1.00; @x 2.00', padre: { nombre: `'-2` } });
    expect(cell([{ a: '=1' }])).toBe(`'=1`);
    expect(cell(null)).toBeNull();
  });
});
