import { describe, expect, it } from 'vitest';
import { link } from '../../../src/store/lib/links';
import { lookupSlug } from '../../../src/store/lib/catalog-slug';
import { aspectRatio, CARD_IMAGE_SIZES, srcSet } from '../../../src/store/lib/images';
import { pageFrom, pageHref, pageItems, rangeText } from '../../../src/store/lib/pagination';

const imagen = (width: number, height = width) => ({
  sizes: { sm: '/uploads/p/1/a-sm.webp', md: '/uploads/p/1/a-md.webp', lg: '/uploads/p/1/a-lg.webp' },
  width,
  height,
});

describe('responsive images', () => {
  it('lists every size with its width', () => {
    expect(srcSet(imagen(960))).toBe('/uploads/p/1/a-sm.webp 160w, /uploads/p/1/a-md.webp 480w, /uploads/p/1/a-lg.webp 960w');
  });

  it('never claims a width the original did not have, and keeps one entry per width', () => {
    expect(srcSet(imagen(400))).toBe('/uploads/p/1/a-sm.webp 160w, /uploads/p/1/a-md.webp 400w');
    expect(srcSet(imagen(120))).toBe('/uploads/p/1/a-sm.webp 120w');
  });

  it('reserves the box with the image ratio, a square when unknown', () => {
    expect(aspectRatio(imagen(960, 320))).toBe('960 / 320');
    expect(aspectRatio(null)).toBe('1 / 1');
    expect(aspectRatio({ width: 0, height: 0 })).toBe('1 / 1');
    expect(CARD_IMAGE_SIZES).toMatch(/px$/);
  });
});

describe('listing pages', () => {
  it('reads ?pag=, page 1 for anything else', () => {
    expect(pageFrom(new URLSearchParams('pag=3'))).toBe(3);
    expect(pageFrom(new URLSearchParams(''))).toBe(1);
    for (const bad of ['0', '-2', 'dos', '1.5', '', '999999']) expect(pageFrom(new URLSearchParams({ pag: bad }))).toBe(1);
  });

  it('builds page links keeping other parameters; page 1 has no pag', () => {
    const path = '/caracas/supermercado/viveres';
    expect(pageHref(path, new URLSearchParams(''), 2)).toBe(`${path}?pag=2`);
    expect(pageHref(path, new URLSearchParams('pag=2'), 1)).toBe(path);
    expect(pageHref(path, new URLSearchParams('pag=2&orden=precio'), 3)).toBe(`${path}?pag=3&orden=precio`);
    expect(pageHref(path, new URLSearchParams('orden=precio&pag=4'), 1)).toBe(`${path}?orden=precio`);
  });

  it('says which products a page shows', () => {
    expect(rangeText(1, 50, 68)).toBe('Mostrando 1-50 de 68 productos');
    expect(rangeText(2, 50, 68)).toBe('Mostrando 51-68 de 68 productos');
    expect(rangeText(1, 50, 1)).toBe('Mostrando 1-1 de 1 producto');
    expect(rangeText(1, 50, 0)).toBe('Sin productos');
  });
});

describe('category slugs', () => {
  it('strips one leading hyphen only', () => {
    expect(lookupSlug('-viveres')).toBe('viveres');
    expect(lookupSlug('viveres')).toBe('viveres');
    expect(lookupSlug('--viveres')).toBe('-viveres');
    expect(lookupSlug('frutas-y-verduras')).toBe('frutas-y-verduras');
  });
});

describe('catalog links', () => {
  it('names every catalog page', () => {
    expect(link('subcategoriaSlug', { zona: 'caracas', slug: 'viveres', sub: 'pastas' })).toBe('/caracas/supermercado/viveres/pastas');
    expect(link('etiqueta', { zona: 'caracas', slug: 'precios-bajos' })).toBe('/caracas/etiqueta/precios-bajos');
    expect(link('destacado', { zona: 'valencia', slug: 'lo-mas-vendido' })).toBe('/valencia/destacado/lo-mas-vendido');
    expect(link('listasRapidas', { zona: 'caracas' })).toBe('/caracas/lista-rapida');
    expect(link('listaRapida', { zona: 'caracas', slug: 'parrilla' })).toBe('/caracas/lista-rapida/parrilla');
    expect(link('atencionCliente')).toBe('/atencion-cliente');
  });
});

describe('page links', () => {
  it('lists every page of a short listing', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 3)).toEqual([1, 2, 3]);
    expect(pageItems(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(1, 8)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 8]);
  });

  it('keeps the first, the last and the current page with a neighbour each side; an ellipsis never hides a single page', () => {
    expect(pageItems(5, 10)).toEqual([1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'start-ellipsis', 6, 7, 8, 9, 10]);
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 10]);
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 10]);
  });
});
