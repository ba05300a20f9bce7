import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { customers } from '../../db/schema';
import { callApi, createTestApp, createTestCompany, createTestCustomer, TEST_PASSWORD, uniqueEmail, type TestAccount, type TestApp } from '../../test/helpers';

let app: TestApp;
let db: Database;

beforeAll(async () => {
  ({ app, db } = await createTestApp());
});

const addUser = (account: TestAccount, first_name: string, email = uniqueEmail(first_name)) =>
  callApi(app, 'POST', '/customers/create-customer', { token: account.token, body: { first_name, last_name: 'Added', email, password: TEST_PASSWORD } });
const listUsers = async (account: TestAccount) =>
  (await callApi(app, 'GET', '/customers/get-customers?per_page=100', { token: account.token })).body.data.data.map((row: { first_name: string }) => row.first_name);
const edit = (account: TestAccount, customerId: number, first_name: string, email = uniqueEmail()) =>
  callApi(app, 'PATCH', '/customers/update-customer-details', { token: account.token, body: { customer_id: customerId, first_name, last_name: 'Edited', email } });
const block = (account: TestAccount, customerId: number, blocked: boolean) =>
  callApi(app, 'PATCH', '/customers/block_unblock_customer', { token: account.token, body: { customer_id: customerId, blocked } });
const createdBy = async (customerId: number) => (await db.select({ createdBy: customers.createdBy }).from(customers).where(eq(customers.id, customerId)))[0].createdBy;

describe('customers managing users', () => {
  it('lets a customer add users, list, edit, block and unblock only those; the company owner manages them all', async () => {
    const company = await createTestCompany(db);
    const cody = await createTestCustomer(db, company.companyId, { first_name: 'Cody' });
    const colleague = await createTestCustomer(db, company.companyId, { first_name: 'Colleague' });

    const added = await addUser(cody, 'Dana');
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ name: 'Dana Added', company_id: company.companyId, blocked: false });
    const dana = added.body.data.customer_id;
    expect(await createdBy(dana)).toBe(cody.user.id);
    const byOwner = await addUser(company, 'Owen');
    expect(await createdBy(byOwner.body.data.customer_id)).toBe(company.user.id);
    // A customer made by the test helper (as by the demo seed) counts as added by the owner.
    expect(await createdBy(colleague.user.customer_id!)).toBe(company.user.id);

    expect(await listUsers(cody)).toEqual(['Dana']);
    expect(await listUsers(colleague)).toEqual([]);
    expect(await listUsers(company)).toEqual(['Owen', 'Dana', 'Colleague', 'Cody']);

    expect((await edit(cody, dana, 'Danielle')).body.data).toMatchObject({ name: 'Danielle Edited' });
    expect((await edit(company, dana, 'Dani')).status).toBe(200);
    expect((await block(cody, dana, true)).body.data.blocked).toBe(true);
    expect((await block(cody, dana, false)).body.data.blocked).toBe(false);
  });

  it('answers 404 when a customer edits or blocks a user they did not add, themselves, or another company’s', async () => {
    const company = await createTestCompany(db);
    const other = await createTestCompany(db);
    const cody = await createTestCustomer(db, company.companyId, { first_name: 'Cody' });
    const colleague = await createTestCustomer(db, company.companyId, { first_name: 'Colleague' });
    const stranger = await createTestCustomer(db, other.companyId, { first_name: 'Stranger' });
    const byColleague = (await addUser(colleague, 'Eve')).body.data.customer_id;
    const strangersUser = (await addUser(stranger, 'Olga')).body.data.customer_id;

    for (const customerId of [colleague.user.customer_id!, byColleague, cody.user.customer_id!, strangersUser]) {
      expect((await edit(cody, customerId, 'X')).status, `edit ${customerId}`).toBe(404);
      expect((await block(cody, customerId, true)).status, `block ${customerId}`).toBe(404);
    }
    expect((await callApi(app, 'GET', `/customers/get-customers?company_id=${other.companyId}`, { token: cody.token })).status).toBe(404);
    // Nothing changed: everyone can still use the API.
    for (const account of [cody, colleague, stranger]) expect((await callApi(app, 'GET', '/me', { token: account.token })).status).toBe(200);
  });

  it('blocks a user a customer added: their token is refused at once and so is their sign-in', async () => {
    const company = await createTestCompany(db);
    const cody = await createTestCustomer(db, company.companyId);
    const email = uniqueEmail('dana');
    const dana = (await addUser(cody, 'Dana', email)).body.data.customer_id;
    const login = () => callApi(app, 'POST', '/login', { body: { email, password: TEST_PASSWORD, role: 'customer' } });
    const signedIn = await login();
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.data.token;
    expect((await callApi(app, 'GET', '/customers/customer_assignments', { token })).status).toBe(200);

    expect((await block(cody, dana, true)).status).toBe(200);
    expect((await callApi(app, 'GET', '/customers/customer_assignments', { token })).status).toBe(401);
    expect((await login()).status).toBe(403);

    await block(cody, dana, false);
    expect((await login()).status).toBe(200);
  });
});
