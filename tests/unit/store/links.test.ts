import { describe, expect, it } from 'vitest';
import { link, type LinkName } from '../../../src/store/lib/links';

describe('named links', () => {
  it('builds paths with parameters and queries', () => {
    expect(link('inicio')).toBe('/');
    expect(link('login')).toBe('/auth/login');
    expect(link('zona', { zona: 'caracas' })).toBe('/caracas');
    expect(link('categoriaSlug', { zona: 'caracas', slug: 'viveres' })).toBe('/caracas/supermercado/viveres');
    expect(link('buscar', { zona: 'valencia', q: 'harina pan' })).toBe('/valencia/buscar?q=harina+pan');
    expect(link('productoSlug', { zona: 'caracas', slug: 'arroz-1kg' })).toBe('/caracas/producto/arroz-1kg');
    expect(link('productoSlug', { zona: 'caracas', slug: 'arroz-1kg', queryID: 'abc' })).toBe('/caracas/producto/arroz-1kg?queryID=abc');
    expect(link('pagar', { zona: 'caracas', pagina: 0 })).toBe('/caracas/pago/0');
    expect(link('mantenimientoZona', { zona: 'maracaibo' })).toBe('/mantenimiento/maracaibo');
    expect(link('error404')).toBe('/error?codigo=404');
    expect(link('error500')).toBe('/error?codigo=500');
    expect(link('errorX', { codigo: 408 })).toBe('/error?codigo=408');
    expect(link('politicasPrivacidad', { zona: 'caracas' })).toBe('/caracas/politicas-privacidad');
  });

  it('encodes parameters', () => {
    expect(link('zona', { zona: 'a b/c' })).toBe('/a%20b%2Fc');
  });

  it('throws for an unknown name', () => {
    expect(() => (link as (name: string) => string)('noExiste')).toThrow('Enlace desconocido: noExiste');
    expect(() => (link as (name: string) => string)('toString')).toThrow('Enlace desconocido');
  });

  it('throws for a missing required parameter', () => {
    const loose = link as (name: LinkName, params?: Record<string, unknown>) => string;
    expect(() => loose('zona')).toThrow('Falta el parámetro "zona" del enlace zona');
    expect(() => loose('buscar', { zona: 'caracas' })).toThrow('Falta el parámetro "q"');
    expect(() => loose('categoriaSlug', { zona: 'caracas', slug: '' })).toThrow('Falta el parámetro "slug"');
  });
});
