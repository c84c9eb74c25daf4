/**
 * Text as the engine sees it: words of letters and digits, lower-cased with diacritics removed, so
 * 'Café' and 'cafe' are one term. Positions count words inside one attribute value.
 */

const DIACRITICS = /[\u0300-\u036f]/g;
const WORD = /[\p{L}\p{N}\p{M}]+/gu;

/** 'Café Ñame' -> 'cafe name'. */
export function normalize(text: string): string {
  return text.normalize('NFD').replace(DIACRITICS, '').toLowerCase();
}

/** Normalised words of a text, in order. */
export function words(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(WORD)) {
    const w = normalize(m[0]);
    if (w.length > 0) out.push(w);
  }
  return out;
}

export interface WordSpan {
  /** Normalised word. */
  word: string;
  /** Offsets of the original word in the text. */
  start: number;
  end: number;
}

/** Words of a text with their offsets in the original string (for highlighting). */
export function wordSpans(text: string): WordSpan[] {
  const out: WordSpan[] = [];
  for (const m of text.matchAll(WORD)) {
    const word = normalize(m[0]);
    if (word.length > 0) out.push({ word, start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/**
 * Length in original characters of the first `n` normalised characters of `original` (one word):
 * a precomposed 'é' is one character either way, a decomposed one is two.
 */
export function originalPrefixLength(original: string, n: number): number {
  let seen = 0;
  let i = 0;
  while (i < original.length && seen < n) {
    const cp = original.codePointAt(i)!;
    const ch = String.fromCodePoint(cp);
    i += ch.length;
    seen += normalize(ch).length;
    while (i < original.length && /\p{M}/u.test(original[i]!)) i++;
  }
  return i;
}
