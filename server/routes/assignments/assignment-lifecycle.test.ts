import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { assignmentApplications, assignmentDocuments, assignmentLogs, assignments, notifications, storedFiles } from '../../db/schema';
import { callApi, createTestCompany, createTestEngineer, type TestAccount, type TestApp } from '../../test/helpers';
import { createCompanyTestApp, fileOf, insertApplication, pdfBytes, postAssignment, validDraft } from '../../test/support/assignments';

let app: TestApp;
let db: Database;
let storage: Awaited<ReturnType<typeof createCompanyTestApp>>['storage'];
let company: TestAccount;

beforeAll(async () => {
  ({ app, db, storage } = await createCompanyTestApp());
  company = await createTestCompany(db);
});

const patch = (path: string, body: object, token = company.token) => callApi(app, 'PATCH', `/customers/${path}`, { token, body });
const remove = (assignmentId: number, token = company.token) => callApi(app, 'DELETE', '/customers/delete-assignment', { token, body: { assignment_id: assignmentId } });
const noticesOf = (userId: number) => db.select().from(notifications).where(eq(notifications.userId, userId));
const eventsOf = async (assignmentId: number) => (await db.select().from(assignmentLogs).where(eq(assignmentLogs.assignmentId, assignmentId))).map((log) => log.event);
const applicationOf = async (assignmentId: number, engineerId: number) =>
  (await db.select().from(assignmentApplications).where(and(eq(assignmentApplications.assignmentId, assignmentId), eq(assignmentApplications.engineerId, engineerId))))[0];

async function openOrder(applicants: TestAccount[] = []) {
  const order = await postAssignment(app, company.token, await validDraft(db), [fileOf(pdfBytes(), 'scope.pdf')]);
  for (const engineer of applicants) await insertApplication(db, { assignmentId: order.id, engineerId: engineer.user.id });
  return order;
}

describe('assigning and declining', () => {
  it('assigns an applicant on their counter offer, declines the others, logs and notifies', async () => {
    const [erin, frank] = [await createTestEngineer(db), await createTestEngineer(db, { first_name: 'Frank' })];
    const order = await openOrder([frank]);
    const counterStart = new Date(order.scheduling.start_at);
    counterStart.setUTCHours(counterStart.getUTCHours() + 2);
    await insertApplication(db, { assignmentId: order.id, engineerId: erin.user.id, counter: { paymentTypeId: 1, hourlyRate: 50, maxHours: 8, startAt: counterStart, reason: 'Later start' } });

    const applicants = await callApi(app, 'GET', `/customers/get-talent-engineer?id=${order.id}`, { token: company.token });
    expect(applicants.body.data.map((row: { name: string }) => row.name)).toEqual(['Frank Person', 'Erin Person']);
    expect(applicants.body.data[1]).toMatchObject({ status: 'applied', counter_offer: { payment_type: 1, hourly_rate: 50, max_hours: 8, reason: 'Later start' }, rating_count: 0, distance_miles: null });

    const assigned = await patch('assign-assignment', { assignment_id: order.id, engineer_id: erin.user.id });
    expect(assigned.status).toBe(200);
    expect(assigned.body.data).toMatchObject({
      status: 1,
      assigned_engineer: { id: erin.user.id, name: 'Erin Person' },
      pricing: { payment_type: 1, hourly_rate: 50, max_hours: 8, fixed_amount: null, agreed_amount: 400 },
      scheduling: { start_at: counterStart.toISOString() },
      counter_offer: { payment_type: 1, hourly_rate: 50, reason: 'Later start' },
    });
    expect((await applicationOf(order.id, erin.user.id)).status).toBe('assigned');
    expect((await applicationOf(order.id, frank.user.id)).status).toBe('declined');
    expect(await eventsOf(order.id)).toEqual(['0', '1']);
    expect((await noticesOf(erin.user.id)).map((notice) => notice.link)).toEqual([`/engineer/my-work/details-page/${order.id}`]);
    expect((await noticesOf(frank.user.id)).map((notice) => notice.title)).toEqual(['Application not selected']);

    const again = await patch('assign-assignment', { assignment_id: order.id, engineer_id: frank.user.id });
    expect(again).toEqual({ status: 409, body: { message: 'An engineer can only be assigned while the work order is unassigned.', code: 'invalid_transition' } });
  });

  it('declines one application; refuses engineers who never applied (404) and closed applications (409)', async () => {
    const [erin, frank, stranger] = [await createTestEngineer(db), await createTestEngineer(db), await createTestEngineer(db)];
    const order = await openOrder([erin, frank]);
    expect((await patch('decline-assignment', { assignment_id: order.id, engineer_id: erin.user.id })).status).toBe(200);
    expect((await applicationOf(order.id, erin.user.id)).status).toBe('declined');
    expect((await noticesOf(erin.user.id))[0]).toMatchObject({ title: 'Application declined' });
    expect(await eventsOf(order.id)).toEqual(['0', '9']);

    expect((await patch('decline-assignment', { assignment_id: order.id, engineer_id: erin.user.id })).status).toBe(409);
    expect((await patch('assign-assignment', { assignment_id: order.id, engineer_id: erin.user.id })).status).toBe(409);
    expect((await patch('assign-assignment', { assignment_id: order.id, engineer_id: stranger.user.id })).status).toBe(404);
    expect((await patch('decline-assignment', { assignment_id: order.id, engineer_id: stranger.user.id })).status).toBe(404);
    expect((await patch('assign-assignment', { assignment_id: order.id })).status).toBe(400);
  });

  // On PostgreSQL both requests pass the first status read and meet at the UPDATE, so this
  // proves the status check in its WHERE; PGlite runs them one after the other.
  it('lets only one of two racing assigns win', async () => {
    const [erin, frank] = [await createTestEngineer(db), await createTestEngineer(db)];
    const order = await openOrder([erin, frank]);
    const results = await Promise.all([
      patch('assign-assignment', { assignment_id: order.id, engineer_id: erin.user.id }),
      patch('assign-assignment', { assignment_id: order.id, engineer_id: frank.user.id }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    const [row] = await db.select().from(assignments).where(eq(assignments.id, order.id));
    const winner = results[0].status === 200 ? erin : frank;
    expect(row.assignedEngineerId).toBe(winner.user.id);
    expect(await eventsOf(order.id)).toEqual(['0', '1']);
  });
});

describe('cancelling and deleting', () => {
  it('cancels an assigned order once, telling the engineer; a second cancel is 409', async () => {
    const erin = await createTestEngineer(db);
    const order = await openOrder([erin]);
    await patch('assign-assignment', { assignment_id: order.id, engineer_id: erin.user.id });

    const cancelled = await patch('cancel-assignment', { assignment_id: order.id, reason: 'Store closed' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 10, cancelled_at: expect.any(String) });
    expect((await noticesOf(erin.user.id)).map((notice) => notice.body)).toContain(`"${order.basic_info.title}" was cancelled. Reason: Store closed`);
    const logs = await db.select().from(assignmentLogs).where(eq(assignmentLogs.assignmentId, order.id));
    expect(logs.at(-1)).toMatchObject({ event: '10', note: 'Cancelled: Store closed' });

    expect(await patch('cancel-assignment', { assignment_id: order.id })).toEqual({ status: 409, body: { message: 'This work order can no longer be cancelled.', code: 'invalid_transition' } });
  });

  it('refuses to cancel an order in progress', async () => {
    const order = await openOrder();
    await db.update(assignments).set({ status: 3 }).where(eq(assignments.id, order.id));
    expect((await patch('cancel-assignment', { assignment_id: order.id })).status).toBe(409);
  });

  it('deletes an unassigned or a cancelled order with its files, never an assigned one', async () => {
    const [erin, frank] = [await createTestEngineer(db), await createTestEngineer(db)];
    const assigned = await openOrder([erin]);
    await patch('assign-assignment', { assignment_id: assigned.id, engineer_id: erin.user.id });
    expect(await remove(assigned.id)).toEqual({ status: 409, body: { message: 'Only an unassigned or a cancelled work order can be deleted. Cancel it first.', code: 'invalid_transition' } });

    const open = await openOrder([frank]);
    const [fileRow] = await db
      .select({ id: storedFiles.id, storageKey: storedFiles.storageKey })
      .from(assignmentDocuments)
      .innerJoin(storedFiles, eq(storedFiles.id, assignmentDocuments.fileId))
      .where(eq(assignmentDocuments.id, open.documents[0].id));
    expect(storage.keys()).toContain(fileRow.storageKey);
    expect(await remove(open.id)).toEqual({ status: 200, body: { message: 'Work order deleted.', data: null } });
    expect(storage.keys()).not.toContain(fileRow.storageKey);
    expect(await db.select().from(storedFiles).where(eq(storedFiles.id, fileRow.id))).toEqual([]);
    expect((await noticesOf(frank.user.id)).map((notice) => notice.title)).toEqual(['Work order withdrawn']);
    expect((await callApi(app, 'GET', `/customers/get-assignment-details?id=${open.id}`, { token: company.token })).status).toBe(404);
    expect((await remove(open.id)).status).toBe(404);

    await patch('cancel-assignment', { assignment_id: assigned.id });
    expect((await remove(assigned.id)).status).toBe(200);
  });
});
