import { describe, expect, it } from 'vitest';
import {
  availabilityFilter,
  highlightParts,
  hitAttributes,
  hitPrice,
  hitToProducto,
  shopperParams,
  type SearchHit,
} from '../../../src/store/features/search/search-hit';

const modalidad = { minimo: 6, maximo: null, grupo: 1, unidad: 1 };
const hit: SearchHit = {
  objectID: '42',
  id: 42,
  nombre: 'Arroz blanco tipo I 1 kg',
  slug: 'arroz-blanco-tipo-i-1-kg',
  imagen: { sm: '/uploads/a-sm.webp', md: '/uploads/a-md.webp', lg: '/uploads/a-lg.webp' },
  impuesto: '0.00',
  disponibilidad: {
    zon1ust3: { existencia: 40, precio: '1.20', oferta: '0.00', modalidad },
    zon1ust1: { existencia: 7, precio: '1.35', oferta: '1.10', modalidad: { minimo: 1, maximo: 5, grupo: 1, unidad: 1 } },
  },
};

describe('search hits', () => {
  it("filter on the shopper's availability key; guests are plan normal (1)", () => {
    expect(availabilityFilter({ zonaId: 1, plan: 'normal' })).toBe('disponible:zon1ust1');
    expect(availabilityFilter({ zonaId: 2, plan: 'prime' })).toBe('disponible:zon2ust2');
    expect(availabilityFilter({ zonaId: 1, plan: 'mayorista' })).toBe('disponible:zon1ust3');
  });

  it('retrieve only what is shown: the availability of the shopper, not of every zone and plan', () => {
    expect(hitAttributes({ zonaId: 1, plan: 'mayorista' })).toEqual(['id', 'nombre', 'slug', 'imagen', 'impuesto', 'disponibilidad.zon1ust3']);
  });

  it('query parameters: uuid and click analytics only for logged-in users', () => {
    const guest = shopperParams({ zonaId: 1, plan: 'normal' }, null);
    expect(guest).toMatchObject({ filters: 'disponible:zon1ust1', attributesToHighlight: ['nombre'], clickAnalytics: false });
    expect(guest).not.toHaveProperty('userToken');
    const uid = '6f1c2d9e-0000-4000-8000-000000000001';
    expect(shopperParams({ zonaId: 1, plan: 'prime' }, uid)).toMatchObject({ filters: 'disponible:zon1ust2', clickAnalytics: true, userToken: uid });
  });

  it('price of the plan in the zone, with its sale mode', () => {
    expect(hitPrice(hit, { zonaId: 1, plan: 'mayorista' })).toEqual({ precio: '1.20', oferta: '0.00', modalidadVenta: modalidad, usuarioTipo: { tipo: 'mayorista' } });
    expect(hitPrice(hit, { zonaId: 2, plan: 'normal' })).toBeNull();
  });

  it('maps a hit to the product a cart keeps', () => {
    expect(hitToProducto(hit, { zonaId: 1, plan: 'normal' })).toEqual({
      id: 42,
      slug: 'arroz-blanco-tipo-i-1-kg',
      nombre: 'Arroz blanco tipo I 1 kg',
      imagen: { sizes: { sm: '/uploads/a-sm.webp', md: '/uploads/a-md.webp', lg: '/uploads/a-lg.webp' }, width: 960, height: 960 },
      impuesto: '0.00',
      precio: { precio: '1.35', oferta: '1.10', modalidadVenta: { minimo: 1, maximo: 5, grupo: 1, unidad: 1 }, usuarioTipo: { tipo: 'normal' } },
      existencia: 7,
    });
    const bare = hitToProducto({ ...hit, imagen: null, disponibilidad: undefined }, { zonaId: 1, plan: 'normal' });
    expect(bare).toMatchObject({ imagen: null, precio: null, existencia: 0 });
    expect(hitToProducto({ ...hit, imagen: { md: '/m.webp' } }, { zonaId: 1, plan: 'normal' }).imagen!.sizes).toEqual({ sm: '/m.webp', md: '/m.webp', lg: '/m.webp' });
  });

  it('splits highlighted values into text parts, markup left as text', () => {
    expect(highlightParts('__ais-highlight__Arro__/ais-highlight__z <b>blanco</b>')).toEqual([
      { text: 'Arro', match: true },
      { text: 'z <b>blanco</b>', match: false },
    ]);
    expect(highlightParts('Café __ais-highlight__con__/ais-highlight__ __ais-highlight__leche__/ais-highlight__')).toEqual([
      { text: 'Café ', match: false },
      { text: 'con', match: true },
      { text: ' ', match: false },
      { text: 'leche', match: true },
    ]);
    expect(highlightParts('sin marcas')).toEqual([{ text: 'sin marcas', match: false }]);
  });
});
