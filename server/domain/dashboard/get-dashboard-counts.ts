import { and, count, eq, min, sum } from 'drizzle-orm';
import { ASSIGNMENT_STATUS as S } from '@/constants';
import type { DashboardCounts } from '@/contracts/dashboard';
import type { Database } from '../../db/client';
import { assignments, payments } from '../../db/schema';
import { getCompanyRatingSummary, getEngineerRatingSummary } from '../assignments/rating-summary';
import { partyOrders, type LifecycleParty } from '../lifecycle/lifecycle-party';
import { inYear, resolvePeriod, yearOf, type PeriodOptions } from './dashboard-period';
import { toAmount } from './to-amount';
import { sideOf, sumOf, toStatusCounts } from './to-status-counts';

const IN_PROGRESS = [S.ASSIGNED, S.PENDING_CONFIRMATION, S.SCHEDULE_CONFIRMED, S.CHECKED_IN, S.PENDING_DELIVERABLES, S.PENDING_COMPLETION, S.PENDING_APPROVAL];

type GetDashboardCountsOptions = PeriodOptions & { db: Database; party: LifecycleParty };

/**
 * The dashboard's figures for the party's orders (those assigned to the engineer, or those the
 * company side sees): orders by status now, payments recorded in the year and the rating.
 * Every figure is one aggregate query.
 */
export async function getDashboardCounts({ db, party, ...asked }: GetDashboardCountsOptions): Promise<DashboardCounts> {
  const period = resolvePeriod(asked);
  const scope = partyOrders(party);
  const [grouped, [span], [paid], rating] = await Promise.all([
    db.select({ status: assignments.status, count: count() }).from(assignments).where(scope).groupBy(assignments.status),
    db.select({ firstYear: min(yearOf(assignments.createdAt, period.timezone)) }).from(assignments).where(scope),
    db
      .select({ orders: count(), amount: sum(payments.totalAmount) })
      .from(payments)
      .innerJoin(assignments, eq(assignments.id, payments.assignmentId))
      .where(and(scope, inYear(payments.createdAt, period))),
    party.actor === 'engineer'
      ? getEngineerRatingSummary({ db, engineerId: party.userId })
      : getCompanyRatingSummary({ db, companyId: party.company.companyId }),
  ]);
  const statusCounts = toStatusCounts(grouped, sideOf(party));
  const firstYear = span?.firstYear == null ? period.year : Math.min(Number(span.firstYear), period.year);
  return {
    year: period.year,
    first_year: firstYear,
    total_orders: statusCounts.reduce((total, entry) => total + entry.count, 0),
    open_orders: sumOf(statusCounts, [S.UNASSIGNED]),
    in_progress_orders: sumOf(statusCounts, IN_PROGRESS),
    pending_payment_orders: sumOf(statusCounts, [S.PENDING_PAYMENT]),
    paid_orders: sumOf(statusCounts, [S.PAID]),
    status_counts: statusCounts,
    year_paid_orders: paid?.orders ?? 0,
    year_amount: toAmount(paid?.amount),
    rating_average: rating.rating_average,
    rating_count: rating.rating_count,
  };
}
