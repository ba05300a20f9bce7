import { createRoute, z } from '@hono/zod-openapi';
import { CALENDAR_FEED_PAST_DAYS, ENGINEER_DAY_ENDPOINTS, ROLES } from '@/constants';
import { calendarFeedSchema, scheduleItemSchema, scheduleQuerySchema, SCHEDULE_MAX_DAYS } from '@/contracts/engineerSchedule';
import { THROTTLES } from '../../domain/auth/throttle-rules';
import { envelope, errorResponses, jsonContent, publicSecurity } from '../../lib/openapi';
import { signedIn } from '../../middleware/auth';
import { throttle } from '../../middleware/throttle';

const tags = ['Engineer schedule'];
const engineerOnly = signedIn(ROLES.FIELD_ENGINEER);
const feed = envelope(calendarFeedSchema.openapi('CalendarFeed'));

export const getSchedule = createRoute({
  operationId: 'getMySchedule',
  method: 'get',
  path: ENGINEER_DAY_ENDPOINTS.SCHEDULE,
  tags,
  summary:
    `The engineer's assigned orders (1 Assigned to 6 Pending Approval, 12 Pending Confirmation) whose time meets the days from \`from\` to \`to\` ` +
    `(both included, at most ${SCHEDULE_MAX_DAYS} days) in \`timezone\` (UTC when absent), earliest first. An exact start lasts its maximum hours, ` +
    'or one hour without them; `conflicts_with` lists the engineer’s other scheduled orders that overlap it',
  ...engineerOnly,
  request: { query: scheduleQuerySchema },
  responses: { 200: jsonContent(envelope(z.array(scheduleItemSchema.openapi('ScheduleItem'))), 'The orders on the schedule'), ...errorResponses(400, 401, 403) },
});

export const getCalendarFeed = createRoute({
  operationId: 'getMyCalendarFeed',
  method: 'get',
  path: ENGINEER_DAY_ENDPOINTS.CALENDAR_FEED,
  tags,
  summary: 'The URL of the engineer’s calendar feed (iCalendar); anyone with the URL can read the feed, so it is shown only to the engineer',
  ...engineerOnly,
  responses: { 200: jsonContent(feed, 'The feed URL'), ...errorResponses(401, 403, 404) },
});

export const resetCalendarFeed = createRoute({
  operationId: 'resetMyCalendarFeed',
  method: 'post',
  path: ENGINEER_DAY_ENDPOINTS.RESET_CALENDAR_FEED,
  tags,
  summary: 'A new calendar feed URL; the old one answers 404 from now on',
  ...engineerOnly,
  responses: { 200: jsonContent(feed, 'The new feed URL'), ...errorResponses(401, 403) },
});

export const getCalendar = createRoute({
  operationId: 'getCalendarFeed',
  method: 'get',
  path: ENGINEER_DAY_ENDPOINTS.CALENDAR,
  tags,
  summary:
    `The calendar feed (iCalendar, RFC 5545) of the engineer whose secret \`token\` is: one event per order assigned to them (started within the last ${CALENDAR_FEED_PAST_DAYS} days or ahead), ` +
    'with its instants in UTC, the site’s address and local time, the status and a link; a cancelled order as STATUS:CANCELLED. ' +
    'No other authentication; an unknown token is 404. Rate limited per client address',
  security: publicSecurity,
  middleware: [throttle({ perAddress: THROTTLES.calendarFeedAddress })],
  parameters: [{ name: 'token', in: 'path', required: true, description: 'The feed’s secret (43 characters, base64url)', schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' } }],
  responses: {
    200: { content: { 'text/calendar': { schema: z.string().openapi({ description: 'An iCalendar document' }) } }, description: 'The calendar' },
    ...errorResponses(404, 429),
  },
});
