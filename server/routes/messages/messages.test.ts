import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { assignmentApplications, messages, notifications } from '../../db/schema';
import { callApi, createTestCustomer, createTestEngineer, type TestAccount, type TestApp } from '../../test/helpers';
import { createLifecycleTestApp, createParties, insertAssignedOrder, type Parties } from '../../test/support/lifecycle';

let app: TestApp;
let db: Database;
let parties: Parties;

beforeAll(async () => {
  ({ app, db } = await createLifecycleTestApp());
  parties = await createParties(db);
});

const send = (account: TestAccount, body: object) => callApi(app, 'POST', '/send-message', { token: account.token, body });
const read = (account: TestAccount, query: string) => callApi(app, 'GET', `/get-messages?${query}`, { token: account.token });
const markRead = (account: TestAccount, body: object) => callApi(app, 'PATCH', '/read-messages', { token: account.token, body });
const readAtOf = async (ids: number[]) =>
  Object.fromEntries((await db.select({ id: messages.id, readAt: messages.readAt }).from(messages).where(inArray(messages.id, ids))).map((row) => [row.id, row.readAt]));
const lastNotice = async (userId: number) => (await db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.id)).at(-1);

describe('messages', () => {
  it('carries a conversation between the company side and the assignee, both ways, notifying the recipient', async () => {
    const { company, engineer } = parties;
    const order = await insertAssignedOrder(db, parties, { status: 2 });
    const sent = await send(company, { assignment_id: order.id, to_id: engineer.user.id, message: '  Gate code is 4412  ' });
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({ from_id: company.user.id, from_side: 'company', to_id: engineer.user.id, to_name: 'Erin Person', message: 'Gate code is 4412' });
    expect(await lastNotice(engineer.user.id)).toMatchObject({ title: 'New message from Alice Person', link: `/engineer/my-work/details-page/${order.id}` });

    const reply = await send(engineer, { assignment_id: order.id, message: 'Thanks, on my way' });
    expect(reply.body.data).toMatchObject({ from_side: 'engineer', to_id: company.user.id });
    expect(await lastNotice(company.user.id)).toMatchObject({ link: `/company/assignments/details-page/${order.id}` });

    const thread = ['Gate code is 4412', 'Thanks, on my way'];
    expect((await read(engineer, `assignment_id=${order.id}`)).body.data.map((row: { message: string }) => row.message)).toEqual(thread);
    expect((await read(company, `assignment_id=${order.id}&from_id=${company.user.id}&to_id=${engineer.user.id}`)).body.data.map((row: { message: string }) => row.message)).toEqual(thread);
    expect((await read(company, `assignment_id=${order.id}&from_id=${engineer.user.id}`)).body.data).toHaveLength(2);
    expect((await read(company, `assignment_id=${order.id}`)).status).toBe(400);
  });

  it('talks with applicants, one thread each, and with nobody else', async () => {
    const { company } = parties;
    const order = await insertAssignedOrder(db, parties, { status: 0, assignedEngineerId: null });
    const [applicant, other, stranger] = [await createTestEngineer(db), await createTestEngineer(db), await createTestEngineer(db)];
    for (const engineer of [applicant, other]) await db.insert(assignmentApplications).values({ assignmentId: order.id, engineerId: engineer.user.id });

    await send(company, { assignment_id: order.id, to_id: applicant.user.id, message: 'Can you bring a ladder?' });
    await send(other, { assignment_id: order.id, message: 'Is parking available?' });
    expect(await lastNotice(applicant.user.id)).toMatchObject({ link: `/engineer/find-work/eng-details-page/${order.id}` });
    expect((await read(applicant, `assignment_id=${order.id}`)).body.data.map((row: { message: string }) => row.message)).toEqual(['Can you bring a ladder?']);
    expect((await read(company, `assignment_id=${order.id}&to_id=${other.user.id}`)).body.data.map((row: { message: string }) => row.message)).toEqual(['Is parking available?']);

    expect((await send(company, { assignment_id: order.id, to_id: stranger.user.id, message: 'Hi' })).status).toBe(404);
    expect((await send(stranger, { assignment_id: order.id, message: 'Hi' })).status).toBe(404);
    expect((await read(stranger, `assignment_id=${order.id}`)).status).toBe(404);
    expect((await send(applicant, { assignment_id: order.id, to_id: other.user.id, message: 'Psst' })).status).toBe(400);
    const outsider = (await createParties(db)).company;
    expect((await send(outsider, { assignment_id: order.id, to_id: applicant.user.id, message: 'Hi' })).status).toBe(404);
    expect((await read(outsider, `assignment_id=${order.id}&to_id=${applicant.user.id}`)).status).toBe(404);
    expect((await send(company, { assignment_id: order.id, to_id: applicant.user.id, message: '   ' })).body.errors).toEqual([{ path: 'message', message: 'Write a message' }]);
  });

  it('sends an engineer’s message to the customer who posted the order; the company owner reads the thread too', async () => {
    const customer = await createTestCustomer(db, parties.company.companyId, { first_name: 'Cody' });
    const order = await insertAssignedOrder(db, parties, { status: 1, createdBy: customer.user.id, customerId: customer.user.customer_id });
    const sent = await send(parties.engineer, { assignment_id: order.id, message: 'Schedule works for me' });
    expect(sent.body.data).toMatchObject({ to_id: customer.user.id, to_name: 'Cody Person' });
    expect(await lastNotice(customer.user.id)).toMatchObject({ link: `/customer/assignments/details-page/${order.id}` });
    expect((await read(parties.company, `assignment_id=${order.id}&to_id=${parties.engineer.user.id}`)).body.data).toHaveLength(1);
    expect((await send(parties.company, { assignment_id: order.id, to_id: parties.engineer.user.id, message: 'Noted' })).status).toBe(201);
    const bystander = await createTestCustomer(db, parties.company.companyId);
    expect((await read(bystander, `assignment_id=${order.id}&to_id=${parties.engineer.user.id}`)).status).toBe(404);
  });

  it('reads a thread without marking it read: only an explicit mark does, of the caller’s own received messages of their own order', async () => {
    const { company, engineer } = parties;
    const order = await insertAssignedOrder(db, parties, { status: 2 });
    const toErin = (await send(company, { assignment_id: order.id, to_id: engineer.user.id, message: 'Gate code is 4412' })).body.data.id;
    const toAlice = (await send(engineer, { assignment_id: order.id, message: 'On my way' })).body.data.id;
    const elsewhere = await insertAssignedOrder(db, parties, { status: 2 });
    const toErinElsewhere = (await send(company, { assignment_id: elsewhere.id, to_id: engineer.user.id, message: 'Other site' })).body.data.id;

    expect((await read(engineer, `assignment_id=${order.id}`)).status).toBe(200);
    expect((await read(company, `assignment_id=${order.id}&to_id=${engineer.user.id}`)).status).toBe(200);
    expect(await readAtOf([toErin, toAlice])).toEqual({ [toErin]: null, [toAlice]: null });

    const outsider = (await createParties(db)).engineer;
    expect((await markRead(outsider, { assignment_id: order.id, message_ids: [toErin] })).status).toBe(404);
    const marked = await markRead(engineer, { assignment_id: order.id, message_ids: [toErin, toAlice, toErinElsewhere] });
    expect(marked).toMatchObject({ status: 200, body: { data: { read_count: 1 } } });
    const after = await readAtOf([toErin, toAlice, toErinElsewhere]);
    expect(after[toErin]).toBeInstanceOf(Date);
    expect(after[toAlice]).toBeNull();
    expect(after[toErinElsewhere]).toBeNull();

    expect((await markRead(company, { assignment_id: order.id, message_ids: [toAlice] })).body.data).toEqual({ read_count: 1 });
    expect((await markRead(company, { assignment_id: order.id, message_ids: [toAlice] })).body.data).toEqual({ read_count: 0 });
    expect((await markRead(company, { assignment_id: order.id, message_ids: [] })).body.errors).toEqual([{ path: 'message_ids', message: 'Choose the messages that were read' }]);
  });
});
