import { aliasedTable, and, asc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { SCHEDULED_STATUSES } from '@/constants';
import type { ScheduleItem, ScheduleQuery } from '@/contracts/engineerSchedule';
import type { Database } from '../../db/client';
import { assignments, cities, states } from '../../db/schema';
import { scheduledEndAt, scheduledEndOf } from './schedule-window';

dayjs.extend(utc);
dayjs.extend(timezone);

type ListEngineerScheduleOptions = { db: Database; engineerId: number; query: ScheduleQuery };

const other = aliasedTable(assignments, 'other');

/**
 * The engineer's assigned orders (Assigned to Pending Approval) whose time meets the days from
 * `from` to `to` in the viewer's zone, earliest first, each with the ids of their other
 * scheduled orders it overlaps (those may lie partly outside the days asked for).
 */
export async function listEngineerSchedule({ db, engineerId, query }: ListEngineerScheduleOptions): Promise<ScheduleItem[]> {
  const zone = query.timezone ?? 'UTC';
  const rangeStart = dayjs.tz(query.from, zone).startOf('day').toDate();
  const rangeEnd = dayjs.tz(query.to, zone).add(1, 'day').startOf('day').toDate();
  const isScheduled = (table: typeof assignments) =>
    and(eq(table.assignedEngineerId, engineerId), inArray(table.status, [...SCHEDULED_STATUSES]));

  const rows = await db
    .select({
      id: assignments.id,
      title: assignments.title,
      status: assignments.status,
      scheduleType: assignments.scheduleType,
      startAt: assignments.startAt,
      endAt: assignments.endAt,
      maxHours: assignments.maxHours,
      timezone: assignments.timezone,
      cityName: cities.name,
      stateName: states.name,
      conflictsWith: sql<number[]>`coalesce((
        select array_agg(${other.id} order by ${other.id}) from ${assignments} ${sql.identifier('other')}
        where ${and(isScheduled(other), ne(other.id, assignments.id), lt(other.startAt, scheduledEndAt()), gt(scheduledEndAt(other), assignments.startAt))}
      ), '{}')`,
    })
    .from(assignments)
    .leftJoin(cities, eq(cities.id, assignments.cityId))
    .leftJoin(states, eq(states.id, assignments.stateId))
    .where(and(isScheduled(assignments), lt(assignments.startAt, rangeEnd), sql`${scheduledEndAt()} > ${rangeStart.toISOString()}::timestamptz`))
    .orderBy(asc(assignments.startAt), asc(assignments.id));

  return rows.map((row) => {
    const conflictsWith = (row.conflictsWith ?? []).map(Number);
    return {
      id: row.id,
      title: row.title,
      status: row.status,
      schedule_type: row.scheduleType,
      start_at: row.startAt.toISOString(),
      end_at: scheduledEndOf(row).toISOString(),
      is_end_estimated: row.endAt === null,
      timezone: row.timezone,
      city_name: row.cityName,
      state_name: row.stateName,
      conflicts_with: conflictsWith,
      has_conflict: conflictsWith.length > 0,
    };
  });
}
