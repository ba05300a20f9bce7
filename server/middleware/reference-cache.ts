import { etag } from 'hono/etag';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../lib/create-router';

/**
 * Reference lists change only with a release (a migration or the seed), and are the same for
 * everyone: browsers and shared caches may keep them a day, then ask again with the ETag.
 */
export const REFERENCE_CACHE_CONTROL = 'public, max-age=86400';

// Weak: the hash is of the JSON before any compression on the way out.
const validateByContent = etag({ weak: true });

/**
 * Makes a reference list cacheable: an ETag from a hash of the answer, 304 without a body when
 * the request's If-None-Match has it, and Cache-Control on both. Errors stay uncached.
 */
export const cacheReferenceData = createMiddleware<AppEnv>(async (c, next) => {
  await validateByContent(c, next);
  if (c.res.ok || c.res.status === 304) c.res.headers.set('Cache-Control', REFERENCE_CACHE_CONTROL);
});
