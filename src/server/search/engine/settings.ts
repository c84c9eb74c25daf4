/**
 * Index settings in Algolia's own syntax (`unordered(nombre)`, `filterOnly(disponible)`,
 * `desc(popularidad)`), so the same object configures the embedded engine and a hosted index.
 */

export interface IndexSettings {
  searchableAttributes: string[];
  attributesForFaceting?: string[];
  customRanking?: string[];
  attributesToHighlight?: string[];
  minWordSizefor1Typo?: number;
  minWordSizefor2Typos?: number;
  /** 'attribute' (Algolia's default), 'word' or 'none'. */
  exactOnSingleWordQuery?: 'attribute' | 'word' | 'none';
  paginationLimitedTo?: number;
}

export interface SearchableAttribute {
  path: string;
  /** Position inside the attribute does not count (`unordered(...)`). */
  unordered: boolean;
}

export interface CustomCriterion {
  path: string;
  desc: boolean;
}

export interface ResolvedSettings {
  searchable: SearchableAttribute[];
  /** Faceting attributes; `filterOnly(...)` ones filter but are never counted. */
  facets: Map<string, { countable: boolean }>;
  custom: CustomCriterion[];
  highlight: string[];
  min1Typo: number;
  min2Typos: number;
  exactOnSingleWord: 'attribute' | 'word' | 'none';
  paginationLimit: number;
}

const MODIFIER = /^(\w+)\((.+)\)$/;

function unwrap(spec: string): { modifier: string | null; path: string } {
  const m = MODIFIER.exec(spec.trim());
  return m ? { modifier: m[1]!, path: m[2]!.trim() } : { modifier: null, path: spec.trim() };
}

/** `['asc(precio)', 'desc(popularidad)']` as criteria. */
export function parseCustomRanking(specs: readonly string[]): CustomCriterion[] {
  return specs.map((spec) => {
    const { modifier, path } = unwrap(spec);
    return { path, desc: modifier !== 'asc' };
  });
}

export function resolveSettings(s: IndexSettings): ResolvedSettings {
  // one entry may list several attributes of equal weight ('nombre,marca'): each keeps its order here
  const searchable = s.searchableAttributes.flatMap((spec) => {
    const { modifier, path } = unwrap(spec);
    return path.split(',').map((p) => ({ path: p.trim(), unordered: modifier === 'unordered' }));
  });
  if (searchable.length > 15) throw new Error('a lo sumo 15 atributos de búsqueda');
  const facets = new Map<string, { countable: boolean }>();
  for (const spec of s.attributesForFaceting ?? []) {
    const { modifier, path } = unwrap(spec);
    facets.set(path, { countable: modifier !== 'filterOnly' });
  }
  const custom = parseCustomRanking(s.customRanking ?? []);
  return {
    searchable,
    facets,
    custom,
    highlight: s.attributesToHighlight ?? searchable.map((a) => a.path),
    min1Typo: s.minWordSizefor1Typo ?? 4,
    min2Typos: s.minWordSizefor2Typos ?? 8,
    exactOnSingleWord: s.exactOnSingleWordQuery ?? 'attribute',
    paginationLimit: s.paginationLimitedTo ?? 1000,
  };
}
