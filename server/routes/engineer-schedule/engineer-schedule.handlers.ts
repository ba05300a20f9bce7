import type { RouteHandler } from '@hono/zod-openapi';
import { getCalendarFeed as readCalendarFeed } from '../../domain/engineer-schedule/get-calendar-feed';
import { listEngineerSchedule } from '../../domain/engineer-schedule/list-engineer-schedule';
import { renderCalendarFeed } from '../../domain/engineer-schedule/render-calendar-feed';
import { resetCalendarFeed as replaceCalendarFeed } from '../../domain/engineer-schedule/reset-calendar-feed';
import type { AppEnv } from '../../lib/create-router';
import type * as routes from './engineer-schedule.routes';

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

/** The path segment is `{token}.ics`; the router hands it over whole. */
const ICS_SUFFIX = '.ics';

// GET /engineers/schedule – the engineer's assigned orders between two dates
export const getSchedule: Handler<'getSchedule'> = async (c) => {
  const data = await listEngineerSchedule({ db: c.var.db, engineerId: c.var.user.id, query: c.req.valid('query') });
  return c.json({ message: 'OK', data }, 200);
};

// GET /engineers/calendar-feed – the feed's URL, made on first use
export const getCalendarFeed: Handler<'getCalendarFeed'> = async (c) => {
  const data = await readCalendarFeed({ db: c.var.db, engineerId: c.var.user.id, portalOrigin: c.var.portalOrigin });
  c.header('Cache-Control', 'no-store');
  return c.json({ message: 'OK', data }, 200);
};

// POST /engineers/calendar-feed/reset – a new feed URL; the old one stops at once
export const resetCalendarFeed: Handler<'resetCalendarFeed'> = async (c) => {
  const data = await replaceCalendarFeed({ db: c.var.db, engineerId: c.var.user.id, portalOrigin: c.var.portalOrigin });
  c.header('Cache-Control', 'no-store');
  return c.json({ message: 'Your calendar link has been reset. Subscribe again with the new link.', data }, 200);
};

// GET /calendar/{token}.ics – the engineer's orders as iCalendar, for calendar apps (the token is the only key)
export const getCalendar: Handler<'getCalendar'> = async (c) => {
  const segment = Object.values(c.req.param() as Record<string, string>)[0] ?? '';
  const token = segment.endsWith(ICS_SUFFIX) ? segment.slice(0, -ICS_SUFFIX.length) : '';
  const calendar = await renderCalendarFeed({ db: c.var.db, token, portalOrigin: c.var.portalOrigin, now: c.var.now() });
  return c.body(calendar, 200, { 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': 'no-store' });
};
