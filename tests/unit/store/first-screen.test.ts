import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endFirstScreen, FIRST_SCREEN_WAIT_MS, firstScreenLoader } from '../../../src/store/app/first-screen';
import { zonesQuery } from '../../../src/store/lib/queries';
import { queryClient } from '../../../src/store/lib/query-client';
import type { Zona } from '../../../src/store/lib/types';

// the session store reads the browser's storage when imported: a window before anything imports it
const browser = vi.hoisted(() => {
  const local = { getItem: () => null, setItem() {}, removeItem() {} };
  const window: { __mzFirstLoad?: Record<string, Promise<Response>> } = { localStorage: local, addEventListener() {}, location: { pathname: '/', search: '' } } as never;
  Object.assign(globalThis, { localStorage: local, window });
  return window;
});
const started = (...paths: string[]) => {
  browser.__mzFirstLoad = Object.fromEntries(paths.map((p) => [`/backend${p}`, Promise.resolve(new Response('{}'))]));
};

const zona = (id: number, slug: string, estatus: number): Zona => ({ id, slug, nombre: slug, estatus, linkMenu: [] });
const args = (z: string) => ({ params: { zona: z }, request: new Request(`http://tienda.test/${z}`) }) as unknown as LoaderFunctionArgs;

/** The zone home's loader, as routes.tsx builds it: `load` resolves when the test says so. */
function homeLoader() {
  let arrive!: () => void;
  const load = vi.fn(() => new Promise<void>((r) => (arrive = r)));
  const loader = firstScreenLoader(({ params }) => ({ path: `/api/website/inicio/${params.zona}`, load }));
  return { loader, load, arrive: () => arrive() };
}

/** Whether the loader's promise has settled after the pending microtasks. */
async function settled(p: Promise<unknown>): Promise<boolean> {
  let done = false;
  void p.then(() => (done = true));
  for (let i = 0; i < 20; i++) await Promise.resolve();
  return done;
}

describe('first screen: a zone page waits, on the first load only, for the answer index.html started', () => {
  beforeEach(() => {
    queryClient.setQueryData(zonesQuery.queryKey, [zona(1, 'caracas', 1), zona(3, 'maracaibo', 2)]);
    started('/api/website/inicio/caracas');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('holds the route until the started answer is in the cache', async () => {
    const { loader, load, arrive } = homeLoader();
    const waiting = loader(args('caracas'));
    expect(await settled(waiting)).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
    arrive();
    expect(await settled(waiting)).toBe(true);
  });

  it('does not wait for an answer index.html did not start, nor for a zone that is not active', async () => {
    const { loader, load } = homeLoader();
    expect(await settled(loader(args('valencia')))).toBe(true);
    started('/api/website/inicio/maracaibo');
    expect(await settled(loader(args('maracaibo')))).toBe(true);
    expect(load).not.toHaveBeenCalled();
  });

  it(`never holds it longer than ${FIRST_SCREEN_WAIT_MS} ms`, async () => {
    vi.useFakeTimers();
    const { loader } = homeLoader();
    const waiting = loader(args('caracas'));
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS);
    expect(await settled(waiting)).toBe(true);
  });

  it('does not hold later navigations', async () => {
    endFirstScreen();
    const { loader, load } = homeLoader();
    expect(await settled(loader(args('caracas')))).toBe(true);
    expect(load).not.toHaveBeenCalled();
  });
});
