/**
 * The catalog pages' server data (shared/contracts/catalog-pages.ts) as TanStack Query options. Keys
 * carry the zone, the plan (prices and stock depend on it; the token sent by the api client tells the
 * server) and the page; never the display currency, which is applied on screen.
 */
import { queryOptions } from '@tanstack/react-query';
import type {
  CategoriaPagina,
  DestacadoPagina,
  EtiquetaPagina,
  Inicio,
  ListaRapidaDetalle,
  ListasRapidas,
  ProductoDetalle,
  Supermercado,
} from '../../shared/contracts/catalog-pages';
import type { UsuarioTipoNombre } from '../../shared/enums';
import { api } from './api';
import { lookupSlug } from './catalog-slug';

type Plan = UsuarioTipoNombre;

const seg = encodeURIComponent;

export function homeQuery(zona: string, plan: Plan) {
  return queryOptions({
    queryKey: ['catalogo', 'inicio', zona, plan],
    queryFn: () => api.get<Inicio>(`/api/website/inicio/${seg(zona)}`),
  });
}

export function featuredQuery(zona: string, plan: Plan, destacado: string, pag: number) {
  return queryOptions({
    queryKey: ['catalogo', 'destacado', zona, plan, destacado, pag],
    queryFn: () => api.get<DestacadoPagina>(`/api/website/destacado/${seg(zona)}/${seg(destacado)}`, { query: { pag } }),
  });
}

export function supermarketQuery(zona: string, plan: Plan) {
  return queryOptions({
    queryKey: ['catalogo', 'supermercado', zona, plan],
    queryFn: () => api.get<Supermercado>('/api/categoria/supermercado', { query: { zona } }),
  });
}

/** '-viveres' and 'viveres' share one cache entry. */
export function categoryQuery(zona: string, plan: Plan, slug: string, sub: string | null, pag: number) {
  const path = [slug, sub].filter((s): s is string => s !== null).map((s) => seg(lookupSlug(s)));
  return queryOptions({
    queryKey: ['catalogo', 'categoria', zona, plan, ...path, pag],
    queryFn: () => api.get<CategoriaPagina>(`/api/categoria/supermercado/${path.join('/')}`, { query: { zona, pag } }),
  });
}

export function tagQuery(zona: string, plan: Plan, slug: string, pag: number) {
  return queryOptions({
    queryKey: ['catalogo', 'etiqueta', zona, plan, slug, pag],
    queryFn: () => api.get<EtiquetaPagina>(`/api/etiqueta/${seg(slug)}`, { query: { zona, pag } }),
  });
}

export function productQuery(zona: string, plan: Plan, slug: string) {
  return queryOptions({
    queryKey: ['catalogo', 'producto', zona, plan, slug],
    queryFn: () => api.get<ProductoDetalle>(`/api/producto/${seg(slug)}`, { query: { zona } }),
  });
}

export function quickListsQuery(zona: string, plan: Plan) {
  return queryOptions({
    queryKey: ['catalogo', 'listaRapida', zona, plan],
    queryFn: () => api.get<ListasRapidas>(`/api/lista-rapida/zona/${seg(zona)}`),
  });
}

export function quickListQuery(zona: string, plan: Plan, slug: string) {
  return queryOptions({
    queryKey: ['catalogo', 'listaRapida', zona, plan, slug],
    queryFn: () => api.get<ListaRapidaDetalle>(`/api/lista-rapida/zona/${seg(zona)}/${seg(slug)}`),
  });
}
