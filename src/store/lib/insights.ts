/**
 * Search analytics events (spec section 9): clicks on search results and conversions, sent only for
 * logged-in users, tagged with their uuid, event names cut to 64 characters. They go to the embedded
 * API's `/1/events` (resolve's `busqueda.host`) or to Algolia Insights, with the public search key in
 * the query string and a text/plain body, as Algolia's own insights library sends them. Analytics never
 * gets in a shopper's way: failures are ignored.
 */
import type { Busqueda } from '../../shared/contracts/website';
import { useSessionStore } from '../state/session';
import { resolveQuery } from './queries';
import { queryClient } from './query-client';

export const EVENT_NAME_MAX = 64;
/** Algolia accepts at most 20 objectIDs per event. */
export const OBJECT_IDS_MAX = 20;
const HOSTED_INSIGHTS = 'https://insights.algolia.io';

export interface InsightsEvent {
  eventType: 'click' | 'conversion';
  /** Algolia's conversion kinds: 'purchase' events of several products feed "frequently bought together". */
  eventSubtype?: 'addToCart' | 'purchase';
  eventName: string;
  index: string;
  userToken: string;
  objectIDs: string[];
  queryID?: string;
  positions?: number[];
  timestamp: number;
}

/** Who sends and where: the logged-in user's uuid (null for guests) and resolve's search settings. */
export interface InsightsContext {
  userToken: string | null;
  busqueda: Busqueda | null;
  origin: string;
  now: number;
}

/** At most 64 UTF-16 units, never ending in half a surrogate pair. */
export function eventName(name: string): string {
  const cut = name.slice(0, EVENT_NAME_MAX);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

export function eventsUrl(busqueda: Busqueda, origin: string): string {
  const base = busqueda.host ? origin + busqueda.host : HOSTED_INSIGHTS;
  const keys = new URLSearchParams({ 'X-Algolia-Application-Id': busqueda.appId, 'X-Algolia-API-Key': busqueda.apiKey });
  return `${base}/1/events?${keys}`;
}

type EventInput = Pick<InsightsEvent, 'eventType' | 'eventSubtype' | 'eventName' | 'objectIDs' | 'queryID' | 'positions'>;

/** The request to send, or null when nothing may be sent (a guest, or search settings not loaded). */
export function insightsRequest(ctx: InsightsContext, input: EventInput): { url: string; body: string } | null {
  const { userToken, busqueda } = ctx;
  if (!userToken || !busqueda || input.objectIDs.length === 0) return null;
  const events: InsightsEvent[] = [];
  for (let i = 0; i < input.objectIDs.length; i += OBJECT_IDS_MAX) {
    const event: InsightsEvent = {
      eventType: input.eventType,
      eventName: eventName(input.eventName),
      index: busqueda.indexName,
      userToken,
      objectIDs: input.objectIDs.slice(i, i + OBJECT_IDS_MAX),
      timestamp: ctx.now,
    };
    if (input.eventSubtype) event.eventSubtype = input.eventSubtype;
    if (input.queryID) event.queryID = input.queryID;
    if (input.queryID && input.positions) event.positions = input.positions.slice(i, i + OBJECT_IDS_MAX);
    events.push(event);
  }
  return { url: eventsUrl(busqueda, ctx.origin), body: JSON.stringify({ events }) };
}

function currentContext(): InsightsContext {
  const uid = useSessionStore.getState().claims?.uid ?? null;
  const busqueda = queryClient.getQueryData(resolveQuery(uid).queryKey)?.busqueda ?? null;
  return { userToken: uid, busqueda, origin: window.location.origin, now: Date.now() };
}

function send(input: EventInput): void {
  const request = insightsRequest(currentContext(), input);
  if (!request) return;
  // keepalive: the event survives the page change a click usually causes
  void fetch(request.url, { method: 'POST', body: request.body, keepalive: true, headers: { 'Content-Type': 'text/plain' } }).catch(
    () => undefined,
  );
}

/** A shopper opened a product from search results (`position` 1-based among all results). */
export function sendClick(objectID: string, position: number, queryID: string | undefined, name = 'Producto abierto desde búsqueda'): void {
  send({ eventType: 'click', eventName: name, objectIDs: [objectID], queryID, positions: queryID ? [position] : undefined });
}

/** A shopper added products to a cart; with the queryID of the search they came from, if any. */
export function sendConversion(objectIDs: string[], name: string, queryID?: string): void {
  send({ eventType: 'conversion', eventSubtype: 'addToCart', eventName: name, objectIDs, queryID });
}

/** A shopper bought these products together in one order (the bought-together signal). */
export function sendPurchase(objectIDs: string[], name: string): void {
  send({ eventType: 'conversion', eventSubtype: 'purchase', eventName: name, objectIDs });
}
