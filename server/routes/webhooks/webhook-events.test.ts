import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_EVENT_NAMES, ORDER_EVENTS, WEBHOOK_EVENT_TYPES, type OrderEventName } from '@/constants';
import { WEBHOOK_EVENT_SCHEMAS } from '@/contracts/webhook-events';
import type { Database } from '../../db/client';
import { recordOrderEvent } from '../../domain/events/record-order-event';
import { startWebhookWorker, stopWebhookWorker } from '../../jobs/webhook-worker';
import { callApi, createTestCustomer, type TestApp } from '../../test/helpers';
import { postAssignment, validDraft } from '../../test/support/assignments';
import { createLifecycleTestApp, createParties, insertAssignedOrder, type Parties } from '../../test/support/lifecycle';
import { createWebhookBodyCheck, startReceiver, type Receiver } from '../../test/support/webhooks';

// Every event of the order events table that sends a webhook, delivered once per change, with a
// body its documented schema accepts; and who hears what.

let app: TestApp;
let db: Database;
let parties: Parties;
let receiver: Receiver;
let checkBody: Awaited<ReturnType<typeof createWebhookBodyCheck>>;

beforeAll(async () => {
  ({ app, db } = await createLifecycleTestApp());
  parties = await createParties(db);
  receiver = await startReceiver();
  checkBody = await createWebhookBodyCheck(app);
  // Polling once a minute: what arrives at once was woken by the commit.
  await startWebhookWorker({ getDb: async () => db, schedule: [200], allowPrivate: true, pollingIntervalSeconds: 60 });
});

afterAll(async () => {
  await stopWebhookWorker();
  await receiver.close();
});

type Body = { type: string; timestamp: string; data: Record<string, unknown> & { work_order: { id: number; basic_info: { title: string } } } };
const bodiesOf = (entries: Receiver['received']) => entries.map((entry) => JSON.parse(entry.body) as Body);

async function createHook(token: string, events: string[] = ['*']) {
  const { status, body } = await callApi(app, 'POST', '/webhooks', { token, body: { url: receiver.url, events } });
  expect(status).toBe(201);
  return body.data as { id: number; secret: string };
}

/** What the callers of these events add to the body (the API tests below check the real callers). */
const EXTRAS: Partial<Record<OrderEventName, Record<string, unknown>>> = {
  apply: { application: { id: 1, engineer_id: 1, has_counter_offer: false } },
  counterOffer: { application: { id: 1, engineer_id: 1, has_counter_offer: true } },
  withdraw: { application: { id: 1, engineer_id: 1, has_counter_offer: false } },
  decline: { application: { id: 1, engineer_id: 1, has_counter_offer: false } },
  message: { message: { id: 1, from_id: 1, to_id: 2, message: 'Hello' } },
  expenseAdded: { expense: { id: 1, amount: 12.5, category: 'parking', description: 'Garage', status: 'pending', reason: null } },
  expenseApproved: { expense: { id: 1, amount: 12.5, category: 'parking', description: 'Garage', status: 'approved', reason: null } },
  expenseRejected: { expense: { id: 1, amount: 12.5, category: 'parking', description: 'Garage', status: 'rejected', reason: 'No receipt' } },
};

describe('webhook events', () => {
  beforeEach(async () => {
    // Each test starts with no webhooks (a failed one may have left its own) and nothing received.
    for (const token of [parties.company.token]) {
      const { body } = await callApi(app, 'GET', '/webhooks', { token });
      for (const hook of body.data) await callApi(app, 'DELETE', `/webhooks/${hook.id}`, { token });
    }
    receiver.received.length = 0;
  });

  it('sends each event of the table that has a webhook exactly once per change, verified and valid against its documented schema', async () => {
    const hook = await createHook(parties.company.token);
    const names = ORDER_EVENT_NAMES.filter((name) => ORDER_EVENTS[name].webhook !== null);
    // Every type is sent by some event of the table.
    expect(new Set(names.map((name) => ORDER_EVENTS[name].webhook))).toEqual(new Set(WEBHOOK_EVENT_TYPES));
    receiver.received.length = 0;
    for (const name of names) {
      const order = await insertAssignedOrder(db, parties, { status: 2 });
      await db.transaction((tx) =>
        recordOrderEvent(tx, { event: name, order, by: { actor: 'engineer', userId: parties.engineer.user.id }, notice: { title: name, body: name }, engineerIds: [parties.engineer.user.id], recipient: { userId: parties.company.user.id, link: '/x' }, webhookData: EXTRAS[name] }),
      );
    }
    await vi.waitFor(() => expect(receiver.received.length).toBeGreaterThanOrEqual(names.length), { timeout: 20_000 });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(receiver.received).toHaveLength(names.length);
    expect(new Set(receiver.received.map((entry) => entry.headers['webhook-id'])).size).toBe(names.length);
    const bodies = bodiesOf(receiver.received);
    expect(bodies.map((body) => body.type).sort()).toEqual(names.map((name) => ORDER_EVENTS[name].webhook).sort());
    for (const [index, body] of bodies.entries()) {
      expect(new Webhook(hook.secret).verify(receiver.received[index].body, receiver.received[index].headers)).toBeTruthy();
      expect(checkBody(body)).toEqual([]);
      expect(WEBHOOK_EVENT_SCHEMAS[body.type as keyof typeof WEBHOOK_EVENT_SCHEMAS].safeParse(body).success).toBe(true);
    }
    await callApi(app, 'DELETE', `/webhooks/${hook.id}`, { token: parties.company.token });
  });

  it('sends what the API does: a posted order, an application with its engineer, a deleted order as it was', async () => {
    const hook = await createHook(parties.company.token);
    receiver.received.length = 0;
    const committed = Date.now();
    const posted = await postAssignment(app, parties.company.token, await validDraft(db, { basic_info: { title: 'Webhook order' } }));
    await vi.waitFor(() => expect(receiver.received).toHaveLength(1), { timeout: 5000 });
    // Woken by the commit, not by a poll.
    expect(receiver.received[0].at - committed).toBeLessThan(1000);
    const applied = await callApi(app, 'POST', '/engineers/apply-assignment', { token: parties.engineer.token, body: { assignment_id: posted.id } });
    expect(applied.status).toBe(201);
    const deleted = await callApi(app, 'DELETE', '/customers/delete-assignment', { token: parties.company.token, body: { assignment_id: posted.id } });
    expect(deleted.status).toBe(200);
    await vi.waitFor(() => expect(receiver.received).toHaveLength(3), { timeout: 10_000 });
    const bodies = bodiesOf(receiver.received);
    expect(bodies.map((body) => body.type)).toEqual(['work_order.created', 'application.created', 'work_order.deleted']);
    expect(bodies[1].data.application).toMatchObject({ engineer_id: parties.engineer.user.id, has_counter_offer: false });
    expect(bodies[2].data.work_order).toMatchObject({ id: posted.id, basic_info: { title: 'Webhook order' } });
    expect(bodies[2].data.actor).toEqual({ id: parties.company.user.id, role: 'company' });
    for (const body of bodies) expect(checkBody(body)).toEqual([]);
    await callApi(app, 'DELETE', `/webhooks/${hook.id}`, { token: parties.company.token });
  });

  it("tells a customer's webhook only of the orders that customer posted; the owner's hears all, a disabled one nothing", async () => {
    const customer = await createTestCustomer(db, parties.company.companyId);
    const customers = await createHook(customer.token, ['work_order.created']);
    const owners = await createHook(parties.company.token, ['work_order.created']);
    const off = await createHook(parties.company.token, ['work_order.created']);
    await callApi(app, 'PATCH', `/webhooks/${off.id}`, { token: parties.company.token, body: { enabled: false } });
    receiver.received.length = 0;
    await postAssignment(app, parties.company.token, await validDraft(db, { basic_info: { title: 'By the owner' } }));
    await postAssignment(app, customer.token, await validDraft(db, { basic_info: { title: 'By the customer' } }));
    await vi.waitFor(() => expect(receiver.received).toHaveLength(3), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(receiver.received).toHaveLength(3);
    const heard = (secret: string) => receiver.received.filter((entry) => { try { return Boolean(new Webhook(secret).verify(entry.body, entry.headers)); } catch { return false; } }).map((entry) => (JSON.parse(entry.body) as Body).data.work_order.basic_info.title);
    expect(heard(customers.secret)).toEqual(['By the customer']);
    expect(heard(owners.secret).sort()).toEqual(['By the customer', 'By the owner']);
    expect(heard(off.secret)).toEqual([]);
  });
});
