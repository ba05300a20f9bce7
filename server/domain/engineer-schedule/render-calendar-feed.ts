import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { createEvents, type EventAttributes } from 'ics';
import { ASSIGNMENT_STATUS, CALENDAR_FEED_PAST_DAYS, ENGINEER_ROUTES, LOCATION_TYPE, SCHEDULED_STATUSES, getStatusLabel } from '@/constants';
import { CALENDAR_FEED_TOKEN_PATTERN } from '@/contracts/engineerSchedule';
import type { Database } from '../../db/client';
import { assignments, cities, engineers, states } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { scheduledEndOf } from './schedule-window';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Any order once assigned to the engineer: the schedule's statuses and the paid ones after them. */
const FEED_STATUSES = [...SCHEDULED_STATUSES, ASSIGNMENT_STATUS.PENDING_PAYMENT, ASSIGNMENT_STATUS.PAID, ASSIGNMENT_STATUS.CANCELLED];
/** SEQUENCE counts seconds of updated_at from here, so it only grows and stays within a 32-bit integer for decades. */
const SEQUENCE_EPOCH_MS = Date.UTC(2024, 0, 1);

type RenderCalendarFeedOptions = { db: Database; token: string; portalOrigin: string; now: Date };

/**
 * The iCalendar (RFC 5545) of the engineer whose feed secret this is: one event per order
 * assigned to them that started within CALENDAR_FEED_PAST_DAYS or is still ahead, cancelled ones
 * as STATUS:CANCELLED. UID is fixed per order; SEQUENCE and LAST-MODIFIED follow updated_at, so
 * subscribed calendars take a new time or a cancellation as a change of the same event.
 * An unknown secret is not found, and says nothing more.
 */
export async function renderCalendarFeed({ db, token, portalOrigin, now }: RenderCalendarFeedOptions): Promise<string> {
  if (!CALENDAR_FEED_TOKEN_PATTERN.test(token)) throw new AppError('NOT_FOUND', 'Not found');
  const [engineer] = await db.select({ userId: engineers.userId }).from(engineers).where(eq(engineers.calendarFeedToken, token)).limit(1);
  if (!engineer) throw new AppError('NOT_FOUND', 'Not found');

  const orders = await db
    .select({
      id: assignments.id,
      title: assignments.title,
      status: assignments.status,
      startAt: assignments.startAt,
      endAt: assignments.endAt,
      maxHours: assignments.maxHours,
      timezone: assignments.timezone,
      locationTypeId: assignments.locationTypeId,
      addressLine1: assignments.addressLine1,
      addressLine2: assignments.addressLine2,
      zip: assignments.zip,
      cityName: cities.name,
      stateName: states.name,
      createdAt: assignments.createdAt,
      updatedAt: assignments.updatedAt,
    })
    .from(assignments)
    .leftJoin(cities, eq(cities.id, assignments.cityId))
    .leftJoin(states, eq(states.id, assignments.stateId))
    .where(
      and(
        eq(assignments.assignedEngineerId, engineer.userId),
        inArray(assignments.status, FEED_STATUSES),
        gte(assignments.startAt, sql`${dayjs(now).subtract(CALENDAR_FEED_PAST_DAYS, 'day').toISOString()}::timestamptz`),
      ),
    )
    .orderBy(asc(assignments.startAt), asc(assignments.id));

  const host = new URL(portalOrigin).hostname;
  const events = orders.map((order): EventAttributes => {
    const isCancelled = order.status === ASSIGNMENT_STATUS.CANCELLED;
    const localStart = dayjs(order.startAt).tz(order.timezone).format('ddd MMM D, YYYY h:mm A');
    const place = [order.addressLine1, order.addressLine2, order.cityName, [order.stateName, order.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
    return {
      uid: `order-${order.id}@${host}`,
      title: isCancelled ? `Cancelled: ${order.title}` : order.title,
      start: order.startAt.getTime(),
      startInputType: 'utc',
      startOutputType: 'utc',
      end: scheduledEndOf(order).getTime(),
      endInputType: 'utc',
      endOutputType: 'utc',
      status: isCancelled ? 'CANCELLED' : 'CONFIRMED',
      sequence: Math.max(0, Math.floor((order.updatedAt.getTime() - SEQUENCE_EPOCH_MS) / 1000)),
      created: order.createdAt.getTime(),
      lastModified: order.updatedAt.getTime(),
      url: new URL(ENGINEER_ROUTES.myWorkDetails(order.id), portalOrigin).toString(),
      ...(order.locationTypeId === LOCATION_TYPE.REMOTE ? { location: 'Remote' } : place ? { location: place } : {}),
      description: [`Status: ${getStatusLabel(order.status, 'engineer')}`, `Starts ${localStart} (${order.timezone})`, `Work order #${order.id}`].join('\n'),
    };
  });
  const { error, value } = createEvents(events, { productId: '-//Service Portal//My Schedule//EN', method: 'PUBLISH', calName: 'Service Portal: my work' });
  if (error || !value) throw error ?? new Error('The calendar could not be written');
  return value;
}
