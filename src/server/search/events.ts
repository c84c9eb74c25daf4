/**
 * Validation of Insights events (POST /1/events) with Algolia's rules: eventType click, conversion or
 * view; eventName 1-64 characters; userToken 1-129 of [A-Za-z0-9_=/+-]; either objectIDs (1-20) or
 * filters (1-10); eventSubtype addToCart or purchase only on conversions; a click after a search (with queryID) carries one position per objectID; timestamps
 * within the last 4 days. The first broken rule answers 422 with its message.
 */
import { SearchError } from './engine/errors';
import type { EventEntry } from './recorder';

const TYPES = new Set(['click', 'conversion', 'view']);
const SUBTYPES = new Set(['addToCart', 'purchase']);
const TOKEN = /^[A-Za-z0-9_=/+-]{1,129}$/;
const QUERY_ID = /^[0-9a-f]{32}$/i;
const MAX_AGE_MS = 4 * 24 * 3600 * 1000;
const MAX_AHEAD_MS = 3600 * 1000;

function fail(i: number, message: string): never {
  throw new SearchError(422, `events[${i}]: ${message}`);
}

function stringList(i: number, name: string, v: unknown, max: number): string[] | null {
  if (v === undefined) return null;
  if (!Array.isArray(v) || v.length === 0 || v.length > max || !v.every((s) => typeof s === 'string' && s.length > 0 && s.length <= 512))
    fail(i, `${name} must be an array of 1 to ${max} non-empty strings`);
  return v as string[];
}

export function validateEvent(raw: unknown, i: number, now = Date.now()): EventEntry {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) fail(i, 'each event must be an object');
  const e = raw as Record<string, unknown>;
  if (typeof e.eventType !== 'string' || !TYPES.has(e.eventType)) fail(i, 'eventType must be click, conversion or view');
  if (e.eventSubtype !== undefined && (e.eventType !== 'conversion' || typeof e.eventSubtype !== 'string' || !SUBTYPES.has(e.eventSubtype)))
    fail(i, 'eventSubtype is addToCart or purchase, only on conversions');
  if (typeof e.eventName !== 'string' || e.eventName.length === 0 || e.eventName.length > 64)
    fail(i, 'eventName must be a string of 1 to 64 characters');
  if (typeof e.index !== 'string' || e.index.length === 0 || e.index.length > 256) fail(i, 'index is required');
  if (typeof e.userToken !== 'string' || !TOKEN.test(e.userToken))
    fail(i, 'userToken must be 1 to 129 characters of letters, digits, _ = / + -');
  if (e.authenticatedUserToken !== undefined && (typeof e.authenticatedUserToken !== 'string' || !TOKEN.test(e.authenticatedUserToken)))
    fail(i, 'authenticatedUserToken must be 1 to 129 characters of letters, digits, _ = / + -');
  const objectIDs = stringList(i, 'objectIDs', e.objectIDs, 20);
  const filters = stringList(i, 'filters', e.filters, 10);
  if ((objectIDs === null) === (filters === null)) fail(i, 'exactly one of objectIDs or filters is required');
  if (filters?.some((f) => !f.includes(':'))) fail(i, 'filters must be attribute:value');
  let queryID: string | null = null;
  if (e.queryID !== undefined) {
    if (typeof e.queryID !== 'string' || !QUERY_ID.test(e.queryID)) fail(i, 'queryID must be 32 hexadecimal characters');
    queryID = e.queryID.toLowerCase();
  }
  let positions: number[] | null = null;
  if (e.positions !== undefined) {
    if (!Array.isArray(e.positions) || !e.positions.every((p) => Number.isInteger(p) && p > 0)) fail(i, 'positions must be positive integers');
    if (!queryID || e.eventType !== 'click') fail(i, 'positions are only sent with clicks after a search (queryID)');
    positions = e.positions as number[];
  }
  if (e.eventType === 'click' && queryID && objectIDs) {
    if (positions?.length !== objectIDs.length) fail(i, 'a click after a search needs one position per objectID');
  }
  let creadoEn = new Date(now);
  if (e.timestamp !== undefined) {
    if (typeof e.timestamp !== 'number' || !Number.isInteger(e.timestamp) || e.timestamp < now - MAX_AGE_MS || e.timestamp > now + MAX_AHEAD_MS)
      fail(i, 'timestamp must be a time in milliseconds within the last 4 days');
    creadoEn = new Date(e.timestamp);
  }
  return {
    eventType: e.eventType as EventEntry['eventType'],
    eventName: e.eventName,
    indexName: e.index,
    queryID,
    objectIDs,
    positions,
    filters,
    userToken: (e.authenticatedUserToken as string | undefined) ?? e.userToken,
    creadoEn,
  };
}

export function validateEvents(body: unknown, now = Date.now()): EventEntry[] {
  const events = (body as { events?: unknown } | null)?.events;
  if (!Array.isArray(events) || events.length === 0 || events.length > 1000)
    throw new SearchError(400, 'events must be an array of 1 to 1000 events');
  return events.map((e, i) => validateEvent(e, i, now));
}
