/**
 * The term dictionary: every normalised word of the searchable attributes, in a trie. A query word
 * walks the trie with one row of a Damerau (optimal string alignment) edit-distance table per depth,
 * pruning a branch as soon as every cell of its row exceeds the allowed typos, so a lookup touches only
 * the few nodes near the word. In prefix mode (the last query word) a term also matches when one of
 * its prefixes is close enough to the word.
 */

interface Node {
  chars: number[];
  kids: Node[];
  /** Term id ending here, or -1. */
  term: number;
}

const newNode = (): Node => ({ chars: [], kids: [], term: -1 });

/** Called once per matching term: its id, the fewest typos it matches with, and whether it equals the word. */
export type TermVisitor = (term: number, typos: number, exact: boolean, prefixOnly: boolean) => void;

export class TermDictionary {
  private readonly root = newNode();
  private readonly ids = new Map<string, number>();
  readonly terms: string[] = [];
  private rows: Int32Array[] = [];
  private word: Int32Array = new Int32Array(64);
  private m = 0;
  private k = 0;
  private prefix = false;
  private visit: TermVisitor = () => undefined;

  get size(): number {
    return this.terms.length;
  }

  id(term: string): number | undefined {
    return this.ids.get(term);
  }

  /** The id of a term, adding it when new. */
  add(term: string): number {
    const known = this.ids.get(term);
    if (known !== undefined) return known;
    let node = this.root;
    for (let i = 0; i < term.length; i++) {
      const c = term.charCodeAt(i);
      const at = node.chars.indexOf(c);
      if (at >= 0) node = node.kids[at]!;
      else {
        const kid = newNode();
        node.chars.push(c);
        node.kids.push(kid);
        node = kid;
      }
    }
    const id = this.terms.length;
    node.term = id;
    this.terms.push(term);
    this.ids.set(term, id);
    return id;
  }

  /** Visits every term within `maxTypos` edits of `word` (or of a prefix of the term, when `prefix`). */
  match(word: string, maxTypos: number, prefix: boolean, visit: TermVisitor): void {
    const m = word.length;
    if (m === 0) return;
    if (this.word.length < m) this.word = new Int32Array(m * 2);
    for (let i = 0; i < m; i++) this.word[i] = word.charCodeAt(i);
    this.m = m;
    this.k = maxTypos;
    this.prefix = prefix;
    this.visit = visit;
    const row0 = this.row(0);
    for (let j = 0; j <= m; j++) row0[j] = j;
    this.walk(this.root, 0, -1, Infinity);
  }

  private row(depth: number): Int32Array {
    let r = this.rows[depth];
    if (!r || r.length <= this.m) {
      r = new Int32Array(Math.max(this.m + 1, 32));
      this.rows[depth] = r;
    }
    return r;
  }

  private walk(node: Node, depth: number, prevChar: number, best: number): void {
    const { m, k, word } = this;
    const prev = this.rows[depth]!;
    const before = depth > 0 ? this.rows[depth - 1]! : null;
    const row = this.row(depth + 1);
    for (let n = 0; n < node.chars.length; n++) {
      const c = node.chars[n]!;
      const kid = node.kids[n]!;
      row[0] = depth + 1;
      let min = row[0]!;
      for (let j = 1; j <= m; j++) {
        const wc = word[j - 1]!;
        let v = prev[j - 1]! + (wc === c ? 0 : 1);
        const del = prev[j]! + 1;
        const ins = row[j - 1]! + 1;
        if (del < v) v = del;
        if (ins < v) v = ins;
        if (before !== null && j > 1 && wc === prevChar && word[j - 2] === c) {
          const tr = before[j - 2]! + 1;
          if (tr < v) v = tr;
        }
        row[j] = v;
        if (v < min) min = v;
      }
      const full = row[m]!;
      const b = this.prefix && full < best ? full : best;
      if (kid.term >= 0) {
        const typos = full < b ? full : b;
        if (typos <= k) this.visit(kid.term, typos, full === 0, full > k || full > b);
      }
      if (min <= k) this.walk(kid, depth + 1, c, b);
      else if (b <= k) this.collect(kid, b);
    }
  }

  /** Every term below `node` matches as a prefix with `typos` (no deeper row can do better). */
  private collect(node: Node, typos: number): void {
    for (let n = 0; n < node.kids.length; n++) {
      const kid = node.kids[n]!;
      if (kid.term >= 0) this.visit(kid.term, typos, false, true);
      this.collect(kid, typos);
    }
  }
}
