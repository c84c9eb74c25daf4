/**
 * `_highlightResult` of a hit, shaped like the record (nested objects and arrays kept): each string
 * leaf gets its value with the matched parts wrapped in the query's tags, a matchLevel (none, partial,
 * full) and the query words it matched. A word matched whole (exactly or with typos) is wrapped whole;
 * a prefix match wraps only the typed part ('<em>Arro</em>z').
 */
import { CODE_PREFIX_ONLY, type QueryMatcher, type QueryWord } from './match';
import { getPath } from './paths';
import type { TermDictionary } from './dictionary';
import { originalPrefixLength, wordSpans } from './text';

export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}
export type HighlightTree = HighlightValue | HighlightTree[] | { [key: string]: HighlightTree };

export interface HighlightContext {
  words: QueryWord[];
  matcher: QueryMatcher;
  dict: TermDictionary;
  pre: string;
  post: string;
}

/** How a normalised word of the text matches query word `w`: 0 none, 1 whole word, 2 prefix. */
function matchKind(ctx: HighlightContext, word: string, w: number): number {
  const term = ctx.dict.id(word);
  if (term !== undefined) {
    const code = ctx.matcher.code(term, w);
    if (code !== 0) return code & CODE_PREFIX_ONLY ? 2 : 1;
    return 0;
  }
  const q = ctx.words[w]!;
  if (word === q.text) return 1;
  return q.prefix && word.startsWith(q.text) ? 2 : 0;
}

export function highlightText(text: string, ctx: HighlightContext): HighlightValue {
  const spans = wordSpans(text);
  const matched = new Set<number>();
  let out = '';
  let at = 0;
  let whole = 0;
  for (const s of spans) {
    let end = -1;
    for (let w = 0; w < ctx.words.length; w++) {
      const kind = matchKind(ctx, s.word, w);
      if (kind === 0) continue;
      matched.add(w);
      const e = kind === 1 ? s.end : s.start + originalPrefixLength(text.slice(s.start, s.end), ctx.words[w]!.text.length);
      if (e > end) end = e;
    }
    if (end < 0) continue;
    if (end === s.end) whole++;
    out += text.slice(at, s.start) + ctx.pre + text.slice(s.start, end) + ctx.post;
    at = end;
  }
  const matchedWords = [...matched].sort((a, b) => a - b).map((w) => ctx.words[w]!.text);
  const matchLevel = matched.size === 0 ? 'none' : matched.size === ctx.words.length ? 'full' : 'partial';
  const result: HighlightValue = { value: out + text.slice(at), matchLevel, matchedWords };
  if (matched.size > 0) result.fullyHighlighted = whole === spans.length;
  return result;
}

function highlightValue(value: unknown, ctx: HighlightContext): HighlightTree | undefined {
  if (typeof value === 'string' || typeof value === 'number') return highlightText(String(value), ctx);
  if (Array.isArray(value)) return value.map((v) => highlightValue(v, ctx)).filter((v): v is HighlightTree => v !== undefined);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, HighlightTree> = {};
    for (const [k, v] of Object.entries(value)) {
      const h = highlightValue(v, ctx);
      if (h !== undefined) out[k] = h;
    }
    return out;
  }
  return undefined;
}

/** The `_highlightResult` of one record for the given attribute paths. */
export function highlightRecord(record: Record<string, unknown>, attributes: string[], ctx: HighlightContext): Record<string, HighlightTree> {
  const out: Record<string, HighlightTree> = {};
  const all = attributes.includes('*');
  const paths = all ? Object.keys(record).filter((k) => k !== 'objectID') : attributes;
  for (const path of paths) {
    const h = highlightValue(getPath(record, path), ctx);
    if (h === undefined) continue;
    const keys = path.split('.');
    let node = out as Record<string, HighlightTree>;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, HighlightTree>;
    node[keys[keys.length - 1]!] = h;
  }
  return out;
}
