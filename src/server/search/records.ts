/**
 * The search-index product of spec section 3 and the settings of its index. A product is sellable to a
 * plan in a zone (key `zon{zona}ust{plan}`) when it and its category are active, it has a price for
 * that plan there and stock above zero; `disponible` lists those keys, so the storefront's filter is
 * one facet value: `disponible:zon1ust2` (see storefrontFilter).
 */
import type { IndexSettings } from './engine/settings';

export interface Modalidad {
  minimo: number;
  maximo: number | null;
  grupo: number;
  unidad: number;
}

export interface Disponibilidad {
  existencia: number;
  /** Amounts as decimal strings (USD), like every amount of the API. */
  precio: string;
  oferta: string;
  modalidad: Modalidad;
}

export interface ProductoBusqueda {
  [key: string]: unknown;
  objectID: string;
  id: number;
  nombre: string;
  slug: string;
  marca: string | null;
  /** Image URLs by size (sm, md, lg), or null. */
  imagen: Record<string, string> | null;
  /** Tax percentage as a decimal string ('16.00', '0.00'). */
  impuesto: string;
  popularidad: number;
  /** 1 when some zone and plan sells it with an offer (custom ranking). */
  conOferta: 0 | 1;
  categoria: { lvl0: string; lvl1?: string };
  categoriaId: number;
  estatus: number;
  estatusCategoria: number;
  disponibilidad: Record<string, Disponibilidad>;
  disponible: string[];
  /** Per availability key, the unit price shown there (number, for the price replicas; see replicas.ts). */
  precioOrden: Record<string, number>;
  /** The name as sortable numbers (the name replica), ten characters each (replicas.ts). */
  nombreOrden: number;
  nombreOrden2: number;
  nombreOrden3: number;
}

/** Record attributes that change with prices and stock (PUT productodisponibilidad). */
export const AVAILABILITY_FIELDS = ['disponibilidad', 'disponible', 'conOferta', 'precioOrden'] as const;

export { availabilityKey, storefrontFilter } from '../../shared/availability';

/** What the public (search-only) key may ever see, whatever the query asks. */
export const PUBLIC_RESTRICTION = 'estatus:1 AND estatusCategoria:1';

export const PRODUCT_INDEX_SETTINGS: IndexSettings = {
  searchableAttributes: ['nombre', 'marca', 'categoria.lvl1', 'categoria.lvl0'],
  attributesForFaceting: [
    'categoria.lvl0',
    'categoria.lvl1',
    'marca',
    'filterOnly(disponible)',
    'filterOnly(estatus)',
    'filterOnly(estatusCategoria)',
    'filterOnly(conOferta)',
    'filterOnly(categoriaId)',
  ],
  customRanking: ['desc(conOferta)', 'desc(popularidad)'],
  attributesToHighlight: ['nombre', 'marca', 'categoria'],
  // a whole typed word ('cafe') outranks longer words it prefixes ('cafetera') in one-word queries
  exactOnSingleWordQuery: 'word',
};
