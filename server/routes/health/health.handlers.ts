import type { RouteHandler } from '@hono/zod-openapi';
import type { Database } from '../../db/client';
import { checkReadiness } from '../../domain/health/check-readiness';
import type { AppEnv } from '../../lib/create-router';
import type * as routes from './health.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

// GET /health – the process answers
export const health: Handler<'health'> = (c) => c.json({ message: 'OK', data: null }, 200);

// GET /ready – the database answers and is migrated (on the app's database, without waiting for start-up work)
export const ready =
  (getDb: () => Database): Handler<'ready'> =>
  async (c) =>
    c.json({ message: 'Ready', data: await checkReadiness({ db: getDb() }) }, 200);
