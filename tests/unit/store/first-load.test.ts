import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/store/lib/api-client';
import { FIRST_LOAD_MAX_AGE_MS, takeFirstLoad, type FirstLoadSource } from '../../../src/store/lib/first-load';
import { CARD_IMAGE_SIZES, GALLERY_IMAGE_SIZES } from '../../../src/store/lib/images';
import { apiFixture } from './api-fixture';

const html = readFileSync(join(import.meta.dirname, '..', '..', '..', 'index.html'), 'utf8');
const inline = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!.replace("'__MZ_API_BASE__'", "'/backend'");

/** Runs index.html's first-load script for a URL: the answers it started, by URL. */
function started(url: string, token: string | null = null): string[] {
  const u = new URL(url, 'http://tienda.test');
  const fetch = vi.fn(() => Promise.resolve(new Response('{}')));
  const window = {
    location: { pathname: u.pathname, search: u.search },
    localStorage: { getItem: (k: string) => (k === 'token' ? token : null) },
  } as unknown as Window & { __mzFirstLoad?: Record<string, unknown> };
  new Function('window', 'fetch', inline)(window, fetch);
  expect(fetch.mock.calls.map((c) => (c as unknown[])[0])).toEqual(Object.keys(window.__mzFirstLoad ?? {}));
  return Object.keys(window.__mzFirstLoad ?? {});
}

describe("index.html's first-load script", () => {
  it('hints the largest images with the sizes their <img> uses (else the browser fetches another width)', () => {
    expect(inline).toContain(`'${CARD_IMAGE_SIZES}'`);
    expect(inline).toContain(`'${GALLERY_IMAGE_SIZES}'`);
  });

  it('starts the zone home data with the zones, resolve and menu', () => {
    expect(started('/caracas')).toEqual([
      '/backend/api/zona/listadoapi',
      '/backend/api/website/resolve',
      '/backend/api/zona/envio?zona=caracas',
      '/backend/api/categoria/menuwebsite',
      '/backend/api/website/inicio/caracas',
    ]);
  });

  it('starts category, product and supermarket pages as the app asks them (same URL, same query order)', () => {
    expect(started('/caracas/supermercado/-viveres/arroz?pag=2')).toContain('/backend/api/categoria/supermercado/viveres/arroz?zona=caracas&pag=2');
    expect(started('/caracas/supermercado/viveres')).toContain('/backend/api/categoria/supermercado/viveres?zona=caracas&pag=1');
    expect(started('/caracas/supermercado/viveres?pag=abc')).toContain('/backend/api/categoria/supermercado/viveres?zona=caracas&pag=1');
    expect(started('/caracas/producto/arroz-blanco-1kg')).toContain('/backend/api/producto/arroz-blanco-1kg?zona=caracas');
    expect(started('/caracas/supermercado')).toContain('/backend/api/categoria/supermercado?zona=caracas');
    expect(started('/caracas/buscar?q=arroz')).toEqual(['/backend/api/zona/listadoapi', '/backend/api/website/resolve', '/backend/api/zona/envio?zona=caracas']);
  });

  it('starts only public answers with a session (the plan decides prices)', () => {
    expect(started('/caracas', 'un.token.jwt')).toEqual(['/backend/api/zona/listadoapi', '/backend/api/categoria/menuwebsite']);
    expect(started('/caracas/producto/arroz', 'un.token.jwt')).toEqual(['/backend/api/zona/listadoapi']);
  });

  it('starts nothing outside the zone pages', () => {
    for (const url of ['/', '/admin', '/admin/categoria', '/auth/login', '/mi-cuenta/pedidos', '/mantenimiento/caracas', '/error?codigo=404']) {
      expect(started(url), url).toEqual([]);
    }
  });
});

describe('takeFirstLoad', () => {
  const source = (answers: Record<string, Promise<Response>>, ms = 500): FirstLoadSource => ({ answers, sinceStart: () => ms });
  const answer = Promise.resolve(new Response('[]'));

  it('gives each started answer once', () => {
    const s = source({ '/backend/api/zona/listadoapi': answer });
    expect(takeFirstLoad(s, '/backend/api/zona/listadoapi', '/api/zona/listadoapi', false)).toBe(answer);
    expect(takeFirstLoad(s, '/backend/api/zona/listadoapi', '/api/zona/listadoapi', false)).toBeUndefined();
  });

  it('never gives a guest answer to a session, nor an old one', () => {
    expect(takeFirstLoad(source({ '/b/api/website/resolve': answer }), '/b/api/website/resolve', '/api/website/resolve', true)).toBeUndefined();
    expect(takeFirstLoad(source({ '/b/api/zona/listadoapi': answer }), '/b/api/zona/listadoapi', '/api/zona/listadoapi', true)).toBe(answer);
    expect(takeFirstLoad(source({ '/b/x': answer }, FIRST_LOAD_MAX_AGE_MS + 1), '/b/x', '/x', false)).toBeUndefined();
  });
});

describe('api client with started answers', () => {
  it('uses the started answer instead of fetching, then fetches as usual', async () => {
    const f = apiFixture({ answers: [{ status: 200, body: ['de la red'] }] });
    const answers: Record<string, Promise<Response>> = {
      '/backend/api/zona/listadoapi': Promise.resolve(new Response('["adelantada"]', { status: 200 })),
    };
    const api = createApiClient({
      ...depsOf(f),
      takeStarted: (url, path, withToken) => takeFirstLoad({ answers, sinceStart: () => 10 }, url, path, withToken),
    });
    await expect(api.get('/api/zona/listadoapi')).resolves.toEqual(['adelantada']);
    expect(f.calls).toHaveLength(0);
    await expect(api.get('/api/zona/listadoapi')).resolves.toEqual(['de la red']);
    expect(f.calls).toHaveLength(1);
  });

  it('asks again when the started request failed', async () => {
    const f = apiFixture({ answers: [{ status: 200, body: ['de la red'] }] });
    const answers = { '/backend/api/zona/listadoapi': Promise.reject(new TypeError('red caída')) };
    answers['/backend/api/zona/listadoapi'].catch(() => {});
    const api = createApiClient({ ...depsOf(f), takeStarted: (url, path, t) => takeFirstLoad({ answers, sinceStart: () => 10 }, url, path, t) });
    await expect(api.get('/api/zona/listadoapi')).resolves.toEqual(['de la red']);
  });
});

function depsOf(f: ReturnType<typeof apiFixture>): Parameters<typeof createApiClient>[0] {
  return {
    fetch: f.fetch as unknown as typeof fetch,
    baseUrl: '/backend',
    appKind: 'website',
    session: { token: () => f.session.token, refreshExpiry: () => f.session.refresh, save: () => {}, clear: () => {} },
    storage: f.storage,
    now: () => 1_700_000_000_000,
    random: () => 0.5,
    sleep: async () => {},
    readCookie: () => 'csrf',
    currentUrl: () => '/caracas',
    navigate: () => {},
    refreshing: () => {},
    semanticError: () => {},
  };
}
