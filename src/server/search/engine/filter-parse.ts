/**
 * Algolia's `filters` string: `attr:value`, `attr:"two words"`, `attr:1 TO 5`, `attr >= 3`, joined by
 * AND, OR and NOT with parentheses (keywords upper-case, as in Algolia). Errors name the column.
 */
import { invalidParam } from './errors';
import { type FilterNode, NUMERIC_OPS, type NumericOp } from './filter-ast';

/** Parentheses and NOTs one filter may nest (the parser recurses on them). */
export const MAX_FILTER_DEPTH = 32;

type Token = { k: 'word' | 'str' | 'op' | '(' | ')' | ':'; v: string; col: number };

const SPECIAL = new Set(['(', ')', ':', '"', "'", '<', '>', '=', '!', ' ', '\t', '\n', '\r']);

function tokenize(input: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const ch = input[i]!;
    const col = i + 1;
    if (/\s/.test(ch)) i++;
    else if (ch === '(' || ch === ')' || ch === ':') {
      out.push({ k: ch, v: ch, col });
      i++;
    } else if (ch === '"' || ch === "'") {
      let j = i + 1;
      let v = '';
      while (j < input.length && input[j] !== ch) {
        if (input[j] === '\\' && j + 1 < input.length) j++;
        v += input[j];
        j++;
      }
      if (j >= input.length) throw invalidParam(`filters: Unterminated string at col ${col}`);
      out.push({ k: 'str', v, col });
      i = j + 1;
    } else if ('<>=!'.includes(ch)) {
      const op = NUMERIC_OPS.find((o) => input.startsWith(o, i));
      if (!op) throw invalidParam(`filters: Unexpected token '${ch}' at col ${col}`);
      out.push({ k: 'op', v: op, col });
      i += op.length;
    } else {
      let j = i;
      while (j < input.length && !SPECIAL.has(input[j]!)) j++;
      out.push({ k: 'word', v: input.slice(i, j), col });
      i = j;
    }
  }
  return out;
}

class Parser {
  private i = 0;
  private depth = 0;
  constructor(private readonly tokens: Token[]) {}

  parse(): FilterNode {
    const node = this.or();
    const rest = this.tokens[this.i];
    if (rest) throw this.unexpected(rest);
    return node;
  }

  private peek(): Token | undefined {
    return this.tokens[this.i];
  }

  private keyword(word: string): boolean {
    const t = this.peek();
    if (t?.k === 'word' && t.v === word) {
      this.i++;
      return true;
    }
    return false;
  }

  private unexpected(t: Token | undefined): Error {
    return t ? invalidParam(`filters: Unexpected token '${t.v}' at col ${t.col}`) : invalidParam('filters: Unexpected end of filter');
  }

  private or(): FilterNode {
    const c = [this.and()];
    while (this.keyword('OR')) c.push(this.and());
    return c.length === 1 ? c[0]! : { t: 'or', c };
  }

  private and(): FilterNode {
    const c = [this.unary()];
    while (this.keyword('AND')) c.push(this.unary());
    return c.length === 1 ? c[0]! : { t: 'and', c };
  }

  private unary(): FilterNode {
    const t = this.peek();
    if (!(t?.k === '(' || (t?.k === 'word' && t.v === 'NOT'))) return this.predicate();
    if (++this.depth > MAX_FILTER_DEPTH) throw invalidParam(`filters: more than ${MAX_FILTER_DEPTH} nested parentheses or NOTs at col ${t.col}`);
    this.i++;
    let node: FilterNode;
    if (t.k === 'word') node = { t: 'not', c: this.unary() };
    else {
      node = this.or();
      if (this.peek()?.k !== ')') throw this.unexpected(this.peek());
      this.i++;
    }
    this.depth--;
    return node;
  }

  private value(): Token {
    const t = this.peek();
    if (t?.k !== 'word' && t?.k !== 'str') throw this.unexpected(t);
    this.i++;
    return t;
  }

  private number(t: Token): number {
    const n = t.k === 'word' ? Number(t.v) : NaN;
    if (t.v === '' || !Number.isFinite(n)) throw invalidParam(`filters: '${t.v}' is not a number (col ${t.col})`);
    return n;
  }

  private predicate(): FilterNode {
    const attr = this.value().v;
    const t = this.peek();
    if (t?.k === 'op') {
      this.i++;
      return { t: 'num', attr, op: t.v as NumericOp, value: this.number(this.value()) };
    }
    if (t?.k !== ':') throw this.unexpected(t);
    this.i++;
    const first = this.value();
    if (this.keyword('TO')) return { t: 'range', attr, lo: this.number(first), hi: this.number(this.value()) };
    return { t: 'facet', attr, value: first.v };
  }
}

export function parseFilters(input: string): FilterNode | null {
  if (input.trim() === '') return null;
  return new Parser(tokenize(input)).parse();
}
