import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { callApi, type TestApp } from '../../test/helpers';
import { createLifecycleTestApp, createParties, insertAssignedOrder, orderRow, patch, type Parties } from '../../test/support/lifecycle';

// A check-in off the schedule is accepted; the server records how far off it was (tolerance
// CHECK_IN_TOLERANCE_MINUTES, 30 by default) and both sides and the timeline read it.

let app: TestApp;
let db: Database;
let parties: Parties;

beforeAll(async () => {
  ({ app, db } = await createLifecycleTestApp());
  parties = await createParties(db);
});

const MINUTE = 60_000;
const fromNow = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

async function checkInTo(schedule: { startAt: Date; endAt?: Date; scheduleType?: 'exact' | 'window' }) {
  const order = await insertAssignedOrder(db, parties, { status: 2, ...schedule });
  const checkedIn = await patch(app, parties.engineer.token, '/engineers/check-in', { assignment_id: order.id });
  expect(checkedIn.status, JSON.stringify(checkedIn.body)).toBe(200);
  expect(checkedIn.body.data).toMatchObject({ status: 3, event: '3' });
  const company = await callApi(app, 'GET', `/customers/get-assignment-details?id=${order.id}`, { token: parties.company.token });
  const engineer = await callApi(app, 'GET', `/engineers/get-applied-assignment-details?id=${order.id}`, { token: parties.engineer.token });
  const timeline = await callApi(app, 'GET', `/customers/get-assignment-logs?id=${order.id}`, { token: parties.company.token });
  return { id: order.id, company: company.body.data.progress, engineer: engineer.body.data.progress, note: timeline.body.data.at(-1).note as string };
}

describe('check-in against the schedule', () => {
  it('accepts a check-in 3.5 hours before the start and tells both sides and the timeline it was early', async () => {
    const visit = await checkInTo({ startAt: fromNow(210) });
    const early = { check_in_timing: 'early', check_in_minutes_off_schedule: 210 };
    expect(visit.company).toMatchObject(early);
    expect(visit.engineer).toMatchObject(early);
    expect(visit.note).toMatch(/^.+ checked in 3 h 30 min early$/);
    expect(await orderRow(db, visit.id)).toMatchObject({ status: 3, checkInTiming: 'early', checkInMinutesOffSchedule: 210 });
  });

  it('counts a check-in within the tolerance of the start, or inside an arrival window, as on time', async () => {
    const nearStart = await checkInTo({ startAt: fromNow(20) });
    expect(nearStart.company).toMatchObject({ check_in_timing: 'on_time', check_in_minutes_off_schedule: 20 });
    expect(nearStart.note).toMatch(/ checked in on time$/);

    const inWindow = await checkInTo({ scheduleType: 'window', startAt: fromNow(-120), endAt: fromNow(60) });
    expect(inWindow.engineer).toMatchObject({ check_in_timing: 'on_time', check_in_minutes_off_schedule: 0 });
  });

  it('records a check-in after the start, or after an arrival window closed, beyond the tolerance as late', async () => {
    const afterStart = await checkInTo({ startAt: fromNow(-95) });
    expect(afterStart.engineer).toMatchObject({ check_in_timing: 'late', check_in_minutes_off_schedule: 95 });
    expect(afterStart.note).toMatch(/ checked in 1 h 35 min late$/);

    const afterWindow = await checkInTo({ scheduleType: 'window', startAt: fromNow(-240), endAt: fromNow(-45) });
    expect(afterWindow.company).toMatchObject({ check_in_timing: 'late', check_in_minutes_off_schedule: 45 });
  });

  it('answers no timing before the engineer checks in', async () => {
    const order = await insertAssignedOrder(db, parties, { status: 2 });
    const details = await callApi(app, 'GET', `/customers/get-assignment-details?id=${order.id}`, { token: parties.company.token });
    expect(details.body.data.progress).toMatchObject({ check_in_timing: null, check_in_minutes_off_schedule: null });
  });
});
