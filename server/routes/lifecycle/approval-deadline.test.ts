import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { assignmentLogs } from '../../db/schema';
import { revokeAuthTokens } from '../../domain/auth/revoke-auth-tokens';
import { completeAssignment } from '../../domain/lifecycle/complete-assignment';
import { engineerParty } from '../../domain/lifecycle/lifecycle-party';
import { sweepApprovals } from '../../domain/lifecycle/sweep-approvals';
import { callApi, type TestApp } from '../../test/helpers';
import { createLifecycleTestApp, createParties, insertAssignedOrder, noticeTitles, orderRow, patch, type Parties } from '../../test/support/lifecycle';

let app: TestApp;
let db: Database;
let parties: Parties;

beforeAll(async () => {
  ({ app, db } = await createLifecycleTestApp());
  parties = await createParties(db);
});

const DAY = 24 * 3600 * 1000;
const approvalsOf = async (ids: number[]) =>
  db
    .select()
    .from(assignmentLogs)
    .where(and(inArray(assignmentLogs.assignmentId, ids), eq(assignmentLogs.event, '7')));

describe('the approval deadline', () => {
  it('is APPROVAL_DAYS after completion; the sweep approves the order then, not a moment before', async () => {
    const order = await insertAssignedOrder(db, parties, { status: 5 });
    const completedAt = new Date('2031-05-01T16:00:00Z');
    await completeAssignment({ db, party: engineerParty(parties.engineer.user.id), assignmentId: order.id, now: completedAt });
    const due = new Date(completedAt.getTime() + 5 * DAY);
    expect((await orderRow(db, order.id)).approvalDueAt).toEqual(due);

    expect(await sweepApprovals({ db, now: new Date(due.getTime() - 1) })).not.toContain(order.id);
    expect((await orderRow(db, order.id)).status).toBe(6);
    expect(await sweepApprovals({ db, now: due })).toContain(order.id);
    expect(await orderRow(db, order.id)).toMatchObject({ status: 7, approvedAt: due, approvalDueAt: null });

    const logs = await callApi(app, 'GET', `/customers/get-assignment-logs?id=${order.id}`, { token: parties.company.token });
    expect(logs.body.data.at(-1)).toMatchObject({ event: '7', event_label: 'approved', side: 'system', user_id: null, user_name: null });
    expect((await noticeTitles(db, parties.engineer.user.id)).at(-1)).toBe('Work approved automatically');
    expect((await noticeTitles(db, parties.company.user.id)).at(-1)).toBe('Work approved automatically');
    const progress = (await callApi(app, 'GET', `/engineers/get-applied-assignment-details?id=${order.id}`, { token: parties.engineer.token })).body.data.progress;
    expect(progress).toMatchObject({ approved_at: due.toISOString(), payment_due_at: new Date(due.getTime() + 30 * DAY).toISOString() });
  });

  it('follows the number of days given', async () => {
    const order = await insertAssignedOrder(db, parties, { status: 5 });
    const now = new Date('2031-06-01T00:00:00Z');
    await completeAssignment({ db, party: engineerParty(parties.engineer.user.id), assignmentId: order.id, now, approvalDays: 2 });
    expect((await orderRow(db, order.id)).approvalDueAt).toEqual(new Date(now.getTime() + 2 * DAY));
  });

  it('approves each due order exactly once when two sweeps run at once', async () => {
    const due = new Date('2031-07-01T00:00:00Z');
    const orders = await Promise.all(Array.from({ length: 6 }, () => insertAssignedOrder(db, parties, { status: 6, approvalDueAt: due })));
    const ids = orders.map((order) => order.id);
    const [first, second] = await Promise.all([sweepApprovals({ db, now: due }), sweepApprovals({ db, now: due })]);
    const approved = [...first, ...second].filter((id) => ids.includes(id));
    expect(approved.sort()).toEqual([...ids].sort());
    expect(await approvalsOf(ids)).toHaveLength(ids.length);
  });

  it('lets a company approval and the sweep meet: one approval', async () => {
    const order = await insertAssignedOrder(db, parties, { status: 6, approvalDueAt: new Date(Date.now() - 1000) });
    const [swept, approved] = await Promise.all([sweepApprovals({ db }), patch(app, parties.company.token, '/customers/approve-assignment', { assignment_id: order.id })]);
    expect(swept.includes(order.id) !== (approved.status === 200)).toBe(true);
    expect(await approvalsOf([order.id])).toHaveLength(1);
  });

  it('is shown as it stands, overdue or not, and only the sweep approves it: no GET writes', async () => {
    const due = await insertAssignedOrder(db, parties, { status: 6, approvalDueAt: new Date(Date.now() - DAY) });
    const reads = [
      ['company', `/customers/get-assignment-details?id=${due.id}`],
      ['company', `/customers/payment-breakdown?id=${due.id}`],
      ['engineer', `/engineers/get-assignment-details?id=${due.id}`],
      ['engineer', `/engineers/get-applied-assignment-details?id=${due.id}`],
    ] as const;
    for (const [side, path] of reads) expect((await callApi(app, 'GET', path, { token: parties[side].token })).status).toBe(200);
    const details = await callApi(app, 'GET', `/customers/get-assignment-details?id=${due.id}`, { token: parties.company.token });
    expect(details.body.data).toMatchObject({ status: 6, progress: { approval_due_at: expect.any(String), approved_at: null } });
    expect(await orderRow(db, due.id)).toMatchObject({ status: 6, approvedAt: null });
    expect(await approvalsOf([due.id])).toEqual([]);

    expect(await sweepApprovals({ db })).toContain(due.id);
    const mine = await callApi(app, 'GET', `/engineers/get-assignment-details?id=${due.id}`, { token: parties.engineer.token });
    expect(mine.body.data).toMatchObject({ status: 7, engineer_status: 7 });
  });

  it('hides a due order from a caller who may not see it (404)', async () => {
    const due = await insertAssignedOrder(db, parties, { status: 6, approvalDueAt: new Date(Date.now() - DAY) });
    const others = await createParties(db);
    expect((await callApi(app, 'GET', `/customers/get-assignment-details?id=${due.id}`, { token: others.company.token })).status).toBe(404);
    for (const path of ['/engineers/get-assignment-details', '/engineers/get-applied-assignment-details']) {
      expect((await callApi(app, 'GET', `${path}?id=${due.id}`, { token: others.engineer.token })).status).toBe(404);
    }
    expect(await orderRow(db, due.id)).toMatchObject({ status: 6, approvedAt: null });
  });

  it('reads the details alongside the token check: a token revoked since it was last seen gets 401, and nothing was written', async () => {
    const paths = [
      ['company', '/customers/get-assignment-details'],
      ['company', '/customers/payment-breakdown'],
      ['engineer', '/engineers/get-assignment-details'],
      ['engineer', '/engineers/get-applied-assignment-details'],
    ] as const;
    for (const [side, path] of paths) {
      const own = await createParties(db);
      const due = await insertAssignedOrder(db, own, { status: 6, approvalDueAt: new Date(Date.now() - DAY) });
      const account = own[side];
      expect((await callApi(app, 'GET', '/me', { token: account.token })).status).toBe(200);
      await revokeAuthTokens({ db, userId: account.user.id, reason: 'signedOut' });

      expect((await callApi(app, 'GET', `${path}?id=${due.id}`, { token: account.token })).status).toBe(401);
      expect(await orderRow(db, due.id)).toMatchObject({ status: 6, approvedAt: null });
    }
  });
});
