/** Search box rules of spec section 5: required, 3-40 characters, repeated spaces collapsed. */
export const SEARCH_MIN = 3;
export const SEARCH_MAX = 40;

export function normalizeQuery(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Spanish message for an invalid query, null when valid. */
export function queryError(text: string): string | null {
  const q = normalizeQuery(text);
  if (!q) return 'Escriba qué desea buscar';
  if (q.length < SEARCH_MIN) return `Escriba al menos ${SEARCH_MIN} caracteres`;
  if (q.length > SEARCH_MAX) return `Máximo ${SEARCH_MAX} caracteres`;
  return null;
}

/** Submit only when valid and different from the search already shown. */
export function shouldSubmit(text: string, lastSubmitted: string | null): boolean {
  return queryError(text) === null && normalizeQuery(text) !== normalizeQuery(lastSubmitted ?? '');
}

/** Autocomplete of spec section 5: after a 700 ms pause, for 3 to 50 characters, 10 hits. */
export const AUTOCOMPLETE_DELAY_MS = 700;
export const AUTOCOMPLETE_MIN = 3;
export const AUTOCOMPLETE_MAX = 50;
export const AUTOCOMPLETE_HITS = 10;

/** The text the autocomplete asks for, or null when it should not ask. */
export function autocompleteQuery(text: string): string | null {
  const q = normalizeQuery(text);
  return q.length >= AUTOCOMPLETE_MIN && q.length <= AUTOCOMPLETE_MAX ? q : null;
}
