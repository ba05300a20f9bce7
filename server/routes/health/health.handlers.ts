import type { RouteHandler } from '@hono/zod-openapi';
import type { Database } from '../../db/client';
import { checkReadiness } from '../../domain/health/check-readiness';
import type { AppEnv } from '../../lib/create-router';
import { getLiveHub } from '../../lib/live/get-live-hub';
import { checkStorage, type FileStorage } from '../../lib/storage';
import type * as routes from './health.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

// GET /health – the process answers
export const health: Handler<'health'> = (c) => c.json({ message: 'OK', data: null }, 200);

// GET /ready – the database answers and is migrated, live events are heard, file storage answers (on the app's database, without waiting for start-up work)
export const ready =
  ({ getDb, getStorage }: { getDb: () => Database; getStorage: () => FileStorage }): Handler<'ready'> =>
  async (c) => {
    const db = getDb();
    const readiness = await checkReadiness({ db, isListening: () => getLiveHub(db).isListening(), checkStorage: () => checkStorage(getStorage()) });
    return c.json({ message: 'Ready', data: readiness }, 200);
  };
