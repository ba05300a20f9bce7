import type { RouteHandler } from '@hono/zod-openapi';
import { actOnWorkOrders } from '../../domain/bulk/act-on-work-orders';
import { toCompanyActor } from '../../domain/assignments/company-actor';
import type { AppEnv } from '../../lib/create-router';
import type * as routes from './bulk.routes';

// POST /customers/bulk-work-orders – one action on many work orders, one result per order
export const bulkWorkOrders: RouteHandler<typeof routes.bulkWorkOrders, AppEnv> = async (c) => {
  const data = await actOnWorkOrders({ db: c.var.db, actor: toCompanyActor(c.var.user), input: c.req.valid('json'), now: c.var.now() });
  return c.json({ message: `${data.totals.done} of ${data.totals.requested} done`, data }, 200);
};
