import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { assignmentLogs, notifications } from '../../db/schema';
import { callApi, createTestEngineer, type TestApp } from '../../test/helpers';
import { createEngineerTestApp, insertTestAssignment } from '../../test/support/engineer-profile';
import { createEngineerIn, createMarket, type Market } from '../../test/support/engineer-assignments';

let app: TestApp;
let db: Database;
let market: Market;

beforeAll(async () => {
  ({ app, db } = await createEngineerTestApp());
  market = await createMarket(db);
});

const apply = (token: string, assignmentId: number) => callApi(app, 'POST', '/engineers/apply-assignment', { token, body: { assignment_id: assignmentId } });
const counter = (token: string, body: Record<string, unknown>) => callApi(app, 'POST', '/engineers/create-counter-offer', { token, body });
const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);
const notificationsOf = (userId: number) => db.select().from(notifications).where(eq(notifications.userId, userId));

describe('apply', () => {
  it('applies once, notifies the company owner and the customer who posted it, and logs it', async () => {
    const erin = await createEngineerIn(app, db, market.cities.austin);
    const order = await insertTestAssignment(db, {
      companyId: market.company.companyId,
      createdBy: market.customer.user.id,
      customerId: market.customer.user.customer_id,
      title: 'Printer repair – Austin',
    });
    const { status, body } = await apply(erin.token, order.id);
    expect(status).toBe(201);
    expect(body.message).toBe('Your application has been sent.');
    expect(body.data).toMatchObject({ id: order.id, engineer_status: 0, can_download_documents: true });
    expect(body.data.my_application).toMatchObject({ status: 'applied', has_counter_offer: false, counter_offer: null });

    const again = await apply(erin.token, order.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already applied to this work order.');

    const [ownerNote] = (await notificationsOf(market.company.user.id)).filter((note) => note.body.includes('Printer repair'));
    expect(ownerNote).toMatchObject({ title: 'New application', link: `/company/assignments/details-page/${order.id}` });
    expect(ownerNote.body).toBe('Erin Tester applied for "Printer repair – Austin".');
    const [customerNote] = (await notificationsOf(market.customer.user.id)).filter((note) => note.body.includes('Printer repair'));
    expect(customerNote.link).toBe(`/customer/assignments/details-page/${order.id}`);
    const logs = await db.select().from(assignmentLogs).where(and(eq(assignmentLogs.assignmentId, order.id), eq(assignmentLogs.userId, erin.user.id)));
    expect(logs).toEqual([expect.objectContaining({ event: '0', note: 'Erin Tester applied' })]);
  });

  it('refuses orders that are not open (409) or do not exist (404)', async () => {
    const erin = await createEngineerIn(app, db, market.cities.austin);
    const base = { companyId: market.company.companyId, createdBy: market.company.user.id };
    const frank = await createTestEngineer(db, { first_name: 'Frank' });
    const assigned = await insertTestAssignment(db, { ...base, status: 1, assignedEngineerId: frank.user.id });
    const cancelled = await insertTestAssignment(db, { ...base, status: 10, cancelledAt: new Date() });
    for (const order of [assigned, cancelled]) {
      const answer = await apply(erin.token, order.id);
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe('This work order is no longer open for applications.');
    }
    expect((await apply(erin.token, 999_999)).status).toBe(404);
    expect((await callApi(app, 'POST', '/engineers/apply-assignment', { token: erin.token, body: {} })).body.errors).toEqual([
      { path: 'assignment_id', message: 'Choose a work order' },
    ]);
    expect((await apply(market.company.token, market.orders.austin.id)).status).toBe(403);
    expect((await apply(market.customer.token, market.orders.austin.id)).status).toBe(403);
  });
});

describe('counter offer', () => {
  it('applies with other pay and schedule, read back in the order’s time zone', async () => {
    const erin = await createEngineerIn(app, db, market.cities.austin);
    const order = await insertTestAssignment(db, { companyId: market.company.companyId, createdBy: market.company.user.id, timezone: 'America/Chicago' });
    const date = inDays(9);
    const offer = { assignment_id: order.id, payment_type: 1, hourly_rate: 65, max_hours: 5, start_date: date, start_time: '09:30', end_date: date, end_time: '14:30', reason: 'Two technicians needed' };
    const { status, body } = await counter(erin.token, offer);
    expect(status).toBe(201);
    expect(body.data.my_application).toMatchObject({ status: 'applied', has_counter_offer: true });
    const terms = body.data.my_application.counter_offer;
    expect(terms).toMatchObject({ payment_type: 1, hourly_rate: 65, max_hours: 5, fixed_amount: null, reason: 'Two technicians needed' });
    const local = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    expect(local.format(new Date(terms.start_at))).toBe(`${date}, 09:30`);
    expect(local.format(new Date(terms.end_at))).toBe(`${date}, 14:30`);

    const [note] = (await notificationsOf(market.company.user.id)).filter((row) => row.title === 'New counter offer');
    expect(note.body).toContain('applied with a counter offer');

    const again = await counter(erin.token, offer);
    expect(again.status).toBe(409);
    expect((await apply(erin.token, order.id)).status).toBe(409);
  });

  it('refuses an offer without pay or schedule, incomplete pay, an end before the start and a past start', async () => {
    const erin = await createEngineerIn(app, db, market.cities.austin);
    const id = market.orders.dallas.id;
    const none = await counter(erin.token, { assignment_id: id, reason: 'Because' });
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual([{ path: 'payment_type', message: 'Offer a different pay or schedule' }]);

    const noReason = await counter(erin.token, { assignment_id: id, payment_type: 2, fixed_amount: 900 });
    expect(noReason.body.errors).toEqual([{ path: 'reason', message: 'Say why you propose these terms' }]);

    const hourly = await counter(erin.token, { assignment_id: id, payment_type: 1, hourly_rate: 50, reason: 'r' });
    expect(hourly.body.errors).toEqual([{ path: 'max_hours', message: 'Enter the maximum hours' }]);

    const negative = await counter(erin.token, { assignment_id: id, payment_type: 2, fixed_amount: -5, reason: 'r' });
    expect(negative.body.errors[0]).toEqual({ path: 'fixed_amount', message: 'Enter the fixed amount greater than 0' });

    const backwards = await counter(erin.token, { assignment_id: id, start_date: inDays(5), start_time: '15:00', end_date: inDays(5), end_time: '09:00', reason: 'r' });
    expect(backwards.body.errors).toEqual([{ path: 'end_time', message: 'The end must be after the start' }]);

    const past = await counter(erin.token, { assignment_id: id, start_date: inDays(-2), start_time: '09:00', reason: 'r' });
    expect(past.status).toBe(400);
    expect(past.body.errors).toEqual([{ path: 'start_date', message: 'Propose a start in the future' }]);

    const details = await callApi(app, 'GET', `/engineers/get-assignment-details?id=${id}`, { token: erin.token });
    expect(details.body.data.my_application).toBeNull();
  });
});

describe('withdraw (leave-assignment)', () => {
  it('withdraws an open application, tells the company, and allows applying again', async () => {
    const erin = await createEngineerIn(app, db, market.cities.austin);
    const order = await insertTestAssignment(db, { companyId: market.company.companyId, createdBy: market.company.user.id, title: 'Badge reader – Austin' });
    await apply(erin.token, order.id);
    const leave = await callApi(app, 'PATCH', '/engineers/leave-assignment', { token: erin.token, body: { assignment_id: order.id } });
    expect(leave.status).toBe(200);
    expect(leave.body.message).toBe('Your application has been withdrawn.');

    const notes = (await notificationsOf(market.company.user.id)).filter((row) => row.body.includes('Badge reader'));
    expect(notes.map((row) => row.title)).toEqual(expect.arrayContaining(['New application', 'Application withdrawn']));
    const list = await callApi(app, 'GET', '/engineers/get-assignment?per_page=100', { token: erin.token });
    expect(list.body.data.data.map((row: { id: number }) => row.id)).toContain(order.id);
    expect((await callApi(app, 'GET', `/engineers/get-applied-assignment-details?id=${order.id}`, { token: erin.token })).status).toBe(404);

    const twice = await callApi(app, 'PATCH', '/engineers/leave-assignment', { token: erin.token, body: { assignment_id: order.id } });
    expect(twice.status).toBe(404);
    const reapplied = await apply(erin.token, order.id);
    expect(reapplied.status).toBe(201);
    expect(reapplied.body.data.my_application.status).toBe('applied');
  });

  it('refuses to leave an order once the work has started (409) or one never applied to (404)', async () => {
    const erin = await createEngineerIn(app, db, market.cities.austin);
    const assigned = await insertTestAssignment(db, { companyId: market.company.companyId, createdBy: market.company.user.id, status: 3, assignedEngineerId: erin.user.id });
    const leave = await callApi(app, 'PATCH', '/engineers/leave-assignment', { token: erin.token, body: { assignment_id: assigned.id } });
    expect(leave.status).toBe(409);
    expect(leave.body.message).toBe('The work order is Checked In, so you cannot leave it.');
    const never = await callApi(app, 'PATCH', '/engineers/leave-assignment', { token: erin.token, body: { assignment_id: market.orders.newYork.id } });
    expect(never.status).toBe(404);
  });
});
