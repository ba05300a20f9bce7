import '@/contracts/configureZod';
import { z } from 'zod';
import { isTimeZone } from '@/contracts/assignment';
import { isCalendarDate } from '@/contracts/primitives';

// The engineer's schedule (their assigned orders between two dates) and their calendar feed.
// Plain zod, shared with the portal.

/** The longest span one schedule request may cover (a month view with its leading and trailing weeks fits). */
export const SCHEDULE_MAX_DAYS = 62;

/**
 * How long an order with an exact start (no end) is taken to last on the schedule and in the
 * feed: its maximum hours when it has them (hourly pay), else one hour.
 */
export const EXACT_START_DEFAULT_HOURS = 1;

const dateMessage = (name: string) => `${name} is a date (YYYY-MM-DD)`;
const zoneMessage = 'timezone is a time zone name such as America/Chicago';

/** `?from=&to=&timezone=`: calendar days in the viewer's zone, both included. */
export const scheduleQuerySchema = z
  .object({
    from: z.string({ error: dateMessage('from') }).trim().refine(isCalendarDate, dateMessage('from')),
    to: z.string({ error: dateMessage('to') }).trim().refine(isCalendarDate, dateMessage('to')),
    /** IANA zone in which the days begin (the viewer's); UTC when absent. */
    timezone: z.string({ error: zoneMessage }).trim().max(64, zoneMessage).refine(isTimeZone, zoneMessage).optional(),
  })
  .superRefine((query, context) => {
    if (!isCalendarDate(query.from) || !isCalendarDate(query.to)) return;
    const days = (Date.parse(`${query.to}T00:00:00Z`) - Date.parse(`${query.from}T00:00:00Z`)) / 86_400_000 + 1;
    if (days < 1) context.addIssue({ code: 'custom', path: ['to'], message: 'to is on or after from' });
    else if (days > SCHEDULE_MAX_DAYS) context.addIssue({ code: 'custom', path: ['to'], message: `Ask for at most ${SCHEDULE_MAX_DAYS} days at a time` });
  });
export type ScheduleQuery = z.output<typeof scheduleQuerySchema>;

/** One assigned order on the engineer's schedule. */
export const scheduleItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The order's status (constants ENGINEER_STATUS_LABELS): 1 Assigned … 6 Pending Approval, 12 Pending Confirmation. */
  status: z.number().int(),
  schedule_type: z.enum(['exact', 'window']),
  start_at: z.string(),
  /** The window's end; for an exact start, the start plus the maximum hours, or one hour without them. */
  end_at: z.string(),
  /** True when end_at is worked out from an exact start rather than set on the order. */
  is_end_estimated: z.boolean(),
  /** The site's IANA time zone. */
  timezone: z.string(),
  city_name: z.string().nullable(),
  state_name: z.string().nullable(),
  /** Ids of the engineer's other scheduled orders whose time overlaps this one's. */
  conflicts_with: z.array(z.number().int()),
  has_conflict: z.boolean(),
});
export type ScheduleItem = z.infer<typeof scheduleItemSchema>;

/** The engineer's calendar feed: a secret URL any calendar app can subscribe to. */
export const calendarFeedSchema = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** The feed's secret: 32 random bytes in base64url (43 characters). */
export const CALENDAR_FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
