import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { SqlValue } from '../../db/prepare-by-shape';
import { ASSIGNMENT_STATUS } from '@/constants';
import { assignmentApplications, assignments } from '../../db/schema';
import { LOCATION_TYPE, PAYMENT_TYPE } from '@/constants';

// SQL pieces shared by the engineer's work-order queries. Each query left-joins the engineer's
// own application (myApplicationJoin) so the status and filters below can read it.

export const EARTH_RADIUS_MILES = 3958.8;
const EARTH_DIAMETER_MILES = 2 * EARTH_RADIUS_MILES;

export type Home = { latitude: number; longitude: number };

/** Home as placeholders or values. */
export type HomeSql = { latitude: SqlValue<number>; longitude: SqlValue<number> };

/** Joins the engineer's own application, if any, to each order. */
export const myApplicationJoin = (engineerId: SqlValue<number>) =>
  and(eq(assignmentApplications.assignmentId, assignments.id), eq(assignmentApplications.engineerId, engineerId));

/** A point in SQL: latitude and longitude in degrees. */
export type PointSql = { latitude: SQLWrapper; longitude: SQLWrapper };

/**
 * Miles from `home` to `site`, one decimal, by the haversine formula: find work shows and compares
 * this figure, and the saved-search alerts compare the same one with the travel distance.
 */
export function milesBetweenSql(home: PointSql, site: PointSql) {
  return sql<number>`round((${EARTH_DIAMETER_MILES}::float8 * asin(least(1::float8, sqrt(
      power(sin(radians(${site.latitude} - ${home.latitude}) / 2), 2)
      + cos(radians(${home.latitude})) * cos(radians(${site.latitude})) * power(sin(radians(${site.longitude} - ${home.longitude}) / 2), 2)
    ))))::numeric, 1)::float8`;
}

/**
 * Miles from the engineer's home to the order, one decimal, by the haversine formula; null for
 * remote orders, orders without coordinates, or an engineer without a home.
 */
export function distanceMilesSql(home: HomeSql | null) {
  if (!home) return sql<number | null>`null::float8`;
  const from = { latitude: sql`${home.latitude}::float8`, longitude: sql`${home.longitude}::float8` };
  return sql<number | null>`(case
    when ${assignments.locationTypeId} = ${LOCATION_TYPE.REMOTE} or ${assignments.latitude} is null or ${assignments.longitude} is null then null
    else ${milesBetweenSql(from, assignments)}
  end)`;
}

/** The pay find work's minimum compares with: the hourly rate of an hourly order, else its fixed amount. */
export const minimumPaySql = sql<number | null>`(case when ${assignments.paymentTypeId} = ${PAYMENT_TYPE.HOURLY} then ${assignments.hourlyRate} else ${assignments.fixedAmount} end)`;

/** The start date find work's date filters compare with: the wall-clock date in the order's own time zone. */
export const startDateSql = sql<string>`(${assignments.startAt} at time zone ${assignments.timezone})::date`;

/**
 * The status the engineer sees: the order's own status once assigned to
 * them; 9 Decline when declined or another engineer got the order; 10 Cancelled when the order
 * was cancelled or they left it; 0 Applied while the application is open; null with no
 * application (or a withdrawn one).
 */
export function engineerStatusSql(engineerId: SqlValue<number>) {
  const application = assignmentApplications.status;
  return sql<number | null>`(case
    when ${assignments.assignedEngineerId} = ${engineerId} then ${assignments.status}
    when ${application} = 'declined' then ${sql.raw(String(ASSIGNMENT_STATUS.DECLINE))}
    when ${application} = 'left' then ${sql.raw(String(ASSIGNMENT_STATUS.CANCELLED))}
    when ${application} is null or ${application} = 'withdrawn' then null
    when ${assignments.status} = ${sql.raw(String(ASSIGNMENT_STATUS.CANCELLED))} then ${sql.raw(String(ASSIGNMENT_STATUS.CANCELLED))}
    when ${assignments.status} = ${sql.raw(String(ASSIGNMENT_STATUS.UNASSIGNED))} then ${sql.raw(String(ASSIGNMENT_STATUS.UNASSIGNED))}
    else ${sql.raw(String(ASSIGNMENT_STATUS.DECLINE))}
  end)`;
}

/**
 * The order's estimated total pay, so hourly, fixed and blended orders compare: the hourly rate
 * times the maximum hours, the fixed amount, or the fixed amount plus the additional rate for the
 * hours past the first ones (when the maximum hours are set). Null when the figures are missing.
 */
export const estimatedPaySql = sql<number | null>`(case ${assignments.paymentTypeId}
    when ${sql.raw(String(PAYMENT_TYPE.HOURLY))} then ${assignments.hourlyRate} * ${assignments.maxHours}
    when ${sql.raw(String(PAYMENT_TYPE.FIXED))} then ${assignments.fixedAmount}
    else ${assignments.fixedAmount} + coalesce(${assignments.blendedAdditionalRate} * greatest(${assignments.maxHours} - coalesce(${assignments.blendedFirstHours}, 0), 0), 0)
  end)`;
