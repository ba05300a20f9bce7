// The installed app's fixed names, shared by the service worker (app/sw.ts) and the pages.

/** Where the worker is served (app/serwist/[path]/route.ts) and the scope it controls. */
export const SERVICE_WORKER_URL = '/serwist/sw.js';
export const SERVICE_WORKER_SCOPE = '/';
/** A static page (public/offline.html) that holds no user's data: shown for a page not reachable and not kept. */
export const OFFLINE_PAGE_URL = '/offline.html';
/** The cache of pages kept for offline use; the signed-in user's, so it is dropped at sign-out. */
export const PAGES_CACHE = 'pages';
/** The Background Sync tag of the offline queue, and the message the worker posts to the pages when it fires. */
export const QUEUE_SYNC_TAG = 'offline-queue';
export const FLUSH_QUEUE_MESSAGE = 'flush-offline-queue';
