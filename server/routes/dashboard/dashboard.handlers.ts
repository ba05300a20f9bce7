import type { RouteHandler } from '@hono/zod-openapi';
import { getDashboardBarChart } from '../../domain/dashboard/get-dashboard-bar-chart';
import { getDashboardCounts } from '../../domain/dashboard/get-dashboard-counts';
import { getDashboardPieChart } from '../../domain/dashboard/get-dashboard-pie-chart';
import { toLifecycleParty } from '../../domain/lifecycle/lifecycle-party';
import type { AppEnv } from '../../lib/create-router';
import type * as routes from './dashboard.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

// GET /engineers/dashboard-count – the engineer's figures
export const engineerCounts: Handler<'engineerCounts'> = async (c) => {
  const data = await getDashboardCounts({ db: c.var.db, party: toLifecycleParty(c.var.user), ...c.req.valid('query') });
  return c.json({ message: 'OK', data }, 200);
};

// GET /engineers/bar-chart – what the engineer earned per month
export const engineerBarChart: Handler<'engineerBarChart'> = async (c) => {
  const data = await getDashboardBarChart({ db: c.var.db, party: toLifecycleParty(c.var.user), ...c.req.valid('query') });
  return c.json({ message: 'OK', data }, 200);
};

// GET /engineers/pie-chart – the engineer's orders of the year by status
export const engineerPieChart: Handler<'engineerPieChart'> = async (c) => {
  const data = await getDashboardPieChart({ db: c.var.db, party: toLifecycleParty(c.var.user), ...c.req.valid('query') });
  return c.json({ message: 'OK', data }, 200);
};

// GET /customers/dashboard-count – the company side's figures
export const companyCounts: Handler<'companyCounts'> = async (c) => {
  const data = await getDashboardCounts({ db: c.var.db, party: toLifecycleParty(c.var.user), ...c.req.valid('query') });
  return c.json({ message: 'OK', data }, 200);
};

// GET /customers/bar-chart – what the company side spent per month
export const companyBarChart: Handler<'companyBarChart'> = async (c) => {
  const data = await getDashboardBarChart({ db: c.var.db, party: toLifecycleParty(c.var.user), ...c.req.valid('query') });
  return c.json({ message: 'OK', data }, 200);
};

// GET /customers/pie-chart – the company side's orders of the year by status
export const companyPieChart: Handler<'companyPieChart'> = async (c) => {
  const data = await getDashboardPieChart({ db: c.var.db, party: toLifecycleParty(c.var.user), ...c.req.valid('query') });
  return c.json({ message: 'OK', data }, 200);
};
