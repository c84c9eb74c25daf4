import { describe, expect, it } from 'vitest';
import { etiquetaBody } from '../../../src/admin/etiqueta/body';
import { ADMIN_RESOURCES, mappingOf } from '../../../src/admin/resources';
import { sucursalBody, tiendaBody } from '../../../src/admin/tienda/body';
import { uniqueCheckUrl } from '../../../src/admin/providers/data-provider';

describe('tienda and etiqueta areas', () => {
  it('send only the fields the API accepts', () => {
    expect(tiendaBody({ id: 3, nombre: '  Bodegón ', rif: ' j401234569 ', estatus: 2, sucursales: 4, creadoEn: 'x' })).toEqual({
      nombre: 'Bodegón',
      rif: 'j401234569',
      estatus: 2,
    });
    expect(sucursalBody({ id: 1, tiendaId: 1, zonaId: '2', nombre: ' Prebo ', direccion: null, zonaNombre: 'Valencia' })).toEqual({
      zonaId: 2,
      nombre: 'Prebo',
      direccion: '',
      estatus: 1,
    });
    expect(etiquetaBody({ id: 1, nombre: ' Sin gluten ', slug: '  ', productos: 10 })).toEqual({ nombre: 'Sin gluten', estatus: 1 });
    expect(etiquetaBody({ nombre: 'Sin gluten', slug: 'sin-gluten', estatus: 2 })).toEqual({ nombre: 'Sin gluten', slug: 'sin-gluten', estatus: 2 });
  });

  it('are one resource entry each, with status toggles and uniqueness checks', () => {
    expect(ADMIN_RESOURCES.filter((r) => r.name === 'tienda' || r.name === 'etiqueta').map((r) => r.name)).toEqual(['tienda', 'etiqueta']);
    expect(mappingOf('tienda')).toMatchObject({ estatus: true, unique: ['nombre'] });
    expect(mappingOf('etiqueta')).toMatchObject({ estatus: true, unique: ['nombre', 'slug'] });
    expect(uniqueCheckUrl('/backend/admin', 'etiqueta', 'slug', 'sin gluten', 4)).toBe('/backend/admin/etiqueta/slug/sin%20gluten/4');
  });
});
