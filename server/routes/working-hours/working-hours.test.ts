import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { assignmentApplications } from '../../db/schema';
import { callApi, createTestCompany, createTestCustomer, createTestEngineer, type TestApp } from '../../test/helpers';
import { createEngineerTestApp, insertTestAssignment } from '../../test/support/engineer-profile';
import type { WorkingDayInput } from '@/contracts/workingHours';

let app: TestApp;
let db: Database;

beforeAll(async () => {
  ({ app, db } = await createEngineerTestApp());
});

const closed = (weekday: number): WorkingDayInput => ({ weekday, is_available: false, start_time: null, end_time: null });
const open = (weekday: number, start_time = '09:00', end_time = '17:00'): WorkingDayInput => ({ weekday, is_available: true, start_time, end_time });
const week = (): WorkingDayInput[] => [closed(0), open(1), open(2), open(3, '08:30', '12:00'), open(4), open(5), closed(6)];

describe('own working hours', () => {
  it('reads seven unavailable days before anything is saved, then the saved week on both paths', async () => {
    const erin = await createTestEngineer(db);
    const empty = await callApi(app, 'GET', '/engineers/get-user-working-hour', { token: erin.token });
    expect(empty.status).toBe(200);
    expect(empty.body.data.days).toHaveLength(7);
    expect(empty.body.data.days[0]).toEqual({ weekday: 0, day: 'Sunday', is_available: false, start_time: null, end_time: null });

    const saved = await callApi(app, 'PUT', '/engineers/update-working-hours', { token: erin.token, body: { days: week() } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.days[3]).toEqual({ weekday: 3, day: 'Wednesday', is_available: true, start_time: '08:30', end_time: '12:00' });

    const changed = week();
    changed[6] = open(6, '10:00', '14:00');
    changed[3] = { weekday: 3, is_available: false, start_time: '08:30', end_time: '12:00' };
    await callApi(app, 'PUT', '/engineers/update-working-hours', { token: erin.token, body: { days: changed } });
    for (const path of ['/engineers/get-user-working-hour', '/engineers/working_hours']) {
      const read = await callApi(app, 'GET', path, { token: erin.token });
      expect(read.body.data.user_id).toBe(erin.user.id);
      expect(read.body.data.days[3]).toMatchObject({ is_available: false, start_time: null, end_time: null });
      expect(read.body.data.days[6]).toMatchObject({ is_available: true, start_time: '10:00', end_time: '14:00' });
    }
  });

  it('refuses an end before the start, missing times, bad times and an incomplete week', async () => {
    const erin = await createTestEngineer(db);
    const days = week();
    days[1] = open(1, '17:00', '09:00');
    days[2] = { weekday: 2, is_available: true, start_time: null, end_time: '12:00' };
    days[4] = open(4, '25:00', '26:00');
    const bad = await callApi(app, 'PUT', '/engineers/update-working-hours', { token: erin.token, body: { days } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'days.1.end_time', message: 'End time must be after the start time' },
        { path: 'days.2.start_time', message: 'Enter a start time' },
        { path: 'days.4.start_time', message: 'Enter a start time' },
      ]),
    );

    const short = await callApi(app, 'PUT', '/engineers/update-working-hours', { token: erin.token, body: { days: week().slice(0, 6) } });
    expect(short.body.errors).toEqual([{ path: 'days', message: 'Send the seven weekdays' }]);

    const twice = week();
    twice[6] = open(5);
    const duplicate = await callApi(app, 'PUT', '/engineers/update-working-hours', { token: erin.token, body: { days: twice } });
    expect(duplicate.body.errors).toEqual([{ path: 'days.6.weekday', message: 'Friday is listed twice' }]);
    expect((await callApi(app, 'GET', '/engineers/working_hours', { token: erin.token })).body.data.days.every((day: { is_available: boolean }) => !day.is_available)).toBe(true);
  });
});

describe('working hours by user', () => {
  it('shows the week to the engineer and to the company side of an order they applied to; 404 to anyone else', async () => {
    const erin = await createTestEngineer(db);
    const frank = await createTestEngineer(db, { first_name: 'Frank' });
    await callApi(app, 'PUT', '/engineers/update-working-hours', { token: erin.token, body: { days: week() } });
    const acme = await createTestCompany(db);
    const acmeCustomer = await createTestCustomer(db, acme.companyId);
    const otherCustomer = await createTestCustomer(db, acme.companyId);
    const other = await createTestCompany(db);
    const path = `/working-hours?user_id=${erin.user.id}`;

    expect((await callApi(app, 'GET', path, { token: erin.token })).body.data.days[1].start_time).toBe('09:00');
    expect((await callApi(app, 'GET', path, { token: frank.token })).status).toBe(404);
    expect((await callApi(app, 'GET', path, { token: acme.token })).status).toBe(404);

    const order = await insertTestAssignment(db, { companyId: acme.companyId, createdBy: acmeCustomer.user.id, customerId: acmeCustomer.user.customer_id });
    await db.insert(assignmentApplications).values({ assignmentId: order.id, engineerId: erin.user.id });

    const forCompany = await callApi(app, 'GET', path, { token: acme.token });
    expect(forCompany.status).toBe(200);
    expect(forCompany.body.data.days[3]).toMatchObject({ start_time: '08:30', end_time: '12:00' });
    expect((await callApi(app, 'GET', path, { token: acmeCustomer.token })).status).toBe(200);
    expect((await callApi(app, 'GET', path, { token: otherCustomer.token })).status).toBe(404);
    expect((await callApi(app, 'GET', path, { token: other.token })).status).toBe(404);
    expect((await callApi(app, 'GET', `/working-hours?user_id=${frank.user.id}`, { token: acme.token })).status).toBe(404);
    expect((await callApi(app, 'GET', `/working-hours?user_id=${acme.user.id}`, { token: acme.token })).status).toBe(404);
  });

  it('shows the assignee’s week to the company even without an application, and checks the query', async () => {
    const erin = await createTestEngineer(db);
    const acme = await createTestCompany(db);
    await insertTestAssignment(db, { companyId: acme.companyId, createdBy: acme.user.id, status: 1, assignedEngineerId: erin.user.id });
    expect((await callApi(app, 'GET', `/working-hours?user_id=${erin.user.id}`, { token: acme.token })).status).toBe(200);

    const bad = await callApi(app, 'GET', '/working-hours?user_id=abc', { token: acme.token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ path: 'user_id', message: 'Choose an engineer' }]);
    expect((await callApi(app, 'GET', `/working-hours?user_id=${erin.user.id}`)).status).toBe(401);
  });
});
