import type { Database } from '../../db/client';
import { createRouter } from '../../lib/create-router';
import * as handlers from './health.handlers';
import * as routes from './health.routes';

/** Registered ahead of the app's per-request set-up, so /health answers even while the database does not. */
export const createHealthRouter = (getDb: () => Database) =>
  createRouter().openapi(routes.health, handlers.health).openapi(routes.ready, handlers.ready(getDb));
