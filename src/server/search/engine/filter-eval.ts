/**
 * Turns a filter tree into the bit set of documents it keeps. A value of a faceting attribute comes
 * from that facet's document list; any other attribute (numeric ones included) is read from the
 * records once. Results are cached by the tree's text until the next write to the index.
 */
import { and, andNot, type Bitset, createBitset, fromDocs, or, setBit } from './bitset';
import { compare, type FilterNode } from './filter-ast';
import { getPath, leaves } from './paths';
import type { DocumentStore } from './store';

const CACHE_SIZE = 512;

export class FilterEvaluator {
  private cache = new Map<string, Bitset>();
  private version = -1;

  constructor(private readonly store: DocumentStore) {}

  /** Documents kept by `node`; null keeps every document. */
  evaluate(node: FilterNode | null): Bitset | null {
    if (node === null) return null;
    if (this.version !== this.store.version) {
      this.cache.clear();
      this.version = this.store.version;
    }
    const key = JSON.stringify(node);
    let bits = this.cache.get(key);
    if (!bits) {
      bits = this.eval(node);
      if (this.cache.size >= CACHE_SIZE) this.cache.clear();
      this.cache.set(key, bits);
    }
    return bits;
  }

  private eval(node: FilterNode): Bitset {
    switch (node.t) {
      case 'and':
        return node.c.map((c) => this.eval(c)).reduce(and);
      case 'or':
        return node.c.map((c) => this.eval(c)).reduce(or);
      case 'not':
        return andNot(this.store.alive, this.eval(node.c));
      case 'facet':
        return this.facet(node.attr, node.value);
      case 'num':
        return this.scan(node.attr, (v) => compare(v, node.op, node.value));
      case 'range':
        return this.scan(node.attr, (v) => v >= node.lo && v <= node.hi);
    }
  }

  private facet(attr: string, value: string): Bitset {
    const { store } = this;
    const column = store.facets.get(attr);
    if (column) {
      const id = column.valueId(value);
      return id === undefined ? createBitset(store.capacity) : fromDocs(store.capacity, column.docs[id]!);
    }
    const wanted = value.toLowerCase();
    return this.select((record) => leaves(getPath(record, attr)).some((v) => String(v).toLowerCase() === wanted));
  }

  private scan(attr: string, test: (v: number) => boolean): Bitset {
    return this.select((record) =>
      leaves(getPath(record, attr)).some((v) => {
        const n = typeof v === 'number' ? v : typeof v === 'boolean' ? Number(v) : Number(v === '' ? NaN : v);
        return Number.isFinite(n) && test(n);
      }),
    );
  }

  private select(keep: (record: unknown) => boolean): Bitset {
    const { records, capacity } = this.store;
    const out = createBitset(capacity);
    for (let d = 0; d < records.length; d++) {
      const r = records[d];
      if (r !== undefined && keep(r)) setBit(out, d);
    }
    return out;
  }
}
