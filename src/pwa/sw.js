/*
 * The storefront's service worker, hand-written (no Workbox). The build (vite.config.ts, mz-pwa) writes it
 * to dist/client/sw.js with this build's version, so every deploy is a new worker the browser installs.
 * - hashed build assets (/assets/*): cache first (they never change under the same name);
 * - page navigations: network first, the cached page when offline;
 * - other same-origin static files by extension (logos, icons, payment images, the manifest): stale while
 *   revalidate; any other request is left to the network;
 * - never cached: the API (/backend and whatever base the build names), /admin, /uploads, version.json, sw.js,
 *   other origins and anything but GET.
 * The page asks a waiting worker to take over with the message 'SKIP_WAITING' (app update dialog).
 */
const VERSION = '__MZ_VERSION__';
const API_BASE = '__MZ_API_BASE__';
const CACHE = `mz-${VERSION}`;
const PAGE = '/index.html';

/** Static files worth keeping: images, icons, fonts, the manifest. */
const STATIC = /\.(svg|png|webp|jpe?g|gif|ico|woff2?|webmanifest)$/i;
const NEVER = [API_BASE || '/backend', '/backend', '/admin', '/uploads', '/version.json', '/sw.js'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([PAGE, '/manifest.webmanifest', '/favicon.svg']))
      .catch(() => undefined),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('mz-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'SKIP_WAITING') self.skipWaiting();
});

function skipped(url) {
  return NEVER.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`) || url.pathname.startsWith(`${p}?`));
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) void cache.put(request, response.clone());
  return response;
}

async function networkFirstPage(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) void cache.put(PAGE, response.clone());
    return response;
  } catch (error) {
    const hit = await cache.match(PAGE);
    if (hit) return hit;
    throw error;
  }
}

async function staleWhileRevalidate(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  const fresh = fetch(request)
    .then((response) => {
      if (response.ok) void cache.put(request, response.clone());
      return response;
    })
    .catch(() => hit);
  return hit || fresh;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || skipped(url)) return;
  if (request.mode === 'navigate') event.respondWith(networkFirstPage(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
  else if (STATIC.test(url.pathname)) event.respondWith(staleWhileRevalidate(request));
  // anything else (API answers when the API is served at the root, ...) goes to the network untouched
});
