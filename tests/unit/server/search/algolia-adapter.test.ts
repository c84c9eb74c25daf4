import { describe, expect, it } from 'vitest';
import { createAlgoliaIndex } from '../../../../src/server/search/algolia';
import { SearchError } from '../../../../src/server/search/engine/errors';
import { PRODUCT_INDEX_SETTINGS } from '../../../../src/server/search/records';

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  data: unknown;
}

/** The adapter on the real algoliasearch client, with a requester that records calls instead of going out. */
function adapter(reply: (s: Sent) => { status: number; body: unknown } = () => ({ status: 200, body: { taskID: 1, objectIDs: [], results: [] } })) {
  const sent: Sent[] = [];
  const index = createAlgoliaIndex({
    appId: 'APPID',
    adminKey: 'admin-secreta',
    indexName: 'productos',
    settings: PRODUCT_INDEX_SETTINGS,
    client: {
      requester: {
        // the transporter's EndRequest: url, method, headers and the serialised body
        async send(request: { method: string; url: string; headers: Record<string, string>; data?: string }) {
          const s = { method: request.method, url: request.url, headers: request.headers, data: request.data ? JSON.parse(request.data) : undefined };
          sent.push(s);
          const r = reply(s);
          return { status: r.status, content: JSON.stringify(r.body), isTimedOut: false };
        },
      } as never,
    },
  });
  return { index, sent };
}

describe('hosted Algolia adapter', () => {
  it('writes records with batch calls authenticated by the admin key', async () => {
    const { index, sent } = adapter();
    await index.saveObjects([{ objectID: '1', nombre: 'Arroz' }]);
    await index.partialUpdateObjects([{ objectID: '1', disponible: [] }]);
    await index.deleteObjects(['2']);
    await index.deleteObjects([]);
    expect(sent.map((s) => [s.method, new URL(s.url).pathname])).toEqual([
      ['POST', '/1/indexes/productos/batch'],
      ['POST', '/1/indexes/productos/batch'],
      ['POST', '/1/indexes/productos/batch'],
    ]);
    expect(sent.map((s) => (s.data as { requests: { action: string }[] }).requests[0]!.action)).toEqual([
      'addObject',
      'partialUpdateObjectNoCreate',
      'deleteObject',
    ]);
    expect(sent[0]!.headers['x-algolia-api-key']).toBe('admin-secreta');
  });

  it('applies the index settings', async () => {
    const { index, sent } = adapter();
    await index.applySettings();
    expect(sent[0]).toMatchObject({ method: 'PUT', data: { searchableAttributes: PRODUCT_INDEX_SETTINGS.searchableAttributes } });
    expect(new URL(sent[0]!.url).pathname).toBe('/1/indexes/productos/settings');
  });

  it("adds the key's restriction to flattened filters and to a params string", async () => {
    const { index, sent } = adapter();
    await index.search([{ indexName: 'productos', query: 'a', filters: 'disponible:zon1ust1' }, { indexName: 'productos', params: 'query=b' }], {
      restrict: 'estatus:1',
    });
    const [flat, legacy] = (sent[0]!.data as { requests: Record<string, string>[] }).requests;
    expect(flat!.filters).toBe('(estatus:1) AND (disponible:zon1ust1)');
    expect(new URLSearchParams(legacy!.params).get('filters')).toBe('estatus:1');
  });

  it('turns Algolia 4xx answers into search errors', async () => {
    const { index } = adapter(() => ({ status: 400, body: { message: 'Unknown parameter: x', status: 400 } }));
    const failure = index.search([{ indexName: 'productos', x: 1 }]);
    await expect(failure).rejects.toBeInstanceOf(SearchError);
    await expect(failure).rejects.toMatchObject({ status: 400, message: 'Unknown parameter: x' });
  });
});
