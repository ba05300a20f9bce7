import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createNotification } from '../../domain/notifications/create-notification';
import { closeLiveHub } from '../../lib/live/get-live-hub';
import { callApi, createTestEngineer, type TestAccount, type TestApp } from '../../test/helpers';
import { createLifecycleTestApp, createParties, insertAssignedOrder, patch } from '../lifecycle/lifecycle-test-support';
import { eventData, openEventStream, type OpenedStream } from './event-stream-test-support';

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
async function openReady(token: string, options: { query?: string; headers?: Record<string, string> } = {}) {
  const stream = await openEventStream(app, { token, ...options });
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
