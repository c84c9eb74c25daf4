/**
 * One request of a multi-query, as algoliasearch and InstantSearch send it: parameters flattened into
 * the request or inside a urlencoded `params` string (values there are text: numbers, booleans and
 * JSON arrays are decoded). Known parameters are checked; unknown ones are ignored.
 */
import { findInputProblem, jsonTooDeep } from '../../input-guard';
import { invalidParam } from './errors';
import { allOf, type FilterNode } from './filter-ast';
import { facetFiltersToNode, numericFiltersToNode, tagFiltersToNode } from './filter-params';
import { parseFilters } from './filter-parse';

export interface SearchParams {
  indexName: string;
  type: 'default' | 'facet';
  query: string;
  filter: FilterNode | null;
  facets: string[];
  maxValuesPerFacet: number;
  page: number;
  hitsPerPage: number;
  highlightPreTag: string;
  highlightPostTag: string;
  /** null: every attribute. */
  attributesToRetrieve: string[] | null;
  /** null: the index's default (its searchable attributes). */
  attributesToHighlight: string[] | null;
  analytics: boolean;
  clickAnalytics: boolean;
  getRankingInfo: boolean;
  typoTolerance: boolean | 'min' | 'strict';
  queryType: 'prefixLast' | 'prefixAll' | 'prefixNone';
  userToken: string | null;
  facet: string | null;
  facetQuery: string;
  maxFacetHits: number;
  /** Every parameter as received (after decoding), for the echo and for analytics. */
  raw: Record<string, unknown>;
}

const NUMBERS = new Set(['page', 'hitsPerPage', 'maxValuesPerFacet', 'maxFacetHits']);
const BOOLEANS = new Set(['analytics', 'clickAnalytics', 'getRankingInfo']);
const LISTS = new Set(['facets', 'attributesToRetrieve', 'attributesToHighlight', 'analyticsTags']);

/** A value of the urlencoded `params` string in the type a flattened parameter would have. */
function decode(key: string, value: string): unknown {
  if (NUMBERS.has(key)) return value.trim() === '' ? NaN : Number(value);
  if (BOOLEANS.has(key) || key === 'typoTolerance') return value === 'true' ? true : value === 'false' ? false : value;
  if (LISTS.has(key)) {
    if (value.trim().startsWith('[')) {
      if (jsonTooDeep(value)) throw invalidParam(`${key}: nested too deeply`);
      try {
        return JSON.parse(value);
      } catch {
        throw invalidParam(`${key}: invalid JSON array`);
      }
    }
    return value.split(',').map((s) => s.trim()).filter(Boolean);
  }
  return value;
}

function int(raw: Record<string, unknown>, key: string, fallback: number, min: number, max: number): number {
  const v = raw[key];
  if (v === undefined) return fallback;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max)
    throw invalidParam(`Invalid value for ${key}: expected an integer between ${min} and ${max}`);
  return v;
}

function bool(raw: Record<string, unknown>, key: string, fallback: boolean): boolean {
  const v = raw[key];
  if (v === undefined) return fallback;
  if (typeof v !== 'boolean') throw invalidParam(`Invalid value for ${key}: expected a boolean`);
  return v;
}

function str(raw: Record<string, unknown>, key: string, fallback: string, max = 512): string {
  const v = raw[key];
  if (v === undefined || v === null) return fallback;
  if (typeof v !== 'string' || v.length > max) throw invalidParam(`Invalid value for ${key}: expected a string of at most ${max} characters`);
  return v;
}

function list(raw: Record<string, unknown>, key: string): string[] | null {
  const v = raw[key];
  if (v === undefined || v === null) return null;
  const arr = typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v;
  if (!Array.isArray(arr) || !arr.every((s) => typeof s === 'string'))
    throw invalidParam(`Invalid value for ${key}: expected an array of strings`);
  return arr;
}

function typoTolerance(raw: Record<string, unknown>): SearchParams['typoTolerance'] {
  const v = raw.typoTolerance;
  if (v === undefined || v === true || v === 'true') return true;
  if (v === false || v === 'false') return false;
  if (v === 'min' || v === 'strict') return v;
  throw invalidParam('Invalid value for typoTolerance: expected true, false, min or strict');
}

function queryType(raw: Record<string, unknown>): SearchParams['queryType'] {
  const v = raw.queryType ?? 'prefixLast';
  if (v === 'prefixLast' || v === 'prefixAll' || v === 'prefixNone') return v;
  throw invalidParam('Invalid value for queryType: expected prefixLast, prefixAll or prefixNone');
}

export function parseRequest(request: unknown): SearchParams {
  if (request === null || typeof request !== 'object' || Array.isArray(request)) throw invalidParam('Each request must be an object');
  const { params, indexName, type, ...flat } = request as Record<string, unknown>;
  if (typeof indexName !== 'string' || indexName === '' || indexName.length > 256) throw invalidParam('indexName is required');
  if (type !== undefined && type !== 'default' && type !== 'facet') throw invalidParam('type must be default or facet');
  if (params !== undefined && typeof params !== 'string') throw invalidParam('params must be a urlencoded string');
  const raw: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(params ?? '')) raw[key] = decode(key, value);
  for (const [key, value] of Object.entries(flat)) if (value !== undefined) raw[key] = value;
  const problem = findInputProblem(raw);
  if (problem) throw invalidParam(`Invalid value for ${problem.path.slice(1).replace(/\//g, '.')}: ${problem.reason === 'control' ? 'control characters are not allowed' : 'nested too deeply'}`);

  const filter = allOf([
    parseFilters(str(raw, 'filters', '', 16_384)),
    facetFiltersToNode(raw.facetFilters),
    numericFiltersToNode(raw.numericFilters),
    tagFiltersToNode(raw.tagFilters),
  ]);
  const facets = list(raw, 'facets') ?? [];
  const facet = type === 'facet' ? str(raw, 'facet', '', 256) : '';
  if (type === 'facet' && facet === '') throw invalidParam('facet is required when type is facet');
  return {
    indexName,
    type: type === 'facet' ? 'facet' : 'default',
    query: str(raw, 'query', ''),
    filter,
    facets,
    maxValuesPerFacet: int(raw, 'maxValuesPerFacet', 100, 0, 1000),
    page: int(raw, 'page', 0, 0, 1_000_000),
    hitsPerPage: int(raw, 'hitsPerPage', 20, 0, 1000),
    highlightPreTag: str(raw, 'highlightPreTag', '<em>', 256),
    highlightPostTag: str(raw, 'highlightPostTag', '</em>', 256),
    attributesToRetrieve: list(raw, 'attributesToRetrieve'),
    attributesToHighlight: list(raw, 'attributesToHighlight'),
    analytics: bool(raw, 'analytics', true),
    clickAnalytics: bool(raw, 'clickAnalytics', false),
    getRankingInfo: bool(raw, 'getRankingInfo', false),
    typoTolerance: typoTolerance(raw),
    queryType: queryType(raw),
    userToken: raw.userToken === undefined ? null : str(raw, 'userToken', '', 129),
    facet: facet || null,
    facetQuery: str(raw, 'facetQuery', ''),
    maxFacetHits: int(raw, 'maxFacetHits', 10, 1, 100),
    raw,
  };
}

/** The parameters echoed back as Algolia does: urlencoded, non-string values as JSON. */
export function paramsString(raw: Record<string, unknown>): string {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(raw)) out.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  return out.toString();
}
