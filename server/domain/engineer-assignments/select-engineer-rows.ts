import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { SqlValue } from '../../db/prepare-by-shape';
import { assignmentApplications, assignments, categories, cities, companies, states, type AssignmentRow } from '../../db/schema';
import { LOCATION_TYPE } from '@/constants';
import type { EngineerAssignmentRow } from '@/contracts/engineerAssignments';
import { distanceMilesSql, engineerStatusSql, myApplicationJoin, type HomeSql } from './engineer-sql';
import { toMyApplication } from './to-my-application';
import { routingSeenBy } from '../talent-pools/routing-seen-by';
import { summaryNameColumns, toAssignmentSummary } from '../assignments/to-assignment-summary';
import { asSeenByEngineer } from '../assignments/posted-terms';
import { companyRatingSummarySql, toRatingSummary } from '../assignments/rating-summary';
import { orderSkillsSql } from '../assignments/order-skills-sql';

type RowSource = { db: Database; engineerId: number; home: HomeSql | null; now?: Date };
/** The same, as values or placeholders: for a statement prepared once. */
type RowSourceSql = { db: Database; engineerId: SqlValue<number>; home: HomeSql | null; now?: SqlValue<Date> };

type SelectEngineerRowsOptions = RowSource & {
  /** May read the engineer's application (assignment_applications) and distanceMilesSql(home). */
  where: SQL | undefined;
  orderBy: SQL[];
  page: number;
  perPage: number;
};

/** Work orders as the engineer sees them, with their names, skills and company rating: a query to finish with where/order/limit. */
function engineerRowsQuery({ db, engineerId, home, now }: RowSourceSql) {
  return db
    .select({
      order: assignments,
      companyName: companies.name,
      ...summaryNameColumns,
      application: assignmentApplications,
      distance: distanceMilesSql(home),
      engineerStatus: engineerStatusSql(engineerId),
      skills: orderSkillsSql,
      companyRating: companyRatingSummarySql(assignments.companyId, now),
    })
    .from(assignments)
    .innerJoin(companies, eq(companies.id, assignments.companyId))
    .leftJoin(categories, eq(categories.id, assignments.categoryId))
    .leftJoin(cities, eq(cities.id, assignments.cityId))
    .leftJoin(states, eq(states.id, assignments.stateId))
    .leftJoin(assignmentApplications, myApplicationJoin(engineerId))
    .$dynamic();
}

type QueriedRow = Awaited<ReturnType<ReturnType<typeof engineerRowsQuery>['execute']>>[number];

/** The site's coordinates for the map: none for a remote order, or for a place without them. */
function siteOf(order: AssignmentRow): Pick<EngineerAssignmentRow, 'latitude' | 'longitude'> {
  const isOnSite = order.locationTypeId !== LOCATION_TYPE.REMOTE && order.latitude !== null && order.longitude !== null;
  return isOnSite ? { latitude: order.latitude, longitude: order.longitude } : { latitude: null, longitude: null };
}

function toEngineerRow({ order, ...row }: QueriedRow, engineerId: number, now = new Date()): EngineerAssignmentRow {
  const rating = toRatingSummary(row.companyRating);
  return {
    ...toAssignmentSummary(asSeenByEngineer(order, engineerId), row),
    company_name: row.companyName,
    company_rating_average: rating.rating_average,
    company_rating_count: rating.rating_count,
    skills: row.skills,
    distance_miles: row.distance == null ? null : Number(row.distance),
    ...siteOf(order),
    engineer_status: row.engineerStatus == null ? null : Number(row.engineerStatus),
    my_application: toMyApplication(row.application),
    ...routingSeenBy(order, engineerId, now),
  };
}

/** A page of work orders as the engineer sees them (my work), with the total. */
export async function selectEngineerRows({ db, engineerId, home, where, orderBy, page, perPage, now }: SelectEngineerRowsOptions) {
  const [rows, [{ total }]] = await Promise.all([
    engineerRowsQuery({ db, engineerId, home, now })
      .where(where)
      .orderBy(...orderBy)
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(assignments).leftJoin(assignmentApplications, myApplicationJoin(engineerId)).where(where),
  ]);
  return { total_count: Number(total), data: rows.map((row) => toEngineerRow(row, engineerId, now)) };
}

/**
 * The orders of `page` (a select of ids, in order) as the engineer sees them, in that order: the
 * page is read inside the same statement. Read its rows with toEngineerRows.
 */
export const engineerRowsOfPageQuery = ({ db, engineerId, home, page, now }: RowSourceSql & { page: SQL }) =>
  engineerRowsQuery({ db, engineerId, home, now })
    .innerJoin(sql`unnest(array(${page})) with ordinality as page(id, position)`, sql`page.id = ${assignments.id}`)
    .orderBy(sql`page.position`);

/** engineerRowsOfPageQuery's rows as the engineer `engineerId` sees them at `now`. */
export const toEngineerRows = (rows: QueriedRow[], engineerId: number, now: Date): EngineerAssignmentRow[] => rows.map((row) => toEngineerRow(row, engineerId, now));
