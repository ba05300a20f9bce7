import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_END_REASONS } from '@/constants';
import type { Database } from '../../db/client';
import { callApi, callForm, createTestCompany, createTestCustomer, type TestApp } from '../../test/helpers';
import { findCity } from '../../test/support/engineer-profile';
import { createCompanyTestApp, fileOf, pdfBytes, pngBytes } from '../../test/support/assignments';

let app: TestApp;
let db: Database;
let storage: Awaited<ReturnType<typeof createCompanyTestApp>>['storage'];

beforeAll(async () => {
  ({ app, db, storage } = await createCompanyTestApp());
});

const profileOf = (token: string, query = '') => callApi(app, 'GET', `/customers/company-profile${query}`, { token });
const saveProfile = (token: string, fields: Record<string, string | number | null>, logo?: File) =>
  callForm(app, 'POST', '/customers/update-company-profile', { ...fields, logo }, token);

describe('company profile', () => {
  it('is saved by the company with a logo, read by its customers, and hidden from other companies', async () => {
    const company = await createTestCompany(db);
    const customer = await createTestCustomer(db, company.user.company_id!);
    const other = await createTestCompany(db);
    const austin = await findCity(db, 'Austin', 'Texas');

    const input = { name: 'Acme Renamed', phone: '+1 512 555 0199', website: 'https://acme.example', address_line1: '1 Main St', country_id: austin.countryId, state_id: austin.stateId, city_id: austin.id, zip: '78701' };
    const saved = await saveProfile(company.token, input, fileOf(pngBytes(), 'logo.png', 'image/png'));
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ ...input, city_name: 'Austin', state_name: 'Texas', can_edit: true, rating_count: 0, contact: { id: company.user.id, email: company.email } });
    const logo: string = saved.body.data.logo;
    expect(logo).toMatch(/^\/api\/v1\/files\/.+\.png$/);
    expect((await app.request(logo)).status).toBe(200);

    const read = await profileOf(customer.token);
    expect(read.body.data).toMatchObject({ id: company.user.company_id, name: 'Acme Renamed', logo, can_edit: false });
    expect((await profileOf(company.token, `?id=${company.user.company_id}`)).status).toBe(200);
    expect((await profileOf(company.token, `?id=${other.user.company_id}`)).status).toBe(404);
    expect((await profileOf(other.token)).body.data.name).toBe('Test Company');

    const replaced = await saveProfile(company.token, input, fileOf(pngBytes(), 'logo2.png', 'image/png'));
    expect(storage.keys()).not.toContain(logo.split('/').pop());
    const removed = await callApi(app, 'PATCH', '/customers/remove-company-logo', { token: company.token });
    expect(removed.body.data.logo).toBeNull();
    expect(storage.keys()).not.toContain(replaced.body.data.logo.split('/').pop());

    expect((await saveProfile(customer.token, input)).status).toBe(403);
    expect((await callApi(app, 'PATCH', '/customers/remove-company-logo', { token: customer.token })).status).toBe(403);
  });

  it('refuses a bad profile (400), a non-image logo (415) and a mismatched city (400)', async () => {
    const company = await createTestCompany(db);
    const missing = await saveProfile(company.token, { name: '' });
    expect(missing.body.errors).toEqual([{ path: 'name', message: 'Enter the company name' }]);
    expect((await saveProfile(company.token, { name: 'X', website: 'not a url' })).body.errors[0].path).toBe('website');
    expect((await saveProfile(company.token, { name: 'X' }, fileOf(pdfBytes(), 'logo.png', 'image/png'))).status).toBe(415);
    const austin = await findCity(db, 'Austin', 'Texas');
    const dallas = await findCity(db, 'Dallas', 'Texas');
    const wrongCity = await saveProfile(company.token, { name: 'X', country_id: austin.countryId, state_id: austin.stateId, city_id: dallas.id + 100000 });
    expect(wrongCity.body.errors).toEqual([{ path: 'city_id', message: 'Choose a city of that state' }]);
    const noCountry = await saveProfile(company.token, { name: 'X', state_id: austin.stateId });
    expect(noCountry.body.errors).toEqual([{ path: 'country_id', message: 'Choose a country' }]);
  });
});

describe('own details', () => {
  it('lets company and customer users change their own name and phone', async () => {
    const company = await createTestCompany(db);
    const customer = await createTestCustomer(db, company.user.company_id!);
    for (const account of [company, customer]) {
      const saved = await callApi(app, 'PATCH', '/customers/update-user-details', { token: account.token, body: { first_name: 'New', last_name: 'Name', phone: '555', email: 'ignored@x.test' } });
      expect(saved.status).toBe(200);
      expect(saved.body.data).toMatchObject({ id: account.user.id, name: 'New Name', phone: '555', email: account.email });
    }
    const bad = await callApi(app, 'PATCH', '/customers/update-user-details', { token: company.token, body: { first_name: '', last_name: 'x' } });
    expect(bad.body.errors).toEqual([{ path: 'first_name', message: 'Enter the first name' }]);
  });
});

describe('managing customers', () => {
  it('creates, lists, searches, edits customers of the company only', async () => {
    const company = await createTestCompany(db);
    const other = await createTestCompany(db);
    const created = await callApi(app, 'POST', '/customers/create-customer', {
      token: company.token,
      body: { first_name: 'Dana', last_name: 'Lee', email: 'Dana.Lee@Example.test', phone: '555 0100', password: 'Secret123' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Dana Lee', email: 'dana.lee@example.test', blocked: false, company_id: company.user.company_id });
    await createTestCustomer(db, company.user.company_id!, { first_name: 'Evan' });
    await createTestCustomer(db, other.user.company_id!, { first_name: 'Olga' });

    const login = await callApi(app, 'POST', '/login', { body: { email: 'dana.lee@example.test', password: 'Secret123', role: 'customer' } });
    expect(login.status).toBe(200);

    const taken = await callApi(app, 'POST', '/customers/create-customer', { token: company.token, body: { first_name: 'D', last_name: 'L', email: 'dana.lee@example.test', password: 'Secret123' } });
    expect(taken.status).toBe(409);
    // Beside the email field, not only as a toast.
    expect(taken.body.errors).toEqual([{ path: 'email', message: 'An account with this email already exists.' }]);
    const weak = await callApi(app, 'POST', '/customers/create-customer', { token: company.token, body: { first_name: 'D', last_name: 'L', email: 'x@example.test', password: 'short' } });
    expect(weak.body.errors[0].path).toBe('password');

    const all = await callApi(app, 'GET', `/customers/get-customers?company_id=${company.user.company_id}&page=1&per_page=10`, { token: company.token });
    expect(all.body.data.total_count).toBe(2);
    expect(all.body.data.data.map((row: { first_name: string }) => row.first_name)).toEqual(['Evan', 'Dana']);
    const found = await callApi(app, 'GET', '/customers/get-customers?search=lee', { token: company.token });
    expect(found.body.data.data.map((row: { name: string }) => row.name)).toEqual(['Dana Lee']);
    const paged = await callApi(app, 'GET', '/customers/get-customers?per_page=1&page=2', { token: company.token });
    expect(paged.body.data).toMatchObject({ total_count: 2, data: [{ first_name: 'Dana' }] });
    expect((await callApi(app, 'GET', `/customers/get-customers?company_id=${other.user.company_id}`, { token: company.token })).status).toBe(404);

    const customerId = created.body.data.customer_id;
    const edited = await callApi(app, 'PATCH', '/customers/update-customer-details', {
      token: company.token,
      body: { customer_id: customerId, first_name: 'Dana', last_name: 'Lee-Park', phone: null, email: 'dana.park@example.test' },
    });
    expect(edited.body.data).toMatchObject({ name: 'Dana Lee-Park', email: 'dana.park@example.test', phone: null });
    const clash = await callApi(app, 'PATCH', '/customers/update-customer-details', {
      token: company.token,
      body: { customer_id: customerId, first_name: 'Dana', last_name: 'L', email: company.email },
    });
    expect(clash.status).toBe(409);
    const foreign = await callApi(app, 'PATCH', '/customers/update-customer-details', {
      token: other.token,
      body: { customer_id: customerId, first_name: 'X', last_name: 'Y', email: 'z@example.test' },
    });
    expect(foreign.status).toBe(404);
  });

  it('blocks a customer: their token stops at once and sign-in is refused; unblocking lets them back', async () => {
    const company = await createTestCompany(db);
    const other = await createTestCompany(db);
    const customer = await createTestCustomer(db, company.user.company_id!);
    const block = (token: string, blocked: boolean) =>
      callApi(app, 'PATCH', '/customers/block_unblock_customer', { token, body: { customer_id: customer.user.customer_id, blocked } });

    expect((await block(other.token, true)).status).toBe(404);
    expect((await callApi(app, 'GET', '/me', { token: customer.token })).status).toBe(200);

    const blocked = await block(company.token, true);
    expect(blocked.status).toBe(200);
    expect(blocked.body.data.blocked).toBe(true);
    expect(await callApi(app, 'GET', '/customers/customer_assignments', { token: customer.token })).toEqual({ status: 401, body: { message: SESSION_END_REASONS.blocked, code: 'unauthorized' } });
    const login = await callApi(app, 'POST', '/login', { body: { email: customer.email, password: customer.password } });
    expect(login).toEqual({ status: 403, body: { message: 'Your account has been blocked. Contact your company.', code: 'forbidden' } });

    expect((await block(company.token, false)).body.data.blocked).toBe(false);
    expect((await callApi(app, 'POST', '/login', { body: { email: customer.email, password: customer.password } })).status).toBe(200);
    expect((await callApi(app, 'PATCH', '/customers/block_unblock_customer', { token: company.token, body: { customer_id: customer.user.customer_id } })).status).toBe(400);
  });
});
