import { describe, expect, it } from 'vitest';
import { validateEvent, validateEvents } from '../../../../src/server/search/events';
import { historyEntries } from '../../../../src/server/search/history';

const NOW = Date.UTC(2025, 0, 10);
const click = { eventType: 'click', eventName: 'Clic', index: 'productos', userToken: 'u-1', objectIDs: ['7'] };

describe('Insights event validation', () => {
  it('accepts clicks after a search with one position per object, conversions and views by filters', () => {
    expect(validateEvent({ ...click, queryID: 'AB'.repeat(16), positions: [3] }, 0, NOW)).toMatchObject({
      eventType: 'click',
      queryID: 'ab'.repeat(16),
      positions: [3],
      objectIDs: ['7'],
      creadoEn: new Date(NOW),
    });
    expect(validateEvent({ ...click, eventType: 'conversion', eventSubtype: 'purchase' }, 0, NOW).positions).toBeNull();
    expect(validateEvent({ ...click, eventType: 'view', objectIDs: undefined, filters: ['marca:Mary'] }, 0, NOW).filters).toEqual(['marca:Mary']);
    expect(validateEvent({ ...click, authenticatedUserToken: 'uuid-1' }, 0, NOW).userToken).toBe('uuid-1');
    expect(validateEvent({ ...click, timestamp: NOW - 3600_000 }, 0, NOW).creadoEn).toEqual(new Date(NOW - 3600_000));
  });

  it.each([
    [{ eventName: '' }, /eventName/],
    [{ eventName: 'x'.repeat(65) }, /eventName/],
    [{ eventType: 'buy' }, /eventType/],
    [{ index: undefined }, /index/],
    [{ userToken: 'x'.repeat(130) }, /userToken/],
    [{ objectIDs: [] }, /objectIDs/],
    [{ objectIDs: Array.from({ length: 21 }, String) }, /objectIDs/],
    [{ filters: ['a:b'] }, /exactly one/],
    [{ queryID: 'xyz' }, /queryID/],
    [{ queryID: 'a'.repeat(32) }, /position/],
    [{ queryID: 'a'.repeat(32), positions: [0] }, /positive/],
    [{ eventType: 'view', queryID: 'a'.repeat(32), positions: [1] }, /only sent with clicks/],
    [{ timestamp: NOW - 5 * 24 * 3600_000 }, /timestamp/],
  ])('refuses %o', (change, message) => {
    expect(() => validateEvent({ ...click, ...change }, 2, NOW)).toThrow(message);
    try {
      validateEvent({ ...click, ...change }, 2, NOW);
    } catch (e) {
      expect(e).toMatchObject({ status: 422, message: expect.stringMatching(/^events\[2\]: /) });
    }
  });

  it('needs 1 to 1000 events', () => {
    expect(() => validateEvents({ events: [] })).toThrow(/1 to 1000/);
    expect(() => validateEvents({})).toThrow(/1 to 1000/);
    expect(validateEvents({ events: [click, click] }, NOW)).toHaveLength(2);
  });
});

describe('search history entries', () => {
  const summary = (query: string, nbHits = 4, page = 0) => ({ query, page, nbHits });

  it('takes page 0 of searches with text and analytics on, with zone and plan from the filters', () => {
    const requests = [
      { indexName: 'p', query: ' Arroz  Blanco', filters: 'disponible:zon2ust3', userToken: 'tok' },
      { indexName: 'p', params: 'query=cafe&facetFilters=%5B%22disponible%3Azon1ust2%22%5D' },
      { indexName: 'p', query: 'cafe', analytics: false },
      { indexName: 'p', params: 'query=cafe&analytics=false' },
      { indexName: 'p', query: 'cafe', page: 1 },
      { indexName: 'p', query: '' },
      { indexName: 'p', type: 'facet', facet: 'marca' },
      { indexName: 'p', query: 'x', filters: 'disponible:zon1ust9' },
    ];
    const results = [summary(' Arroz  Blanco'), summary('cafe', 2), summary('cafe'), summary('cafe'), summary('cafe', 4, 1), summary(''), null, summary('x', 0)];
    expect(historyEntries(requests, results, 'header-token')).toEqual([
      { query: 'arroz blanco', zonaId: 2, usuarioTipo: 3, nbHits: 4, userToken: 'tok' },
      { query: 'cafe', zonaId: 1, usuarioTipo: 2, nbHits: 2, userToken: 'header-token' },
      { query: 'x', zonaId: 1, usuarioTipo: null, nbHits: 0, userToken: 'header-token' },
    ]);
  });
});
