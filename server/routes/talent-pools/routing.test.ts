import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINEER_ASSIGNMENT_ENDPOINTS as ENGINEER, ENGINEER_DAY_ENDPOINTS, TALENT_POOL_ENDPOINTS, withPathId } from '@/constants';
import { createApp } from '../../app';
import type { Database } from '../../db/client';
import { assignmentApplications, assignmentLogs, assignments, notifications, savedSearchAlerts } from '../../db/schema';
import { alertQueuedSavedSearches } from '../../domain/saved-searches/alert-queued-saved-searches';
import { routeAssignmentToPool } from '../../domain/talent-pools/route-assignment-to-pool';
import { sweepRoutedOrders } from '../../domain/talent-pools/sweep-routed-orders';
import { callApi, callForm, createTestCompany, getTestDb, type TestAccount, type TestApp } from '../../test/helpers';
import { createTestStorage, insertTestAssignment, TEST_UPLOAD_MAX_BYTES } from '../../test/support/engineer-profile';
import { createEngineerIn, createMarket, type Market } from '../../test/support/engineer-assignments';
import { postAssignment, validDraft } from '../../test/support/assignments';

const HOUR = 3600 * 1000;
let app: TestApp;
let db: Database;
let market: Market;
/** The API's clock: tests move it past a routing window. */
let clock = new Date();
let member: TestAccount;
let outsider: TestAccount;
let poolId: number;

beforeAll(async () => {
  db = await getTestDb();
  app = createApp({ db, storage: createTestStorage(), uploadMaxBytes: TEST_UPLOAD_MAX_BYTES, mailer: async () => undefined, now: () => clock });
  market = await createMarket(db);
  member = await createEngineerIn(app, db, market.cities.austin, 50, 'Mia');
  outsider = await createEngineerIn(app, db, market.cities.austin, 50, 'Otto');
  poolId = (await callApi(app, 'POST', TALENT_POOL_ENDPOINTS.POOLS, { token: market.company.token, body: { name: 'Preferred' } })).body.data.id;
  await callApi(app, 'POST', withPathId(TALENT_POOL_ENDPOINTS.MEMBERS, poolId), { token: market.company.token, body: { engineer_id: member.user.id } });
});

const findWorkIds = async (token: string) => {
  const { body } = await callApi(app, 'GET', `${ENGINEER.ASSIGNMENTS}?per_page=100&sort_by=created_at&order=desc`, { token });
  return body.data.data.map((row: { id: number }) => row.id) as number[];
};
const details = (token: string, id: number) => callApi(app, 'GET', `${ENGINEER.DETAILS}?id=${id}`, { token });
const apply = (token: string, id: number) => callApi(app, 'POST', ENGINEER.APPLY, { token, body: { assignment_id: id } });
const orderRow = async (id: number) => (await db.select().from(assignments).where(eq(assignments.id, id)))[0];
const logsOf = (id: number) => db.select().from(assignmentLogs).where(eq(assignmentLogs.assignmentId, id));

describe('routing to a talent pool', () => {
  it('posts routed: only members see and may apply during the window, everyone after; the sweep opens it once', async () => {
    clock = new Date();
    const draft = { ...(await validDraft(db, { basic_info: { title: 'Routed POS install' } })), routing: { route_to_pool_id: poolId, route_hours: 6 } };
    const posted = await postAssignment(app, market.company.token, draft);
    expect(posted.routing).toEqual({ pool_id: poolId, pool_name: 'Preferred', offered_engineer: null, routed_until: new Date(clock.getTime() + 6 * HOUR).toISOString() });

    // The member is told, sees it (with when it opens) and may open it; the outsider sees nothing and gets 404s.
    const [notice] = await db.select().from(notifications).where(and(eq(notifications.userId, member.user.id), eq(notifications.assignmentId, posted.id)));
    expect(notice).toMatchObject({ kind: 'routed', title: 'A work order for your talent pool', link: `/engineer/find-work/eng-details-page/${posted.id}` });
    expect(await findWorkIds(member.token)).toContain(posted.id);
    expect((await details(member.token, posted.id)).body.data).toMatchObject({ offered_to_me: false, routed_until: posted.routing.routed_until });
    expect(await findWorkIds(outsider.token)).not.toContain(posted.id);
    expect((await details(outsider.token, posted.id)).status).toBe(404);
    expect((await apply(outsider.token, posted.id)).status).toBe(404);
    const counter = await callApi(app, 'POST', ENGINEER.COUNTER_OFFER, { token: outsider.token, body: { assignment_id: posted.id, payment_type: 2, fixed_amount: 500, reason: 'More' } });
    expect(counter.status).toBe(404);

    // Two sweeps at once before the window ends open nothing.
    expect(await sweepRoutedOrders({ db, now: new Date(clock.getTime() + 5 * HOUR) })).not.toContain(posted.id);

    // After the window: the outsider sees it even before the sweep runs.
    clock = new Date(clock.getTime() + 6 * HOUR + 1000);
    expect(await findWorkIds(outsider.token)).toContain(posted.id);
    const [first, second] = await Promise.all([sweepRoutedOrders({ db, now: clock }), sweepRoutedOrders({ db, now: clock })]);
    expect([...first, ...second].filter((id) => id === posted.id)).toEqual([posted.id]);
    expect(await orderRow(posted.id)).toMatchObject({ routePoolId: null, offeredEngineerId: null, routedUntil: null });
    const opened = (await logsOf(posted.id)).filter((log) => log.note?.startsWith('Opened to everyone'));
    expect(opened).toEqual([expect.objectContaining({ event: '0', userId: null, note: 'Opened to everyone: the routing window ended' })]);
    expect((await apply(outsider.token, posted.id)).status).toBe(201);
  });

  it('routes an open order, opens it to everyone now, and refuses what cannot be routed or opened', async () => {
    clock = new Date();
    const order = await insertTestAssignment(db, { companyId: market.company.companyId, createdBy: market.company.user.id, title: 'Route me' });
    const actor = { userId: market.company.user.id, companyId: market.company.companyId, customerId: null };
    await routeAssignmentToPool({ db, actor, assignmentId: order.id, poolId, hours: 24, now: clock });
    expect(await findWorkIds(outsider.token)).not.toContain(order.id);

    // A customer sees only its own orders: the company's is a 404 to it, as to another company.
    const path = TALENT_POOL_ENDPOINTS.OPEN_TO_EVERYONE;
    expect((await callApi(app, 'PATCH', path, { token: market.customer.token, body: { assignment_id: order.id } })).status).toBe(404);
    const other = await createTestCompany(db);
    expect((await callApi(app, 'PATCH', path, { token: other.token, body: { assignment_id: order.id } })).status).toBe(404);
    const opened = await callApi(app, 'PATCH', path, { token: market.company.token, body: { assignment_id: order.id } });
    expect(opened.status).toBe(200);
    expect(opened.body.data.routing).toBeNull();
    expect(await findWorkIds(outsider.token)).toContain(order.id);
    expect((await callApi(app, 'PATCH', path, { token: market.company.token, body: { assignment_id: order.id } })).status).toBe(409);

    // Another company's pool, or an order not open, cannot be routed.
    const otherPool = (await callApi(app, 'POST', TALENT_POOL_ENDPOINTS.POOLS, { token: other.token, body: { name: 'Theirs' } })).body.data.id;
    await expect(routeAssignmentToPool({ db, actor, assignmentId: order.id, poolId: otherPool, hours: 24, now: clock })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const otherActor = { userId: other.user.id, companyId: other.companyId, customerId: null };
    await expect(routeAssignmentToPool({ db, actor: otherActor, assignmentId: order.id, poolId: otherPool, hours: 24, now: clock })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const assigned = await insertTestAssignment(db, { companyId: market.company.companyId, createdBy: market.company.user.id, status: 1, assignedEngineerId: member.user.id });
    await expect(routeAssignmentToPool({ db, actor, assignmentId: assigned.id, poolId, hours: 24, now: clock })).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('alerts saved searches only once the order opens to everyone, by hand or by the sweep', async () => {
    clock = new Date();
    const word = `routedword${Date.now().toString(36)}`;
    const saved = await callApi(app, 'POST', ENGINEER_DAY_ENDPOINTS.SAVED_SEARCHES, { token: outsider.token, body: { name: `Alert ${word}`, q: word, alert: true } });
    expect(saved.status).toBe(201);
    const alertsOf = async (id: number) =>
      (await db.select().from(savedSearchAlerts).where(and(eq(savedSearchAlerts.assignmentId, id), eq(savedSearchAlerts.engineerId, outsider.user.id)))).length;
    const postRouted = async (title: string) =>
      postAssignment(app, market.company.token, { ...(await validDraft(db, { basic_info: { title } })), routing: { route_to_pool_id: poolId, route_hours: 2 } });

    const byHand = await postRouted(`${word} opened by hand`);
    await alertQueuedSavedSearches({ db });
    expect(await alertsOf(byHand.id)).toBe(0);
    await callApi(app, 'PATCH', TALENT_POOL_ENDPOINTS.OPEN_TO_EVERYONE, { token: market.company.token, body: { assignment_id: byHand.id } });
    await alertQueuedSavedSearches({ db });
    expect(await alertsOf(byHand.id)).toBe(1);

    const bySweep = await postRouted(`${word} opened by the sweep`);
    await alertQueuedSavedSearches({ db });
    expect(await alertsOf(bySweep.id)).toBe(0);
    await sweepRoutedOrders({ db, now: new Date(clock.getTime() + 3 * HOUR) });
    await alertQueuedSavedSearches({ db });
    expect(await alertsOf(bySweep.id)).toBe(1);
  });

  it('checks the routing of a draft: a pool of the company, hours within bounds, one target', async () => {
    const base = await validDraft(db);
    const post = (routing: unknown) => callForm(app, 'POST', '/customers/customer_assignments', { data: JSON.stringify({ ...base, routing }) }, market.company.token);
    const other = await createTestCompany(db);
    const theirs = (await callApi(app, 'POST', TALENT_POOL_ENDPOINTS.POOLS, { token: other.token, body: { name: 'Elsewhere' } })).body.data.id;
    expect((await post({ route_to_pool_id: theirs })).body.errors).toEqual([{ path: 'routing.route_to_pool_id', message: 'Choose one of your talent pools' }]);
    expect((await post({ route_to_pool_id: poolId, route_hours: 200 })).body.errors).toEqual([{ path: 'routing.route_hours', message: 'Route for at most 168 hours' }]);
    expect((await post({ route_to_pool_id: poolId, offer_engineer_id: member.user.id })).body.errors).toEqual([
      { path: 'routing.offer_engineer_id', message: 'Route to a pool or offer to one engineer, not both' },
    ]);
  });
});

describe('blocked engineers', () => {
  it("never see the company's orders: find work, details, apply and counter offer are all closed; unblocking opens them again", async () => {
    clock = new Date();
    const blocked = await createEngineerIn(app, db, market.cities.austin, 50, 'Bo');
    const applied = await insertTestAssignment(db, { companyId: market.company.companyId, createdBy: market.company.user.id, title: 'Applied before the block' });
    await apply(blocked.token, applied.id);
    const mine = await insertTestAssignment(db, { companyId: market.company.companyId, createdBy: market.company.user.id, status: 1, assignedEngineerId: blocked.user.id });
    expect(await findWorkIds(blocked.token)).toContain(market.orders.austin.id);

    await callApi(app, 'POST', TALENT_POOL_ENDPOINTS.BLOCKED_ENGINEERS, { token: market.company.token, body: { engineer_id: blocked.user.id, reason: 'Quality' } });
    const visible = await findWorkIds(blocked.token);
    expect(Object.values(market.orders).filter((order) => visible.includes(order.id))).toEqual([]);
    expect((await details(blocked.token, market.orders.austin.id)).status).toBe(404);
    expect((await apply(blocked.token, market.orders.austin.id)).status).toBe(404);
    // Their open application is declined; an order already assigned to them is untouched.
    const [application] = await db.select().from(assignmentApplications).where(and(eq(assignmentApplications.assignmentId, applied.id), eq(assignmentApplications.engineerId, blocked.user.id)));
    expect(application.status).toBe('declined');
    expect((await callApi(app, 'GET', `${ENGINEER.APPLIED_DETAILS}?id=${mine.id}`, { token: blocked.token })).status).toBe(200);

    await callApi(app, 'DELETE', TALENT_POOL_ENDPOINTS.BLOCKED_ENGINEERS, { token: market.company.token, body: { engineer_id: blocked.user.id } });
    expect(await findWorkIds(blocked.token)).toContain(market.orders.austin.id);
  });
});

describe('a direct offer', () => {
  const offer = async (title: string) => {
    const draft = { ...(await validDraft(db, { basic_info: { title } })), routing: { offer_engineer_id: member.user.id, route_hours: 12 } };
    return postAssignment(app, market.company.token, draft);
  };

  it('shows to the offered engineer only, marked; accepting assigns it to them and tells the company', async () => {
    clock = new Date();
    const posted = await offer('Offered install');
    expect(posted.routing).toMatchObject({ pool_id: null, offered_engineer: { id: member.user.id, name: 'Mia Tester' } });
    const { body } = await callApi(app, 'GET', `${ENGINEER.ASSIGNMENTS}?per_page=100&sort_by=created_at&order=desc`, { token: member.token });
    expect(body.data.data.find((row: { id: number }) => row.id === posted.id)).toMatchObject({ offered_to_me: true });
    expect(await findWorkIds(outsider.token)).not.toContain(posted.id);
    expect((await callApi(app, 'POST', ENGINEER.ACCEPT_OFFER, { token: outsider.token, body: { assignment_id: posted.id } })).status).toBe(404);

    const accepted = await callApi(app, 'POST', ENGINEER.ACCEPT_OFFER, { token: member.token, body: { assignment_id: posted.id } });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ is_assigned_to_me: true, status: 1, offered_to_me: false });
    expect(await orderRow(posted.id)).toMatchObject({ status: 1, assignedEngineerId: member.user.id, routedUntil: null });
    const [told] = await db.select().from(notifications).where(and(eq(notifications.userId, market.company.user.id), eq(notifications.assignmentId, posted.id), eq(notifications.kind, 'offerAnswered')));
    expect(told).toMatchObject({ title: 'Offer accepted' });
    expect((await callApi(app, 'POST', ENGINEER.ACCEPT_OFFER, { token: member.token, body: { assignment_id: posted.id } })).status).toBe(409);
  });

  it('declining opens it to everyone and tells the company; an ended offer cannot be answered', async () => {
    clock = new Date();
    const declined = await offer('Offered, declined');
    const answer = await callApi(app, 'POST', ENGINEER.DECLINE_OFFER, { token: member.token, body: { assignment_id: declined.id } });
    expect(answer.status).toBe(200);
    expect(await findWorkIds(outsider.token)).toContain(declined.id);
    const [told] = await db.select().from(notifications).where(and(eq(notifications.userId, market.company.user.id), eq(notifications.assignmentId, declined.id)));
    expect(told).toMatchObject({ kind: 'offerAnswered', title: 'Offer declined' });

    const lapsed = await offer('Offered, lapsed');
    clock = new Date(clock.getTime() + 13 * HOUR);
    expect((await callApi(app, 'POST', ENGINEER.ACCEPT_OFFER, { token: member.token, body: { assignment_id: lapsed.id } })).status).toBe(409);
  });
});
