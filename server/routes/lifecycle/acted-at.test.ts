import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { assignmentDeliverables, expenses, messages } from '../../db/schema';
import { callApi, uniqueIp, type TestApp } from '../../test/helpers';
import { createLifecycleTestApp, createParties, fileOf, insertAssignedOrder, orderRow, patch, pngBytes, type Parties } from '../../test/support/lifecycle';

// Actions queued offline carry acted_at: the server keeps it beside the arrival time, within
// limits (not ahead of its clock beyond two minutes, at most 24 hours old, not before the
// engineer's previous step), and a queued action sent twice with its Idempotency-Key acts once.

let app: TestApp;
let db: Database;
let parties: Parties;

beforeAll(async () => {
  ({ app, db } = await createLifecycleTestApp());
  parties = await createParties(db);
});

const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();
const logsOf = async (id: number) => (await callApi(app, 'GET', `/customers/get-assignment-logs?id=${id}`, { token: parties.company.token })).body.data;

/** The same request twice with one Idempotency-Key, as a queue replays it after a lost answer. */
async function sendTwice(path: string, body: object) {
  const headers = { 'idempotency-key': randomUUID() };
  const first = await callApi(app, 'PATCH', path, { token: parties.engineer.token, body, headers });
  const second = await callApi(app, 'PATCH', path, { token: parties.engineer.token, body, headers });
  return { first, second };
}

/** A multipart upload as the queue sends it from IndexedDB (a fresh body, so a fresh boundary, each time). */
async function uploadForm(fields: Record<string, string | File>, key: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await app.request('/api/v1/engineers/add-deliverable', {
    method: 'PATCH',
    headers: { authorization: `Bearer ${parties.engineer.token}`, 'idempotency-key': key, 'x-forwarded-for': uniqueIp() },
    body: form,
  });
  return { status: response.status, replayed: response.headers.get('idempotent-replayed'), body: await response.json() };
}

describe('acted_at on an engineer step', () => {
  it('keeps when the engineer checked in beside the arrival, counts the hours from it and shows both on the timeline', async () => {
    const order = await insertAssignedOrder(db, parties, { status: 2, startAt: new Date(Date.now() - 90 * MINUTE) });
    const checkedIn = await patch(app, parties.engineer.token, '/engineers/check-in', { assignment_id: order.id, acted_at: ago(90) });
    expect(checkedIn.status, JSON.stringify(checkedIn.body)).toBe(200);
    const row = await orderRow(db, order.id);
    expect(Math.abs(row.checkedInAt!.getTime() - (Date.now() - 90 * MINUTE))).toBeLessThan(MINUTE);
    expect(row.checkInTiming).toBe('on_time');

    const entry = (await logsOf(order.id)).at(-1);
    expect(entry.event).toBe('3');
    expect(new Date(entry.acted_at).getTime()).toBeLessThan(new Date(entry.created_at).getTime() - 80 * MINUTE);
  });

  it('answers acted_at null for a step sent at once', async () => {
    const order = await insertAssignedOrder(db, parties, { status: 2 });
    expect((await patch(app, parties.engineer.token, '/engineers/check-in', { assignment_id: order.id })).status).toBe(200);
    expect((await logsOf(order.id)).at(-1)).toMatchObject({ event: '3', acted_at: null });
  });

  it('refuses a time in the future beyond the clock drift, older than 24 hours, or before the previous step, with a message', async () => {
    const order = await insertAssignedOrder(db, parties, { status: 2 });
    const future = await patch(app, parties.engineer.token, '/engineers/check-in', { assignment_id: order.id, acted_at: ago(-10) });
    expect(future.status).toBe(400);
    expect(future.body.errors[0]).toMatchObject({ path: 'acted_at', message: expect.stringMatching(/in the future/) });

    const stale = await patch(app, parties.engineer.token, '/engineers/check-in', { assignment_id: order.id, acted_at: ago(25 * 60) });
    expect(stale.status).toBe(400);
    expect(stale.body.message).toMatch(/more than 24 hours ago/);

    const garbled = await patch(app, parties.engineer.token, '/engineers/check-in', { assignment_id: order.id, acted_at: 'yesterday' });
    expect(garbled.status).toBe(400);

    expect((await patch(app, parties.engineer.token, '/engineers/check-in', { assignment_id: order.id, acted_at: ago(30) })).status).toBe(200);
    const beforeCheckIn = await patch(app, parties.engineer.token, '/engineers/check-out', { assignment_id: order.id, acted_at: ago(45) });
    expect(beforeCheckIn.status).toBe(400);
    expect(beforeCheckIn.body.message).toMatch(/before your previous step/);
    expect((await orderRow(db, order.id)).status).toBe(3);
  });

  it('takes a time within the clock drift ahead as now', async () => {
    const order = await insertAssignedOrder(db, parties, { status: 2 });
    const ahead = await patch(app, parties.engineer.token, '/engineers/check-in', { assignment_id: order.id, acted_at: ago(-1) });
    expect(ahead.status).toBe(200);
    expect((await orderRow(db, order.id)).checkedInAt!.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('takes a time within the clock drift behind as it is: a step sent at once from a slow phone is not refused as before the one just taken', async () => {
    const order = await insertAssignedOrder(db, parties, { status: 2 });
    expect((await patch(app, parties.engineer.token, '/engineers/check-in', { assignment_id: order.id })).status).toBe(200);
    const checkedOut = await patch(app, parties.engineer.token, '/engineers/check-out', { assignment_id: order.id, acted_at: ago(1) });
    expect(checkedOut.status, JSON.stringify(checkedOut.body)).toBe(200);
    const entry = (await logsOf(order.id)).at(-1);
    expect(entry.event).toBe('4');
    expect(Math.abs(Date.parse(entry.acted_at) - (Date.now() - MINUTE))).toBeLessThan(MINUTE / 2);
  });

  it('keeps acted_at on an expense and a message', async () => {
    const order = await insertAssignedOrder(db, parties, { status: 3 });
    const form = new FormData();
    for (const [name, value] of Object.entries({ assignment_id: String(order.id), amount: '12.5', category: 'parking', description: 'Garage', acted_at: ago(20) })) form.append(name, value);
    const added = await app.request('/api/v1/expenses', { method: 'POST', headers: { authorization: `Bearer ${parties.engineer.token}`, 'x-forwarded-for': uniqueIp() }, body: form });
    expect(added.status, await added.clone().text()).toBe(201);
    const [expense] = await db.select().from(expenses).where(eq(expenses.assignmentId, order.id));
    expect(expense.actedAt!.getTime()).toBeLessThan(expense.createdAt.getTime() - 15 * MINUTE);

    const sent = await callApi(app, 'POST', '/send-message', { token: parties.engineer.token, body: { assignment_id: order.id, message: 'On my way in', acted_at: ago(40) } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const [message] = await db.select().from(messages).where(eq(messages.assignmentId, order.id));
    expect(message.actedAt!.getTime()).toBeLessThan(message.createdAt.getTime() - 35 * MINUTE);
  });
});

describe('a queued action replayed', () => {
  it('checks in once when the queue sends the same check-in twice', async () => {
    const order = await insertAssignedOrder(db, parties, { status: 2 });
    const { first, second } = await sendTwice('/engineers/check-in', { assignment_id: order.id, acted_at: ago(5) });
    expect(first.status).toBe(200);
    expect(second).toEqual(first);
    expect((await logsOf(order.id)).filter((entry: { event: string }) => entry.event === '3')).toHaveLength(1);
  });

  it('uploads a deliverable once when the multipart upload is sent twice with its key', async () => {
    const order = await insertAssignedOrder(db, parties, { status: 4 }, [{ name: 'Photo of the rack' }]);
    const [item] = await db.select().from(assignmentDeliverables).where(eq(assignmentDeliverables.assignmentId, order.id));
    const key = randomUUID();
    const fields = () => ({ assignment_id: String(order.id), deliverable_id: String(item.id), acted_at: ago(3), file: fileOf(pngBytes(), 'rack.png', 'image/png') });
    const sent = fields();
    const first = await uploadForm(sent, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const fileId = (await db.select().from(assignmentDeliverables).where(eq(assignmentDeliverables.id, item.id)))[0].fileId;
    const second = await uploadForm(sent, key);
    expect(second).toMatchObject({ status: 200, replayed: 'true', body: first.body });
    expect((await db.select().from(assignmentDeliverables).where(eq(assignmentDeliverables.id, item.id)))[0].fileId).toBe(fileId);
  });
});
