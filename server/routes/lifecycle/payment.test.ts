import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { expenses } from '../../db/schema';
import { callApi, callForm, type TestApp } from '../../test/helpers';
import { createLifecycleTestApp, createParties, insertAssignedOrder, orderRow, patch, setStatus, type Parties } from '../../test/support/lifecycle';

let app: TestApp;
let db: Database;
let parties: Parties;

beforeAll(async () => {
  ({ app, db } = await createLifecycleTestApp());
  parties = await createParties(db);
});

const HOUR = 3600 * 1000;
const checkIn = new Date('2030-03-04T15:00:00Z');
const worked = (hours: number) => ({ checkedInAt: checkIn, checkedOutAt: new Date(checkIn.getTime() + hours * HOUR) });
const breakdownOf = async (id: number) => (await callApi(app, 'GET', `/customers/payment-breakdown?id=${id}`, { token: parties.company.token })).body.data;
const pay = (id: number, body: object = {}) => patch(app, parties.company.token, '/customers/pay-assignment', { assignment_id: id, ...body });

describe('recording the payment', () => {
  it('pays the hourly rate for the hours recorded, capped by the hours cap, plus approved expenses only', async () => {
    const order = await insertAssignedOrder(db, parties, { status: 4, paymentTypeId: 1, hourlyRate: 50, maxHours: 4, fixedAmount: null, ...worked(5.5) });
    const addExpense = (amount: string, category: string) =>
      callForm(app, 'POST', '/expenses', { assignment_id: String(order.id), amount, category, description: `${category} costs` }, parties.engineer.token);
    const ids = [];
    for (const [amount, category] of [['25.50', 'parking'], ['10', 'tolls'], ['99', 'meals'], ['40', 'lodging']]) {
      const added = await addExpense(amount, category);
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      ids.push(added.body.data.id);
    }
    const decide = (id: number, status: string) => callApi(app, 'PUT', `/expenses/${id}`, { token: parties.company.token, body: { status } });
    expect((await decide(ids[0], 'approved')).body.data).toMatchObject({ status: 'approved' });
    await decide(ids[1], 'approved');
    await decide(ids[3], 'rejected');
    await setStatus(db, order.id, 7);

    expect(await breakdownOf(order.id)).toEqual({
      assignment_id: order.id,
      payment_type: 1,
      hours_worked: 5.5,
      billable_hours: 4,
      hourly_rate: 50,
      max_hours: 4,
      fixed_amount: null,
      blended_first_hours: null,
      blended_additional_rate: null,
      labor_amount: 200,
      expenses_amount: 35.5,
      approved_expense_count: 2,
      pending_expense_count: 1,
      total: 235.5,
    });
    const paid = await pay(order.id, { expected_total: 235.5 });
    expect(paid.body.data).toMatchObject({ status: 8, event: '8', payment: { hours_worked: 5.5, labor_amount: 200, expenses_amount: 35.5, total_amount: 235.5 } });
    expect((await orderRow(db, order.id)).paidAt).toBeInstanceOf(Date);
    // Once paid, expenses are settled: no more decisions.
    expect((await decide(ids[2], 'approved')).status).toBe(409);
  });

  it('pays hours under the cap as worked, and fixed and blended terms as agreed', async () => {
    const hourly = await insertAssignedOrder(db, parties, { status: 7, paymentTypeId: 1, hourlyRate: 50, maxHours: 4, fixedAmount: null, ...worked(2.25) });
    expect(await breakdownOf(hourly.id)).toMatchObject({ hours_worked: 2.25, billable_hours: 2.25, labor_amount: 112.5, total: 112.5 });

    const fixed = await insertAssignedOrder(db, parties, { status: 7, paymentTypeId: 2, fixedAmount: 450, ...worked(9) });
    expect(await breakdownOf(fixed.id)).toMatchObject({ payment_type: 2, hours_worked: 9, labor_amount: 450, total: 450 });

    const blended = { status: 7, paymentTypeId: 3, fixedAmount: 200, blendedFirstHours: 2, blendedAdditionalRate: 40, maxHours: 5 } as const;
    const short = await insertAssignedOrder(db, parties, { ...blended, ...worked(3.5) });
    expect(await breakdownOf(short.id)).toMatchObject({ billable_hours: 3.5, labor_amount: 260, total: 260 });
    const long = await insertAssignedOrder(db, parties, { ...blended, ...worked(8) });
    expect(await breakdownOf(long.id)).toMatchObject({ billable_hours: 5, labor_amount: 320, total: 320 });
    expect((await pay(long.id)).body.data.payment).toMatchObject({ total_amount: 320 });
  });

  it('refuses a payment whose total changed since it was shown', async () => {
    const order = await insertAssignedOrder(db, parties, { status: 7, paymentTypeId: 2, fixedAmount: 300 });
    await db.insert(expenses).values({ assignmentId: order.id, engineerId: parties.engineer.user.id, amount: 20, category: 'parking', description: 'Garage', status: 'approved' });
    expect(await pay(order.id, { expected_total: 300 })).toEqual({ status: 409, body: { message: 'The amount to pay is now $320.00, not $300.00. Please review it.', code: 'conflict' } });
    expect((await orderRow(db, order.id)).status).toBe(7);
    expect((await pay(order.id, { expected_total: 320 })).status).toBe(200);
  });

  it('shows the breakdown only to the company side of the order', async () => {
    const order = await insertAssignedOrder(db, parties, { status: 7 });
    expect((await callApi(app, 'GET', `/customers/payment-breakdown?id=${order.id}`, { token: parties.engineer.token })).status).toBe(403);
    const { company: other } = await createParties(db);
    expect((await callApi(app, 'GET', `/customers/payment-breakdown?id=${order.id}`, { token: other.token })).status).toBe(404);
  });
});
