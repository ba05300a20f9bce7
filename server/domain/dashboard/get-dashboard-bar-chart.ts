import { and, count, eq, sql, sum } from 'drizzle-orm';
import type { DashboardBarChart } from '@/contracts/dashboard';
import type { Database } from '../../db/client';
import { assignments, payments } from '../../db/schema';
import { partyOrders, type LifecycleParty } from '../lifecycle/lifecycle-party';
import { inYear, monthOf, resolvePeriod, type PeriodOptions } from './dashboard-period';
import { toAmount } from './to-amount';

type GetDashboardBarChartOptions = PeriodOptions & { db: Database; party: LifecycleParty };

/** Payments recorded for the party's orders in each month of the year: how many and how much. */
export async function getDashboardBarChart({ db, party, ...asked }: GetDashboardBarChartOptions): Promise<DashboardBarChart> {
  const period = resolvePeriod(asked);
  const rows = await db
    .select({ month: monthOf(payments.createdAt, period.timezone), orders: count(), amount: sum(payments.totalAmount) })
    .from(payments)
    .innerJoin(assignments, eq(assignments.id, payments.assignmentId))
    .where(and(partyOrders(party), inYear(payments.createdAt, period)))
    // By position: the month expression carries the zone as a parameter, so it cannot be repeated.
    .groupBy(sql`1`);
  const byMonth = new Map(rows.map((row) => [Number(row.month), row]));
  const months = Array.from({ length: 12 }, (_unused, index) => {
    const row = byMonth.get(index + 1);
    return { month: index + 1, paid_orders: row?.orders ?? 0, amount: toAmount(row?.amount) };
  });
  return {
    year: period.year,
    paid_orders: months.reduce((total, month) => total + month.paid_orders, 0),
    total_amount: toAmount(rows.reduce((total, row) => total + Number(row.amount ?? 0), 0)),
    months,
  };
}
