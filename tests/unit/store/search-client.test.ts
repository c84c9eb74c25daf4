import { describe, expect, it } from 'vitest';
import { searchHosts } from '../../../src/store/lib/search-client';

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
