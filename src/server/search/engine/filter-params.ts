/**
 * facetFilters, numericFilters and tagFilters: an array is an AND of its items, a nested array an OR;
 * `attr:-value` excludes (`attr:\-value` is a literal minus). A string is a JSON array or a
 * comma-separated list, as the legacy `params` string sends them.
 */
import { jsonTooDeep } from '../../input-guard';
import { invalidParam } from './errors';
import { allOf, anyOf, type FilterNode, NUMERIC_OPS, type NumericOp } from './filter-ast';

type Nested = string | Nested[];

/** Items of a filter list: arrays kept, a JSON string parsed, a plain string split on commas. */
function items(name: string, raw: unknown): Nested[] {
  if (raw === undefined || raw === null || raw === '') return [];
  if (Array.isArray(raw)) return raw as Nested[];
  if (typeof raw !== 'string') throw invalidParam(`${name}: expected an array or a string`);
  const text = raw.trim();
  if (text.startsWith('[')) {
    if (jsonTooDeep(text)) throw invalidParam(`${name}: nested too deeply`);
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return parsed as Nested[];
    } catch {
      /* falls through to the error below */
    }
    throw invalidParam(`${name}: invalid JSON array`);
  }
  return splitTopLevel(text).map((part) => (part.startsWith('(') && part.endsWith(')') ? splitTopLevel(part.slice(1, -1)) : part));
}

function splitTopLevel(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')') depth--;
    else if (text[i] === ',' && depth === 0) {
      out.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(text.slice(start).trim());
  return out.filter(Boolean);
}

function combine(name: string, raw: unknown, leaf: (s: string) => FilterNode): FilterNode | null {
  const nodes = items(name, raw).map((item): FilterNode | null => {
    if (typeof item === 'string') return leaf(item);
    if (!Array.isArray(item)) throw invalidParam(`${name}: expected strings or arrays of strings`);
    return anyOf(
      item.map((inner) => {
        if (typeof inner !== 'string') throw invalidParam(`${name}: nested arrays go one level deep`);
        return leaf(inner);
      }),
    );
  });
  return allOf(nodes);
}

function facetLeaf(name: string, text: string): FilterNode {
  const colon = text.indexOf(':');
  if (colon <= 0) throw invalidParam(`${name}: '${text}' must be attribute:value`);
  const attr = text.slice(0, colon).trim();
  let value = text.slice(colon + 1).trim();
  let negated = false;
  if (value.startsWith('-')) {
    negated = true;
    value = value.slice(1);
  } else if (value.startsWith('\\-')) value = value.slice(1);
  if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
  const node: FilterNode = { t: 'facet', attr, value };
  return negated ? { t: 'not', c: node } : node;
}

function numericLeaf(text: string): FilterNode {
  const range = /^\s*([^:<>=!\s]+)\s*:\s*(-?[\d.eE+-]+)\s+TO\s+(-?[\d.eE+-]+)\s*$/.exec(text);
  if (range) {
    const lo = Number(range[2]);
    const hi = Number(range[3]);
    if (Number.isFinite(lo) && Number.isFinite(hi)) return { t: 'range', attr: range[1]!, lo, hi };
  }
  for (const op of NUMERIC_OPS) {
    const at = text.indexOf(op);
    if (at <= 0) continue;
    // '<=' must not be read as '<' followed by '=x'
    if (NUMERIC_OPS.some((o) => o.length === 2 && o !== op && text.startsWith(o, at - 1))) continue;
    const attr = text.slice(0, at).trim();
    const value = Number(text.slice(at + op.length).trim());
    if (attr && Number.isFinite(value) && text.slice(at + op.length).trim() !== '') return { t: 'num', attr, op: op as NumericOp, value };
  }
  throw invalidParam(`numericFilters: invalid filter '${text}'`);
}

export function facetFiltersToNode(raw: unknown): FilterNode | null {
  return combine('facetFilters', raw, (s) => facetLeaf('facetFilters', s));
}

export function numericFiltersToNode(raw: unknown): FilterNode | null {
  return combine('numericFilters', raw, numericLeaf);
}

export function tagFiltersToNode(raw: unknown): FilterNode | null {
  return combine('tagFilters', raw, (s) => facetLeaf('tagFilters', `_tags:${s}`));
}
