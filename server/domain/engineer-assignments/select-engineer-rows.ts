import { asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assignmentApplications, assignments, assignmentSkills, categories, cities, companies, skills, states, type AssignmentRow } from '../../db/schema';
import { LOCATION_TYPE } from '@/constants';
import type { EngineerAssignmentRow } from '@/contracts/engineerAssignments';
import { distanceMilesSql, engineerStatusSql, myApplicationJoin, type Home } from './engineer-sql';
import { toMyApplication } from './to-my-application';
import { routingSeenBy } from '../talent-pools/routing-seen-by';
import { summaryNameColumns, toAssignmentSummary } from '../assignments/to-assignment-summary';
import { asSeenByEngineer } from '../assignments/posted-terms';
import { getCompanyRatingSummaries } from '../assignments/rating-summary';

type RowSource = { db: Database; engineerId: number; home: Home | null; now?: Date };

type SelectEngineerRowsOptions = RowSource & {
  /** May read the engineer's application (assignment_applications) and distanceMilesSql(home). */
  where: SQL | undefined;
  orderBy: SQL[];
  page: number;
  perPage: number;
};

/** Work orders as the engineer sees them, with their names joined: a query to finish with where/order/limit. */
function engineerRowsQuery({ db, engineerId, home }: RowSource) {
  return db
    .select({
      order: assignments,
      companyName: companies.name,
      ...summaryNameColumns,
      application: assignmentApplications,
      distance: distanceMilesSql(home),
      engineerStatus: engineerStatusSql(engineerId),
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

/** Adds each order's skills and its company's rating to the queried rows. */
async function toEngineerRows(db: Database, engineerId: number, rows: QueriedRow[], now = new Date()): Promise<EngineerAssignmentRow[]> {
  const ids = rows.map((row) => row.order.id);
  const skillRows = ids.length
    ? await db
        .select({ assignmentId: assignmentSkills.assignmentId, id: skills.id, name: skills.name })
        .from(assignmentSkills)
        .innerJoin(skills, eq(skills.id, assignmentSkills.skillId))
        .where(inArray(assignmentSkills.assignmentId, ids))
        .orderBy(asc(skills.name))
    : [];

  const companyRatings = await getCompanyRatingSummaries({ db, companyIds: rows.map((row) => row.order.companyId) });

  return rows.map(({ order, ...row }) => ({
    ...toAssignmentSummary(asSeenByEngineer(order, engineerId), row),
    company_name: row.companyName,
    company_rating_average: companyRatings.get(order.companyId)?.rating_average ?? null,
    company_rating_count: companyRatings.get(order.companyId)?.rating_count ?? 0,
    skills: skillRows.filter((skill) => skill.assignmentId === order.id).map(({ id, name }) => ({ id, name })),
    distance_miles: row.distance == null ? null : Number(row.distance),
    ...siteOf(order),
    engineer_status: row.engineerStatus == null ? null : Number(row.engineerStatus),
    my_application: toMyApplication(row.application),
    ...routingSeenBy(order, engineerId, now),
  }));
}

/** A page of work orders as the engineer sees them (my work), with the total. */
export async function selectEngineerRows({ db, engineerId, home, where, orderBy, page, perPage }: SelectEngineerRowsOptions) {
  const [rows, [{ total }]] = await Promise.all([
    engineerRowsQuery({ db, engineerId, home })
      .where(where)
      .orderBy(...orderBy)
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(assignments).leftJoin(assignmentApplications, myApplicationJoin(engineerId)).where(where),
  ]);
  return { total_count: Number(total), data: await toEngineerRows(db, engineerId, rows) };
}

/** The orders `ids` as the engineer sees them, in the order of `ids`. */
export async function loadEngineerRows({ db, engineerId, home, ids, now }: RowSource & { ids: number[] }): Promise<EngineerAssignmentRow[]> {
  if (!ids.length) return [];
  const rows = await engineerRowsQuery({ db, engineerId, home }).where(inArray(assignments.id, ids));
  const byId = new Map(rows.map((row) => [row.order.id, row]));
  return toEngineerRows(db, engineerId, ids.flatMap((id) => byId.get(id) ?? []), now);
}
