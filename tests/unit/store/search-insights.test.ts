import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Busqueda } from '../../../src/shared/contracts/website';

const session = { claims: null as { uid: string } | null };
vi.mock('../../../src/store/state/session', () => ({ useSessionStore: { getState: () => session } }));
vi.mock('../../../src/store/lib/api', () => ({ api: { get: vi.fn() } }));

const { eventName, eventsUrl, insightsRequest, sendClick, sendConversion } = await import('../../../src/store/lib/insights');
const { queryClient } = await import('../../../src/store/lib/query-client');
const { resolveQuery } = await import('../../../src/store/lib/queries');

const UID = '6f1c2d9e-0000-4000-8000-000000000001';
const embedded: Busqueda = { appId: 'embedded', apiKey: 'busqueda-publica', indexName: 'productos', host: '/backend/search' };
const hosted: Busqueda = { appId: 'ABC123', apiKey: 'search-key', indexName: 'prod_productos', host: null };
const ctx = (over: Partial<Parameters<typeof insightsRequest>[0]> = {}) => ({
  userToken: UID,
  busqueda: embedded,
  origin: 'https://tienda.test',
  now: 1_700_000_000_000,
  ...over,
});

describe('search insights events', () => {
  it('cut names to 64 characters, never half a character', () => {
    expect(eventName('x'.repeat(80))).toHaveLength(64);
    expect(eventName('Producto agregado desde búsqueda')).toBe('Producto agregado desde búsqueda');
    const emoji = `${'x'.repeat(63)}🛒`;
    expect(eventName(emoji)).toBe('x'.repeat(63));
  });

  it('go to the embedded API or to Algolia Insights, with the public key in the query string', () => {
    expect(eventsUrl(embedded, 'https://tienda.test')).toBe(
      'https://tienda.test/backend/search/1/events?X-Algolia-Application-Id=embedded&X-Algolia-API-Key=busqueda-publica',
    );
    expect(eventsUrl(hosted, 'https://tienda.test')).toBe(
      'https://insights.algolia.io/1/events?X-Algolia-Application-Id=ABC123&X-Algolia-API-Key=search-key',
    );
  });

  it('are never sent for guests, nor before the search settings are known', () => {
    const event = { eventType: 'click' as const, eventName: 'Clic', objectIDs: ['1'], queryID: 'a'.repeat(32), positions: [1] };
    expect(insightsRequest(ctx({ userToken: null }), event)).toBeNull();
    expect(insightsRequest(ctx({ busqueda: null }), event)).toBeNull();
    expect(insightsRequest(ctx(), { ...event, objectIDs: [] })).toBeNull();
  });

  it('carry the uuid, the index, the queryID and positions, 20 objects an event at most', () => {
    const click = insightsRequest(ctx(), { eventType: 'click', eventName: 'y'.repeat(70), objectIDs: ['7'], queryID: 'f'.repeat(32), positions: [3] })!;
    expect(JSON.parse(click.body)).toEqual({
      events: [{ eventType: 'click', eventName: 'y'.repeat(64), index: 'productos', userToken: UID, objectIDs: ['7'], queryID: 'f'.repeat(32), positions: [3], timestamp: 1_700_000_000_000 }],
    });
    const ids = Array.from({ length: 25 }, (_, i) => String(i + 1));
    const conversion = JSON.parse(insightsRequest(ctx({ busqueda: hosted }), { eventType: 'conversion', eventName: 'Compra', objectIDs: ids })!.body);
    expect(conversion.events).toHaveLength(2);
    expect(conversion.events[0].objectIDs).toHaveLength(20);
    expect(conversion.events[1]).toMatchObject({ index: 'prod_productos', objectIDs: ['21', '22', '23', '24', '25'] });
    expect(conversion.events[0]).not.toHaveProperty('queryID');
    const bought = JSON.parse(
      insightsRequest(ctx({ busqueda: hosted }), { eventType: 'conversion', eventSubtype: 'purchase', eventName: 'Productos comprados juntos', objectIDs: ['1', '2'] })!.body,
    );
    expect(bought.events[0]).toMatchObject({ eventSubtype: 'purchase', objectIDs: ['1', '2'] });
  });

  describe('sending', () => {
    const fetch = vi.fn(async () => new Response('{}'));
    beforeEach(() => {
      vi.stubGlobal('fetch', fetch);
      vi.stubGlobal('window', { location: { origin: 'https://tienda.test' } });
    });
    afterEach(() => {
      vi.unstubAllGlobals();
      fetch.mockClear();
      session.claims = null;
      queryClient.clear();
    });

    it("send the logged-in user's events as text/plain, nothing for guests", () => {
      queryClient.setQueryData(resolveQuery(null).queryKey, { busqueda: embedded } as never);
      sendConversion(['1'], 'Producto agregado desde búsqueda', 'a'.repeat(32));
      expect(fetch).not.toHaveBeenCalled();

      session.claims = { uid: UID };
      queryClient.setQueryData(resolveQuery(UID).queryKey, { busqueda: embedded } as never);
      sendClick('9', 4, 'b'.repeat(32));
      expect(fetch).toHaveBeenCalledTimes(1);
      const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe(eventsUrl(embedded, 'https://tienda.test'));
      expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { 'Content-Type': 'text/plain' } });
      expect(JSON.parse(init.body as string).events[0]).toMatchObject({ eventType: 'click', userToken: UID, objectIDs: ['9'], positions: [4] });
    });
  });
});
