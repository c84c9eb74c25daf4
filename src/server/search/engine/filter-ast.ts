/** Filters of every syntax (filters string, facetFilters, numericFilters, tagFilters) as one tree. */

export type NumericOp = '<' | '<=' | '=' | '!=' | '>=' | '>';

export type FilterNode =
  | { t: 'and'; c: FilterNode[] }
  | { t: 'or'; c: FilterNode[] }
  | { t: 'not'; c: FilterNode }
  | { t: 'facet'; attr: string; value: string }
  | { t: 'num'; attr: string; op: NumericOp; value: number }
  | { t: 'range'; attr: string; lo: number; hi: number };

export const NUMERIC_OPS: readonly NumericOp[] = ['<=', '>=', '!=', '<', '>', '='];

export function allOf(nodes: (FilterNode | null)[]): FilterNode | null {
  const c = nodes.filter((n): n is FilterNode => n !== null);
  if (c.length === 0) return null;
  return c.length === 1 ? c[0]! : { t: 'and', c };
}

export function anyOf(nodes: FilterNode[]): FilterNode | null {
  if (nodes.length === 0) return null;
  return nodes.length === 1 ? nodes[0]! : { t: 'or', c: nodes };
}

export function compare(v: number, op: NumericOp, ref: number): boolean {
  switch (op) {
    case '<':
      return v < ref;
    case '<=':
      return v <= ref;
    case '=':
      return v === ref;
    case '!=':
      return v !== ref;
    case '>=':
      return v >= ref;
    case '>':
      return v > ref;
  }
}
