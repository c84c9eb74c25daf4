/**
 * What a search key lets its holder see, by plan: the products the plan can buy in some active zone, with
 * the public attributes and that plan's own price and stock per zone, never another plan's (no
 * `disponible` keys, no `disponibilidad.zon*ust<other>`). The restrictions travel inside an Algolia
 * secured API key (HMAC of the parameters, see keys.ts), so hosted Algolia and the embedded API both
 * enforce them: filters are ANDed to the query's, attributesToRetrieve and attributesToHighlight bound
 * what a query may read.
 */
import { availabilityKey, PRODUCT_INDEX_SETTINGS, PUBLIC_RESTRICTION } from './records';
import { replicaNames } from './replicas';

/** Restrictions in the shape of algoliasearch's generateSecuredApiKey. */
export interface KeyRestrictions {
  filters: string;
  restrictIndices: string[];
  searchParams: { attributesToRetrieve: string[]; attributesToHighlight: string[] };
}

/** The limits the embedded API applies for a key. */
export interface KeyLimits {
  /** Names these limits (answers are cached per limits). */
  id: string;
  /** ANDed to every query's filters. */
  filters: string;
  /** The most a query may retrieve; a path covers its sub-attributes; null: anything. */
  retrieve: string[] | null;
  /** The most a query may highlight; null: anything. */
  highlight: string[] | null;
  /** Indices the key may query; null: any. */
  indices: string[] | null;
  /** Unix seconds after which the key is refused; null: never. */
  validUntil: number | null;
}

/** Attributes every plan may read: what a product card shows, none of the per-plan data. */
const PUBLIC_ATTRIBUTES = ['objectID', 'id', 'nombre', 'slug', 'marca', 'imagen', 'impuesto', 'categoria', 'categoriaId'];

export function planRestrictions(usuarioTipoId: number, zonaIds: number[], indexName: string): KeyRestrictions {
  const keys = zonaIds.map((z) => availabilityKey(z, usuarioTipoId));
  const sellable = keys.length ? ` AND (${keys.map((k) => `disponible:${k}`).join(' OR ')})` : '';
  return {
    filters: `${PUBLIC_RESTRICTION}${sellable}`,
    // the primary and the sort replicas of the plan's own keys (another plan's price order stays hidden)
    restrictIndices: [indexName, ...replicaNames(indexName, keys)],
    searchParams: {
      attributesToRetrieve: [...PUBLIC_ATTRIBUTES, ...keys.map((k) => `disponibilidad.${k}`)],
      attributesToHighlight: PRODUCT_INDEX_SETTINGS.attributesToHighlight ?? [],
    },
  };
}

const list = (value: string | null) => (value === null ? null : value.split(',').map((s) => s.trim()).filter(Boolean));

/** The limits a secured key's parameters set (the text after its HMAC). */
export function limitsFromParams(params: string): KeyLimits {
  const p = new URLSearchParams(params);
  const validUntil = p.get('validUntil');
  return {
    id: params,
    filters: p.get('filters') ?? '',
    retrieve: list(p.get('attributesToRetrieve')),
    highlight: list(p.get('attributesToHighlight')),
    indices: list(p.get('restrictIndices')),
    validUntil: validUntil === null ? null : Number(validUntil),
  };
}

export function limitsOf(r: KeyRestrictions): KeyLimits {
  return {
    id: JSON.stringify(r),
    filters: r.filters,
    retrieve: r.searchParams.attributesToRetrieve,
    highlight: r.searchParams.attributesToHighlight,
    indices: r.restrictIndices,
    validUntil: null,
  };
}
