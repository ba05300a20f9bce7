import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { milesBetween } from '../domain/assignments/miles-between';
import { callApi, getTestDb, type TestApp } from '../test/helpers';
import type { Database } from '../db/client';
import { assignments, customers, engineers, engineerSkills, payments, users } from '../db/schema';
import { DEMO_COMPANY, DEMO_CUSTOMER, DEMO_ENGINEERS, DEMO_PASSWORD } from './demo-accounts';
import { seedDemoAccounts } from './seed-demo-accounts';

let db: Database;
let app: TestApp;

beforeAll(async () => {
  db = await getTestDb();
  app = createApp({ db, mailer: async () => undefined });
  await seedDemoAccounts({ db });
});

const signIn = async (email: string) => (await callApi(app, 'POST', '/login', { body: { email, password: DEMO_PASSWORD } })).body.data.token as string;

describe('demo work orders', () => {
  it('gives the demo company eight orders in several states, once', async () => {
    await seedDemoAccounts({ db });
    const token = await signIn(DEMO_COMPANY.email);
    const { body } = await callApi(app, 'GET', '/customers/customer_assignments?per_page=50&sort_by=title&order=asc', { token });
    expect(body.data.total_count).toBe(8);
    const byTitle = Object.fromEntries(body.data.data.map((row: { title: string }) => [row.title, row]));
    expect(byTitle['POS terminal install – Austin Downtown']).toMatchObject({ status: 0, city_name: 'Austin' });
    expect(byTitle['Network rack cabling – Round Rock']).toMatchObject({ status: 0, customer_name: `${DEMO_CUSTOMER.first_name} ${DEMO_CUSTOMER.last_name}` });
    expect(byTitle['Fiber splice repair – Dallas']).toMatchObject({ status: 0, applicant_count: 1 });
    expect(byTitle['Kiosk setup – Manhattan']).toMatchObject({ status: 0, state_name: 'New York' });
    expect(byTitle['Remote router configuration']).toMatchObject({ status: 0, location_type: 2, city_name: null });
    expect(byTitle['Wi-Fi access point survey – Plano']).toMatchObject({ status: 1, assigned_engineer_name: 'Frank Moreno', agreed_amount: 520 });
    expect(byTitle['Digital signage install – Austin Airport']).toMatchObject({ status: 8, assigned_engineer_name: 'Erin Diaz' });
    expect(byTitle['Printer fleet maintenance – San Antonio']).toMatchObject({ status: 10 });
    // The paid order has its payment, so the dashboards have a month with a bar.
    const [payment] = await db.select().from(payments).where(eq(payments.assignmentId, byTitle['Digital signage install – Austin Airport'].id));
    expect(payment).toMatchObject({ totalAmount: 600, laborAmount: 600, expensesAmount: 0 });
    expect(payment.createdAt.getTime()).toBeLessThan(Date.now());

    const customerToken = await signIn(DEMO_CUSTOMER.email);
    expect((await callApi(app, 'GET', '/customers/customer_assignments', { token: customerToken })).body.data.total_count).toBe(1);
    // The company added the demo customer, so it manages them; the customer has added nobody yet.
    const [customer] = await db.select({ createdBy: customers.createdBy }).from(customers).innerJoin(users, eq(users.id, customers.userId)).where(eq(users.email, DEMO_CUSTOMER.email));
    expect(customer.createdBy).toBe((await callApi(app, 'GET', '/me', { token })).body.data.id);
    expect((await callApi(app, 'GET', '/customers/get-customers', { token: customerToken })).body.data.total_count).toBe(0);

    const dallas = byTitle['Fiber splice repair – Dallas'];
    const talent = await callApi(app, 'GET', `/customers/get-talent-engineer?id=${dallas.id}`, { token });
    expect(talent.body.data).toEqual([expect.objectContaining({ name: 'Frank Moreno', counter_offer: expect.objectContaining({ hourly_rate: 75 }), distance_miles: expect.any(Number) })]);
    expect(talent.body.data[0].distance_miles).toBeLessThan(5);
  });

  it('puts Erin in Austin and Frank in Dallas, with Round Rock within Erin’s 50 miles and Dallas beyond', async () => {
    const erinId = (await callApi(app, 'POST', '/login', { body: { email: DEMO_ENGINEERS[0].email, password: DEMO_PASSWORD } })).body.data.user.id;
    const [erin] = await db.select().from(engineers).where(eq(engineers.userId, erinId));
    expect(erin).toMatchObject({ latitude: 30.2672, longitude: -97.7431, hourlyRate: 45, travelDistance: 50 });
    expect((await db.select().from(engineerSkills).where(eq(engineerSkills.userId, erinId))).length).toBeGreaterThan(2);

    const orders = await db.select().from(assignments);
    const distance = (title: string) => milesBetween(erin, orders.find((order) => order.title === title)!);
    expect(distance('POS terminal install – Austin Downtown')).toBeLessThan(5);
    expect(distance('Network rack cabling – Round Rock')).toBeLessThan(50);
    expect(distance('Fiber splice repair – Dallas')).toBeGreaterThan(150);
    expect(distance('Kiosk setup – Manhattan')).toBeGreaterThan(1000);
  });
});
