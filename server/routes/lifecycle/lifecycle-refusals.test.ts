import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getFromStatuses, type LifecycleAction } from '@/constants';
import type { Database } from '../../db/client';
import { assignmentLogs, payments } from '../../db/schema';
import { createTestCompany, createTestCustomer, createTestEngineer, type TestAccount, type TestApp } from '../../test/helpers';
import { addDeliverable, createLifecycleTestApp, createParties, eventsOf, insertAssignedOrder, orderRow, patch, setStatus, type Parties } from '../../test/support/lifecycle';

let app: TestApp;
let db: Database;
let parties: Parties;

beforeAll(async () => {
  ({ app, db } = await createLifecycleTestApp());
  parties = await createParties(db);
});

type Endpoint = { action: LifecycleAction; side: 'engineer' | 'company'; path: string; body?: object };

/** Every transition path, with the action of constants/lifecycle.ts it performs. */
const ENDPOINTS: Endpoint[] = [
  { action: 'confirmSchedule', side: 'engineer', path: '/engineers/confirm-assignment-engineer' },
  { action: 'confirmAssignment', side: 'company', path: '/customers/confirm-assignment-customer' },
  { action: 'checkIn', side: 'engineer', path: '/engineers/check-in' },
  { action: 'confirmCheckIn', side: 'company', path: '/customers/check-in' },
  { action: 'checkOut', side: 'engineer', path: '/engineers/check-out' },
  { action: 'confirmCheckOut', side: 'company', path: '/customers/check-out' },
  { action: 'addDeliverables', side: 'engineer', path: '/engineers/add-deliverable' },
  { action: 'complete', side: 'engineer', path: '/engineers/complete-assignment' },
  { action: 'complete', side: 'company', path: '/customers/complete-assignment' },
  { action: 'approve', side: 'company', path: '/customers/approve-assignment' },
  { action: 'sendForCorrection', side: 'company', path: '/customers/send-for-correction', body: { note: 'Please redo the photos' } },
  { action: 'recordPayment', side: 'company', path: '/customers/pay-assignment' },
  { action: 'leave', side: 'engineer', path: '/engineers/leave-assignment' },
];

const STATUSES = [0, 1, 12, 2, 3, 4, 5, 6, 7, 8, 10];

function call(endpoint: Endpoint, token: string, assignmentId: number) {
  if (endpoint.action === 'addDeliverables') return addDeliverable(app, token, { assignment_id: String(assignmentId), submit: 'true' });
  return patch(app, token, endpoint.path, { assignment_id: assignmentId, ...endpoint.body });
}

const tokenOf = (endpoint: Endpoint, sides: { engineer: TestAccount; company: TestAccount }) => sides[endpoint.side].token;

describe('refused transitions', () => {
  it('refuses every transition from every status the table does not allow (409 saying why), changing nothing', async () => {
    const order = await insertAssignedOrder(db, parties);
    for (const endpoint of ENDPOINTS) {
      for (const status of STATUSES.filter((code) => !(getFromStatuses(endpoint.action) as number[]).includes(code))) {
        await setStatus(db, order.id, status);
        const result = await call(endpoint, tokenOf(endpoint, parties), order.id);
        expect(result.status, `${endpoint.path} from ${status}`).toBe(409);
        expect(result.body.message).toMatch(/^The work order is [A-Za-z ]+, so .+\.$/);
        expect((await orderRow(db, order.id)).status).toBe(status);
      }
    }
    expect(await eventsOf(db, order.id)).toEqual([]);
    await setStatus(db, order.id, 12);
    expect((await patch(app, parties.engineer.token, '/engineers/check-in', { assignment_id: order.id })).body.message).toBe(
      'The work order is Pending Confirmation, so you cannot check in.',
    );
  });

  it('gives each confirmation once', async () => {
    const order = await insertAssignedOrder(db, parties, { status: 3 });
    expect((await patch(app, parties.company.token, '/customers/check-in', { assignment_id: order.id })).status).toBe(200);
    expect(await patch(app, parties.company.token, '/customers/check-in', { assignment_id: order.id })).toEqual({ status: 409, body: { message: 'The check-in is already confirmed.', code: 'invalid_transition' } });
    await setStatus(db, order.id, 4);
    expect((await patch(app, parties.company.token, '/customers/check-out', { assignment_id: order.id })).status).toBe(200);
    expect((await patch(app, parties.company.token, '/customers/check-out', { assignment_id: order.id })).body.message).toBe('The check-out is already confirmed.');
  });
});

describe('wrong parties', () => {
  it('answers 403 to the wrong role, 404 to another company, a customer who did not post it and an engineer not assigned', async () => {
    const order = await insertAssignedOrder(db, parties);
    const otherCompany = await createTestCompany(db);
    const bystander = await createTestCustomer(db, parties.company.companyId);
    const otherEngineer = await createTestEngineer(db);
    for (const endpoint of ENDPOINTS) {
      await setStatus(db, order.id, getFromStatuses(endpoint.action)[0]);
      const wrongRole = endpoint.side === 'engineer' ? [parties.company, bystander] : [parties.engineer];
      for (const account of wrongRole) expect((await call(endpoint, account.token, order.id)).status, `${endpoint.path} wrong role`).toBe(403);
      const strangers = endpoint.side === 'engineer' ? [otherEngineer] : [otherCompany, bystander];
      for (const account of strangers) expect((await call(endpoint, account.token, order.id)).status, `${endpoint.path} stranger`).toBe(404);
      expect((await call(endpoint, tokenOf(endpoint, parties), 2_000_000_000)).status).toBe(404);
    }
    expect(await eventsOf(db, order.id)).toEqual([]);
  });

  it('lets the customer who posted an order act on it', async () => {
    const customer = await createTestCustomer(db, parties.company.companyId);
    const order = await insertAssignedOrder(db, parties, { status: 12, createdBy: customer.user.id, customerId: customer.user.customer_id });
    expect((await patch(app, customer.token, '/customers/confirm-assignment-customer', { assignment_id: order.id })).body.data).toMatchObject({ status: 2 });
  });
});

describe('races', () => {
  // On PostgreSQL the requests meet at the UPDATE (its WHERE decides); PGlite runs them one after the other.
  it.each([
    ['confirm the schedule', 'engineer', '/engineers/confirm-assignment-engineer', 1, '12'],
    ['confirm a check-in', 'company', '/customers/check-in', 3, '3'],
    ['approve', 'company', '/customers/approve-assignment', 6, '7'],
    ['record the payment', 'company', '/customers/pay-assignment', 7, '8'],
  ] as const)('lets exactly one of 30 parallel requests %s', async (_label, side, path, status, event) => {
    const order = await insertAssignedOrder(db, parties, { status });
    const token = parties[side].token;
    const results = await Promise.all(Array.from({ length: 30 }, () => patch(app, token, path, { assignment_id: order.id })));
    const codes = results.map((result) => result.status);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(29);
    expect(results.find((result) => result.status === 409)!.body.message).toMatch(/^The (work order is|check-in is already)/);
    expect(await db.select().from(assignmentLogs).where(eq(assignmentLogs.assignmentId, order.id))).toEqual([expect.objectContaining({ event })]);
    if (path === '/customers/pay-assignment') expect(await db.select().from(payments).where(eq(payments.assignmentId, order.id))).toHaveLength(1);
  });
});
