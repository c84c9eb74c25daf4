/**
 * One faceting attribute: its distinct values (matched case-insensitively, shown as first written),
 * the documents holding each value (for filters) and the values of each document (for counting).
 */

export class FacetColumn {
  /** Display text by value id. */
  readonly values: string[] = [];
  private readonly ids = new Map<string, number>();
  /** Documents by value id. */
  readonly docs: number[][] = [];
  /**
   * Value ids by document: the id itself when the document has one value (most attributes: a small
   * integer, not an object), a list when it has more. Two objects per document and attribute (a list and
   * its elements) were 800,000 objects on a 50,000-product catalog, marked by every major GC.
   */
  readonly perDoc: (number | number[] | undefined)[] = [];

  constructor(
    readonly path: string,
    readonly countable: boolean,
  ) {}

  valueId(value: string): number | undefined {
    return this.ids.get(value.toLowerCase());
  }

  add(doc: number, values: string[]): void {
    if (values.length === 0) return;
    const mine: number[] = [];
    for (const value of values) {
      const key = value.toLowerCase();
      let id = this.ids.get(key);
      if (id === undefined) {
        id = this.values.length;
        this.ids.set(key, id);
        this.values.push(value);
        this.docs.push([]);
      }
      if (mine.includes(id)) continue;
      mine.push(id);
      this.docs[id]!.push(doc);
    }
    this.perDoc[doc] = mine.length === 1 ? mine[0]! : mine;
  }

  remove(doc: number): void {
    const mine = this.perDoc[doc];
    if (mine === undefined) return;
    if (typeof mine === 'number') removeFrom(this.docs[mine]!, doc);
    else for (const id of mine) removeFrom(this.docs[id]!, doc);
    this.perDoc[doc] = undefined;
  }
}

/** Removes one occurrence of `value` from an unordered list. */
export function removeFrom(list: number[], value: number): void {
  const at = list.indexOf(value);
  if (at < 0) return;
  list[at] = list[list.length - 1]!;
  list.pop();
}
