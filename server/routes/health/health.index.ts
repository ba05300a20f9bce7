import type { Database } from '../../db/client';
import { createRouter } from '../../lib/create-router';
import type { FileStorage } from '../../lib/storage';
import * as handlers from './health.handlers';
import * as routes from './health.routes';

type HealthSources = { getDb: () => Database; getStorage: () => FileStorage };

/** Registered ahead of the app's per-request set-up, so /health answers even while the database does not. */
export const createHealthRouter = (sources: HealthSources) =>
  createRouter().openapi(routes.health, handlers.health).openapi(routes.ready, handlers.ready(sources));
