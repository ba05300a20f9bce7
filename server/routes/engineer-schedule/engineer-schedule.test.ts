import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Database } from '../../db/client';
import { assignments } from '../../db/schema';
import { callApi, createTestCompany, createTestEngineer, getTestDb, type TestApp } from '../../test/helpers';
import { insertAssignedOrder, type Parties } from '../../test/support/lifecycle';

// The engineer's schedule and calendar feed: the orders assigned to them between two dates with
// their overlaps, and the secret iCalendar URL calendar apps subscribe to.

let app: TestApp;
let db: Database;
let parties: Parties;

const PORTAL = 'https://portal.example.test';

beforeAll(async () => {
  db = await getTestDb();
  app = createApp({ db, portalOrigin: PORTAL, mailer: async () => undefined });
  parties = { company: await createTestCompany(db), engineer: await createTestEngineer(db) };
});

const at = (iso: string) => new Date(iso);
const newEngineer = async (): Promise<Parties> => ({ company: parties.company, engineer: await createTestEngineer(db) });

/** GETs the feed at its absolute URL through the app, as a calendar app would (no token). */
async function fetchFeed(url: string) {
  const { pathname } = new URL(url);
  const response = await app.request(pathname, { headers: { 'x-forwarded-for': '2001:db8::cal' } });
  return { status: response.status, type: response.headers.get('content-type'), cache: response.headers.get('cache-control'), text: await response.text() };
}

function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      sequence: event.sequence,
      status: vevent.getFirstPropertyValue('status'),
      url: vevent.getFirstPropertyValue('url'),
      location: event.location,
      description: event.description,
    };
  });
}

describe('GET /engineers/schedule', () => {
  it('lists the assigned orders meeting the days in the viewer’s zone, with overlaps marked both ways', async () => {
    const them = await newEngineer();
    const morning = await insertAssignedOrder(db, them, { title: 'Morning install', scheduleType: 'window', startAt: at('2030-04-02T14:00:00Z'), endAt: at('2030-04-02T18:00:00Z') });
    // Exact start with no maximum hours: one hour, 17:00–18:00, inside the morning window.
    const clash = await insertAssignedOrder(db, them, { title: 'Clash', status: 2, startAt: at('2030-04-02T17:00:00Z'), timezone: 'America/New_York' });
    // Hourly with 3 maximum hours: 19:00–22:00, touching nothing.
    const evening = await insertAssignedOrder(db, them, { title: 'Evening', status: 12, startAt: at('2030-04-02T19:00:00Z'), paymentTypeId: 1, hourlyRate: 40, maxHours: 3 });
    await insertAssignedOrder(db, them, { title: 'Paid already', status: 8, startAt: at('2030-04-02T15:00:00Z') });
    await insertAssignedOrder(db, them, { title: 'Next week', startAt: at('2030-04-09T15:00:00Z') });
    const someoneElse = await newEngineer();
    await insertAssignedOrder(db, someoneElse, { title: 'Not theirs', startAt: at('2030-04-02T15:00:00Z') });

    const day = await callApi(app, 'GET', '/engineers/schedule?from=2030-04-02&to=2030-04-02&timezone=America/Chicago', { token: them.engineer.token });
    expect(day.status).toBe(200);
    expect(day.body.data.map((item: { title: string }) => item.title)).toEqual(['Morning install', 'Clash', 'Evening']);
    const [first, second, third] = day.body.data;
    expect(first).toMatchObject({ id: morning.id, status: 1, schedule_type: 'window', start_at: '2030-04-02T14:00:00.000Z', end_at: '2030-04-02T18:00:00.000Z', is_end_estimated: false, timezone: 'America/Chicago', city_name: 'Austin', state_name: 'Texas', has_conflict: true, conflicts_with: [clash.id] });
    expect(second).toMatchObject({ id: clash.id, end_at: '2030-04-02T18:00:00.000Z', is_end_estimated: true, timezone: 'America/New_York', conflicts_with: [morning.id], has_conflict: true });
    expect(third).toMatchObject({ id: evening.id, status: 12, end_at: '2030-04-02T22:00:00.000Z', has_conflict: false, conflicts_with: [] });

    // The 3rd on Kiritimati (UTC+14) starts at 10:00Z on the 2nd, so it holds all three; the 3rd in UTC holds none.
    const ahead = await callApi(app, 'GET', '/engineers/schedule?from=2030-04-03&to=2030-04-03&timezone=Pacific/Kiritimati', { token: them.engineer.token });
    expect(ahead.body.data.map((item: { id: number }) => item.id)).toEqual([morning.id, clash.id, evening.id]);
    const utcDayAfter = await callApi(app, 'GET', '/engineers/schedule?from=2030-04-03&to=2030-04-03', { token: them.engineer.token });
    expect(utcDayAfter.body.data).toEqual([]);
    const week = await callApi(app, 'GET', '/engineers/schedule?from=2030-04-07&to=2030-04-13', { token: them.engineer.token });
    expect(week.body.data.map((item: { title: string }) => item.title)).toEqual(['Next week']);
  });

  it('marks an overlap with an order outside the days asked for', async () => {
    const them = await newEngineer();
    const long = await insertAssignedOrder(db, them, { scheduleType: 'window', startAt: at('2030-05-01T20:00:00Z'), endAt: at('2030-05-02T02:00:00Z') });
    const late = await insertAssignedOrder(db, them, { startAt: at('2030-05-01T21:00:00Z') });
    const nextDay = await callApi(app, 'GET', '/engineers/schedule?from=2030-05-02&to=2030-05-02', { token: them.engineer.token });
    expect(nextDay.body.data).toEqual([expect.objectContaining({ id: long.id, conflicts_with: [late.id] })]);
  });

  it('refuses bad ranges, other roles and API keys', async () => {
    const { token } = parties.engineer;
    const backwards = await callApi(app, 'GET', '/engineers/schedule?from=2030-04-09&to=2030-04-02', { token });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toEqual([{ path: 'to', message: 'to is on or after from' }]);
    const tooLong = await callApi(app, 'GET', '/engineers/schedule?from=2030-01-01&to=2030-06-01', { token });
    expect(tooLong.body.errors).toEqual([{ path: 'to', message: 'Ask for at most 62 days at a time' }]);
    const badZone = await callApi(app, 'GET', '/engineers/schedule?from=2030-01-01&to=2030-01-02&timezone=Mars/Base', { token });
    expect(badZone.status).toBe(400);
    expect((await callApi(app, 'GET', '/engineers/schedule?from=2030-01-01&to=2030-01-02', { token: parties.company.token })).status).toBe(403);
    expect((await callApi(app, 'GET', '/engineers/schedule?from=2030-01-01&to=2030-01-02')).status).toBe(401);
    const key = await callApi(app, 'POST', '/api-keys', { token: parties.company.token, body: { name: 'Schedule reader', scopes: ['orders:read'] } });
    expect(key.status).toBe(201);
    for (const [method, path] of [['GET', '/engineers/schedule?from=2030-01-01&to=2030-01-02'], ['GET', '/engineers/calendar-feed'], ['POST', '/engineers/calendar-feed/reset']]) {
      expect((await callApi(app, method, path, { token: key.body.data.key })).status).toBe(403);
    }
  });
});

describe('the calendar feed', () => {
  it('gives one URL on the portal, an iCalendar of the engineer’s own orders with their instants, address, link and status', async () => {
    const them = await newEngineer();
    const first = await callApi(app, 'GET', '/engineers/calendar-feed', { token: them.engineer.token });
    expect(first.status).toBe(200);
    expect(first.body.data.url).toMatch(/^https:\/\/portal\.example\.test\/api\/v1\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await callApi(app, 'GET', '/engineers/calendar-feed', { token: them.engineer.token })).body.data.url).toBe(first.body.data.url);

    const empty = await fetchFeed(first.body.data.url);
    expect(empty).toMatchObject({ status: 200, type: 'text/calendar; charset=utf-8', cache: 'no-store' });
    expect(eventsOf(empty.text)).toEqual([]);

    const order = await insertAssignedOrder(db, them, { title: 'Router swap', status: 2, startAt: at('2030-06-03T14:30:00Z'), addressLine1: '500 Congress Ave', zip: '78701' });
    const window = await insertAssignedOrder(db, them, { title: 'Two-day survey', scheduleType: 'window', startAt: at('2030-06-10T13:00:00Z'), endAt: at('2030-06-11T22:00:00Z'), timezone: 'America/Los_Angeles' });
    await insertAssignedOrder(db, await newEngineer(), { title: 'Someone else’s job', startAt: at('2030-06-03T14:30:00Z') });

    const events = eventsOf((await fetchFeed(first.body.data.url)).text);
    expect(events.map((event) => event.summary)).toEqual(['Router swap', 'Two-day survey']);
    expect(events[0]).toMatchObject({
      uid: `order-${order.id}@portal.example.test`,
      start: '2030-06-03T14:30:00.000Z',
      end: '2030-06-03T15:30:00.000Z',
      status: 'CONFIRMED',
      url: `${PORTAL}/engineer/my-work/details-page/${order.id}`,
      location: '500 Congress Ave, Austin, Texas 78701',
    });
    expect(events[0].description).toContain('Status: Schedule Confirmed');
    expect(events[0].description).toContain('Starts Mon Jun 3, 2030 9:30 AM (America/Chicago)');
    expect(events[1]).toMatchObject({ uid: `order-${window.id}@portal.example.test`, start: '2030-06-10T13:00:00.000Z', end: '2030-06-11T22:00:00.000Z' });
    expect(events[1].description).toContain('6:00 AM (America/Los_Angeles)');
  });

  it('follows a new time and a cancellation of the same event', async () => {
    const them = await newEngineer();
    const { body } = await callApi(app, 'GET', '/engineers/calendar-feed', { token: them.engineer.token });
    const order = await insertAssignedOrder(db, them, { status: 1, startAt: at('2030-07-01T15:00:00Z'), updatedAt: at('2025-01-01T00:00:00Z') });
    const [before] = eventsOf((await fetchFeed(body.data.url)).text);

    await db.update(assignments).set({ startAt: at('2030-07-02T16:00:00Z') }).where(eq(assignments.id, order.id));
    const [moved] = eventsOf((await fetchFeed(body.data.url)).text);
    expect(moved.uid).toBe(before.uid);
    expect(moved.start).toBe('2030-07-02T16:00:00.000Z');
    expect(moved.sequence).toBeGreaterThan(before.sequence);

    const cancelled = await callApi(app, 'PATCH', '/customers/cancel-assignment', { token: parties.company.token, body: { assignment_id: order.id, reason: 'Store closed' } });
    expect(cancelled.status).toBe(200);
    const [gone] = eventsOf((await fetchFeed(body.data.url)).text);
    expect(gone).toMatchObject({ uid: before.uid, status: 'CANCELLED', start: '2030-07-02T16:00:00.000Z' });
    expect(gone.sequence).toBeGreaterThanOrEqual(moved.sequence);
    expect(gone.description).toContain('Status: Cancelled');
  });

  it('stops the old URL at once on reset, and answers an unknown token 404 with nothing more', async () => {
    const them = await newEngineer();
    await insertAssignedOrder(db, them, { title: 'Kept private', startAt: at('2030-08-01T15:00:00Z') });
    const old = (await callApi(app, 'GET', '/engineers/calendar-feed', { token: them.engineer.token })).body.data.url;
    expect((await fetchFeed(old)).status).toBe(200);

    const reset = await callApi(app, 'POST', '/engineers/calendar-feed/reset', { token: them.engineer.token });
    expect(reset.status).toBe(200);
    expect(reset.body.data.url).not.toBe(old);
    const gone = await fetchFeed(old);
    expect(gone.status).toBe(404);
    expect(JSON.parse(gone.text)).toEqual({ message: 'Not found', code: 'not_found' });
    expect(eventsOf((await fetchFeed(reset.body.data.url)).text).map((event) => event.summary)).toEqual(['Kept private']);
    expect((await callApi(app, 'GET', '/engineers/calendar-feed', { token: them.engineer.token })).body.data.url).toBe(reset.body.data.url);

    for (const path of ['/calendar/short.ics', `/calendar/${'a'.repeat(43)}.ics`, `/calendar/${'a'.repeat(43)}`]) {
      expect((await callApi(app, 'GET', path)).status).toBe(404);
    }
  });
});
