import type { RouteHandler } from '@hono/zod-openapi';
import type { Database } from '../../db/client';
import { checkReadiness } from '../../domain/health/check-readiness';
import type { AppEnv } from '../../lib/create-router';
import { getLiveHub } from '../../lib/live/get-live-hub';
import type * as routes from './health.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

// GET /health – the process answers
export const health: Handler<'health'> = (c) => c.json({ message: 'OK', data: null }, 200);

// GET /ready – the database answers and is migrated, live events are heard (on the app's database, without waiting for start-up work)
export const ready =
  (getDb: () => Database): Handler<'ready'> =>
  async (c) => {
    const db = getDb();
    // STORAGE CHECK: pass `checkStorage` (server/lib/storage) here once the storage drivers expose it.
    return c.json({ message: 'Ready', data: await checkReadiness({ db, isListening: () => getLiveHub(db).isListening() }) }, 200);
  };
