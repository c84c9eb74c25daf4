/**
 * From query words to candidate documents. Each word marks the dictionary terms it matches (exact,
 * with typos, or as a prefix for the last word) with a small code; a document is a candidate when
 * every word matches one of its terms and it passes the filters. Scratch arrays are stamped per query
 * instead of cleared, so a query allocates almost nothing.
 */
import { type Bitset } from './bitset';
import type { ResolvedSettings } from './settings';
import type { DocumentStore } from './store';
import { words } from './text';

/** Algolia considers at most this many words of a query. */
export const MAX_WORDS = 10;
export const CODE_EXACT = 4;
export const CODE_PREFIX_ONLY = 8;

export interface QueryWord {
  text: string;
  prefix: boolean;
  maxTypos: number;
}

export interface WordOptions {
  typoTolerance: boolean | 'min' | 'strict';
  queryType: 'prefixLast' | 'prefixAll' | 'prefixNone';
}

/** Typos allowed for a word: none under min1Typo letters, one up to min2Typos, then two. */
export function allowedTypos(word: string, settings: Pick<ResolvedSettings, 'min1Typo' | 'min2Typos'>, tolerant = true): number {
  if (!tolerant) return 0;
  if (word.length >= settings.min2Typos) return 2;
  return word.length >= settings.min1Typo ? 1 : 0;
}

export function queryWords(query: string, settings: ResolvedSettings, opts: WordOptions): QueryWord[] {
  const list = words(query).slice(0, MAX_WORDS);
  const lastIsPrefix = opts.queryType === 'prefixLast' && !/\s$/.test(query);
  return list.map((text, i) => ({
    text,
    prefix: opts.queryType === 'prefixAll' || (lastIsPrefix && i === list.length - 1),
    maxTypos: allowedTypos(text, settings, opts.typoTolerance !== false),
  }));
}

/** Orders match codes: fewer typos first, then whole words before prefixes, then exact before not. */
function matchCost(code: number): number {
  return ((code - 1) & 3) * 4 + (code & CODE_PREFIX_ONLY ? 2 : 0) + (code & CODE_EXACT ? 0 : 1);
}

export class QueryMatcher {
  /** Current query's stamp; a term is marked for it when termStamp[term] equals it. */
  stamp = 0;
  termStamp = new Uint32Array(1024);
  /** Match codes by term * MAX_WORDS + word (valid for marked terms). */
  termCodes = new Uint8Array(1024 * MAX_WORDS);
  private docStamp = new Uint32Array(0);
  private docMask = new Uint16Array(0);
  /** Candidate documents of the last query: the first `count` entries. */
  cand = new Int32Array(0);
  count = 0;
  /** Per document, for a one-word query: fewest typos, best attribute << 16 | position, exact (0/1). */
  bestTypo = new Uint8Array(0);
  bestAp = new Int32Array(0);
  bestExact = new Uint8Array(0);

  /**
   * Synonym sets (normalised single words): a query word equal to one of them also matches, exactly and
   * without typos, the terms of the other words of its sets (Algolia's regular, multi-way synonyms).
   */
  synonyms = new Map<string, string[]>();

  constructor(private readonly store: DocumentStore) {}

  /** Match code of a term for word `w` in the current query (0: no match). */
  code(term: number, w: number): number {
    return this.termStamp[term] === this.stamp ? this.termCodes[term * MAX_WORDS + w]! : 0;
  }

  /** Marks the terms of every word; returns the terms matched per word. */
  prepare(qw: QueryWord[]): number[][] {
    this.stamp = (this.stamp + 1) >>> 0 || 1;
    const { dict } = this.store;
    if (this.termStamp.length < dict.size) {
      const cap = Math.max(dict.size * 2, 1024);
      this.termStamp = new Uint32Array(cap);
      this.termCodes = new Uint8Array(cap * MAX_WORDS);
      this.stamp = 1;
    }
    const perWord: number[][] = qw.map(() => []);
    qw.forEach((word, w) => {
      const mark = (term: number, typos: number, exact: boolean, prefixOnly: boolean) => {
        if (this.termStamp[term] !== this.stamp) {
          this.termStamp[term] = this.stamp;
          this.termCodes.fill(0, term * MAX_WORDS, term * MAX_WORDS + MAX_WORDS);
        }
        const code = 1 + typos + (exact ? CODE_EXACT : 0) + (prefixOnly ? CODE_PREFIX_ONLY : 0);
        const current = this.termCodes[term * MAX_WORDS + w]!;
        if (current === 0) perWord[w]!.push(term);
        // a term reached both by the word and by a synonym keeps its better match
        else if (matchCost(current) <= matchCost(code)) return;
        this.termCodes[term * MAX_WORDS + w] = code;
      };
      dict.match(word.text, word.maxTypos, word.prefix, mark);
      for (const alternative of this.synonyms.get(word.text) ?? []) dict.match(alternative, 0, false, (term) => mark(term, 0, true, false));
    });
    return perWord;
  }

  /**
   * Documents matching every word and kept by `filter`; fills `cand`/`count`. For a one-word query it
   * also keeps each candidate's fewest typos, best attribute/position and exactness (`best*`), so
   * ranking needs no pass over the documents' words.
   */
  collect(perWord: number[][], filter: Bitset | null): void {
    const { postings, capacity } = this.store;
    if (this.docStamp.length < capacity) {
      this.docStamp = new Uint32Array(capacity);
      this.docMask = new Uint16Array(capacity);
      this.cand = new Int32Array(capacity);
      this.bestTypo = new Uint8Array(capacity);
      this.bestAp = new Int32Array(capacity);
      this.bestExact = new Uint8Array(capacity);
    }
    const { docStamp, docMask, cand, stamp, termCodes, bestTypo, bestAp, bestExact } = this;
    const volume = perWord.map((terms) => terms.reduce((n, t) => n + (postings[t]?.length ?? 0), 0));
    const order = perWord.map((_, w) => w).sort((a, b) => volume[a]! - volume[b]!);
    let count = 0;
    let full = 0;
    order.forEach((w, round) => {
      const bit = 1 << w;
      for (const term of perWord[w]!) {
        const pairs = postings[term];
        if (!pairs) continue;
        const code = termCodes[term * MAX_WORDS + w]!;
        const typos = (code - 1) & 3;
        const exact = code & CODE_EXACT ? 1 : 0;
        for (let i = 0; i < pairs.length; i += 2) {
          const d = pairs[i]!;
          if (round > 0) {
            if (docStamp[d] === stamp && docMask[d] !== 0) docMask[d]! |= bit;
            continue;
          }
          const ap = pairs[i + 1]!;
          if (docStamp[d] !== stamp) {
            docStamp[d] = stamp;
            const kept = filter === null || ((filter[d >>> 5]! >>> (d & 31)) & 1) === 1;
            docMask[d] = kept ? bit : 0;
            if (!kept) continue;
            cand[count++] = d;
            bestTypo[d] = typos;
            bestAp[d] = ap;
            bestExact[d] = exact;
          } else if (docMask[d] !== 0) {
            if (typos < bestTypo[d]!) bestTypo[d] = typos;
            if (ap < bestAp[d]!) bestAp[d] = ap;
            bestExact[d]! |= exact;
          }
        }
      }
      full |= bit;
      if (round > 0) {
        let kept = 0;
        for (let i = 0; i < count; i++) if (docMask[cand[i]!] === full) cand[kept++] = cand[i]!;
        count = kept;
      }
    });
    this.count = count;
  }

  /** Every document kept by `filter` (an empty query). */
  collectAll(filter: Bitset | null): void {
    const { alive, capacity, records } = this.store;
    if (this.cand.length < capacity) this.cand = new Int32Array(capacity);
    const bits = filter ?? alive;
    let count = 0;
    const n = Math.min(records.length, capacity);
    for (let w = 0; w < bits.length && w << 5 < n; w++) {
      let word = bits[w]! & alive[w]!;
      while (word !== 0) {
        const low = word & -word;
        this.cand[count++] = (w << 5) + 31 - Math.clz32(low);
        word ^= low;
      }
    }
    this.count = count;
  }
}
