/**
 * The documents of one index and what is precomputed from them at write time: a forward list of
 * (term, attribute, position) per document, a posting list of documents per term, one column per
 * faceting attribute and one typed array per custom-ranking criterion. Slots of deleted documents are
 * reused; scratch arrays of the query side are sized by `capacity`.
 */
import { type Bitset, clearBit, createBitset, setBit } from './bitset';
import { TermDictionary } from './dictionary';
import { FacetColumn } from './facet-column';
import { getPath, leaves, type SearchRecord } from './paths';
import type { ResolvedSettings } from './settings';
import { words } from './text';

/** Positions beyond this are counted as this one (ranking only looks at the first words). */
const MAX_POSITION = 255;

/** Removes the pair starting with `doc` from a list of pairs (the last pair takes its place). */
function removePair(pairs: number[], doc: number): void {
  for (let i = 0; i < pairs.length; i += 2) {
    if (pairs[i] !== doc) continue;
    pairs[i] = pairs[pairs.length - 2]!;
    pairs[i + 1] = pairs[pairs.length - 1]!;
    pairs.length -= 2;
    return;
  }
}

export class DocumentStore {
  readonly dict = new TermDictionary();
  readonly records: (SearchRecord | undefined)[] = [];
  /** Per document: pairs of [term id, attribute index << 16 | position]. */
  readonly forward: (Int32Array | undefined)[] = [];
  /**
   * Per term: pairs of [document, attribute << 16 | position of its first occurrence] (each document
   * once, unordered). The first occurrence is the best one for the attribute criterion.
   */
  readonly postings: (number[] | undefined)[] = [];
  readonly facets = new Map<string, FacetColumn>();
  /** Per custom criterion, per document: the value turned so that lower ranks first. */
  custom: Float64Array[];
  alive: Bitset;
  capacity = 1024;
  count = 0;
  /** Bumped by every write; caches of the query side compare it. */
  version = 0;
  private readonly byId = new Map<string, number>();
  private readonly free: number[] = [];

  constructor(readonly settings: ResolvedSettings) {
    for (const [path, { countable }] of settings.facets) this.facets.set(path, new FacetColumn(path, countable));
    this.custom = settings.custom.map(() => new Float64Array(this.capacity));
    this.alive = createBitset(this.capacity);
  }

  docOf(objectID: string): number | undefined {
    return this.byId.get(objectID);
  }

  get(objectID: string): SearchRecord | undefined {
    const doc = this.byId.get(objectID);
    return doc === undefined ? undefined : this.records[doc];
  }

  upsert(record: SearchRecord): void {
    let doc = this.byId.get(record.objectID);
    if (doc !== undefined) this.unindex(doc);
    else {
      doc = this.free.pop() ?? this.records.length;
      if (doc >= this.capacity) this.grow(doc + 1);
      this.byId.set(record.objectID, doc);
      this.count++;
    }
    this.records[doc] = record;
    setBit(this.alive, doc);
    this.index(doc, record);
    this.version++;
  }

  remove(objectID: string): boolean {
    const doc = this.byId.get(objectID);
    if (doc === undefined) return false;
    this.unindex(doc);
    this.byId.delete(objectID);
    this.records[doc] = undefined;
    clearBit(this.alive, doc);
    this.free.push(doc);
    this.count--;
    this.version++;
    return true;
  }

  /** Forgets every document at once (the dictionary keeps its words; unused ones match nothing). */
  clear(): void {
    this.records.length = 0;
    this.forward.length = 0;
    this.postings.length = 0;
    for (const [path, column] of this.facets) this.facets.set(path, new FacetColumn(path, column.countable));
    for (const c of this.custom) c.fill(0);
    this.alive.fill(0);
    this.byId.clear();
    this.free.length = 0;
    this.count = 0;
    this.version++;
  }

  private index(doc: number, record: SearchRecord): void {
    const tokens: number[] = [];
    const seen: number[] = [];
    this.settings.searchable.forEach((attr, a) => {
      let pos = 0;
      for (const leaf of leaves(getPath(record, attr.path))) {
        for (const w of words(String(leaf))) {
          const term = this.dict.add(w);
          const ap = (a << 16) | (attr.unordered ? 0 : Math.min(pos, MAX_POSITION));
          tokens.push(term, ap);
          pos++;
          if (seen.includes(term)) continue;
          seen.push(term);
          (this.postings[term] ??= []).push(doc, ap);
        }
      }
    });
    this.forward[doc] = Int32Array.from(tokens);
    for (const column of this.facets.values()) column.add(doc, leaves(getPath(record, column.path)).map(String).filter(Boolean));
    this.settings.custom.forEach((c, i) => {
      const v = Number(getPath(record, c.path));
      this.custom[i]![doc] = Number.isFinite(v) ? (c.desc ? -v : v) : Infinity;
    });
  }

  private unindex(doc: number): void {
    const fwd = this.forward[doc];
    if (fwd) {
      const done: number[] = [];
      for (let i = 0; i < fwd.length; i += 2) {
        const term = fwd[i]!;
        if (done.includes(term)) continue;
        done.push(term);
        removePair(this.postings[term]!, doc);
      }
    }
    this.forward[doc] = undefined;
    for (const column of this.facets.values()) column.remove(doc);
  }

  private grow(min: number): void {
    let cap = this.capacity;
    while (cap < min) cap *= 2;
    this.custom = this.custom.map((old) => {
      const next = new Float64Array(cap);
      next.set(old);
      return next;
    });
    const alive = createBitset(cap);
    alive.set(this.alive);
    this.alive = alive;
    this.capacity = cap;
  }
}
