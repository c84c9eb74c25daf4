/**
 * The attributes a restricted key may read (Algolia secured keys' attributesToRetrieve and
 * attributesToHighlight): a request's own lists are narrowed to them, never widened, and its filters
 * may only name faceting attributes or readable ones, so a key cannot probe values it may not read.
 */
import { invalidParam } from './errors';
import type { FilterNode } from './filter-ast';
import type { SearchParams } from './params';
import type { ResolvedSettings } from './settings';

export interface AttributeLimits {
  /** The most a query may retrieve; a path covers its sub-attributes; null: anything. */
  retrieve: string[] | null;
  /** The most a query may highlight; null: anything. */
  highlight: string[] | null;
}

const covers = (allowed: string[], path: string) => allowed.some((a) => path === a || path.startsWith(`${a}.`));

/** `requested` (null or '*': every attribute) within `allowed`. */
function narrow(requested: string[] | null, allowed: string[]): string[] {
  if (requested === null || requested.includes('*')) {
    const excluded = (requested ?? []).filter((a) => a.startsWith('-')).map((a) => a.slice(1));
    return allowed.filter((a) => !excluded.includes(a));
  }
  const out = new Set<string>();
  for (const path of requested) {
    if (covers(allowed, path)) out.add(path);
    else for (const a of allowed) if (a.startsWith(`${path}.`)) out.add(a);
  }
  return [...out];
}

function filterAttributes(node: FilterNode | null, out: Set<string> = new Set()): Set<string> {
  if (node === null) return out;
  if (node.t === 'and' || node.t === 'or') for (const c of node.c) filterAttributes(c, out);
  else if (node.t === 'not') filterAttributes(node.c, out);
  else out.add(node.attr);
  return out;
}

export function limitParams(p: SearchParams, limits: AttributeLimits, settings: ResolvedSettings): SearchParams {
  const { retrieve, highlight } = limits;
  if (retrieve !== null) {
    for (const attr of filterAttributes(p.filter))
      if (!settings.facets.has(attr) && !covers(retrieve, attr)) throw invalidParam(`filters: attribute ${attr} is not allowed with this API key`);
  }
  return {
    ...p,
    attributesToRetrieve: retrieve === null ? p.attributesToRetrieve : narrow(p.attributesToRetrieve, retrieve),
    attributesToHighlight: highlight === null ? p.attributesToHighlight : narrow(p.attributesToHighlight ?? settings.highlight, highlight),
  };
}
