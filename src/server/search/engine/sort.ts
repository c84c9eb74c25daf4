/**
 * Sort orders of replica indices (Algolia's `<index>_<attribute>_<asc|desc>` replicas, whose own
 * customRanking comes before the textual ranking): per criterion, one value per document slot, turned
 * so that lower sorts first; a record without a numeric value sorts last in either direction, as in
 * Algolia. Columns are read from the records on first use and kept until the next write.
 */
import { getPath } from './paths';
import type { CustomCriterion } from './settings';
import type { DocumentStore } from './store';

export class SortColumns {
  private readonly cache = new Map<string, Float64Array>();
  private version = -1;

  constructor(private readonly store: DocumentStore) {}

  columns(criteria: readonly CustomCriterion[]): Float64Array[] {
    if (this.version !== this.store.version) {
      this.cache.clear();
      this.version = this.store.version;
    }
    return criteria.map((c) => {
      const id = `${c.desc ? 'desc' : 'asc'}(${c.path})`;
      let column = this.cache.get(id);
      if (!column) {
        column = this.read(c);
        this.cache.set(id, column);
      }
      return column;
    });
  }

  private read({ path, desc }: CustomCriterion): Float64Array {
    const { records, capacity } = this.store;
    const out = new Float64Array(capacity).fill(Infinity);
    for (let doc = 0; doc < Math.min(records.length, capacity); doc++) {
      const record = records[doc];
      if (!record) continue;
      const raw = getPath(record, path);
      const v = raw === null || raw === undefined || raw === '' || typeof raw === 'object' ? NaN : Number(raw);
      if (Number.isFinite(v)) out[doc] = desc ? -v : v;
    }
    return out;
  }
}
