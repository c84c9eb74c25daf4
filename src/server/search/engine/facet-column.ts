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
  /** Value ids by document. */
  readonly perDoc: (number[] | undefined)[] = [];

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
    this.perDoc[doc] = mine;
  }

  remove(doc: number): void {
    const mine = this.perDoc[doc];
    if (!mine) return;
    for (const id of mine) removeFrom(this.docs[id]!, doc);
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
