import { and, avg, count, eq, inArray, sql } from 'drizzle-orm';
import { ASSIGNMENT_STATUS, COMPLETED_STATUSES } from '@/constants';
import type { TrackRecord } from '@/contracts/trackRecord';
import type { Database } from '../../db/client';
import { assignmentApplications, assignments, ratings, users } from '../../db/schema';
import { isRevealed } from '../ratings/rating-scope';

type ListTrackRecordsOptions = {
  db: Database;
  engineerIds: number[];
  /** The company asking: adds the orders completed with it; null for the engineer's own view. */
  companyId: number | null;
  now?: Date;
};

const completed = inArray(assignments.status, [...COMPLETED_STATUSES]);

/**
 * Track records of many engineers in one statement (a talent list shows many): their assigned
 * orders, their leaves and their revealed ratings, each grouped per engineer and joined to the
 * user. An id that is no user is absent from the map.
 */
export async function listTrackRecords({ db, engineerIds, companyId, now = new Date() }: ListTrackRecordsOptions): Promise<Map<number, TrackRecord>> {
  const records = new Map<number, TrackRecord>();
  const ids = [...new Set(engineerIds)];
  if (ids.length === 0) return records;

  // Orders stay with the assigned engineer once cancelled or done; one who leaves is unassigned.
  const orders = db
    .select({
      engineerId: sql<number>`${assignments.assignedEngineerId}`.as('order_engineer_id'),
      completed: sql<number>`count(*) filter (where ${completed})`.mapWith(Number).as('completed'),
      withCompany: sql<number>`count(*) filter (where ${and(completed, eq(assignments.companyId, companyId ?? 0))})`.mapWith(Number).as('with_company'),
      checkIns: sql<number>`count(${assignments.checkInTiming})`.mapWith(Number).as('check_ins'),
      onTime: sql<number>`count(*) filter (where ${assignments.checkInTiming} = 'on_time')`.mapWith(Number).as('on_time'),
      cancelled: sql<number>`count(*) filter (where ${assignments.status} = ${ASSIGNMENT_STATUS.CANCELLED})`.mapWith(Number).as('cancelled'),
    })
    .from(assignments)
    .where(inArray(assignments.assignedEngineerId, ids))
    .groupBy(assignments.assignedEngineerId)
    .as('orders');
  const leaves = db
    .select({ engineerId: sql<number>`${assignmentApplications.engineerId}`.as('leave_engineer_id'), total: count().as('leaves') })
    .from(assignmentApplications)
    .where(and(inArray(assignmentApplications.engineerId, ids), eq(assignmentApplications.status, 'left')))
    .groupBy(assignmentApplications.engineerId)
    .as('leaves');
  const rated = db
    .select({ engineerId: sql<number>`${ratings.engineerId}`.as('rated_engineer_id'), average: avg(ratings.stars).as('average'), total: count().as('ratings') })
    .from(ratings)
    .where(and(inArray(ratings.engineerId, ids), eq(ratings.commentedBy, 'company'), isRevealed(now)))
    .groupBy(ratings.engineerId)
    .as('rated');

  const rows = await db
    .select({
      id: users.id,
      memberSince: users.createdAt,
      completed: orders.completed,
      withCompany: orders.withCompany,
      checkIns: orders.checkIns,
      onTime: orders.onTime,
      cancelled: orders.cancelled,
      leaves: leaves.total,
      ratingAverage: rated.average, ratingCount: rated.total })
    .from(users)
    .leftJoin(orders, eq(orders.engineerId, users.id))
    .leftJoin(leaves, eq(leaves.engineerId, users.id))
    .leftJoin(rated, eq(rated.engineerId, users.id))
    .where(inArray(users.id, ids));

  for (const row of rows) {
    const checkIns = Number(row.checkIns ?? 0);
    const onTime = Number(row.onTime ?? 0);
    records.set(row.id, {
      engineer_id: row.id,
      completed_orders: Number(row.completed ?? 0),
      completed_with_company: companyId === null ? null : Number(row.withCompany ?? 0),
      check_ins: checkIns,
      on_time_check_ins: onTime,
      on_time_rate: checkIns === 0 ? null : Math.round((onTime / checkIns) * 100) / 100,
      cancelled_after_assignment: Number(row.cancelled ?? 0),
      leaves: Number(row.leaves ?? 0),
      rating_average: row.ratingAverage == null ? null : Math.round(Number(row.ratingAverage) * 10) / 10,
      rating_count: Number(row.ratingCount ?? 0),
      member_since: row.memberSince.toISOString(),
    });
  }
  return records;
}
