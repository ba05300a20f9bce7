import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_V1_BASE, DASHBOARD_ENDPOINTS } from '@/constants';
import type { Database } from '../../db/client';
import { payments, ratings } from '../../db/schema';
import { callApi, createTestCompany, createTestCustomer, createTestEngineer, type TestAccount, type TestApp } from '../../test/helpers';
import { insertTestAssignment } from '../../test/support/engineer-profile';
import { createLifecycleTestApp, createParties, insertAssignedOrder, patch, type Parties } from '../../test/support/lifecycle';
import { answeredByStatus, cents, countByStatus, getFigures, insertPayment, paymentsWithOrders, rowsOfCompany } from '../../test/support/dashboard';
import { documentedSecurity } from '../../test/support/documented-security';

let app: TestApp;
let db: Database;
let parties: Parties;
let customer: TestAccount;
let otherEngineer: TestAccount;
let paidAt: Date;
let paidTotal: number;

const OLD = { created: new Date('2023-03-10T12:00:00Z'), paid: new Date('2023-03-15T12:00:00Z'), total: 120 };

/**
 * One company with a customer and two engineers, and orders in most states: open, assigned and
 * in progress, waiting for payment, paid in 2023, cancelled, some posted by the customer, one
 * assigned to the other engineer. One order is paid through the API now.
 */
beforeAll(async () => {
  ({ app, db } = await createLifecycleTestApp());
  parties = await createParties(db);
  customer = await createTestCustomer(db, parties.company.companyId);
  otherEngineer = await createTestEngineer(db);
  const { company } = parties;
  const byCustomer = { customerId: customer.user.customer_id, createdBy: customer.user.id };

  await insertTestAssignment(db, { companyId: company.companyId, createdBy: company.user.id });
  await insertTestAssignment(db, { companyId: company.companyId, ...byCustomer });
  for (const status of [1, 12, 3, 6, 7] as const) await insertAssignedOrder(db, parties, { status });
  await insertAssignedOrder(db, parties, { status: 2, ...byCustomer });
  await insertAssignedOrder(db, parties, { status: 10, cancelledAt: new Date() });
  const old = await insertAssignedOrder(db, parties, { status: 8, createdAt: OLD.created, paidAt: OLD.paid });
  await insertPayment(db, old, OLD.total, OLD.paid);
  await insertAssignedOrder(db, { company, engineer: otherEngineer }, { status: 4 });

  const toPay = await insertAssignedOrder(db, parties, { status: 7, paymentTypeId: 2, fixedAmount: 275.5, ...byCustomer });
  const paid = await patch(app, company.token, '/customers/pay-assignment', { assignment_id: toPay.id });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  const [payment] = await db.select().from(payments).where(eq(payments.assignmentId, toPay.id));
  paidAt = payment.createdAt;
  paidTotal = payment.totalAmount;
});

const thisYear = () => paidAt.getUTCFullYear();
const thisMonth = () => paidAt.getUTCMonth() + 1;

describe('the company dashboard', () => {
  it('counts the company’s orders by status as the rows have them, and what it paid this year', async () => {
    const rows = await rowsOfCompany(db, parties.company.companyId);
    const { status, body } = await getFigures(app, parties.company.token, 'customers', 'dashboard-count');
    expect(status).toBe(200);
    const counts = body.data;
    const expected = countByStatus(rows);
    expect(answeredByStatus(counts.status_counts)).toEqual(expected);
    expect(counts.status_counts.map((entry: { label: string }) => entry.label)).toEqual([
      'Unassigned',
      'Assigned',
      'Pending Confirmation',
      'Schedule Confirmed',
      'Checked In',
      'Pending Deliverables',
      'Pending Approval',
      'Pending Payment',
      'Paid',
      'Cancelled',
    ]);
    const paymentsThisYear = (await paymentsWithOrders(db)).filter(({ order, payment }) => order.companyId === parties.company.companyId && payment.createdAt.getUTCFullYear() === thisYear());
    expect(counts).toMatchObject({
      year: thisYear(),
      first_year: 2023,
      total_orders: rows.length,
      open_orders: expected[0],
      in_progress_orders: [1, 12, 2, 3, 4, 5, 6].reduce((total, code) => total + (expected[code] ?? 0), 0),
      pending_payment_orders: expected[7],
      paid_orders: expected[8],
      year_paid_orders: paymentsThisYear.length,
      year_amount: cents(paymentsThisYear.reduce((total, { payment }) => total + payment.totalAmount, 0)),
      rating_average: null,
      rating_count: 0,
    });
    expect(counts.year_paid_orders).toBe(1);
    expect(counts.year_amount).toBe(275.5);
  });

  it('shows the payment just recorded in this month’s bar, and the 2023 payment only in 2023', async () => {
    const { body } = await getFigures(app, parties.company.token, 'customers', 'bar-chart');
    expect(body.data).toMatchObject({ year: thisYear(), paid_orders: 1, total_amount: paidTotal });
    expect(body.data.months).toHaveLength(12);
    for (const month of body.data.months) {
      expect(month).toEqual(month.month === thisMonth() ? { month: thisMonth(), paid_orders: 1, amount: paidTotal } : { month: month.month, paid_orders: 0, amount: 0 });
    }
    const old = (await getFigures(app, parties.company.token, 'customers', 'bar-chart', { year: 2023 })).body.data;
    expect(old).toMatchObject({ year: 2023, paid_orders: 1, total_amount: OLD.total });
    expect(old.months[2]).toEqual({ month: 3, paid_orders: 1, amount: OLD.total });
    expect((await getFigures(app, parties.company.token, 'customers', 'bar-chart', { year: 2022 })).body.data).toMatchObject({ paid_orders: 0, total_amount: 0 });
  });

  it('splits the orders posted in a year by status', async () => {
    const rows = await rowsOfCompany(db, parties.company.companyId);
    const current = (await getFigures(app, parties.company.token, 'customers', 'pie-chart', { year: thisYear() })).body.data;
    const postedThisYear = rows.filter((row) => row.createdAt.getUTCFullYear() === thisYear());
    expect(answeredByStatus(current.statuses)).toEqual(countByStatus(postedThisYear));
    expect(current.total_orders).toBe(postedThisYear.length);
    expect(current.statuses).not.toContainEqual(expect.objectContaining({ count: 0 }));

    const old = (await getFigures(app, parties.company.token, 'customers', 'pie-chart', { year: 2023 })).body.data;
    expect(old).toEqual({ year: 2023, total_orders: 1, statuses: [{ status: 8, label: 'Paid', count: 1 }] });
    expect((await getFigures(app, parties.company.token, 'customers', 'pie-chart', { year: 2021 })).body.data).toEqual({ year: 2021, total_orders: 0, statuses: [] });
  });
});

describe('what each user’s dashboard covers', () => {
  it('gives a customer only the orders they posted', async () => {
    const rows = (await rowsOfCompany(db, parties.company.companyId)).filter((row) => row.customerId === customer.user.customer_id);
    const counts = (await getFigures(app, customer.token, 'customers', 'dashboard-count')).body.data;
    expect(answeredByStatus(counts.status_counts)).toEqual(countByStatus(rows));
    expect(answeredByStatus(counts.status_counts)).toEqual({ 0: 1, 2: 1, 8: 1 });
    expect(counts).toMatchObject({ total_orders: 3, open_orders: 1, in_progress_orders: 1, paid_orders: 1, year_paid_orders: 1, year_amount: 275.5, first_year: thisYear() });
    const bars = (await getFigures(app, customer.token, 'customers', 'bar-chart')).body.data;
    expect(bars.months[thisMonth() - 1]).toEqual({ month: thisMonth(), paid_orders: 1, amount: 275.5 });
    expect((await getFigures(app, customer.token, 'customers', 'bar-chart', { year: 2023 })).body.data.paid_orders).toBe(0);
  });

  it('gives an engineer only the orders assigned to them, in the engineer’s reading', async () => {
    const rows = (await rowsOfCompany(db, parties.company.companyId)).filter((row) => row.assignedEngineerId === parties.engineer.user.id);
    const counts = (await getFigures(app, parties.engineer.token, 'engineers', 'dashboard-count')).body.data;
    expect(answeredByStatus(counts.status_counts)).toEqual(countByStatus(rows));
    expect(counts).toMatchObject({ total_orders: rows.length, open_orders: 0, year_paid_orders: 1, year_amount: 275.5, first_year: 2023 });
    expect(counts.status_counts.map((entry: { status: number }) => entry.status)).not.toContain(4);

    const mine = (await getFigures(app, otherEngineer.token, 'engineers', 'pie-chart')).body.data;
    expect(mine.statuses).toEqual([{ status: 4, label: 'Pending Deliverables', count: 1 }]);
    expect((await getFigures(app, otherEngineer.token, 'engineers', 'bar-chart')).body.data).toMatchObject({ paid_orders: 0, total_amount: 0 });
  });

  it('gives another company nothing of these orders', async () => {
    const stranger = await createTestCompany(db);
    const counts = (await getFigures(app, stranger.token, 'customers', 'dashboard-count')).body.data;
    expect(counts).toMatchObject({ total_orders: 0, status_counts: [], year_paid_orders: 0, year_amount: 0, first_year: counts.year });
    expect((await getFigures(app, stranger.token, 'customers', 'pie-chart')).body.data).toMatchObject({ total_orders: 0, statuses: [] });
  });

  it('keeps each side to its own paths', async () => {
    expect((await getFigures(app, parties.engineer.token, 'customers', 'dashboard-count')).status).toBe(403);
    expect((await getFigures(app, parties.company.token, 'engineers', 'bar-chart')).status).toBe(403);
    expect((await getFigures(app, customer.token, 'engineers', 'pie-chart')).status).toBe(403);
    expect((await callApi(app, 'GET', '/customers/pie-chart')).status).toBe(401);
  });
});

describe('the dashboard query', () => {
  it.each(['abc', '1999', '2101', '2024.5', ''])('refuses year=%j with a 400 naming the field', async (year) => {
    for (const [side, figures] of [['customers', 'dashboard-count'], ['customers', 'bar-chart'], ['engineers', 'pie-chart']] as const) {
      const token = side === 'engineers' ? parties.engineer.token : parties.company.token;
      const { status, body } = await getFigures(app, token, side, figures, { year });
      expect(status).toBe(400);
      expect(body).toEqual({ message: 'year is a whole number from 2000 to 2100', code: 'validation_failed', errors: [{ path: 'year', message: 'year is a whole number from 2000 to 2100' }] });
    }
  });

  it('refuses an unknown time zone', async () => {
    const { status, body } = await getFigures(app, parties.company.token, 'customers', 'bar-chart', { timezone: 'Mars/Olympus_Mons' });
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ path: 'timezone', message: 'timezone is a time zone name such as America/Chicago' }]);
  });

  it('reads years and months in the asked time zone', async () => {
    const own = await createParties(db);
    // 03:00 UTC on New Year's Day is still 31 December in Chicago.
    const order = await insertAssignedOrder(db, own, { status: 8, createdAt: new Date('2024-01-01T03:00:00Z') });
    await insertPayment(db, order, 99.99, new Date('2024-01-01T03:00:00Z'));
    const bars = (query: Record<string, string | number>) => getFigures(app, own.company.token, 'customers', 'bar-chart', query).then((result) => result.body.data);
    expect((await bars({ year: 2024 })).months[0]).toEqual({ month: 1, paid_orders: 1, amount: 99.99 });
    expect((await bars({ year: 2023, timezone: 'America/Chicago' })).months[11]).toEqual({ month: 12, paid_orders: 1, amount: 99.99 });
    expect((await bars({ year: 2024, timezone: 'America/Chicago' })).paid_orders).toBe(0);
    const counts = await getFigures(app, own.company.token, 'customers', 'dashboard-count', { year: 2023, timezone: 'America/Chicago' });
    expect(counts.body.data).toMatchObject({ year: 2023, first_year: 2023, year_paid_orders: 1, year_amount: 99.99 });
  });

  it('is documented with its year parameter for both sides', async () => {
    const { body } = await callApi(app, 'GET', '/openapi.json');
    for (const path of Object.values(DASHBOARD_ENDPOINTS)) {
      const operation = body.paths[`${API_V1_BASE}${path}`].get;
      expect(operation.security).toEqual(documentedSecurity('get', path, path.startsWith('/engineers/') ? ['field_engineer'] : ['company', 'customer']));
      expect(operation.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(['year', 'timezone']);
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403']));
    }
  });
});

describe('the rating on the dashboard', () => {
  it('averages how the other side rated the user', async () => {
    const own = await createParties(db);
    const rated = async (commentedBy: 'company' | 'engineer', stars: number) => {
      const order = await insertAssignedOrder(db, own, { status: 8 });
      const visibleAt = new Date(Date.now() - 86_400_000);
      await db.insert(ratings).values({ assignmentId: order.id, companyId: own.company.companyId, engineerId: own.engineer.user.id, commentedBy, stars, visibleAt });
    };
    await rated('company', 4);
    await rated('company', 5);
    await rated('engineer', 3);
    expect((await getFigures(app, own.engineer.token, 'engineers', 'dashboard-count')).body.data).toMatchObject({ rating_average: 4.5, rating_count: 2 });
    expect((await getFigures(app, own.company.token, 'customers', 'dashboard-count')).body.data).toMatchObject({ rating_average: 3, rating_count: 1 });
  });
});
