import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { callApi, callForm, createTestCompany, createTestCustomer, type TestAccount, type TestApp } from '../../test/helpers';
import { findCity } from '../../test/support/engineer-profile';
import {
  createCompanyTestApp,
  fileOf,
  inDays,
  pdfBytes,
  pngBytes,
  postAssignment,
  TEST_UPLOAD_MAX_BYTES,
  validDraft,
} from '../../test/support/assignments';

let app: TestApp;
let db: Database;
let storage: Awaited<ReturnType<typeof createCompanyTestApp>>['storage'];
let company: TestAccount;

beforeAll(async () => {
  ({ app, db, storage } = await createCompanyTestApp());
  company = await createTestCompany(db);
});

const ASSIGNMENTS = '/customers/customer_assignments';
const post = (token: string, data: unknown, documents: File[] = []) => callForm(app, 'POST', ASSIGNMENTS, { data: JSON.stringify(data), documents }, token);
const details = (token: string, id: number) => callApi(app, 'GET', `/customers/get-assignment-details?id=${id}`, { token });

describe('posting a work order', () => {
  it('stores the draft with documents and two deliverables, and reads it back', async () => {
    const draft = await validDraft(db, {
      scheduling: { schedule_type: 'window', start_date: inDays(12), start_time: '08:30', end_date: inDays(12), end_time: '17:00', timezone: 'America/Chicago' },
      deliverables: [
        { name: 'Photos of the installed terminals', document_type_id: 2, is_required: true },
        { name: 'Signed work order', document_type_id: 3, is_required: false },
      ],
    });
    const created = await post(company.token, draft, [fileOf(pdfBytes(), 'scope.pdf', 'application/pdf'), fileOf(pngBytes(), 'site.png', 'image/png')]);
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Work order posted.');

    const { status, body } = await details(company.token, created.body.data.id);
    expect(status).toBe(200);
    const order = body.data;
    expect(order).toMatchObject({
      status: 0,
      customer_id: null,
      basic_info: { title: 'POS terminal install', category_id: 2, category_name: 'Point of Sale (POS)', skill_ids: [5, 6], job_title_name: 'POS Technician' },
      location: { location_type: 1, location_type_name: 'On site', city_name: 'Austin', state_name: 'Texas', zip: '78701', address_line2: 'Suite 2' },
      scheduling: { schedule_type: 'window', start_date: inDays(12), start_time: '08:30', end_date: inDays(12), end_time: '17:00', timezone: 'America/Chicago' },
      pricing: { payment_type: 2, payment_type_name: 'Fixed', fixed_amount: 450, hourly_rate: null, payment_day_name: '30 days' },
      company: { id: company.user.company_id, name: 'Test Company', rating_average: null, rating_count: 0 },
      assigned_engineer: null,
      applicant_count: 0,
    });
    expect(order.location.latitude).toBeCloseTo(30.27, 1);
    // 08:30 in Chicago is 13:30 or 14:30 UTC depending on daylight saving time.
    expect(order.scheduling.start_at).toMatch(/T1[34]:30:00\.000Z$/);
    expect(order.deliverables).toEqual([
      expect.objectContaining({ name: 'Photos of the installed terminals', document_type_name: 'Photos (after work)', is_required: true, file: null }),
      expect.objectContaining({ name: 'Signed work order', is_required: false }),
    ]);
    expect(order.documents).toEqual([
      { id: expect.any(Number), name: 'scope.pdf', mime_type: 'application/pdf', size_bytes: pdfBytes().byteLength, file_id: expect.any(Number) },
      { id: expect.any(Number), name: 'site.png', mime_type: 'image/png', size_bytes: pngBytes().byteLength, file_id: expect.any(Number) },
    ]);

    const file = await app.request(`/api/v1/customers/assignment-document?id=${order.documents[0].id}`, { headers: { authorization: `Bearer ${company.token}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdfBytes());
  });

  it('clears what the location and payment type do not use', async () => {
    const draft = await validDraft(db, { location: { location_type: 2 }, pricing: { payment_type: 1, hourly_rate: 40, max_hours: 6, fixed_amount: 999 } });
    const order = await postAssignment(app, company.token, draft);
    expect(order.location).toMatchObject({ location_type: 2, address_line1: null, city_id: null, latitude: null });
    expect(order.pricing).toMatchObject({ payment_type: 1, hourly_rate: 40, max_hours: 6, fixed_amount: null });
  });

  it('answers 400 with field errors for a bad draft', async () => {
    const missingTitle = await post(company.token, await validDraft(db, { basic_info: { title: '  ' } }));
    expect(missingTitle.status).toBe(400);
    expect(missingTitle.body.errors).toContainEqual({ path: 'basic_info.title', message: 'Enter a title' });

    const backwards = await validDraft(db, { scheduling: { schedule_type: 'window', start_date: inDays(5), start_time: '10:00', end_date: inDays(4), end_time: '12:00' } });
    expect((await post(company.token, backwards)).body.errors).toContainEqual({ path: 'scheduling.end_date', message: 'The end must be after the start' });

    const hourly = await post(company.token, await validDraft(db, { pricing: { payment_type: 1, max_hours: 4 } }));
    expect(hourly.status).toBe(400);
    expect(hourly.body.errors).toContainEqual({ path: 'pricing.hourly_rate', message: 'Enter the hourly rate' });

    const noCity = await post(company.token, await validDraft(db, { location: { city_id: null } }));
    expect(noCity.body.errors).toContainEqual({ path: 'location.city_id', message: 'Choose a city' });

    const dallas = await findCity(db, 'Dallas', 'Texas');
    const wrongState = await post(company.token, await validDraft(db, { location: { city_id: dallas.id + 100000 } }));
    expect(wrongState.body.errors).toContainEqual({ path: 'location.city_id', message: 'Choose a city of that state' });

    const unknownCategory = await post(company.token, await validDraft(db, { basic_info: { category_id: 9999 } }));
    expect(unknownCategory.body.errors).toContainEqual({ path: 'basic_info.category_id', message: 'Choose a category from the list' });

    const past = await post(company.token, await validDraft(db, { scheduling: { start_date: inDays(-1) } }));
    expect(past.body.errors).toContainEqual({ path: 'scheduling.start_date', message: 'The start must be in the future' });

    expect((await callForm(app, 'POST', ASSIGNMENTS, { data: '{not json' }, company.token)).body.errors).toEqual([{ path: 'data', message: 'The data field must be JSON' }]);
    expect((await callForm(app, 'POST', ASSIGNMENTS, {}, company.token)).status).toBe(400);
    const json = await callApi(app, 'POST', ASSIGNMENTS, { token: company.token, body: await validDraft(db) });
    expect(json.status).toBe(415);
  });

  it('refuses a wrong file type (415) and a file too big (413), keeping nothing', async () => {
    const before = storage.keys().length;
    const draft = await validDraft(db);
    const exe = fileOf(new TextEncoder().encode('MZ this is not a document'), 'setup.pdf', 'application/pdf');
    const wrongType = await post(company.token, draft, [fileOf(pdfBytes(), 'ok.pdf'), exe]);
    expect(wrongType.status).toBe(415);
    expect(wrongType.body.errors[0].path).toBe('documents.1');

    const big = new Uint8Array(TEST_UPLOAD_MAX_BYTES + 1);
    big.set(pdfBytes());
    expect((await post(company.token, draft, [fileOf(big, 'big.pdf')])).status).toBe(413);
    const tooMany = await post(company.token, draft, Array.from({ length: 11 }, (_, index) => fileOf(pdfBytes(), `${index}.pdf`)));
    expect(tooMany.body.errors).toEqual([{ path: 'documents', message: 'Attach at most 10 documents' }]);
    expect(storage.keys().length).toBe(before);
  });

  it('records who posted: a customer’s order carries their name', async () => {
    const customer = await createTestCustomer(db, company.user.company_id!, { first_name: 'Cody', last_name: 'Brooks' });
    const order = await postAssignment(app, customer.token, await validDraft(db));
    expect(order).toMatchObject({ customer_id: customer.user.customer_id, customer_name: 'Cody Brooks', company_id: company.user.company_id });
  });
});

describe('the OpenAPI document', () => {
  it('lists the work-order and company paths', async () => {
    const { body } = await callApi(app, 'GET', '/openapi.json');
    for (const path of [ASSIGNMENTS, '/customers/get-assignment-details', '/customers/assign-assignment', '/customers/assignment-document', '/customers/company-profile', '/customers/get_user']) {
      expect(body.paths[`/api/v1${path}`], path).toBeDefined();
    }
    expect(Object.keys(body.paths[`/api/v1${ASSIGNMENTS}`])).toEqual(expect.arrayContaining(['get', 'post']));
  });
});
