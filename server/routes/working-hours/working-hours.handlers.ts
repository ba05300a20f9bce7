import type { RouteHandler } from '@hono/zod-openapi';
import { getVisibleWorkingHours } from '../../domain/engineer-profile/get-visible-working-hours';
import { getWorkingHours } from '../../domain/engineer-profile/get-working-hours';
import { saveWorkingHours } from '../../domain/engineer-profile/save-working-hours';
import type { AppEnv } from '../../lib/create-router';
import type * as routes from './working-hours.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

// GET /engineers/get-user-working-hour (and /engineers/working_hours) – the engineer's own week
export const getOwn: Handler<'getOwn'> = async (c) =>
  c.json({ message: 'OK', data: await getWorkingHours({ db: c.var.db, userId: c.var.user.id }) }, 200);

// PUT /engineers/update-working-hours – save the week
export const update: Handler<'update'> = async (c) => {
  const data = await saveWorkingHours({ db: c.var.db, userId: c.var.user.id, days: c.req.valid('json').days });
  return c.json({ message: 'Your working hours have been saved.', data }, 200);
};

// GET /working-hours?user_id= – an engineer's week, for them or the company side of their orders
export const byUser: Handler<'byUser'> = async (c) => {
  const data = await getVisibleWorkingHours({ db: c.var.db, viewer: c.var.user, engineerId: c.req.valid('query').user_id });
  return c.json({ message: 'OK', data }, 200);
};
