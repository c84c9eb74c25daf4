/**
 * Algolia's tie-breaking ranking on the candidates: typo > words > proximity > attribute > exact >
 * custom. The first criteria are packed into one integer per candidate (lower ranks first): for a
 * one-word query straight from what matching collected, otherwise from the document's forward list;
 * custom ranking and the document number break the remaining ties. `words` is constant because every
 * query word must match. The best `k` come from a bounded heap.
 */
import { CODE_EXACT, MAX_WORDS, type QueryMatcher, type QueryWord } from './match';
import type { ResolvedSettings } from './settings';
import type { DocumentStore } from './store';

/** Proximity counted per pair of consecutive query words, at most this much. */
export const MAX_PROXIMITY = 8;
const MAX_OCCURRENCES = 256;

export interface RankingInfo {
  nbTypos: number;
  proximityDistance: number;
  firstMatchedWord: number;
  nbExactWords: number;
  words: number;
}

/** typo (5 bits) > proximity (7) > attribute (4) > position (8) > inexact words (5): lower ranks first. */
function packKey(typos: number, proximity: number, attrPos: number, inexact: number): number {
  const attr = attrPos >>> 16;
  const pos = Math.min(attrPos & 0xffff, 255);
  return (typos << 24) | (Math.min(proximity, 127) << 17) | (attr << 13) | (pos << 5) | inexact;
}

/** A key with `more` inexact words (the lowest 5 bits, capped). */
export function withInexact(key: number, more: number): number {
  return (key & ~31) | Math.min((key & 31) + more, 31);
}

export function decodeKey(key: number, nWords: number): RankingInfo {
  return {
    nbTypos: key >>> 24,
    proximityDistance: (key >>> 17) & 127,
    firstMatchedWord: ((key >>> 13) & 15) * 1000 + ((key >>> 5) & 255),
    nbExactWords: nWords - (key & 31),
    words: nWords,
  };
}

export class Ranker {
  keys = new Int32Array(0);
  private readonly bestTypo = new Int32Array(MAX_WORDS);
  private readonly exact = new Uint8Array(MAX_WORDS);
  private readonly attrCount = new Int32Array(16);
  private readonly occWord = new Int32Array(MAX_OCCURRENCES);
  private readonly occPos = new Int32Array(MAX_OCCURRENCES);

  constructor(
    private readonly store: DocumentStore,
    private readonly matcher: QueryMatcher,
    private readonly settings: ResolvedSettings,
  ) {}

  /** Fills `keys[i]` for the first `n` candidates; returns the fewest typos among them. */
  score(qw: QueryWord[], n: number): number {
    if (this.keys.length < this.matcher.cand.length) this.keys = new Int32Array(this.matcher.cand.length);
    const { keys } = this;
    if (qw.length === 0) {
      keys.fill(0, 0, n);
      return 0;
    }
    let minTypos = Infinity;
    // one word, exactness by word: everything is known from the postings (see QueryMatcher.collect)
    const fromPostings = qw.length === 1 && this.settings.exactOnSingleWord !== 'attribute';
    const exactCounts = this.settings.exactOnSingleWord === 'word' ? 1 : 0;
    const { cand, bestTypo, bestAp, bestExact } = this.matcher;
    for (let i = 0; i < n; i++) {
      const d = cand[i]!;
      const key = fromPostings ? packKey(bestTypo[d]!, 0, bestAp[d]!, 1 - (bestExact[d]! & exactCounts)) : this.scoreDoc(d, qw);
      keys[i] = key;
      if (key >>> 24 < minTypos) minTypos = key >>> 24;
    }
    return minTypos;
  }

  private scoreDoc(doc: number, qw: QueryWord[]): number {
    const fwd = this.store.forward[doc]!;
    const W = qw.length;
    const { bestTypo, exact, attrCount, occWord, occPos, matcher } = this;
    bestTypo.fill(9, 0, W);
    exact.fill(0, 0, W);
    const single = W === 1 && this.settings.exactOnSingleWord === 'attribute';
    if (single) attrCount.fill(0);
    let best = 0x7fffffff;
    let occ = 0;
    let singleExactAttrs = 0;
    const { termStamp, termCodes, stamp } = matcher;
    for (let i = 0; i < fwd.length; i += 2) {
      const term = fwd[i]!;
      const ap = fwd[i + 1]!;
      if (single) attrCount[ap >>> 16]!++;
      // most words of a record match no query word: one check skips them
      if (termStamp[term] !== stamp) continue;
      const row = term * MAX_WORDS;
      for (let w = 0; w < W; w++) {
        const code = termCodes[row + w]!;
        if (code === 0) continue;
        const typos = (code - 1) & 3;
        if (typos < bestTypo[w]!) bestTypo[w] = typos;
        if (code & CODE_EXACT) {
          exact[w] = 1;
          if (single) singleExactAttrs |= 1 << (ap >>> 16);
        }
        if (ap < best) best = ap;
        if (W > 1 && occ < MAX_OCCURRENCES) {
          occWord[occ] = w;
          occPos[occ++] = ap;
        }
      }
    }
    let typos = 0;
    let exactWords = 0;
    for (let w = 0; w < W; w++) {
      typos += bestTypo[w]!;
      exactWords += exact[w]!;
    }
    if (W === 1) {
      const mode = this.settings.exactOnSingleWord;
      if (mode === 'none') exactWords = 0;
      else if (mode === 'attribute') {
        exactWords = 0;
        for (let a = 0; a < 16; a++) if (singleExactAttrs & (1 << a) && attrCount[a] === 1) exactWords = 1;
      }
    }
    return packKey(typos, W > 1 ? this.proximity(W, occ) : 0, best, W - exactWords);
  }

  /** Sum over consecutive query words of their closest distance in one attribute (capped). */
  private proximity(W: number, occ: number): number {
    const { occWord, occPos } = this;
    let total = 0;
    for (let w = 0; w + 1 < W; w++) {
      let best = MAX_PROXIMITY;
      for (let i = 0; i < occ; i++) {
        if (occWord[i] !== w) continue;
        const a = occPos[i]!;
        for (let j = 0; j < occ; j++) {
          if (occWord[j] !== w + 1) continue;
          const b = occPos[j]!;
          if (a >>> 16 !== b >>> 16) continue;
          const d = b > a ? b - a : a - b + 1;
          if (d < best) best = d;
        }
      }
      total += best;
    }
    return total;
  }

  /** Drops candidates with more typos than `typoTolerance` min/strict keep; returns the new count. */
  keepFewestTypos(n: number, maxTypos: number): number {
    const { cand } = this.matcher;
    const { keys } = this;
    let kept = 0;
    for (let i = 0; i < n; i++) {
      if (keys[i]! >>> 24 > maxTypos) continue;
      cand[kept] = cand[i]!;
      keys[kept++] = keys[i]!;
    }
    return kept;
  }

  /**
   * Documents of the best `k` candidates, best first. `sort` (a replica's order, see sort.ts) comes
   * before the textual criteria.
   */
  top(n: number, k: number, sort: readonly Float64Array[] = []): number[] {
    const { cand } = this.matcher;
    const { keys } = this;
    const custom = this.store.custom;
    // a < 0 when candidate i ranks before candidate j
    const cmp = (i: number, j: number): number => {
      const di = cand[i]!;
      const dj = cand[j]!;
      for (let c = 0; c < sort.length; c++) {
        const a = sort[c]![di]!;
        const b = sort[c]![dj]!;
        if (a !== b) return a < b ? -1 : 1;
      }
      const dk = keys[i]! - keys[j]!;
      if (dk !== 0) return dk;
      for (let c = 0; c < custom.length; c++) {
        const a = custom[c]![di]!;
        const b = custom[c]![dj]!;
        if (a !== b) return a < b ? -1 : 1;
      }
      return di - dj;
    };
    const heap: number[] = [];
    if (k > 0) {
      for (let i = 0; i < n; i++) {
        if (heap.length < k) {
          heap.push(i);
          siftUp(heap, heap.length - 1, cmp);
        } else if (cmp(i, heap[0]!) < 0) {
          heap[0] = i;
          siftDown(heap, 0, cmp);
        }
      }
    }
    return heap.sort(cmp).map((i) => cand[i]!);
  }

  /** The packed key of the candidate holding `doc` among the first `n` (for ranking info). */
  keyOf(doc: number, n: number): number {
    const { cand } = this.matcher;
    for (let i = 0; i < n; i++) if (cand[i] === doc) return this.keys[i]!;
    return 0;
  }
}

// max-heap on cmp: the worst kept candidate sits at the top
function siftUp(h: number[], i: number, cmp: (a: number, b: number) => number): void {
  while (i > 0) {
    const p = (i - 1) >> 1;
    if (cmp(h[i]!, h[p]!) <= 0) return;
    [h[i], h[p]] = [h[p]!, h[i]!];
    i = p;
  }
}

function siftDown(h: number[], i: number, cmp: (a: number, b: number) => number): void {
  for (;;) {
    const l = 2 * i + 1;
    const r = l + 1;
    let m = i;
    if (l < h.length && cmp(h[l]!, h[m]!) > 0) m = l;
    if (r < h.length && cmp(h[r]!, h[m]!) > 0) m = r;
    if (m === i) return;
    [h[i], h[m]] = [h[m]!, h[i]!];
    i = m;
  }
}
