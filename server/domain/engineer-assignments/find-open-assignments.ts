import { and, eq, exists, inArray, ne, notExists, sql, type SQL } from 'drizzle-orm';
import { capPerPage } from '@/contracts/primitives';
import type { Database } from '../../db/client';
import { flattenSql } from '../../db/flatten-sql';
import { assignmentApplications, assignments, assignmentSkills, type AssignmentRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { FindWorkQuery } from '@/contracts/engineerAssignments';
import { whereTransitionAllowed } from '../assignments/check-transition';
import { countCapFor, countUpTo } from '../assignments/count-up-to';
import { distanceMilesSql, minimumPaySql, startDateSql } from './engineer-sql';
import { chooseFindWorkLegs } from './choose-find-work-legs';
import { getEngineerHome } from './get-engineer-home';
import { keywordCondition } from './keyword-query';
import { findWorkSortKeys, openAssignmentPageIdsSql, openAssignmentRows } from './page-open-assignment-ids';
import { loadEngineerRows } from './select-engineer-rows';
import { visibleToEngineerSql } from '../talent-pools/visible-to-engineer-sql';

export const NO_HOME_MESSAGE = 'Add your city and travel distance to your profile to find work near you.';

type FindOpenAssignmentsOptions = { db: Database; engineerId: number; query: FindWorkQuery; now?: Date };

/**
 * Keywords matching at most this many orders are looked up in the GIN index first. The planner
 * cannot tell how many orders a prefix matches (it guesses a few percent), so it would walk an
 * order-by index and filter by the keywords: quick for a common word, a scan of every open order
 * for a rare one. Counting the matches up to this cap (on the GIN index) tells them apart.
 */
const FEW_KEYWORD_MATCHES = 2000;

/** The keyword condition: for few matches, their ids read from the GIN index once; else the plain match, left to the planner. */
async function keywordFilter(db: Database, keywords: string | undefined): Promise<SQL | undefined> {
  const matches = keywordCondition(keywords);
  if (!matches) return undefined;
  const matching = sql`select ${assignments.id} from ${assignments} where ${matches}`;
  const { total_capped: many } = await countUpTo(db, matching, FEW_KEYWORD_MATCHES);
  return many ? matches : sql`${assignments.id} = any(array(${matching}))`;
}

/**
 * Every filter of find work except distance: open for applications, not applied to, visible to the
 * engineer (not blocked by the company; routed to them, their pool or no one), keywords, skills, pay, start dates.
 */
function searchConditions(db: Database, engineerId: number, query: FindWorkQuery, now: Date, keywords: SQL | undefined): SQL | undefined {
  // Not applied, or withdrawn: as an anti-join, which the planner estimates well (most orders pass).
  const applied = db
    .select({ one: sql`1` })
    .from(assignmentApplications)
    .where(and(eq(assignmentApplications.assignmentId, assignments.id), eq(assignmentApplications.engineerId, engineerId), ne(assignmentApplications.status, 'withdrawn')));
  const conditions: (SQL | undefined)[] = [whereTransitionAllowed('apply', 'engineer'), notExists(applied), visibleToEngineerSql(db, engineerId, now), keywords];
  if (query.skill_ids?.length) {
    const needsSkill = db
      .select({ one: sql`1` })
      .from(assignmentSkills)
      .where(and(eq(assignmentSkills.assignmentId, assignments.id), inArray(assignmentSkills.skillId, query.skill_ids)));
    conditions.push(exists(needsSkill));
  }
  // The contract lets only the payment type codes through (its type says number).
  if (query.payment_type) conditions.push(eq(assignments.paymentTypeId, query.payment_type as AssignmentRow['paymentTypeId']));
  if (query.min_pay !== undefined) conditions.push(sql`${minimumPaySql} >= ${query.min_pay}`);
  if (query.start_from) conditions.push(sql`${startDateSql} >= ${query.start_from}::date`);
  if (query.start_to) conditions.push(sql`${startDateSql} <= ${query.start_to}::date`);
  return and(...conditions);
}

/**
 * Find work: orders open for applications (the lifecycle's `apply`) the engineer has not applied to, nearest
 * first by default. Distances are computed in SQL from coordinates; remote orders have none and
 * always pass the distance filter, since they need no travel. The total is counted up to a cap.
 */
export async function findOpenAssignments({ db, engineerId, query, now = new Date() }: FindOpenAssignmentsOptions) {
  // Neither waits for the other: sent together.
  const [{ home, travelDistance }, keywords] = await Promise.all([getEngineerHome({ db, engineerId }), keywordFilter(db, query.q)]);
  if (query.within_distance && (!home || !travelDistance)) throw new AppError('CONFLICT', NO_HOME_MESSAGE);
  const perPage = capPerPage(query.per_page);
  const offset = (query.page - 1) * perPage;
  // Both go into several parts of the page's statement and the count's: built once (flattenSql).
  const conditions = searchConditions(db, engineerId, query, now, keywords);
  const where = conditions && flattenSql(conditions);
  const distance = flattenSql(distanceMilesSql(home));

  // The page (its box chosen, its ids, its rows) is one statement, the count another, sent together.
  const { pageLegs, countLegs, withTables } = chooseFindWorkLegs({ where, home, travelDistance, query, need: offset + perPage });
  const page = openAssignmentPageIdsSql({ db, where, legs: pageLegs, withTables, distance, sortKeys: findWorkSortKeys(query), offset, limit: perPage });
  const [data, total] = await Promise.all([
    loadEngineerRows({ db, engineerId, home, page, now }),
    countUpTo(db, openAssignmentRows({ db, where, legs: countLegs }), countCapFor(query.page, perPage)),
  ]);
  return { ...total, data };
}
