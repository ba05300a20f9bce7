import type { RouteHandler } from '@hono/zod-openapi';
import { toCompanyActor } from '../../domain/assignments/company-actor';
import { toLifecycleParty } from '../../domain/lifecycle/lifecycle-party';
import { listAssignmentLogs } from '../../domain/logs/list-assignment-logs';
import { listLogs } from '../../domain/logs/list-logs';
import type { AppEnv } from '../../lib/create-router';
import type * as routes from './logs.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

// GET /logs – a page of the log entries the user sees
export const list: Handler<'list'> = async (c) => {
  const data = await listLogs({ db: c.var.db, party: toLifecycleParty(c.var.user), query: c.req.valid('query') });
  return c.json({ message: 'OK', data }, 200);
};

// GET /customers/get-assignment-logs?id= – one order's timeline
export const assignmentLogs: Handler<'assignmentLogs'> = async (c) => {
  const data = await listAssignmentLogs({ db: c.var.db, actor: toCompanyActor(c.var.user), assignmentId: c.req.valid('query').id });
  return c.json({ message: 'OK', data }, 200);
};
