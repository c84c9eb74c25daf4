/** What shoppers type in the autocomplete: words of product names, letter by letter from 3, some with typos. */
export const AUTOCOMPLETE_WORDS = [
  'arroz', 'harina', 'cafe', 'leche', 'queso', 'aceite', 'azucar', 'pasta', 'atun', 'galletas', 'mayonesa', 'jabon',
  'detergente', 'refresco', 'cerveza', 'pollo', 'carne', 'papel', 'shampoo', 'caraotas', 'mantequilla', 'yogurt',
  'chocolate', 'salsa', 'avena', 'sardinas', 'jamon', 'huevos', 'agua', 'jugo',
];
const TYPOS = ['aroz', 'cafr', 'lehce', 'qeso', 'azucra', 'galetas', 'detergnte', 'mantequila', 'chocolte', 'sardians'];
const PHRASES = ['arroz blanco', 'harina de maiz', 'leche en polvo', 'queso blanco', 'pasta larga', 'cafe molido', 'aceite de soya', 'papel higienico'];

/** Every prefix of 3+ letters of each word, then whole phrases and typos: the queries of the benchmark. */
export function autocompleteQueries(): string[] {
  const prefixes = AUTOCOMPLETE_WORDS.flatMap((w) => Array.from({ length: w.length - 2 }, (_, i) => w.slice(0, i + 3)));
  const phrases = PHRASES.flatMap((p) => Array.from({ length: p.length - 2 }, (_, i) => p.slice(0, i + 3)).filter((q) => !q.endsWith(' ')));
  return [...prefixes, ...phrases, ...TYPOS];
}

/**
 * The multi-query body the storefront's autocomplete sends: 10 hits of page 0 for the zone and plan,
 * with only the attributes it shows (the availability of the shopper's key, not of every zone).
 */
export function autocompleteBody(query: string, indexName: string): string {
  return JSON.stringify({
    requests: [
      {
        indexName,
        query,
        hitsPerPage: 10,
        page: 0,
        filters: 'disponible:zon1ust1',
        clickAnalytics: true,
        highlightPreTag: '__ais-highlight__',
        highlightPostTag: '__/ais-highlight__',
        attributesToRetrieve: ['nombre', 'slug', 'imagen.sm', 'impuesto', 'disponibilidad.zon1ust1'],
        attributesToHighlight: ['nombre'],
      },
    ],
  });
}
