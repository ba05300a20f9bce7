import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_STREAMS_PER_USER } from '@/constants';
import { createApp } from '../../app';
import type { Database } from '../../db/client';
import { issueAuthToken } from '../../domain/auth/issue-auth-token';
import { createNotification } from '../../domain/notifications/create-notification';
import { closeLiveHub } from '../../lib/live/get-live-hub';
import { callApi, createTestCompany, createTestCustomer, createTestEngineer, uniqueIp, type TestAccount, type TestApp } from '../../test/helpers';
import { createLifecycleTestApp, createParties, insertAssignedOrder, patch } from '../../test/support/lifecycle';
import { eventData, openEventStream, type OpenedStream } from '../../test/support/events';

let app: TestApp;
let db: Database;
const opened: OpenedStream[] = [];

beforeAll(async () => {
  ({ app, db } = await createLifecycleTestApp());
});

afterAll(async () => {
  for (const stream of opened) await stream.close();
  if (db) await closeLiveHub(db);
});

/** A stream that has said `ready` (it listens from then on), with that event. */
async function openReady(token: string, options: { query?: string; headers?: Record<string, string> } = {}, on: TestApp = app) {
  const stream = await openEventStream(on, { token, ...options });
  opened.push(stream);
  expect(stream.response.status).toBe(200);
  const ready = await stream.next();
  return { stream, ready };
}

const notify = (account: TestAccount, title: string) => createNotification({ db, userId: account.user.id, kind: 'account', title, body: `${title} body` });

describe('GET /events', () => {
  it('needs a valid token', async () => {
    expect((await callApi(app, 'GET', '/events')).status).toBe(401);
    expect((await callApi(app, 'GET', '/events', { token: 'not-a-token' })).status).toBe(401);
  });

  it('is documented as an event stream', async () => {
    const { body } = await callApi(app, 'GET', '/openapi.json');
    const operation = body.paths['/api/v1/events'].get;
    expect(Object.keys(operation.responses[200].content)).toEqual(['text/event-stream']);
    expect(operation.security).toEqual([{ Bearer: [] }]);
    expect(operation.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(expect.arrayContaining(['last_event_id', 'last-event-id']));
  });

  it('streams without buffering or caching', async () => {
    const engineer = await createTestEngineer(db);
    const { stream, ready } = await openReady(engineer.token);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
    expect(ready).toMatchObject({ event: 'ready', id: '0' });
  });

  it("delivers a user's notification to that user's stream only", async () => {
    const alice = await createTestEngineer(db);
    const bob = await createTestEngineer(db);
    const aliceStream = (await openReady(alice.token)).stream;
    const bobStream = (await openReady(bob.token)).stream;

    const forAlice = await notify(alice, 'For Alice');
    const received = await aliceStream.next();
    expect(received).toMatchObject({ event: 'notification', id: String(forAlice.id) });
    expect(eventData(received)).toEqual({ id: forAlice.id, kind: 'account', assignment_id: null });

    // Bob's stream was open all along: the first event on it is his own, not Alice's.
    const forBob = await notify(bob, 'For Bob');
    expect(eventData(await bobStream.next())?.id).toBe(forBob.id);
  });

  it('says nothing of a rolled-back notification', async () => {
    const engineer = await createTestEngineer(db);
    const { stream } = await openReady(engineer.token);
    await db
      .transaction(async (tx) => {
        await createNotification({ db: tx, userId: engineer.user.id, kind: 'account', title: 'Never', body: 'rolled back' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const kept = await notify(engineer, 'Kept');
    expect(eventData(await stream.next())?.id).toBe(kept.id);
  });

  it('first sends what came after Last-Event-ID, then ready, then new ones', async () => {
    const engineer = await createTestEngineer(db);
    const [first, second, third] = [await notify(engineer, 'One'), await notify(engineer, 'Two'), await notify(engineer, 'Three')];

    const { stream, ready } = await openReady(engineer.token, { headers: { 'Last-Event-ID': String(first.id) } });
    expect(ready).toMatchObject({ event: 'notification', id: String(second.id) });
    expect(await stream.next()).toMatchObject({ event: 'notification', id: String(third.id) });
    expect(await stream.next()).toMatchObject({ event: 'ready', id: String(third.id) });
    const fourth = await notify(engineer, 'Four');
    expect(eventData(await stream.next())?.id).toBe(fourth.id);

    const byQuery = await openReady(engineer.token, { query: `?last_event_id=${third.id}` });
    expect(byQuery.ready).toMatchObject({ event: 'notification', id: String(fourth.id) });

    // Without a last id nothing is replayed: ready says where the client stands.
    expect((await openReady(engineer.token)).ready).toMatchObject({ event: 'ready', id: String(fourth.id) });
    expect((await callApi(app, 'GET', '/events?last_event_id=abc', { token: engineer.token })).status).toBe(400);
  });

  it('tells the other side of a lifecycle step, with the kind and the order', async () => {
    const parties = await createParties(db);
    const order = await insertAssignedOrder(db, parties);
    const { stream } = await openReady(parties.company.token);

    expect((await patch(app, parties.engineer.token, '/engineers/confirm-assignment-engineer', { assignment_id: order.id })).status).toBe(200);
    const event = eventData(await stream.next());
    expect(event).toMatchObject({ kind: 'confirmSchedule', assignment_id: order.id });
  });
});

/** The stream's end, which must come well before the 20 s heartbeat would have found the token revoked. */
async function expectEndedPromptly(stream: OpenedStream) {
  const tooLate = new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), 5_000).unref());
  expect(await Promise.race([stream.next(), tooLate])).toBeUndefined();
}

describe('GET /events after its token is revoked', () => {
  it('ends at once when the token signs out, while the user’s other streams go on', async () => {
    const engineer = await createTestEngineer(db);
    const { token: otherToken } = await issueAuthToken({ db, userId: engineer.user.id });
    const { stream } = await openReady(engineer.token);
    const { stream: otherDevice } = await openReady(otherToken);

    expect((await callApi(app, 'POST', '/logout', { token: engineer.token })).status).toBe(200);
    await expectEndedPromptly(stream);
    const later = await notify(engineer, 'Still here');
    expect(eventData(await otherDevice.next())?.id).toBe(later.id);
  });

  it("ends the other sessions' streams at a password change, not the one that changed it", async () => {
    const engineer = await createTestEngineer(db);
    const { token: otherToken } = await issueAuthToken({ db, userId: engineer.user.id });
    const { stream: changer } = await openReady(engineer.token);
    const { stream: other } = await openReady(otherToken);

    const body = { old_password: engineer.password, new_password: 'Changed123' };
    expect((await callApi(app, 'POST', '/change-password', { token: engineer.token, body })).status).toBe(200);
    await expectEndedPromptly(other);
    const later = await notify(engineer, 'After the change');
    expect(eventData(await changer.next())?.id).toBe(later.id);
  });

  it('ends a customer’s stream when the company blocks them, and every stream of a deleted company', async () => {
    const company = await createTestCompany(db);
    const customer = await createTestCustomer(db, company.companyId);
    const { stream: customerStream } = await openReady(customer.token);
    const { stream: companyStream } = await openReady(company.token);

    expect((await callApi(app, 'PATCH', '/customers/block_unblock_customer', { token: company.token, body: { customer_id: customer.user.customer_id, blocked: true } })).status).toBe(200);
    await expectEndedPromptly(customerStream);
    expect((await callApi(app, 'DELETE', '/delete-user', { token: company.token, body: { password: company.password } })).status).toBe(200);
    await expectEndedPromptly(companyStream);
  });
});

describe('GET /events limits', () => {
  it(`keeps at most ${LIVE_STREAMS_PER_USER} streams of a user open: one more closes the oldest`, async () => {
    const engineer = await createTestEngineer(db);
    const streams: OpenedStream[] = [];
    for (let index = 0; index < LIVE_STREAMS_PER_USER; index += 1) streams.push((await openReady(engineer.token, { headers: { 'x-forwarded-for': uniqueIp() } })).stream);
    const newest = (await openReady(engineer.token, { headers: { 'x-forwarded-for': uniqueIp() } })).stream;

    await expectEndedPromptly(streams[0]);
    const event = await notify(engineer, 'To the open ones');
    for (const stream of [...streams.slice(1), newest]) expect(eventData(await stream.next())?.id).toBe(event.id);
  });

  it('refuses a stream (429) once the client address holds its limit, and takes one again after a stream closes', async () => {
    const limited = createApp({ db, portalOrigin: 'http://portal.test', liveStreamLimits: { perUser: 10, perAddress: 3 } });
    const address = { 'x-forwarded-for': uniqueIp() };
    const accounts = [await createTestEngineer(db), await createTestEngineer(db), await createTestEngineer(db), await createTestEngineer(db)];
    const open = [];
    for (const account of accounts.slice(0, 3)) open.push((await openReady(account.token, { headers: address }, limited)).stream);

    const refused = await openEventStream(limited, { token: accounts[3].token, headers: address });
    expect(refused.response.status).toBe(429);
    expect((await refused.response.json()).message).toMatch(/Too many live connections/);
    // Another address is not affected.
    await openReady(accounts[3].token, { headers: { 'x-forwarded-for': uniqueIp() } }, limited);

    await open[0].close();
    await expect.poll(async () => {
      const retry = await openEventStream(limited, { token: accounts[3].token, headers: address });
      opened.push(retry);
      return retry.response.status;
    }).toBe(200);
  });
});
