import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** The year and zone a dashboard covers, as the query gave them (or their defaults). */
export type DashboardPeriod = { year: number; timezone: string };

/** What a dashboard query asks for; `now` is injected by tests. */
export type PeriodOptions = { year?: number; timezone?: string; now?: Date };

/** The asked year, else the current year where the user is (UTC without a zone). */
export function resolvePeriod({ year, timezone = 'UTC', now = new Date() }: PeriodOptions): DashboardPeriod {
  const current = Number(new Intl.DateTimeFormat('en-US', { timeZone: timezone, year: 'numeric' }).format(now));
  return { year: year ?? current, timezone };
}

/** Midnight of 1 January of `year` in the zone, as an instant. */
const startOfYear = (year: number, timezone: string) => sql`(make_timestamp(${year}::int, 1, 1, 0, 0, 0) at time zone ${timezone}::text)`;

/** The instant falls in the period's year, read in its zone (a range, so an index on the column serves it). */
export function inYear(column: AnyColumn, { year, timezone }: DashboardPeriod): SQL {
  return sql`(${column} >= ${startOfYear(year, timezone)} and ${column} < ${startOfYear(year + 1, timezone)})`;
}

/** The calendar month (1–12) of the instant in the zone. */
export const monthOf = (column: AnyColumn, timezone: string) => sql<number>`extract(month from ${column} at time zone ${timezone}::text)::int`;

/** The calendar year of the instant in the zone. */
export const yearOf = (column: AnyColumn, timezone: string) => sql<number>`extract(year from ${column} at time zone ${timezone}::text)::int`;
