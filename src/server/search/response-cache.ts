/**
 * Answers of the multi-query endpoint kept serialised (UTF-8 bytes, ready for the socket) with the
 * history entries they make, keyed by the caller's key kind and the exact request body, valid while
 * the index version they were computed on stands (any write bumps it). Autocomplete traffic repeats
 * the same prefixes, so most answers are a lookup. Each served copy gets fresh queryIDs (a queryID
 * names one search for Insights).
 */
import { randomUUID } from 'node:crypto';
import { historyEntries, type ResultSummary } from './history';
import { queryIdPrefix } from './query-id';
import type { MultiSearchResponse, QueryRequest } from './port';
import type { HistoryEntry } from './recorder';

const SENTINEL = `"queryID":"${'Q'.repeat(32)}"`;
const MAX_ENTRIES = 2000;
/** Bigger answers are not kept (a page of 1,000 hits). */
const MAX_BYTES = 512 * 1024;

export interface Answer {
  /** The JSON text split where each queryID goes. */
  parts: Buffer[];
  /** Per queryID place, the half naming its search text (query-id.ts). */
  prefixes: string[];
  /** What the history records for this body (a null userToken takes the caller's header token). */
  history: HistoryEntry[];
}

export function summarize(response: MultiSearchResponse): ResultSummary[] {
  return response.results.map((r) => ('hits' in r ? { query: r.query, page: r.page, nbHits: r.nbHits } : null));
}

/**
 * 32 hex digits: the search text's half (query-id.ts) and a random half; randomUUID draws from a
 * prefetched entropy pool, far cheaper than randomBytes per call.
 */
export function newQueryID(prefix?: string): string {
  const random = randomUUID().replace(/-/g, '');
  return prefix ? prefix + random.slice(0, 16) : random;
}

export function toAnswer(requests: QueryRequest[], response: MultiSearchResponse): Answer {
  const prefixes = response.results.flatMap((r) => ('queryID' in r && r.queryID ? [queryIdPrefix(r.query)] : []));
  const marked = {
    results: response.results.map((r) => ('queryID' in r && r.queryID ? { ...r, queryID: 'Q'.repeat(32) } : r)),
  };
  return {
    parts: JSON.stringify(marked)
      .split(SENTINEL)
      .map((p) => Buffer.from(p)),
    prefixes,
    history: historyEntries(requests, summarize(response), null),
  };
}

/** The answer's JSON bytes with a fresh queryID in each place. */
export function render(answer: Answer): Buffer {
  const { parts, prefixes } = answer;
  if (parts.length === 1) return parts[0]!;
  const chunks: Buffer[] = [parts[0]!];
  for (let i = 1; i < parts.length; i++) chunks.push(Buffer.from(`"queryID":"${newQueryID(prefixes[i - 1])}"`, 'latin1'), parts[i]!);
  return Buffer.concat(chunks);
}

export class ResponseCache {
  private readonly entries = new Map<string, { version: number; answer: Answer }>();

  get(key: string, version: number): Answer | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key);
    if (hit.version !== version) return undefined;
    this.entries.set(key, hit);
    return hit.answer;
  }

  set(key: string, version: number, answer: Answer): void {
    if (answer.parts.reduce((n, p) => n + p.byteLength, 0) > MAX_BYTES) return;
    this.entries.delete(key);
    this.entries.set(key, { version, answer });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }
}
