import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { callApi, callForm, createTestEngineer, type TestApp } from '../../test/helpers';
import { download } from '../../test/support/engineer-profile';
import { createLifecycleTestApp, createParties, fileOf, insertAssignedOrder, noticeTitles, pdfBytes, setStatus, type Parties } from '../../test/support/lifecycle';

let app: TestApp;
let db: Database;
let parties: Parties;

beforeAll(async () => {
  ({ app, db } = await createLifecycleTestApp());
  parties = await createParties(db);
});

const fields = (assignmentId: number, amount = '42.5') => ({ assignment_id: String(assignmentId), amount, category: 'parking', description: 'Garage at the site' });
const add = (token: string, values: Record<string, string | File>) => callForm(app, 'POST', '/expenses', values, token);
const decide = (token: string, id: number, body: object) => callApi(app, 'PUT', `/expenses/${id}`, { token, body });
const list = (token: string, query = '') => callApi(app, 'GET', `/expenses${query}`, { token });

describe('adding expenses', () => {
  it('lets the assignee add them from check-in until completion, with a receipt only the two sides can download', async () => {
    const order = await insertAssignedOrder(db, parties, { status: 3 });
    const added = await add(parties.engineer.token, { ...fields(order.id), receipt: fileOf(pdfBytes(), 'garage.pdf') });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({
      assignment_id: order.id,
      engineer_id: parties.engineer.user.id,
      engineer_name: 'Erin Person',
      amount: 42.5,
      category: 'parking',
      status: 'pending',
      receipt: { name: 'garage.pdf', mime_type: 'application/pdf' },
    });
    expect((await noticeTitles(db, parties.company.user.id)).at(-1)).toBe('New expense');

    const receiptPath = `/expenses/${added.body.data.id}/receipt`;
    expect((await download(app, receiptPath, parties.engineer.token)).status).toBe(200);
    expect((await download(app, receiptPath, parties.company.token)).status).toBe(200);
    const strangers = await createParties(db);
    expect((await download(app, receiptPath, strangers.company.token)).status).toBe(404);
    expect((await download(app, receiptPath, strangers.engineer.token)).status).toBe(404);

    for (const status of [4, 5]) {
      await setStatus(db, order.id, status);
      expect((await add(parties.engineer.token, fields(order.id))).status).toBe(201);
    }
    for (const status of [2, 6, 8]) {
      await setStatus(db, order.id, status);
      expect((await add(parties.engineer.token, fields(order.id))).status).toBe(409);
    }
    expect((await add(parties.engineer.token, fields(order.id))).body.message).toBe('Expenses can be added from check-in until the work order is completed; it is Paid.');
  });

  it('refuses other parties and bad input', async () => {
    const order = await insertAssignedOrder(db, parties, { status: 3 });
    expect((await add(parties.company.token, fields(order.id))).status).toBe(403);
    expect((await add((await createTestEngineer(db)).token, fields(order.id))).status).toBe(404);
    const bad = await add(parties.engineer.token, { ...fields(order.id, '-3'), category: 'yacht' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((error: { path: string }) => error.path)).toEqual(['amount', 'category']);
    expect((await add(parties.engineer.token, fields(order.id, '1.005'))).body.errors).toEqual([{ path: 'amount', message: 'Use at most two decimals' }]);
  });
});

describe('deciding and listing expenses', () => {
  it('lets the company side approve or reject each pending expense once, until payment', async () => {
    const order = await insertAssignedOrder(db, parties, { status: 4 });
    const [first, second] = [(await add(parties.engineer.token, fields(order.id, '10'))).body.data, (await add(parties.engineer.token, fields(order.id, '20'))).body.data];

    const approved = await decide(parties.company.token, first.id, { status: 'approved' });
    expect(approved).toMatchObject({ status: 200, body: { message: 'Expense approved.', data: { status: 'approved', decided_at: expect.any(String) } } });
    expect(await decide(parties.company.token, first.id, { status: 'rejected' })).toEqual({ status: 409, body: { message: 'This expense has already been approved.', code: 'conflict' } });
    const rejected = await decide(parties.company.token, second.id, { status: 'rejected', reason: 'No receipt' });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reason: 'No receipt' });
    expect((await noticeTitles(db, parties.engineer.user.id)).slice(-2)).toEqual(['Expense approved', 'Expense rejected']);

    expect((await decide(parties.engineer.token, first.id, { status: 'approved' })).status).toBe(403);
    expect((await decide((await createParties(db)).company.token, first.id, { status: 'approved' })).status).toBe(404);
    expect((await decide(parties.company.token, first.id, { status: 'maybe' })).status).toBe(400);

    const third = (await add(parties.engineer.token, fields(order.id, '5'))).body.data;
    await setStatus(db, order.id, 8);
    expect((await decide(parties.company.token, third.id, { status: 'approved' })).body.message).toBe('Expenses can no longer be approved or rejected: the work order is Paid.');
  });

  it('lists each side’s expenses by page, order and status', async () => {
    const { company, engineer } = await createParties(db);
    const mine = { company, engineer };
    const [a, b] = [await insertAssignedOrder(db, mine, { status: 3 }), await insertAssignedOrder(db, mine, { status: 3 })];
    for (const order of [a, a, b]) await add(engineer.token, fields(order.id));

    const page = await list(engineer.token, '?per_page=2');
    expect(page.body.data).toMatchObject({ total_count: 3, data: [{ assignment_id: b.id }, { assignment_id: a.id }] });
    expect((await list(company.token, `?assignment_id=${a.id}`)).body.data.total_count).toBe(2);
    expect((await list(company.token, '?status=approved')).body.data.total_count).toBe(0);
    expect((await list(parties.company.token, `?assignment_id=${a.id}`)).status).toBe(404);
    expect((await list(parties.engineer.token, `?assignment_id=${a.id}`)).status).toBe(404);
    expect((await list(engineer.token, `?assignment_id=${(await insertAssignedOrder(db, mine, { status: 2 })).id}`)).body.data.total_count).toBe(0);
    expect((await list(engineer.token, '?page=0')).status).toBe(400);
  });
});
