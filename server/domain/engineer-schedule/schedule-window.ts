import { sql, type SQL } from 'drizzle-orm';
import { assignments } from '../../db/schema';
import { EXACT_START_DEFAULT_HOURS } from '@/contracts/engineerSchedule';

/**
 * When an order's time on the schedule ends: a window's end, or for an exact start the start
 * plus the order's maximum hours (hourly pay), else EXACT_START_DEFAULT_HOURS. The schedule, its
 * conflicts and the calendar feed all read this one expression.
 */
export const scheduledEndAt = (table: typeof assignments = assignments): SQL<Date> =>
  sql<Date>`coalesce(${table.endAt}, ${table.startAt} + coalesce(${table.maxHours}, ${EXACT_START_DEFAULT_HOURS}) * interval '1 hour')`;

/** The same end for a row already read. */
export function scheduledEndOf(order: { startAt: Date; endAt: Date | null; maxHours: number | null }): Date {
  if (order.endAt) return order.endAt;
  return new Date(order.startAt.getTime() + (order.maxHours ?? EXACT_START_DEFAULT_HOURS) * 3_600_000);
}
