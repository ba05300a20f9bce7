import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { assignmentApplications, assignmentLogs, assignments, idempotencyKeys, users } from '../db/schema';
import { KEY_IN_PROGRESS_MESSAGE } from '../domain/idempotency/claim-idempotency-key';
import { pruneIdempotencyKeys } from '../domain/idempotency/prune-idempotency-keys';
import { PERIODIC_JOBS } from '../jobs/periodic-jobs';
import type { AppEnv } from '../lib/create-router';
import { handleError } from '../lib/error-handler';
import { runOnceByKey } from '../middleware/idempotency';
import { createTestCompany, createTestEngineer, uniqueIp, type TestAccount, type TestApp } from '../test/helpers';
import { validDraft } from '../test/support/assignments';
import { createEngineerIn, createMarket, type Market } from '../test/support/engineer-assignments';
import { createEngineerTestApp, fileOf, insertTestAssignment, pdfBytes } from '../test/support/engineer-profile';

// Writes sent with an Idempotency-Key run once per user and key: a retry gets the first answer
// again, the key with another request is refused, and racing duplicates make one effect.

let app: TestApp;
let db: Database;
let market: Market;
let engineer: TestAccount;

beforeAll(async () => {
  ({ app, db } = await createEngineerTestApp());
  market = await createMarket(db);
  engineer = await createEngineerIn(app, db, market.cities.austin);
});

type Answer = { status: number; body: any; replayed: string | null }; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read any field

async function send(method: string, path: string, { token, key, body }: { token: string; key?: string; body?: BodyInit | object }): Promise<Answer> {
  const headers: Record<string, string> = { 'x-forwarded-for': uniqueIp(), authorization: `Bearer ${token}` };
  if (key !== undefined) headers['idempotency-key'] = key;
  const isForm = body instanceof FormData;
  if (!isForm) headers['content-type'] = 'application/json';
  const response = await app.request(`/api/v1${path}`, { method, headers, body: isForm ? body : JSON.stringify(body) });
  return { status: response.status, body: await response.json(), replayed: response.headers.get('idempotent-replayed') };
}

/** A work-order post as the portal sends it: multipart, the draft as JSON in `data`, a document (a fresh boundary on every send). */
const postOrder = async (token: string, key: string | undefined, title: string) => {
  const form = new FormData();
  form.append('data', JSON.stringify(await validDraft(db, { basic_info: { title } })));
  form.append('documents', fileOf(pdfBytes(), 'scope.pdf', 'application/pdf'));
  return send('POST', '/customers/customer_assignments', { token, key, body: form });
};
const apply = (token: string, key: string | undefined, assignmentId: number) => send('POST', '/engineers/apply-assignment', { token, key, body: { assignment_id: assignmentId } });
const ordersTitled = (title: string) => db.select().from(assignments).where(eq(assignments.title, title));
const openOrder = () => insertTestAssignment(db, { companyId: market.company.companyId, createdBy: market.company.user.id, title: 'Idempotent apply' });

describe('Idempotency-Key', () => {
  it('replays a posted work order: the same id, Idempotent-Replayed: true, one order', async () => {
    const title = `Replayed post ${Date.now()}`;
    const first = await postOrder(market.company.token, 'post-1', title);
    expect(first).toMatchObject({ status: 201, replayed: null });
    const again = await postOrder(market.company.token, 'post-1', title);
    expect(again).toEqual({ status: 201, body: first.body, replayed: 'true' });
    expect(await ordersTitled(title)).toHaveLength(1);
  });

  it('replays a created customer user and a given rating’s refusal: one user, the same answer', async () => {
    const email = `replayed.${Date.now()}@example.test`;
    const body = { first_name: 'Rita', last_name: 'Replay', email, password: 'Secret123' };
    const first = await send('POST', '/customers/create-customer', { token: market.company.token, key: 'customer-1', body });
    expect(first).toMatchObject({ status: 201, replayed: null });
    const again = await send('POST', '/customers/create-customer', { token: market.company.token, key: 'customer-1', body });
    expect(again).toEqual({ status: 201, body: first.body, replayed: 'true' });
    expect(await db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    // A rating of an order that is not paid is refused; the refusal is kept and replayed as it was.
    const order = await openOrder();
    const rating = { assignment_id: order.id, stars: 5, comment: 'Great' };
    const refused = await send('POST', '/customers/give-rating-to-engineer', { token: market.company.token, key: 'rating-1', body: rating });
    expect(refused).toMatchObject({ status: 409, replayed: null });
    expect(await send('POST', '/customers/give-rating-to-engineer', { token: market.company.token, key: 'rating-1', body: rating })).toEqual({ ...refused, replayed: 'true' });
  });

  it('refuses the key with another body or another path (422 idempotency_mismatch) and does nothing', async () => {
    const title = `Mismatched post ${Date.now()}`;
    expect((await postOrder(market.company.token, 'post-2', title)).status).toBe(201);
    const otherBody = await postOrder(market.company.token, 'post-2', `${title} (changed)`);
    expect(otherBody).toMatchObject({ status: 422, body: { code: 'idempotency_mismatch' }, replayed: null });
    expect(await ordersTitled(`${title} (changed)`)).toHaveLength(0);
    const otherPath = await send('PATCH', '/customers/cancel-assignment', { token: market.company.token, key: 'post-2', body: { assignment_id: 1 } });
    expect(otherPath).toMatchObject({ status: 422, body: { code: 'idempotency_mismatch' } });
  });

  it('keeps each user’s keys apart: another user with the same key posts its own order', async () => {
    const other = await createTestCompany(db);
    const title = `Same key, two companies ${Date.now()}`;
    const mine = await postOrder(market.company.token, 'shared-key', title);
    const theirs = await postOrder(other.token, 'shared-key', title);
    expect(theirs).toMatchObject({ status: 201, replayed: null });
    expect(theirs.body.data.id).not.toBe(mine.body.data.id);
    expect(await ordersTitled(title)).toHaveLength(2);
  });

  it('makes one application of 20 racing applies with one key; every answer is the first one or a 409 in progress', async () => {
    const order = await openOrder();
    const answers = await Promise.all(Array.from({ length: 20 }, () => apply(engineer.token, 'race-1', order.id)));

    const applications = await db.select().from(assignmentApplications).where(eq(assignmentApplications.assignmentId, order.id));
    expect(applications).toHaveLength(1);
    const logs = await db.select().from(assignmentLogs).where(and(eq(assignmentLogs.assignmentId, order.id), eq(assignmentLogs.userId, engineer.user.id)));
    expect(logs).toHaveLength(1);

    const [first, ...rest] = answers.filter((answer) => answer.status === 201 && answer.replayed === null);
    expect(first).toBeDefined();
    expect(rest).toEqual([]);
    for (const answer of answers.filter((each) => each !== first)) {
      if (answer.status === 201) expect(answer).toEqual({ ...first, replayed: 'true' });
      else expect(answer).toEqual({ status: 409, body: { code: 'conflict', message: KEY_IN_PROGRESS_MESSAGE }, replayed: null });
    }
    expect((await apply(engineer.token, 'race-1', order.id)).replayed).toBe('true');
  });

  it('replays a refusal (4xx) too, even once the request would now succeed', async () => {
    const order = await insertTestAssignment(db, { companyId: market.company.companyId, createdBy: market.company.user.id, status: 10, cancelledAt: new Date() });
    const refused = await apply(engineer.token, 'refused-1', order.id);
    expect(refused).toMatchObject({ status: 409, body: { message: 'This work order is no longer open for applications.' }, replayed: null });
    await db.update(assignments).set({ status: 0, cancelledAt: null }).where(eq(assignments.id, order.id));
    expect(await apply(engineer.token, 'refused-1', order.id)).toEqual({ ...refused, replayed: 'true' });
    expect((await apply(engineer.token, 'refused-2', order.id)).status).toBe(201);
  });

  it('refuses a key that is empty, too long or not printable ASCII (400 validation_failed) and does nothing', async () => {
    const order = await openOrder();
    for (const key of ['', 'k'.repeat(256), 'clé', 'tab\there']) {
      const answer = await apply(engineer.token, key, order.id);
      expect(answer).toMatchObject({ status: 400, body: { code: 'validation_failed', errors: [{ path: 'Idempotency-Key' }] } });
    }
    expect(await db.select().from(assignmentApplications).where(eq(assignmentApplications.assignmentId, order.id))).toEqual([]);
    expect((await apply(engineer.token, 'k'.repeat(255), order.id)).status).toBe(201);
  });

  it('runs a request again once its key is past 24 hours', async () => {
    const title = `Expired key ${Date.now()}`;
    const first = await postOrder(market.company.token, 'post-old', title);
    await db.update(idempotencyKeys).set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) }).where(eq(idempotencyKeys.key, 'post-old'));
    const again = await postOrder(market.company.token, 'post-old', title);
    expect(again).toMatchObject({ status: 201, replayed: null });
    expect(again.body.data.id).not.toBe(first.body.data.id);
  });

  it('answers 409 while a claim runs, and lets a retry take over a claim its stopped process never answered', async () => {
    const order = await openOrder();
    expect((await apply(engineer.token, 'abandoned-1', order.id)).status).toBe(201);
    // As if the process had been stopped mid-request: the claim stays, its transaction rolled back.
    await db.delete(assignmentApplications).where(eq(assignmentApplications.assignmentId, order.id));
    const claimedAgo = (minutes: number) =>
      db.update(idempotencyKeys).set({ responseStatus: null, responseBody: null, createdAt: new Date(Date.now() - minutes * 60_000) }).where(eq(idempotencyKeys.key, 'abandoned-1'));
    await claimedAgo(1);
    expect(await apply(engineer.token, 'abandoned-1', order.id)).toEqual({ status: 409, body: { code: 'conflict', message: KEY_IN_PROGRESS_MESSAGE }, replayed: null });
    await claimedAgo(6);
    expect(await apply(engineer.token, 'abandoned-1', order.id)).toMatchObject({ status: 201, replayed: null });
    expect(await db.select().from(assignmentApplications).where(eq(assignmentApplications.assignmentId, order.id))).toHaveLength(1);
  });

  it('prunes keys older than 24 hours as a periodic job', async () => {
    const owner = await createTestEngineer(db);
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600 * 1000);
    await db.insert(idempotencyKeys).values([
      { userId: owner.user.id, key: 'old', requestHash: 'x', responseStatus: 201, responseBody: {}, createdAt: hoursAgo(25) },
      { userId: owner.user.id, key: 'stuck', requestHash: 'x', createdAt: hoursAgo(30) },
      { userId: owner.user.id, key: 'recent', requestHash: 'x', responseStatus: 201, responseBody: {}, createdAt: hoursAgo(23) },
    ]);
    const job = PERIODIC_JOBS.find((each) => each.run === pruneIdempotencyKeys);
    await job?.run(db);
    const left = await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(eq(idempotencyKeys.userId, owner.user.id));
    expect(left).toEqual([{ key: 'recent' }]);
  });
});

describe('runOnceByKey when the handler fails on the server’s side', () => {
  it('gives the key up after a 5xx or a throw, so a retry runs again, and keeps the success', async () => {
    const owner = await createTestEngineer(db);
    const outcomes = ['throw', '503', 'ok'];
    let runs = 0;
    const failing = new Hono<AppEnv>();
    failing.onError(handleError);
    failing.post(
      '/work',
      async (c, next) => {
        c.set('db', db);
        c.set('now', () => new Date());
        c.set('user', { id: owner.user.id } as AppEnv['Variables']['user']);
        await next();
      },
      runOnceByKey,
      (c) => {
        const outcome = outcomes[runs++];
        if (outcome === 'throw') throw new Error('boom');
        return outcome === '503' ? c.json({ message: 'down' }, 503) : c.json({ message: 'done', run: runs }, 201);
      },
    );
    const call = async () => {
      const response = await failing.request('/work', { method: 'POST', headers: { 'idempotency-key': 'k', 'content-type': 'application/json' }, body: '{}' });
      return { status: response.status, body: await response.json(), replayed: response.headers.get('idempotent-replayed') };
    };
    expect((await call()).status).toBe(500);
    expect((await call()).status).toBe(503);
    expect(await call()).toEqual({ status: 201, body: { message: 'done', run: 3 }, replayed: null });
    expect(await call()).toEqual({ status: 201, body: { message: 'done', run: 3 }, replayed: 'true' });
    expect(runs).toBe(3);
  });
});
