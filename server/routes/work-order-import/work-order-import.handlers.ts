import type { RouteHandler } from '@hono/zod-openapi';
import { toCompanyActor } from '../../domain/assignments/company-actor';
import { importWorkOrders as importOrders } from '../../domain/work-order-import/import-work-orders';
import type { AppEnv } from '../../lib/create-router';
import type * as routes from './work-order-import.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

// POST /customers/import-work-orders – check or import a CSV file of work orders
export const importWorkOrders: Handler<'importWorkOrders'> = async (c) => {
  const { db, user } = c.var;
  const { file } = c.req.valid('form');
  const dryRun = c.req.valid('query').dry_run;
  const data = await importOrders({ db, actor: toCompanyActor(user), file, dryRun, now: c.var.now() });
  const message = dryRun
    ? `${data.valid_rows} of ${data.total_rows} rows are ready to import.`
    : `${data.created} work order${data.created === 1 ? '' : 's'} imported.`;
  return c.json({ message, data }, 200);
};
