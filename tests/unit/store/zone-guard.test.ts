import { describe, expect, it } from 'vitest';
import { decideZone, selectableZones, sortedLinks } from '../../../src/store/lib/zone-rules';
import type { Zona } from '../../../src/store/lib/types';

const zona = (id: number, slug: string, estatus: number): Zona => ({ id, slug, nombre: slug, estatus, linkMenu: [] });
const zonas = [zona(1, 'caracas', 1), zona(2, 'valencia', 1), zona(3, 'maracaibo', 2)];

describe('zone guard', () => {
  it('makes an active zone the current one', () => {
    expect(decideZone(zonas, 'valencia')).toEqual({ kind: 'active', zona: zonas[1] });
  });

  it('sends an inactive zone to its maintenance page', () => {
    expect(decideZone(zonas, 'maracaibo')).toEqual({ kind: 'maintenance', slug: 'maracaibo' });
  });

  it('sends an unknown zone home', () => {
    expect(decideZone(zonas, 'merida')).toEqual({ kind: 'home' });
    expect(decideZone(zonas, undefined)).toEqual({ kind: 'home' });
  });

  it('shows 404 without any zone and 500 when the list failed', () => {
    expect(decideZone([], 'caracas')).toEqual({ kind: 'error', codigo: 404 });
    expect(decideZone(null, 'caracas')).toEqual({ kind: 'error', codigo: 500 });
  });

  it('removes inactive zones from the selectable list', () => {
    expect(selectableZones(zonas).map((z) => z.slug)).toEqual(['caracas', 'valencia']);
  });

  it('sorts menu links by prioridad, highest first', () => {
    const l = (id: number, prioridad: number) => ({ id, nombre: `l${id}`, url: '/', externo: false, slug: `l${id}`, prioridad });
    expect(sortedLinks([l(1, 5), l(2, 50), l(3, 20)]).map((x) => x.id)).toEqual([2, 3, 1]);
  });
});
