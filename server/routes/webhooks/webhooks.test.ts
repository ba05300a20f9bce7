import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { webhookDeliveries, webhookEvents } from '../../db/schema';
import { recordOrderEvent } from '../../domain/events/record-order-event';
import { enqueueDueWebhookDeliveries } from '../../domain/webhooks/enqueue-due-webhook-deliveries';
import { startWebhookWorker, stopWebhookWorker } from '../../jobs/webhook-worker';
import { callApi, createTestCustomer, type TestApp } from '../../test/helpers';
import { createLifecycleTestApp, createParties, insertAssignedOrder, type Parties } from '../../test/support/lifecycle';

// Webhooks end to end: the API registers an endpoint, a change commits, the pg-boss worker
// delivers to a receiver on loopback, and the receiver verifies with the standardwebhooks package.

type Received = { headers: http.IncomingHttpHeaders; body: string; at: number };

let app: TestApp;
let db: Database;
let parties: Parties;
let server: http.Server;
let url: string;
const received: Received[] = [];
/** What the receiver answers next (then 200). */
let answers: number[] = [];

beforeAll(async () => {
  ({ app, db } = await createLifecycleTestApp());
  parties = await createParties(db);
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body, at: Date.now() });
      response.statusCode = answers.shift() ?? 200;
      response.end('thanks');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  // A short schedule: 0.3 s, then 0.6 s, then give up.
  await startWebhookWorker({ getDb: async () => db, schedule: [300, 600], allowPrivate: true, pollingIntervalSeconds: 0.5 });
});

afterAll(async () => {
  await stopWebhookWorker();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received.length = 0;
  answers = [];
});

const create = (token: string, body: object) => callApi(app, 'POST', '/webhooks', { token, body });
const parse = (entry: Received) => JSON.parse(entry.body) as { type: string; timestamp: string; data: Record<string, unknown> & { work_order: { id: number } } };
const verify = (secret: string, entry: Received) => new Webhook(secret).verify(entry.body, entry.headers as Record<string, string>);

async function makeWebhook(events: string[] = ['*'], token = parties.company.token) {
  const { status, body } = await create(token, { url, events, description: 'ERP' });
  expect(status).toBe(201);
  expect(body.data.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
  return body.data as { id: number; secret: string };
}

describe('webhooks', () => {
  it('delivers a committed change once, signed so that standardwebhooks accepts it, with the company-side order', async () => {
    const hook = await makeWebhook(['message.created']);
    const order = await insertAssignedOrder(db, parties, { status: 2 });
    const sent = await callApi(app, 'POST', '/send-message', { token: parties.engineer.token, body: { assignment_id: order.id, message: 'On my way' } });
    expect(sent.status).toBe(201);
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 5000 });
    const [delivery] = received;
    expect(verify(hook.secret, delivery)).toBeTruthy();
    const payload = parse(delivery);
    expect(payload.type).toBe('message.created');
    expect(payload.data.work_order.id).toBe(order.id);
    expect(payload.data.actor).toEqual({ id: parties.engineer.user.id, role: 'field_engineer' });

    const list = await callApi(app, 'GET', `/webhooks/${hook.id}/deliveries`, { token: parties.company.token });
    expect(list.status).toBe(200);
    expect(list.body.data.data[0]).toMatchObject({ event_id: delivery.headers['webhook-id'], event_type: 'message.created', status: 'delivered', attempts: 1, last_status_code: 200, response_excerpt: 'thanks' });
    // Nothing more arrives.
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(received).toHaveLength(1);
    await callApi(app, 'DELETE', `/webhooks/${hook.id}`, { token: parties.company.token });
  });

  it('writes nothing for a change that rolls back', async () => {
    const hook = await makeWebhook();
    const order = await insertAssignedOrder(db, parties, { status: 2 });
    const before = await db.select().from(webhookEvents);
    await expect(
      db.transaction(async (tx) => {
        await recordOrderEvent(tx, { event: 'checkIn', order, by: { actor: 'engineer', userId: parties.engineer.user.id }, notice: { title: 't', body: 'b' } });
        expect((await tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, hook.id))).length).toBe(1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await db.select().from(webhookEvents)).toEqual(before);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(received).toHaveLength(0);
    await callApi(app, 'DELETE', `/webhooks/${hook.id}`, { token: parties.company.token });
  });

  it('retries a 500 at the scheduled delays with the same webhook-id, then keeps the success', async () => {
    const hook = await makeWebhook();
    answers = [500, 503];
    const ping = await callApi(app, 'POST', `/webhooks/${hook.id}/test`, { token: parties.company.token });
    expect(ping.status).toBe(202);
    await vi.waitFor(() => expect(received).toHaveLength(3), { timeout: 8000 });
    const ids = new Set(received.map((entry) => entry.headers['webhook-id']));
    expect([...ids]).toEqual([ping.body.data.event_id]);
    const gaps = [received[1].at - received[0].at, received[2].at - received[1].at];
    // 300 ms and 600 ms ±10%, plus up to one polling interval for the job to be picked up.
    expect(gaps[0]).toBeGreaterThanOrEqual(270);
    expect(gaps[0]).toBeLessThan(270 + 1500);
    expect(gaps[1]).toBeGreaterThanOrEqual(540);
    expect(gaps[1]).toBeLessThan(540 + 1500);
    const [row] = (await callApi(app, 'GET', `/webhooks/${hook.id}/deliveries`, { token: parties.company.token })).body.data.data;
    expect(row).toMatchObject({ status: 'delivered', attempts: 3, event_type: 'ping' });
    await callApi(app, 'DELETE', `/webhooks/${hook.id}`, { token: parties.company.token });
  });

  it('gives a delivery up on a 4xx other than 408 and 429, and Retry now sends it again with the same webhook-id', async () => {
    const hook = await makeWebhook();
    answers = [404];
    const ping = await callApi(app, 'POST', `/webhooks/${hook.id}/test`, { token: parties.company.token });
    await vi.waitFor(async () => {
      const [row] = (await callApi(app, 'GET', `/webhooks/${hook.id}/deliveries`, { token: parties.company.token })).body.data.data;
      expect(row).toMatchObject({ status: 'failed', attempts: 1, last_status_code: 404 });
    }, { timeout: 5000 });
    const retried = await callApi(app, 'POST', `/webhooks/${hook.id}/deliveries/${ping.body.data.delivery_id}/retry`, { token: parties.company.token });
    expect(retried.status).toBe(202);
    await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: 5000 });
    expect(received.map((entry) => entry.headers['webhook-id'])).toEqual([ping.body.data.event_id, ping.body.data.event_id]);
    await callApi(app, 'DELETE', `/webhooks/${hook.id}`, { token: parties.company.token });
  });

  it('signs with both secrets after a rotation', async () => {
    const hook = await makeWebhook();
    const rotated = await callApi(app, 'POST', `/webhooks/${hook.id}/rotate-secret`, { token: parties.company.token });
    expect(rotated.status).toBe(200);
    expect(rotated.body.data.secret).not.toBe(hook.secret);
    await callApi(app, 'POST', `/webhooks/${hook.id}/test`, { token: parties.company.token });
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 5000 });
    expect(String(received[0].headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verify(hook.secret, received[0])).toBeTruthy();
    expect(verify(rotated.body.data.secret, received[0])).toBeTruthy();
    await callApi(app, 'DELETE', `/webhooks/${hook.id}`, { token: parties.company.token });
  });

  it('delivers one order’s events in order, a later one waiting while an earlier one is retried', async () => {
    const hook = await makeWebhook(['work_order.checked_in', 'work_order.checked_out']);
    const order = await insertAssignedOrder(db, parties, { status: 2 });
    answers = [500];
    const by = { actor: 'engineer' as const, userId: parties.engineer.user.id };
    await db.transaction((tx) => recordOrderEvent(tx, { event: 'checkIn', order, by, notice: { title: 't', body: 'b' } }));
    await db.transaction((tx) => recordOrderEvent(tx, { event: 'checkOut', order, by, notice: { title: 't', body: 'b' } }));
    await vi.waitFor(() => expect(received).toHaveLength(3), { timeout: 5000 });
    expect(received.map((entry) => parse(entry).type)).toEqual(['work_order.checked_in', 'work_order.checked_in', 'work_order.checked_out']);
    await callApi(app, 'DELETE', `/webhooks/${hook.id}`, { token: parties.company.token });
  });

  it('delivers what was committed while no worker ran, once one starts (as after a crash and restart)', async () => {
    const hook = await makeWebhook(['work_order.checked_in']);
    await stopWebhookWorker();
    const order = await insertAssignedOrder(db, parties, { status: 2 });
    await db.transaction((tx) => recordOrderEvent(tx, { event: 'checkIn', order, by: { actor: 'engineer', userId: parties.engineer.user.id }, notice: { title: 't', body: 'b' } }));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(received).toHaveLength(0);
    await startWebhookWorker({ getDb: async () => db, schedule: [300, 600], allowPrivate: true, pollingIntervalSeconds: 0.5 });
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 5000 });
    expect(parse(received[0]).data.work_order.id).toBe(order.id);
    await callApi(app, 'DELETE', `/webhooks/${hook.id}`, { token: parties.company.token });
  });

  it('resumes an attempt whose worker died mid-send once its claim runs out (the resumption job)', async () => {
    const hook = await makeWebhook(['work_order.checked_out']);
    await stopWebhookWorker();
    const order = await insertAssignedOrder(db, parties, { status: 3 });
    await db.transaction((tx) => recordOrderEvent(tx, { event: 'checkOut', order, by: { actor: 'engineer', userId: parties.engineer.user.id }, notice: { title: 't', body: 'b' } }));
    // As a worker killed mid-attempt leaves it: claimed once (the claim now run out), its job gone.
    await db.update(webhookDeliveries).set({ attempts: 1, nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(webhookDeliveries.endpointId, hook.id));
    await db.execute(sql`delete from pgboss.job`);
    await startWebhookWorker({ getDb: async () => db, schedule: [300, 600], allowPrivate: true, pollingIntervalSeconds: 0.5 });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(received).toHaveLength(0);
    expect(await enqueueDueWebhookDeliveries(db)).toBe(1);
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 5000 });
    const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, hook.id));
    expect(row).toMatchObject({ status: 'delivered', attempts: 2 });
    await callApi(app, 'DELETE', `/webhooks/${hook.id}`, { token: parties.company.token });
  });

  it('keeps a company at 20 webhooks', async () => {
    const company = await createParties(db);
    for (let index = 0; index < 20; index += 1) expect((await create(company.company.token, { url, events: ['*'] })).status).toBe(201);
    const refused = await create(company.company.token, { url, events: ['*'] });
    expect(refused).toMatchObject({ status: 409, body: { code: 'conflict' } });
  });

  it('lets the company owner manage every webhook of the company and a customer only its own; other companies get 404', async () => {
    const customer = await createTestCustomer(db, parties.company.companyId);
    const own = await makeWebhook(['*'], customer.token);
    const owners = await makeWebhook(['work_order.paid']);
    const other = await createParties(db);

    expect((await callApi(app, 'GET', '/webhooks', { token: customer.token })).body.data.map((row: { id: number }) => row.id)).toEqual([own.id]);
    const all = (await callApi(app, 'GET', '/webhooks', { token: parties.company.token })).body.data.map((row: { id: number }) => row.id);
    expect(all).toEqual(expect.arrayContaining([own.id, owners.id]));
    expect((await callApi(app, 'PATCH', `/webhooks/${owners.id}`, { token: customer.token, body: { enabled: false } })).status).toBe(404);
    expect((await callApi(app, 'PATCH', `/webhooks/${own.id}`, { token: other.company.token, body: { enabled: false } })).status).toBe(404);
    expect((await callApi(app, 'GET', `/webhooks/${own.id}/deliveries`, { token: other.company.token })).status).toBe(404);
    expect((await callApi(app, 'DELETE', `/webhooks/${own.id}`, { token: other.company.token })).status).toBe(404);
    expect((await callApi(app, 'GET', '/webhooks', { token: other.engineer.token })).status).toBe(403);

    const changed = await callApi(app, 'PATCH', `/webhooks/${own.id}`, { token: parties.company.token, body: { events: ['message.created', 'message.created'], enabled: false } });
    expect(changed.body.data).toMatchObject({ id: own.id, events: ['message.created'], enabled: false });
    expect((await callApi(app, 'PATCH', `/webhooks/${own.id}`, { token: customer.token, body: { url: 'ftp://example.com' } })).status).toBe(400);
    expect((await callApi(app, 'DELETE', `/webhooks/${own.id}`, { token: customer.token })).status).toBe(200);
    expect((await callApi(app, 'DELETE', `/webhooks/${owners.id}`, { token: parties.company.token })).status).toBe(200);
  });
});
