import { and, count } from 'drizzle-orm';
import type { DashboardPieChart } from '@/contracts/dashboard';
import type { Database } from '../../db/client';
import { assignments } from '../../db/schema';
import { partyOrders, type LifecycleParty } from '../lifecycle/lifecycle-party';
import { inYear, resolvePeriod, type PeriodOptions } from './dashboard-period';
import { sideOf, toStatusCounts } from './to-status-counts';

type GetDashboardPieChartOptions = PeriodOptions & { db: Database; party: LifecycleParty };

/** The party's orders posted in the year, by their current status. */
export async function getDashboardPieChart({ db, party, ...asked }: GetDashboardPieChartOptions): Promise<DashboardPieChart> {
  const period = resolvePeriod(asked);
  const rows = await db
    .select({ status: assignments.status, count: count() })
    .from(assignments)
    .where(and(partyOrders(party), inYear(assignments.createdAt, period)))
    .groupBy(assignments.status);
  const statuses = toStatusCounts(rows, sideOf(party));
  return { year: period.year, total_orders: statuses.reduce((total, entry) => total + entry.count, 0), statuses };
}
