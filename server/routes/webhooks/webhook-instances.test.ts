import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import * as schema from '../../db/schema';
import { recordOrderEvent } from '../../domain/events/record-order-event';
import { createWebhookWorker } from '../../jobs/webhook-worker';
import { callApi, type TestApp } from '../../test/helpers';
import { createLifecycleTestApp, createParties, insertAssignedOrder, type Parties } from '../../test/support/lifecycle';
import { startReceiver, type Receiver } from '../../test/support/webhooks';

// Two server instances on one database (on PostgreSQL, each with its own pool, as two processes
// would have): every delivery is made once, each order's events in order.

let app: TestApp;
let db: Database;
let parties: Parties;
let receiver: Receiver;
let otherPool: pg.Pool | undefined;

beforeAll(async () => {
  ({ app, db } = await createLifecycleTestApp());
  parties = await createParties(db);
  receiver = await startReceiver();
});

afterAll(async () => {
  await receiver.close();
  await otherPool?.end();
});

/** The second instance's database: a pool of its own on PostgreSQL; the same in-memory PGlite otherwise (one process can hold it). */
function secondInstanceDb(): Database {
  const client = (db as Database & { $client: unknown }).$client;
  if (client instanceof PGlite) return db;
  const options = (client as pg.Pool).options;
  otherPool = new pg.Pool({ ...options, password: options.password });
  // As the app's own pool does: an idle connection the server closes (the file's database is
  // dropped with `force` at its end) is no error of the test.
  otherPool.on('error', () => undefined);
  return drizzle(otherPool, { schema }) as unknown as Database;
}

describe('two instances', () => {
  it('deliver each event once, in order per work order', async () => {
    const { body } = await callApi(app, 'POST', '/webhooks', { token: parties.company.token, body: { url: receiver.url, events: ['*'] } });
    expect(body.data.id).toBeGreaterThan(0);
    const workers = [
      await createWebhookWorker({ db, schedule: [100], allowPrivate: true }),
      await createWebhookWorker({ db: secondInstanceDb(), schedule: [100], allowPrivate: true }),
    ];
    const orders = await Promise.all(Array.from({ length: 8 }, () => insertAssignedOrder(db, parties, { status: 2 })));
    const by = { actor: 'engineer' as const, userId: parties.engineer.user.id };
    const steps = ['checkIn', 'checkOut', 'complete'] as const;
    for (const event of steps) {
      await Promise.all(orders.map((order) => db.transaction((tx) => recordOrderEvent(tx, { event, order, by, notice: { title: event, body: event } }))));
    }
    const expected = orders.length * steps.length;
    await vi.waitFor(() => expect(receiver.received.length).toBeGreaterThanOrEqual(expected), { timeout: 20_000 });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await Promise.all(workers.map((worker) => worker.stop()));

    expect(receiver.received).toHaveLength(expected);
    expect(new Set(receiver.received.map((entry) => entry.headers['webhook-id'])).size).toBe(expected);
    const bodies = receiver.received.map((entry) => JSON.parse(entry.body) as { type: string; data: { work_order: { id: number } } });
    for (const order of orders) {
      expect(bodies.filter((entry) => entry.data.work_order.id === order.id).map((entry) => entry.type)).toEqual(['work_order.checked_in', 'work_order.checked_out', 'work_order.completed']);
    }
  });
});
