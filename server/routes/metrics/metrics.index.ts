import type { Database } from '../../db/client';
import { createRouter } from '../../lib/create-router';
import * as handlers from './metrics.handlers';
import * as routes from './metrics.routes';

/** Registered ahead of the app's per-request set-up, like the probes: a scrape never waits for start-up. */
export const createMetricsRouter = (options: { getDb: () => Database; token: string | undefined }) => createRouter().openapi(routes.metrics, handlers.metrics(options));
