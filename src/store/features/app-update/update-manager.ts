/**
 * The app update flow (spec sections 4 and 9), production builds only:
 * - once the app is stable (page loaded and the browser idle; at the latest 90 s after start, the fallback)
 *   it checks the deployed version (/version.json, written by the build) and again every 60 s;
 * - the service worker (/sw.js) registers 30 s after the app is stable;
 * - a version other than the running one opens the 'update available' dialog; updating asks a waiting
 *   worker to take over, waits for cart saves in flight, then reloads (a customer's carts live on the
 *   server, a guest's in localStorage: both survive the reload); a failure opens the failure dialog;
 * - a chunk of the app that can no longer be loaded (an old build's file after a deploy) is unrecoverable:
 *   the shopper is asked to reload.
 * The version reloaded into is remembered for the tab (sessionStorage), so a reload that still gets the
 * same files never loops.
 */
import { queryClient } from '../../lib/query-client';
import { useUpdateStore } from './update-store';

export const VERSION_URL = '/version.json';
export const SW_URL = '/sw.js';
export const CHECK_EVERY_MS = 60_000;
export const STABLE_FALLBACK_MS = 90_000;
export const SW_DELAY_MS = 30_000;
const ACCEPTED_KEY = 'mz-version-aplicada';
const BUILT = (import.meta.env.VITE_APP_VERSION as string | undefined) ?? 'dev';

export function runningVersion(): string {
  try {
    return window.sessionStorage.getItem(ACCEPTED_KEY) ?? BUILT;
  } catch {
    return BUILT;
  }
}

/** The deployed version, or null when it cannot be read now (offline, server busy): checked again later. */
export async function deployedVersion(): Promise<string | null> {
  try {
    const response = await fetch(VERSION_URL, { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    const body = (await response.json()) as { version?: unknown };
    return typeof body.version === 'string' ? body.version : null;
  } catch {
    return null;
  }
}

export async function checkForUpdate(): Promise<void> {
  const state = useUpdateStore.getState();
  if (state.dialog !== 'ninguno') return;
  const deployed = await deployedVersion();
  if (deployed && deployed !== runningVersion()) state.show('disponible', deployed);
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function settle(condition: () => boolean, timeoutMs: number): Promise<void> {
  for (let waited = 0; !condition() && waited < timeoutMs; waited += 100) await wait(100);
}

/** Takes the new version: worker swap, pending cart saves, reload. */
export async function applyUpdate(): Promise<void> {
  const { show, version } = useUpdateStore.getState();
  show('actualizando');
  try {
    const registration = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
    if (registration) {
      await registration.update();
      const waiting = registration.waiting ?? registration.installing;
      if (waiting) {
        let swapped = false;
        navigator.serviceWorker.addEventListener('controllerchange', () => (swapped = true), { once: true });
        waiting.postMessage('SKIP_WAITING');
        await settle(() => swapped, 5000);
      }
    }
    // a cart save in flight finishes before the page goes away
    await settle(() => queryClient.isMutating() === 0, 5000);
    if (version) window.sessionStorage.setItem(ACCEPTED_KEY, version);
    window.location.reload();
  } catch {
    show('fallo');
  }
}

function isChunkError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : String(reason ?? '');
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Unable to preload/i.test(message);
}

export function reportUnrecoverable(): void {
  const { dialog, show } = useUpdateStore.getState();
  if (dialog !== 'actualizando') show('irrecuperable');
}

function whenStable(callback: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    callback();
  };
  const idle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 1000));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  setTimeout(run, STABLE_FALLBACK_MS);
}

let started = false;

/** Starts the checks once per page; returns a stop function (tests). */
export function startAppUpdates(options: { production: boolean }): () => void {
  const onPreloadError = (event: Event) => {
    event.preventDefault();
    reportUnrecoverable();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkError(event.reason)) reportUnrecoverable();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  window.addEventListener('unhandledrejection', onRejection);
  const timers: ReturnType<typeof setTimeout>[] = [];
  if (options.production && !started) {
    started = true;
    whenStable(() => {
      void checkForUpdate();
      timers.push(setInterval(() => void checkForUpdate(), CHECK_EVERY_MS));
      if ('serviceWorker' in navigator) {
        timers.push(setTimeout(() => void navigator.serviceWorker.register(SW_URL, { scope: '/' }).catch(() => undefined), SW_DELAY_MS));
      }
    });
  }
  return () => {
    window.removeEventListener('vite:preloadError', onPreloadError);
    window.removeEventListener('unhandledrejection', onRejection);
    timers.forEach((t) => clearTimeout(t));
  };
}
