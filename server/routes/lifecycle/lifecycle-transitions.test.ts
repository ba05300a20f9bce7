import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { assignmentApplications, assignmentDeliverables, payments } from '../../db/schema';
import { callApi, createTestEngineer, type TestApp } from '../../test/helpers';
import {
  addDeliverable,
  createLifecycleTestApp,
  createParties,
  eventsOf,
  fileOf,
  insertAssignedOrder,
  noticeTitles,
  orderRow,
  patch,
  pdfBytes,
  type Parties,
} from '../../test/support/lifecycle';

let app: TestApp;
let db: Database;
let parties: Parties;

beforeAll(async () => {
  ({ app, db } = await createLifecycleTestApp());
  parties = await createParties(db);
});

const DAY = 24 * 3600 * 1000;
const companyDetails = (id: number) => callApi(app, 'GET', `/customers/get-assignment-details?id=${id}`, { token: parties.company.token });
const engineerDetails = (id: number) => callApi(app, 'GET', `/engineers/get-applied-assignment-details?id=${id}`, { token: parties.engineer.token });

describe('the work-order lifecycle', () => {
  it('takes an order from assigned to paid through every transition, with one log entry and one notice each', async () => {
    const order = await insertAssignedOrder(db, parties, {}, [{ name: 'Photos' }, { name: 'Signed sheet', isRequired: false }]);
    const [photos] = await db.select().from(assignmentDeliverables).where(eq(assignmentDeliverables.assignmentId, order.id)).orderBy(assignmentDeliverables.id);
    const [engineer, company] = [parties.engineer.token, parties.company.token];
    const step = async (token: string, path: string, status: number, body: object = {}) => {
      const result = await patch(app, token, path, { assignment_id: order.id, ...body });
      expect(result.status, `${path}: ${JSON.stringify(result.body)}`).toBe(200);
      expect(result.body.data).toMatchObject({ assignment_id: order.id, status });
      return result.body;
    };
    const handIn = async () => {
      const uploaded = await addDeliverable(app, engineer, { assignment_id: String(order.id), deliverable_id: String(photos.id), file: fileOf(pdfBytes(), 'photos.pdf') });
      expect(uploaded.body).toMatchObject({ message: 'Deliverable uploaded.', data: { status: 4, event: null } });
      expect(uploaded.body.data.deliverables[0].file).toMatchObject({ name: 'photos.pdf' });
      const submitted = await addDeliverable(app, engineer, { assignment_id: String(order.id), submit: 'true' });
      expect(submitted.body).toMatchObject({ message: 'Deliverables handed in.', data: { status: 5, event: '5' } });
    };

    await step(engineer, '/engineers/confirm-assignment-engineer', 12);
    await step(company, '/customers/confirm-assignment-customer', 2);
    const checkedIn = await step(engineer, '/engineers/check-in', 3, { latitude: 30.2747, longitude: -97.7404 });
    expect(checkedIn).toMatchObject({ message: 'Checked in.', data: { event: '3' } });
    const listed = async () => [(await companyDetails(order.id)).body.data.progress.available_actions, (await engineerDetails(order.id)).body.data.progress.available_actions];
    expect(await listed()).toEqual([['confirmCheckIn'], ['checkOut']]);
    // A given confirmation leaves the status as it is: the list drops it, the details pages offer it no more.
    await step(company, '/customers/check-in', 3);
    expect(await listed()).toEqual([[], ['checkOut']]);
    await step(engineer, '/engineers/check-out', 4);
    expect(await listed()).toEqual([['confirmCheckOut'], ['addDeliverables']]);
    await step(company, '/customers/check-out', 4);
    expect(await listed()).toEqual([[], ['addDeliverables']]);
    await handIn();
    const completedAt = Date.now();
    await step(engineer, '/engineers/complete-assignment', 6);

    const waiting = (await companyDetails(order.id)).body.data.progress;
    expect(new Date(waiting.approval_due_at).getTime()).toBeGreaterThanOrEqual(completedAt + 5 * DAY - 1000);
    expect(new Date(waiting.approval_due_at).getTime()).toBeLessThanOrEqual(Date.now() + 5 * DAY);
    expect(waiting.available_actions).toEqual(['approve', 'sendForCorrection']);
    expect(waiting.check_in_position).toMatchObject({ latitude: 30.2747, longitude: -97.7404 });
    expect(waiting.check_in_position.distance_miles).toBeLessThan(5);
    expect(waiting.check_out_position).toBeNull();
    expect(waiting).toMatchObject({ checked_in_at: expect.any(String), check_in_confirmed_at: expect.any(String), checked_out_at: expect.any(String), check_out_confirmed_at: expect.any(String) });

    await step(company, '/customers/send-for-correction', 4, { note: 'The photos are blurry' });
    const corrected = (await engineerDetails(order.id)).body.data;
    expect(corrected.progress).toMatchObject({ correction_note: 'The photos are blurry', approval_due_at: null, available_actions: ['addDeliverables'] });
    expect(corrected.progress).not.toHaveProperty('check_in_position');
    await handIn();
    await step(company, '/customers/complete-assignment', 6);
    await step(company, '/customers/approve-assignment', 7);

    const approved = (await engineerDetails(order.id)).body.data.progress;
    expect(approved).toMatchObject({ correction_note: null, approval_due_at: null, available_actions: [] });
    expect(new Date(approved.payment_due_at).getTime() - new Date(approved.approved_at).getTime()).toBe(30 * DAY);
    const breakdown = await callApi(app, 'GET', `/customers/payment-breakdown?id=${order.id}`, { token: company });
    expect(breakdown.body.data).toMatchObject({ payment_type: 2, labor_amount: 300, expenses_amount: 0, total: 300 });
    const paid = await step(company, '/customers/pay-assignment', 8, { expected_total: 300 });
    expect(paid.data.payment).toMatchObject({ total_amount: 300, labor_amount: 300, expenses_amount: 0, gateway: 'record', reference: expect.stringMatching(/^rec_/) });
    expect((await engineerDetails(order.id)).body.data.progress).toMatchObject({ paid_at: expect.any(String), payment: { total_amount: 300 } });

    expect(await eventsOf(db, order.id)).toEqual(['12', '2', '3', '3', '4', '4', '5', '6', '14', '5', '6', '7', '8']);
    expect(await noticeTitles(db, parties.engineer.user.id)).toEqual([
      'Assignment confirmed',
      'Check-in confirmed',
      'Check-out confirmed',
      'Correction requested',
      'Work order completed',
      'Work approved',
      'Payment recorded',
    ]);
    expect(await noticeTitles(db, parties.company.user.id)).toEqual([
      'Schedule confirmed',
      'Engineer checked in',
      'Engineer checked out',
      'Deliverables handed in',
      'Work order completed',
      'Deliverables handed in',
    ]);
    expect(await db.select().from(payments).where(eq(payments.assignmentId, order.id))).toHaveLength(1);
  });

  it.each([1, 12, 2] as const)('lets the assigned engineer leave from %i: the order is open again and they see 10', async (status) => {
    const order = await insertAssignedOrder(db, parties, { status });
    const left = await patch(app, parties.engineer.token, '/engineers/leave-assignment', { assignment_id: order.id });
    expect(left).toEqual({ status: 200, body: { message: 'You have left the work order.', data: null } });
    expect(await orderRow(db, order.id)).toMatchObject({ status: 0, assignedEngineerId: null, agreedAmount: null });
    const [application] = await db
      .select()
      .from(assignmentApplications)
      .where(and(eq(assignmentApplications.assignmentId, order.id), eq(assignmentApplications.engineerId, parties.engineer.user.id)));
    expect(application.status).toBe('left');
    expect(await eventsOf(db, order.id)).toEqual(['0']);
    expect((await noticeTitles(db, parties.company.user.id)).at(-1)).toBe('Engineer left the work order');

    const mine = await callApi(app, 'GET', `/engineers/get-applied-assignment-details?id=${order.id}`, { token: parties.engineer.token });
    expect(mine.body.data).toMatchObject({ engineer_status: 10, is_assigned_to_me: false, progress: null });
    const newcomer = await createTestEngineer(db);
    expect((await callApi(app, 'POST', '/engineers/apply-assignment', { token: newcomer.token, body: { assignment_id: order.id } })).status).toBe(201);
  });
});
