/**
 * Synonym sets as the engine uses them (Algolia's regular, multi-way synonyms). Single words that are
 * synonyms of single words are matched term by term (QueryMatcher.synonyms). Any entry of more than
 * one word ('papel higiénico') is a phrase: when the query holds one entry of a set as consecutive
 * words, the query is also run with those words replaced by each other entry of the set, and the hits
 * of every variant are merged (see SearchEngine.run).
 */
import { MAX_WORDS, type QueryWord } from './match';
import { words } from './text';

/** Algolia expands a query into a bounded number of alternatives; so does the engine. */
export const MAX_VARIANTS = 8;

export interface Synonyms {
  /** Single word -> the single words of its sets. */
  words: Map<string, string[]>;
  /** Entries (normalised words) of the sets holding a phrase: each entry -> the other entries. */
  phrases: Map<string, string[][]>;
}

export function compileSynonyms(sets: readonly (readonly string[])[]): Synonyms {
  const single = new Map<string, string[]>();
  const phrases = new Map<string, string[][]>();
  for (const set of sets) {
    const entries = [...new Map(set.map((w) => words(w)).filter((t) => t.length > 0).map((t) => [t.join(' '), t])).values()];
    const ones = entries.filter((t) => t.length === 1).map((t) => t[0]!);
    for (const word of ones) {
      const others = ones.filter((o) => o !== word);
      if (others.length > 0) single.set(word, [...new Set([...(single.get(word) ?? []), ...others])]);
    }
    if (entries.every((t) => t.length === 1)) continue;
    for (const entry of entries) {
      const others = entries.filter((o) => o !== entry && (entry.length > 1 || o.length > 1));
      if (others.length > 0) phrases.set(entry.join(' '), [...(phrases.get(entry.join(' ')) ?? []), ...others]);
    }
  }
  return { words: single, phrases };
}

export interface QueryVariant {
  words: QueryWord[];
  /** Words put in by a synonym: they count as inexact (Algolia's alternativesAsExact leaves multi-word synonyms out). */
  inexact: number;
}

/**
 * The query itself first, then each variant with one phrase of a set replaced by another entry of it
 * (replaced words match whole, without typos), at most MAX_VARIANTS in all.
 */
export function queryVariants(qw: QueryWord[], phrases: Synonyms['phrases']): QueryVariant[] {
  const out: QueryVariant[] = [{ words: qw, inexact: 0 }];
  if (phrases.size === 0) return out;
  const texts = qw.map((w) => w.text);
  for (let start = 0; start < qw.length; start++) {
    for (let end = start + 1; end <= qw.length; end++) {
      for (const other of phrases.get(texts.slice(start, end).join(' ')) ?? []) {
        if (out.length >= MAX_VARIANTS) return out;
        const replaced = other.map((text) => ({ text, prefix: false, maxTypos: 0 }));
        out.push({ words: [...qw.slice(0, start), ...replaced, ...qw.slice(end)].slice(0, MAX_WORDS), inexact: replaced.length });
      }
    }
  }
  return out;
}
