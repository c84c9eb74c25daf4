import { describe, expect, it } from 'vitest';
import { prefetchingRequester, readPrefetch, type Requester, searchHosts } from '../../../src/store/lib/search-client';

describe('search client hosts', () => {
  it('point at the embedded API on the page origin, or nowhere special for hosted Algolia', () => {
    const embedded = { appId: 'embedded', apiKey: 'k', indexName: 'productos', host: '/backend/search' };
    expect(searchHosts(embedded, { host: 'tienda.test:8443', protocol: 'https:' })).toEqual([
      { url: 'tienda.test:8443/backend/search', protocol: 'https', accept: 'readWrite' },
    ]);
    expect(searchHosts(embedded, { host: 'localhost:3000', protocol: 'http:' })![0]!.protocol).toBe('http');
    expect(searchHosts({ ...embedded, host: null }, { host: 'tienda.test', protocol: 'https:' })).toBeUndefined();
  });
});

describe('the search client takes index.html\'s first search', () => {
  const body = '{"requests":[{"indexName":"productos","query":"arroz"}]}';
  const request = (data: string) => ({ method: 'POST' as const, url: 'http://t/backend/search/1/indexes/*/queries', headers: {}, data, connectTimeout: 2000, responseTimeout: 5000 });
  function next() {
    const sent: unknown[] = [];
    const requester: Requester = { send: async (r) => (sent.push(r.data), { status: 200, content: '{"from":"network"}', isTimedOut: false }) };
    return { sent, requester };
  }
  const prefetched = (status: number) => Promise.resolve({ body, answer: Promise.resolve({ status, content: '{"from":"index.html"}' }) });

  it('answers the identical first request from the prefetch, once; later ones go out', async () => {
    const n = next();
    const requester = prefetchingRequester(prefetched(200), n.requester);
    expect(await requester.send(request(body))).toEqual({ status: 200, content: '{"from":"index.html"}', isTimedOut: false });
    expect(n.sent).toEqual([]);
    expect((await requester.send(request(body))).content).toBe('{"from":"network"}');
    expect(n.sent).toEqual([body]);
  });

  it('asks the network when the body differs, the prefetch failed or there was none', async () => {
    const other = body.replace('arroz', 'pasta');
    for (const [prefetch, data] of [
      [prefetched(200), other],
      [prefetched(500), body],
      [Promise.resolve(null), body],
      [Promise.reject(new Error('offline')), body],
      [undefined, body],
    ] as const) {
      const n = next();
      const answer = await prefetchingRequester(prefetch, n.requester).send(request(data));
      expect(answer.content).toBe('{"from":"network"}');
      expect(n.sent).toEqual([data]);
    }
  });
});

describe("the results page reads index.html's first search", () => {
  const body = '{"requests":[{"query":"arroz"}]}';
  const answer = (status: number, content: string) => Promise.resolve({ body, answer: Promise.resolve({ status, content }) });

  it('as its parsed results when it was a 200', async () => {
    expect(await readPrefetch(answer(200, '{"results":[{"nbHits":3}]}'))).toEqual({ body, results: [{ nbHits: 3 }] });
  });

  it('as nothing without a prefetch, after a failure, a non-200 or an unreadable answer', async () => {
    expect(await readPrefetch(undefined)).toBeNull();
    expect(await readPrefetch(Promise.resolve(null))).toBeNull();
    expect(await readPrefetch(Promise.reject(new Error('red')))).toBeNull();
    expect(await readPrefetch(Promise.resolve({ body, answer: Promise.reject(new Error('red')) }))).toBeNull();
    expect(await readPrefetch(answer(500, '{"results":[]}'))).toBeNull();
    expect(await readPrefetch(answer(200, '<html>'))).toBeNull();
  });
});
