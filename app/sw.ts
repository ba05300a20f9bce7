/// <reference lib="webworker" />
// The service worker (served by app/serwist/[path]/route.ts, registered by components/pwa in
// production builds). What it keeps is never one user's data for another: API answers always go
// to the network, and the pages it keeps for offline use are dropped at sign-out (lib/performLogout).
import { CacheFirst, ExpirationPlugin, NetworkFirst, NetworkOnly, Serwist, StaleWhileRevalidate, type PrecacheEntry, type SerwistGlobalConfig } from 'serwist';
import { FLUSH_QUEUE_MESSAGE, OFFLINE_PAGE_URL, PAGES_CACHE, QUEUE_SYNC_TAG } from '@/constants/pwa';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

const DAY_SECONDS = 24 * 60 * 60;

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // A new build waits until the page's "Reload to update" says go, so an open form is not swapped under the user.
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: true,
  // Every API answer is the signed-in user's: /api/ matches no route, so the worker never answers it
  // (the browser fetches it as if there were no worker). Proxying it would also keep the live event
  // stream open in this worker, and a new build's worker could not take over while it is.
  runtimeCaching: [
    // The build's files are named by their content: kept as they are.
    { matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_next/static/'), handler: new CacheFirst({ cacheName: 'next-static', plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * DAY_SECONDS })] }) },
    { matcher: ({ url, sameOrigin }) => sameOrigin && (url.pathname.startsWith('/icons/') || url.pathname === '/icon.svg' || url.pathname.startsWith('/_next/image')), handler: new StaleWhileRevalidate({ cacheName: 'images', plugins: [new ExpirationPlugin({ maxEntries: 64, maxAgeSeconds: 30 * DAY_SECONDS })] }) },
    // Client-side navigations fetch RSC payloads: from the network only (offline, Next falls back to a full navigation, answered below).
    { matcher: ({ request, sameOrigin }) => sameOrigin && request.headers.get('RSC') === '1', handler: new NetworkOnly() },
    // Pages: the network first; without it the last copy kept on this phone, else the offline page.
    { matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate', handler: new NetworkFirst({ cacheName: PAGES_CACHE, networkTimeoutSeconds: 8, plugins: [new ExpirationPlugin({ maxEntries: 32, maxAgeSeconds: DAY_SECONDS })] }) },
  ],
  fallbacks: { entries: [{ url: OFFLINE_PAGE_URL, matcher: ({ request }) => request.destination === 'document' }] },
});

// Background Sync: the browser wakes the worker when the connection returns; the open pages send the queue (they hold the session).
self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag: string };
  if (sync.tag !== QUEUE_SYNC_TAG) return;
  sync.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((clients) => {
      for (const client of clients) client.postMessage({ type: FLUSH_QUEUE_MESSAGE });
    }),
  );
});

serwist.addEventListeners();
