import { and, eq, exists, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { capPerPage } from '@/contracts/primitives';
import type { Database } from '../../db/client';
import { assignmentApplications, assignments, assignmentSkills, type AssignmentRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { LOCATION_TYPE, PAYMENT_TYPE } from '@/constants';
import type { FindWorkQuery } from '@/contracts/engineerAssignments';
import { whereTransitionAllowed } from '../assignments/check-transition';
import { distanceMilesSql } from './engineer-sql';
import { getEngineerHome } from './get-engineer-home';
import { selectEngineerRows } from './select-engineer-rows';

export const NO_HOME_MESSAGE = 'Add your city and travel distance to your profile to find work near you.';

type FindOpenAssignmentsOptions = { db: Database; engineerId: number; query: FindWorkQuery };

/**
 * Find work: orders open for applications (the lifecycle's `apply`) the engineer has not applied to, nearest
 * first by default. Distances are computed in SQL from coordinates; remote orders have none and
 * always pass the distance filter, since they need no travel.
 */
export async function findOpenAssignments({ db, engineerId, query }: FindOpenAssignmentsOptions) {
  const { home, travelDistance } = await getEngineerHome({ db, engineerId });
  const distance = distanceMilesSql(home);
  const conditions: (SQL | undefined)[] = [
    whereTransitionAllowed('apply', 'engineer'),
    or(isNull(assignmentApplications.id), eq(assignmentApplications.status, 'withdrawn')),
  ];
  if (query.within_distance) {
    if (!home || !travelDistance) throw new AppError('CONFLICT', NO_HOME_MESSAGE);
    conditions.push(or(eq(assignments.locationTypeId, LOCATION_TYPE.REMOTE), sql`${distance} <= ${travelDistance}`));
  }
  if (query.skill_ids?.length) {
    const needsSkill = db
      .select({ one: sql`1` })
      .from(assignmentSkills)
      .where(and(eq(assignmentSkills.assignmentId, assignments.id), inArray(assignmentSkills.skillId, query.skill_ids)));
    conditions.push(exists(needsSkill));
  }
  // The contract lets only the payment type codes through (its type says number).
  if (query.payment_type) conditions.push(eq(assignments.paymentTypeId, query.payment_type as AssignmentRow['paymentTypeId']));
  if (query.min_pay !== undefined) {
    const pay = sql`(case when ${assignments.paymentTypeId} = ${PAYMENT_TYPE.HOURLY} then ${assignments.hourlyRate} else ${assignments.fixedAmount} end)`;
    conditions.push(sql`${pay} >= ${query.min_pay}`);
  }
  // Start dates are the wall-clock dates in each order's own time zone.
  const startDate = sql`(${assignments.startAt} at time zone ${assignments.timezone})::date`;
  if (query.start_from) conditions.push(sql`${startDate} >= ${query.start_from}::date`);
  if (query.start_to) conditions.push(sql`${startDate} <= ${query.start_to}::date`);

  const direction = sql.raw(query.order === 'desc' ? 'desc' : 'asc');
  const sortColumn = { distance, start_at: assignments.startAt, created_at: assignments.createdAt }[query.sort_by];
  const orderBy = [sql`${sortColumn} ${direction} nulls last`, sql`${assignments.startAt} asc`, sql`${assignments.id} asc`];

  return selectEngineerRows({
    db,
    engineerId,
    home,
    where: and(...conditions),
    orderBy,
    page: query.page,
    perPage: capPerPage(query.per_page),
  });
}
