import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkForUpdate, deployedVersion, runningVersion, VERSION_URL } from '../../../src/store/features/app-update/update-manager';
import { useUpdateStore } from '../../../src/store/features/app-update/update-store';

function storage(): Storage {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
    clear: () => m.clear(),
    key: () => null,
    get length() {
      return m.size;
    },
  };
}

const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('app update check', () => {
  beforeEach(() => {
    vi.stubGlobal('window', { sessionStorage: storage() });
    useUpdateStore.setState({ dialog: 'ninguno', version: null });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reads the deployed version from /version.json without the HTTP cache', async () => {
    const fetch = answer(200, { version: 'v2' });
    vi.stubGlobal('fetch', fetch);
    await expect(deployedVersion()).resolves.toBe('v2');
    expect(fetch).toHaveBeenCalledWith(VERSION_URL, expect.objectContaining({ cache: 'no-store' }));
  });

  it('a different version opens the update dialog; the same one, a failure or a bad answer stay quiet', async () => {
    vi.stubGlobal('fetch', answer(200, { version: runningVersion() }));
    await checkForUpdate();
    expect(useUpdateStore.getState().dialog).toBe('ninguno');
    vi.stubGlobal('fetch', answer(503, {}));
    await checkForUpdate();
    vi.stubGlobal('fetch', answer(200, { otra: 1 }));
    await checkForUpdate();
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    await checkForUpdate();
    expect(useUpdateStore.getState().dialog).toBe('ninguno');
    vi.stubGlobal('fetch', answer(200, { version: 'v3' }));
    await checkForUpdate();
    expect(useUpdateStore.getState()).toMatchObject({ dialog: 'disponible', version: 'v3' });
  });

  it('the version reloaded into counts as running, so the reload never loops', async () => {
    window.sessionStorage.setItem('mz-version-aplicada', 'v3');
    expect(runningVersion()).toBe('v3');
    vi.stubGlobal('fetch', answer(200, { version: 'v3' }));
    await checkForUpdate();
    expect(useUpdateStore.getState().dialog).toBe('ninguno');
  });
});
