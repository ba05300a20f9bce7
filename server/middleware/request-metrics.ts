import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '../lib/create-router';
import { getMetrics } from '../lib/metrics/metrics-registry';

/** What requests no route answers are counted under, so odd URLs add no series. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * The route template of the operation the request matched (`/api/v1/assignments/:id`, never
 * the URL itself): the last matched route that is not a middleware (registered for every method).
 */
function routeTemplateOf(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string {
  return matchedRoutes(c).findLast((route) => route.method !== 'ALL')?.path ?? UNMATCHED_ROUTE;
}

/** Counts each answered request and how long it took, by method, route template and status (GET /metrics). */
export const countRequests: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  await next();
  const { requests, requestSeconds } = getMetrics();
  const labels = { method: c.req.method, route: routeTemplateOf(c), status: String(c.res.status) };
  requests.inc(labels);
  requestSeconds.observe(labels, (performance.now() - started) / 1000);
};
