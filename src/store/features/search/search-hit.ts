/**
 * Search-index hits (spec section 3) as the storefront shows and buys them. A shopper sees only what
 * their zone sells to their plan (guests: plan normal): the query filters on the availability key
 * `zon{zona}ust{plan}` and reads that key's price, offer, sale mode and stock.
 */
import { availabilityKey as sharedKey, storefrontFilter } from '../../../shared/availability';
import type { ProductoCarrito } from '../../../shared/contracts/cart';
import type { ModalidadVentaWire, PrecioTarjeta } from '../../../shared/contracts/catalog-pages';
import { UsuarioTipo, type UsuarioTipoNombre } from '../../../shared/enums';
import type { ImagenProcesada } from '../../lib/images';

export interface Disponibilidad {
  existencia: number;
  precio: string;
  oferta: string;
  modalidad: ModalidadVentaWire;
}

export interface SearchHit {
  objectID: string;
  id: number;
  nombre: string;
  slug: string;
  /** Image URLs by size; the index keeps no dimensions. */
  imagen: Partial<Record<'sm' | 'md' | 'lg', string>> | null;
  impuesto: string;
  disponibilidad?: Record<string, Disponibilidad>;
  _highlightResult?: { nombre?: { value: string } };
  /** 1-based position among all results and the search's id (clickAnalytics), for click events. */
  __position?: number;
  __queryID?: string;
}

/** Who searches: the zone on screen and the caller's plan. */
export interface Shopper {
  zonaId: number;
  plan: UsuarioTipoNombre;
}

/** Tags around the matched parts of `_highlightResult` values (the ones InstantSearch uses). */
export const HIGHLIGHT_PRE = '__ais-highlight__';
export const HIGHLIGHT_POST = '__/ais-highlight__';

/** Conversion event of an 'Agregar' pressed on a search result or suggestion. */
export const ADDED_FROM_SEARCH = 'Producto agregado desde búsqueda';

/** Index images are square webp renditions; these nominal dimensions give a srcset and a square box. */
const NOMINAL_SIDE = 960;

export function availabilityKey({ zonaId, plan }: Shopper): string {
  return sharedKey(zonaId, UsuarioTipo[plan]);
}

/** The filter of every storefront query: sellable (active, active category, stock) for the shopper. */
export function availabilityFilter({ zonaId, plan }: Shopper): string {
  return storefrontFilter(zonaId, UsuarioTipo[plan]);
}

/** The attributes a hit needs on screen and in the cart, and nothing else. */
export function hitAttributes(shopper: Shopper): string[] {
  return ['id', 'nombre', 'slug', 'imagen', 'impuesto', `disponibilidad.${availabilityKey(shopper)}`];
}

export function hitAvailability(hit: SearchHit, shopper: Shopper): Disponibilidad | null {
  return hit.disponibilidad?.[availabilityKey(shopper)] ?? null;
}

export function hitPrice(hit: SearchHit, shopper: Shopper): PrecioTarjeta | null {
  const d = hitAvailability(hit, shopper);
  return d ? { precio: d.precio, oferta: d.oferta, modalidadVenta: d.modalidad, usuarioTipo: { tipo: shopper.plan } } : null;
}

export function hitImage(hit: SearchHit): ImagenProcesada | null {
  const s = hit.imagen;
  const any = s?.md ?? s?.sm ?? s?.lg;
  if (!s || !any) return null;
  return { sizes: { sm: s.sm ?? any, md: s.md ?? any, lg: s.lg ?? any }, width: NOMINAL_SIDE, height: NOMINAL_SIDE };
}

/** The hit as the cart keeps a product (tipo 2: a search-index record). */
export function hitToProducto(hit: SearchHit, shopper: Shopper): ProductoCarrito {
  return {
    id: hit.id,
    slug: hit.slug,
    nombre: hit.nombre,
    imagen: hitImage(hit),
    impuesto: hit.impuesto,
    precio: hitPrice(hit, shopper),
    existencia: hitAvailability(hit, shopper)?.existencia ?? 0,
  };
}

/** A highlighted value split into plain and matched parts, for rendering as text (never as HTML). */
export function highlightParts(value: string): { text: string; match: boolean }[] {
  const parts: { text: string; match: boolean }[] = [];
  for (const [i, chunk] of value.split(HIGHLIGHT_PRE).entries()) {
    const end = chunk.indexOf(HIGHLIGHT_POST);
    if (i > 0 && end >= 0) {
      parts.push({ text: chunk.slice(0, end), match: true });
      parts.push({ text: chunk.slice(end + HIGHLIGHT_POST.length), match: false });
    } else parts.push({ text: i > 0 ? HIGHLIGHT_PRE + chunk : chunk, match: false });
  }
  return parts.filter((p) => p.text !== '');
}

/**
 * Parameters of every storefront query for the shopper: their availability filter, only the attributes
 * shown, the name highlighted and, for a logged-in user, their uuid (search history) and a queryID per
 * search (click events).
 */
export function shopperParams(shopper: Shopper, userToken: string | null) {
  return {
    filters: availabilityFilter(shopper),
    attributesToRetrieve: hitAttributes(shopper),
    attributesToHighlight: ['nombre'],
    highlightPreTag: HIGHLIGHT_PRE,
    highlightPostTag: HIGHLIGHT_POST,
    clickAnalytics: userToken !== null,
    ...(userToken ? { userToken } : {}),
  };
}
