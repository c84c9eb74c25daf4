import { describe, expect, it } from 'vitest';
import type { MultiSearchResponse } from '../../../../src/server/search/port';
import { render, ResponseCache, toAnswer } from '../../../../src/server/search/response-cache';

const response = (queryID?: string) =>
  ({
    results: [
      { hits: [], nbHits: 3, page: 0, query: 'arroz', ...(queryID ? { queryID } : {}) },
      { facetHits: [], exhaustiveFacetsCount: true, processingTimeMS: 1 },
    ],
  }) as unknown as MultiSearchResponse;

describe('answer cache', () => {
  it('serves the same answer with a fresh queryID each time', () => {
    const requests = [{ indexName: 'p', query: 'arroz' }, { indexName: 'p', type: 'facet', facet: 'marca' }];
    const answer = toAnswer(requests, response('0'.repeat(32)));
    const a = JSON.parse(render(answer).toString());
    const b = JSON.parse(render(answer).toString());
    expect(a.results[0].queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(a.results[0].queryID).not.toBe(b.results[0].queryID);
    expect({ ...a.results[0], queryID: null }).toEqual({ ...b.results[0], queryID: null });
    expect(answer.history).toEqual([{ query: 'arroz', zonaId: null, usuarioTipo: null, nbHits: 3, userToken: null }]);
    expect(render(toAnswer(requests, response())).toString()).toBe(JSON.stringify(response()));
  });

  it('forgets answers of an older index version and the least recently used ones', () => {
    const cache = new ResponseCache();
    const answer = toAnswer([{ indexName: 'p', query: 'arroz' }], response());
    cache.set('k', 1, answer);
    expect(cache.get('k', 1)).toBe(answer);
    expect(cache.get('k', 2)).toBeUndefined();
    expect(cache.get('k', 1)).toBeUndefined();
    for (let i = 0; i <= 2000; i++) cache.set(`k${i}`, 1, answer);
    expect(cache.get('k0', 1)).toBeUndefined();
    expect(cache.get('k2000', 1)).toBe(answer);
  });
});
