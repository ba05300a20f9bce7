import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BULK_ENDPOINTS } from '@/constants';
import type { BulkResult } from '@/contracts/bulkWorkOrders';
import type { Database } from '../../db/client';
import { assignmentLogs, assignments, customers, talentPoolMembers, talentPools } from '../../db/schema';
import { callApi, createTestCompany, createTestCustomer, createTestEngineer, type TestAccount, type TestApp } from '../../test/helpers';
import { createCompanyTestApp } from '../../test/support/assignments';

let app: TestApp;
let db: Database;

beforeAll(async () => {
  ({ app, db } = await createCompanyTestApp());
});

type Company = TestAccount & { companyId: number };
type OrderValues = Partial<typeof assignments.$inferInsert>;

/** `count` orders of the company in one insert, each with `values`; their ids in insert order. */
async function insertOrders(company: Company, count: number, values: OrderValues = {}) {
  const rows = await db
    .insert(assignments)
    .values(
      Array.from({ length: count }, (_unused, index) => ({
        companyId: company.companyId,
        createdBy: company.user.id,
        title: `Bulk order ${index + 1}`,
        description: 'Install and test the equipment.',
        startAt: new Date(Date.now() + 7 * 24 * 3600 * 1000),
        timezone: 'America/Chicago',
        paymentTypeId: 2 as const,
        fixedAmount: 300,
        ...values,
      })),
    )
    .returning({ id: assignments.id });
  return rows.map((row) => row.id);
}

const bulk = (account: TestAccount, body: unknown) => callApi(app, 'POST', BULK_ENDPOINTS.WORK_ORDERS, { token: account.token, body });
const statusesOf = async (ids: number[]) => {
  const rows = await db.select({ id: assignments.id, status: assignments.status, cancelledAt: assignments.cancelledAt, routedUntil: assignments.routedUntil }).from(assignments).where(inArray(assignments.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
};
const byId = (results: BulkResult[]) => new Map(results.map((item) => [item.id, item]));

describe('bulk actions on work orders', { timeout: 120_000 }, () => {
  it('cancels 200 orders one by one and reports each refused one with its reason; another company’s orders are not found and untouched', async () => {
    const acme = await createTestCompany(db);
    const bolt = await createTestCompany(db);
    const open = await insertOrders(acme, 170);
    const assigned = await insertOrders(acme, 10, { status: 1, assignedEngineerId: (await createTestEngineer(db)).user.id });
    const started = await insertOrders(acme, 10, { status: 3 });
    const cancelled = await insertOrders(acme, 10, { status: 10, cancelledAt: new Date('2030-01-01T00:00:00Z') });
    const foreign = await insertOrders(bolt, 5);
    const ids = [...open, ...started, ...foreign, ...assigned, ...cancelled];
    expect(ids.length - foreign.length).toBe(200);

    const { status, body } = await bulk(acme, { action: 'cancel', ids: [...ids, open[0]], reason: 'Store closed' });
    expect(status).toBe(200);
    expect(body.data.action).toBe('cancel');
    expect(body.data.totals).toEqual({ requested: 205, done: 180, refused: 25 });
    expect(body.data.results.map((item: BulkResult) => item.id)).toEqual(ids);
    const results = byId(body.data.results);
    for (const id of [...open, ...assigned]) expect(results.get(id)).toEqual({ id, result: 'done', reason: null, code: null });
    for (const id of [...started, ...cancelled]) expect(results.get(id)).toEqual({ id, result: 'refused', reason: 'This work order can no longer be cancelled.', code: 'invalid_transition' });
    for (const id of foreign) expect(results.get(id)).toMatchObject({ id, result: 'refused', code: 'not_found', reason: expect.stringMatching(/not found/i) });

    const rows = await statusesOf(ids);
    for (const id of [...open, ...assigned]) expect(rows.get(id)).toMatchObject({ status: 10, cancelledAt: expect.any(Date) });
    for (const id of started) expect(rows.get(id)?.status).toBe(3);
    for (const id of cancelled) expect(rows.get(id)?.cancelledAt?.toISOString()).toBe('2030-01-01T00:00:00.000Z');
    for (const id of foreign) expect(rows.get(id)).toMatchObject({ status: 0, cancelledAt: null });
    const logs = await db.select({ id: assignmentLogs.id }).from(assignmentLogs).where(inArray(assignmentLogs.assignmentId, [...open, ...assigned]));
    expect(logs).toHaveLength(180);
  });

  it('acts on every order the list’s filters select for the caller (a customer: its own), and refuses a filter that selects too many', async () => {
    const acme = await createTestCompany(db);
    const customer = await createTestCustomer(db, acme.companyId);
    const [customerRow] = await db.select({ id: customers.id }).from(customers).where(eq(customers.userId, customer.user.id));
    const mine = await insertOrders(acme, 3, { title: 'Kiosk refresh north', customerId: customerRow.id });
    const companyOwn = await insertOrders(acme, 2, { title: 'Kiosk refresh south' });
    const otherTitle = await insertOrders(acme, 2, { title: 'Printer swap', customerId: customerRow.id });
    const started = await insertOrders(acme, 1, { title: 'Kiosk refresh west', status: 3, customerId: customerRow.id });

    const { status, body } = await bulk(customer, { action: 'cancel', filter: { status: 11, search: 'kiosk' } });
    expect(status).toBe(200);
    expect(new Set(body.data.results.map((item: BulkResult) => item.id))).toEqual(new Set([...mine, ...started]));
    expect(body.data.totals).toEqual({ requested: 4, done: 3, refused: 1 });
    const rows = await statusesOf([...mine, ...companyOwn, ...otherTitle, ...started]);
    for (const id of mine) expect(rows.get(id)?.status).toBe(10);
    for (const id of [...companyOwn, ...otherTitle]) expect(rows.get(id)?.status).toBe(0);

    await insertOrders(acme, 501, { title: 'Mass import' });
    const tooMany = await bulk(acme, { action: 'cancel', filter: { search: 'mass import' } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toMatch(/more than 500/);
    expect((await db.select({ id: assignments.id }).from(assignments).where(and(eq(assignments.companyId, acme.companyId), eq(assignments.status, 10)))).length).toBe(3);
  });

  it('routes open orders to a pool and opens routed ones to everyone, refusing those that may not', async () => {
    const acme = await createTestCompany(db);
    const bolt = await createTestCompany(db);
    const member = await createTestEngineer(db);
    const [pool] = await db.insert(talentPools).values({ companyId: acme.companyId, name: 'Austin regulars' }).returning();
    const [boltPool] = await db.insert(talentPools).values({ companyId: bolt.companyId, name: 'Bolt crew' }).returning();
    await db.insert(talentPoolMembers).values({ poolId: pool.id, engineerId: member.user.id });
    const open = await insertOrders(acme, 2);
    const assigned = await insertOrders(acme, 1, { status: 1, assignedEngineerId: member.user.id });

    const routed = await bulk(acme, { action: 'route', ids: [...open, ...assigned], pool_id: pool.id, route_hours: 12 });
    expect(routed.status).toBe(200);
    expect(routed.body.data.totals).toEqual({ requested: 3, done: 2, refused: 1 });
    expect(byId(routed.body.data.results).get(assigned[0])).toMatchObject({ result: 'refused', code: 'conflict' });
    for (const id of open) expect((await statusesOf([id])).get(id)?.routedUntil).toBeInstanceOf(Date);

    const unrouted = await insertOrders(acme, 1);
    const opened = await bulk(acme, { action: 'open_to_everyone', ids: [...open, ...unrouted] });
    expect(opened.body.data.totals).toEqual({ requested: 3, done: 2, refused: 1 });
    expect(byId(opened.body.data.results).get(unrouted[0])).toMatchObject({ result: 'refused', code: 'conflict' });
    for (const id of open) expect((await statusesOf([id])).get(id)?.routedUntil).toBeNull();

    const foreignPool = await bulk(acme, { action: 'route', ids: open, pool_id: boltPool.id });
    expect(foreignPool.status).toBe(404);
    for (const id of open) expect((await statusesOf([id])).get(id)?.routedUntil).toBeNull();
  });

  it('checks the body and who calls', async () => {
    const acme = await createTestCompany(db);
    const engineer = await createTestEngineer(db);
    const [id] = await insertOrders(acme, 1);
    expect((await bulk(acme, { action: 'cancel' })).status).toBe(400);
    expect((await bulk(acme, { action: 'cancel', ids: [id], filter: {} })).status).toBe(400);
    expect((await bulk(acme, { action: 'route', ids: [id] })).body.errors).toEqual([expect.objectContaining({ path: 'pool_id' })]);
    expect((await bulk(acme, { action: 'cancel', ids: Array.from({ length: 501 }, (_unused, index) => index + 1) })).status).toBe(400);
    expect((await bulk(acme, { action: 'archive', ids: [id] })).status).toBe(400);
    expect((await bulk(engineer, { action: 'cancel', ids: [id] })).status).toBe(403);
    expect((await statusesOf([id])).get(id)?.status).toBe(0);
  });
});
