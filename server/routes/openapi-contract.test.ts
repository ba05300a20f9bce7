import { beforeAll, describe, expect, it } from 'vitest';
import { API_V1_BASE, OTP_LENGTH } from '@/constants';
import { createApp } from '../app';
import type { Database } from '../db/client';
import type { MailMessage } from '../lib/mail';
import { createTestCompany, createTestCustomer, createTestEngineer, getTestDb, lastVerificationCode, TEST_PASSWORD, uniqueEmail, type TestAccount } from '../test/helpers';
import { inDays, validDraft } from '../test/support/assignments';
import { workOrderImportTemplate } from '@/contracts/workOrderImport';
import { createTestStorage, fileOf, findCity, pdfBytes, pngBytes, TEST_UPLOAD_MAX_BYTES } from '../test/support/engineer-profile';
import { createContractClient } from '../test/openapi-contract-client';

// The OpenAPI document against real answers: one representative call (or more) per operation,
// from the public lists to a work order taken from posting to paid and rated. A new operation
// fails the last test until a call here exercises it.

let db: Database;
let api: Awaited<ReturnType<typeof createContractClient>>;
const mails: MailMessage[] = [];
let company: TestAccount & { companyId: number };
let customer: TestAccount;
let engineer: TestAccount;

const CONTRACT_METRICS_TOKEN = 'contract-metrics-token-0123456789';

/** Operations no call here can exercise, and why. */
const NOT_EXERCISED = [`GET ${API_V1_BASE}/events`]; // a Server-Sent Events stream never ends; events.test.ts reads it

beforeAll(async () => {
  db = await getTestDb();
  const app = createApp({ db, storage: createTestStorage(), uploadMaxBytes: TEST_UPLOAD_MAX_BYTES, mailer: async (mail) => void mails.push(mail), metricsToken: CONTRACT_METRICS_TOKEN });
  api = await createContractClient(app);
  company = await createTestCompany(db);
  customer = await createTestCustomer(db, company.companyId);
  engineer = await createTestEngineer(db);
});

const week = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, is_available: weekday > 0 && weekday < 6, start_time: weekday > 0 && weekday < 6 ? '09:00' : null, end_time: weekday > 0 && weekday < 6 ? '17:00' : null }));
const pdf = () => fileOf(pdfBytes(), 'scope.pdf', 'application/pdf');
const png = () => fileOf(pngBytes(), 'face.png', 'image/png');

describe('the OpenAPI document against real answers', () => {
  it('matches the public lists', async () => {
    const austin = await findCity(db, 'Austin', 'Texas');
    for (const path of ['/country', '/engineers/languages', '/customers/get-payment-days', '/engineers/document_types', '/engineers/payment_type', '/customers/get-category', '/fluency-levels', '/engineers/skills', '/engineers/job_titles', '/timezone', '/engineers/payment-methods', '/get-location-type', '/customers/payment_type', '/customers/deliverable-document-type']) {
      await api.call('GET', path);
    }
    await api.call('GET', `/states?country_id=${austin.countryId}`);
    await api.call('GET', `/city?state_id=${austin.stateId}`);
    await api.call('GET', '/states?country_id=x', { status: 400 });
    await api.call('GET', '/health');
    await api.call('GET', '/ready');
    await api.call('GET', '/metrics', { token: CONTRACT_METRICS_TOKEN });
    await api.call('GET', '/metrics', { status: 401 });
    expect(api.takeProblems()).toEqual([]);
  });

  it('matches sign-up, sign-in, password reset and the account', async () => {
    const person = { first_name: 'Nora', last_name: 'New', email: uniqueEmail('contract'), password: TEST_PASSWORD };
    await api.call('POST', '/engineers/signup', { body: person, status: 202 });
    await api.call('POST', '/register-company', { body: { ...person, email: uniqueEmail('contract'), company_name: 'Contract Co' }, status: 202 });
    await api.call('POST', '/resend-verification-code', { body: { email: person.email } });
    await api.call('POST', '/verify-email', { body: { email: person.email, code: '000000' }, status: 400 });
    await api.call('POST', '/verify-email', { body: { email: person.email, code: lastVerificationCode(mails, person.email) } });
    const { body: signedIn } = await api.call('POST', '/login', { body: { email: person.email, password: TEST_PASSWORD } });
    await api.call('POST', '/login', { body: { email: person.email, password: 'Wrong1234' }, status: 401 });
    const token: string = signedIn.data.token;
    await api.call('GET', '/me', { token });
    await api.call('GET', '/me', { status: 401 });
    await api.call('POST', '/send-otp', { body: { email: person.email } });
    const otp = mails.at(-1)?.text.match(new RegExp(`\\b(\\d{${OTP_LENGTH}})\\b`))?.[1];
    const { body: verified } = await api.call('POST', '/verify-otp', { body: { email: person.email, otp } });
    await api.call('POST', '/update-reset-token', { body: { reset_token: verified.data.reset_token, password: 'Reset12345' } });
    await api.call('POST', '/create-reset-token', { body: { email: person.email } });
    const { body: again } = await api.call('POST', '/login', { body: { email: person.email, password: 'Reset12345' } });
    await api.call('POST', '/change-password', { token: again.data.token, body: { old_password: 'Reset12345', new_password: 'Changed123' } });
    await api.call('POST', '/logout', { token: again.data.token });
    const { body: last } = await api.call('POST', '/login', { body: { email: person.email, password: 'Changed123' } });
    await api.call('DELETE', '/delete-user', { token: last.data.token, body: { password: 'Changed123' } });
    await api.call('GET', '/mail-preferences', { token: engineer.token });
    await api.call('PUT', '/mail-preferences', { token: engineer.token, body: { assigned: false } });
    expect(api.takeProblems()).toEqual([]);
  });

  it('matches the engineer profile and working hours', async () => {
    const austin = await findCity(db, 'Austin', 'Texas');
    const token = engineer.token;
    await api.call('PATCH', '/engineers/update-contact-info', { token, body: { first_name: 'Erin', last_name: 'Diaz', phone: '+1 512 555 0100', country_id: austin.countryId, state_id: austin.stateId, city_id: austin.id } });
    await api.call('PATCH', '/engineers/update-distance-and-rate', { token, body: { hourly_rate: 45, travel_distance: 50 } });
    await api.call('GET', '/engineers/basicInfo', { token });
    const { body: picture } = await api.call('POST', '/engineers/upload-engineer-profile-picture', { token, form: { file: png() } });
    await api.call('GET', picture.data.profile_picture.slice(API_V1_BASE.length));
    await api.call('PATCH', '/engineers/remove-engineer-profile-picture', { token });
    await api.call('PUT', '/engineers/payment-info', { token, body: { payment_method_id: 1, account_holder: 'Erin Diaz', account_identifier: '000123456789', bank_name: 'First Bank' } });
    await api.call('GET', '/engineers/payment-info', { token });
    const { body: languages } = await api.call('POST', '/engineers/get-user-languages', { token, body: { language_id: 1, fluency_level_id: 4 }, status: 201 });
    await api.call('GET', '/engineers/get-user-languages', { token });
    await api.call('PATCH', '/engineers/get-user-languages', { token, body: { id: languages.data[0].id, fluency_level_id: 2 } });
    await api.call('DELETE', '/engineers/delete-user-languages', { token, body: { id: languages.data[0].id } });
    await api.call('POST', '/engineers/get-skill-and-title', { token, body: { skill_ids: [5, 6] } });
    await api.call('DELETE', '/engineers/delete-skill', { token, body: { skill_id: 6 } });
    await api.call('PATCH', '/engineers/update-job-title', { token, body: { job_title_ids: [2, 3] } });
    await api.call('GET', '/engineers/get-skill-and-title', { token });
    const { body: document } = await api.call('POST', '/engineers/get-user-documents', { token, form: { file: pdf(), document_type_id: '1' }, status: 201 });
    await api.call('GET', '/engineers/get-user-documents', { token });
    await api.call('GET', `/engineers/user-document?id=${document.data.id}`, { token });
    await api.call('DELETE', '/engineers/delete-document', { token, body: { id: document.data.id } });
    await api.call('PUT', '/engineers/update-working-hours', { token, body: { days: week } });
    await api.call('GET', '/engineers/get-user-working-hour', { token });
    const { body: saved } = await api.call('POST', '/engineers/saved-searches', { token, body: { name: 'POS near me', q: 'pos', skill_ids: [5], within_distance: true, sort_by: 'pay', alert: true }, status: 201 });
    await api.call('GET', '/engineers/saved-searches', { token });
    await api.call('PUT', `/engineers/saved-searches/${saved.data.id}`, { token, body: { name: 'POS', alert: false } });
    await api.call('PUT', `/engineers/saved-searches/${saved.data.id}`, { token: company.token, body: { name: 'POS' }, status: 403 });
    await api.call('DELETE', `/engineers/saved-searches/${saved.data.id}`, { token });
    await api.call('DELETE', `/engineers/saved-searches/${saved.data.id}`, { token, status: 404 });
    await api.call('GET', '/engineers/working_hours', { token });
    await api.call('GET', '/engineers/schedule?from=2030-04-01&to=2030-04-07&timezone=America/Chicago', { token });
    await api.call('GET', '/engineers/schedule?from=2030-04-07&to=2030-04-01', { token, status: 400 });
    const { body: feed } = await api.call('GET', '/engineers/calendar-feed', { token });
    const { body: reset } = await api.call('POST', '/engineers/calendar-feed/reset', { token });
    await api.call('GET', new URL(reset.data.url).pathname.slice(API_V1_BASE.length));
    await api.call('GET', new URL(feed.data.url).pathname.slice(API_V1_BASE.length), { status: 404 });
    await api.call('GET', `/working-hours?user_id=${engineer.user.id}`, { token });
    await api.call('GET', '/engineers/basicInfo', { token: company.token, status: 403 });
    expect(api.takeProblems()).toEqual([]);
  });

  it('matches the company profile and its users', async () => {
    const austin = await findCity(db, 'Austin', 'Texas');
    const token = company.token;
    const place = { country_id: String(austin.countryId), state_id: String(austin.stateId), city_id: String(austin.id) };
    const profile = { name: 'Acme', phone: '+1 512 555 0199', address_line1: '1 Main St', ...place, zip: '78701' };
    await api.call('POST', '/customers/update-company-profile', { token, form: { ...profile, logo: png() } });
    await api.call('GET', '/customers/company-profile', { token: customer.token });
    await api.call('PATCH', '/customers/remove-company-logo', { token });
    await api.call('PATCH', '/customers/update-user-details', { token, body: { first_name: 'Alice', last_name: 'Owner', phone: '555 0100' } });
    const { body: added } = await api.call('POST', '/customers/create-customer', { token, body: { first_name: 'Cara', last_name: 'Added', email: uniqueEmail(), password: TEST_PASSWORD }, status: 201 });
    await api.call('GET', '/customers/get-customers?page=1&per_page=100', { token });
    await api.call('PATCH', '/customers/block_unblock_customer', { token, body: { customer_id: added.data.customer_id, blocked: true } });
    await api.call('PATCH', '/customers/update-customer-details', { token, body: { customer_id: added.data.customer_id, first_name: 'Cara', last_name: 'Edited', email: uniqueEmail() } });
    await api.call('GET', `/customers/get_user?id=${customer.user.id}`, { token });
    expect(api.takeProblems()).toEqual([]);
  });

  it('matches API keys, and answers to a key', async () => {
    const { body: created } = await api.call('POST', '/api-keys', { token: customer.token, body: { name: 'Contract key', scopes: ['users:read'] }, status: 201 });
    await api.call('GET', '/api-keys', { token: company.token });
    await api.call('GET', '/customers/company-profile', { token: created.data.key });
    await api.call('GET', '/customers/customer_assignments', { token: created.data.key, status: 403 });
    await api.call('DELETE', `/api-keys/${created.data.id}`, { token: customer.token });
    await api.call('GET', '/customers/company-profile', { token: created.data.key, status: 401 });
    expect(api.takeProblems()).toEqual([]);
  });

  it('matches a work order from posting to paid, with its applicants, expenses, messages, logs and ratings', async () => {
    const [erin, frank, gina] = [engineer, await createTestEngineer(db), await createTestEngineer(db)];
    const [c, e] = [company.token, erin.token];
    const draft = await validDraft(db, { deliverables: [{ name: 'Photos', document_type_id: 1, is_required: true }] });
    const { body: posted } = await api.call('POST', '/customers/customer_assignments', { token: c, form: { data: JSON.stringify(draft), documents: pdf() }, status: 201 });
    const id: number = posted.data.id;
    const ref = { assignment_id: id };
    const { body: updated } = await api.call('PATCH', '/customers/update-assignment', { token: c, form: { data: JSON.stringify({ ...draft, ...ref, basic_info: { ...draft.basic_info, title: 'POS install, 4 lanes' } }) } });
    await api.call('GET', '/customers/customer_assignments?page=1&per_page=10', { token: c });
    await api.call('GET', `/customers/assignment-document?id=${posted.data.documents[0].id}`, { token: c });

    await api.call('GET', '/engineers/get-assignment?page=1&per_page=10', { token: e });
    await api.call('GET', '/engineers/get-assignment?q=pos+inst&sort_by=pay', { token: e });
    const { body: open } = await api.call('GET', `/engineers/get-assignment-details?id=${id}`, { token: e });
    await api.call('POST', '/engineers/apply-assignment', { token: e, body: { ...ref, note: 'I know this model' }, status: 201 });
    await api.call('POST', '/engineers/create-counter-offer', { token: frank.token, body: { ...ref, payment_type: 2, fixed_amount: 500, reason: 'Four lanes take longer' }, status: 201 });
    await api.call('POST', '/engineers/apply-assignment', { token: gina.token, body: ref, status: 201 });
    await api.call('PATCH', '/engineers/leave-assignment', { token: gina.token, body: ref });
    await api.call('GET', '/engineers/get-applied-assignment?page=1&per_page=10', { token: e });
    await api.call('GET', `/engineers/get-applied-assignment-details?id=${id}`, { token: e });
    await api.call('GET', `/engineers/assignment-document?id=${open.data.documents[0].id}`, { token: e });
    await api.call('GET', `/customers/get-talent-engineer?id=${id}`, { token: c });
    await api.call('GET', `/customers/get-engineer-profile?assignment_id=${id}&engineer_id=${erin.user.id}`, { token: c });
    await api.call('PATCH', '/customers/decline-assignment', { token: c, body: { ...ref, engineer_id: frank.user.id } });
    await api.call('PATCH', '/customers/assign-assignment', { token: c, body: { ...ref, engineer_id: erin.user.id } });
    await api.call('GET', `/customers/get-assignment-details?id=${id}&include_counter_offer_data=true`, { token: c });

    await api.call('PATCH', '/engineers/confirm-assignment-engineer', { token: e, body: ref });
    await api.call('PATCH', '/customers/confirm-assignment-customer', { token: c, body: ref });
    await api.call('PATCH', '/engineers/check-in', { token: e, body: { ...ref, latitude: 30.27, longitude: -97.74 } });
    await api.call('PATCH', '/customers/check-in', { token: c, body: ref });
    const { body: expense } = await api.call('POST', '/expenses', { token: e, form: { assignment_id: String(id), amount: '42.5', category: 'parking', description: 'Garage', receipt: pdf() }, status: 201 });
    await api.call('GET', `/expenses?assignment_id=${id}`, { token: c });
    await api.call('PUT', `/expenses/${expense.data.id}`, { token: c, body: { status: 'approved' } });
    await api.call('GET', `/expenses/${expense.data.id}/receipt`, { token: c });
    await api.call('POST', '/engineers/customer-sign-off', { token: e, form: { assignment_id: String(id), signer_name: 'Dana Whitfield', latitude: '30.27', longitude: '-97.74', file: png() } });
    await api.call('PATCH', '/engineers/check-out', { token: e, body: ref });
    await api.call('PATCH', '/customers/check-out', { token: c, body: ref });
    const deliverableId: number = updated.data.deliverables[0].id;
    await api.call('PATCH', '/engineers/add-deliverable', { token: e, form: { assignment_id: String(id), deliverable_id: String(deliverableId), file: pdf(), submit: 'true' } });
    await api.call('GET', `/engineers/deliverable-file?id=${deliverableId}`, { token: e });
    await api.call('GET', `/customers/deliverable-file?id=${deliverableId}`, { token: c });
    await api.call('PATCH', '/engineers/complete-assignment', { token: e, body: ref });
    await api.call('PATCH', '/customers/send-for-correction', { token: c, body: { ...ref, note: 'Add a photo of lane 4' } });
    await api.call('PATCH', '/engineers/add-deliverable', { token: e, form: { assignment_id: String(id), submit: 'true' } });
    await api.call('PATCH', '/customers/complete-assignment', { token: c, body: ref });
    await api.call('PATCH', '/customers/approve-assignment', { token: c, body: ref });
    const { body: breakdown } = await api.call('GET', `/customers/payment-breakdown?id=${id}`, { token: c });
    await api.call('PATCH', '/customers/pay-assignment', { token: c, body: { ...ref, expected_total: breakdown.data.total } });
    await api.call('PATCH', '/customers/pay-assignment', { token: c, body: ref, status: 409 });
    const { body: csv } = await api.call('GET', '/customers/export-work-orders?sort_by=title&order=asc', { token: c });
    expect(csv).toContain('POS install, 4 lanes');
    const today = new Date().toISOString().slice(0, 10);
    await api.call('GET', `/customers/export-payments?from=${today}&to=${today}`, { token: c });
    await api.call('GET', `/customers/export-expenses?from=${today}&to=${today}`, { token: c });
    await api.call('GET', `/customers/export-expenses?from=${today}&to=2000-01-01`, { token: c, status: 400 });

    const { body: sent } = await api.call('POST', '/send-message', { token: c, body: { ...ref, to_id: erin.user.id, message: 'Thanks for the work' }, status: 201 });
    await api.call('GET', `/get-messages?assignment_id=${id}&to_id=${erin.user.id}`, { token: c });
    await api.call('PATCH', '/read-messages', { token: e, body: { ...ref, message_ids: [sent.data.id] } });
    await api.call('GET', `/logs?assignment_id=${id}`, { token: e });
    await api.call('GET', `/customers/get-assignment-logs?id=${id}`, { token: c });
    await api.call('POST', '/engineers/give-rating-to-company', { token: e, body: { ...ref, stars: 5, comment: 'Clear scope' }, status: 201 });
    await api.call('POST', '/customers/give-rating-to-engineer', { token: c, body: { ...ref, stars: 4, comment: 'On time' }, status: 201 });
    for (const path of ['/engineers/get-ratting-by-company', '/engineers/get-rating-by-engineer']) await api.call('GET', `${path}?page=1&per_page=10`, { token: e });
    for (const path of ['/customers/get-ratting-by-company', '/customers/get-rating-by-engineer']) await api.call('GET', `${path}?page=1&per_page=10`, { token: c });
    await api.call('GET', '/engineers/rating-summary', { token: e });
    await api.call('GET', '/customers/rating-summary', { token: c });
    await api.call('GET', `/engineers/order-rating?assignment_id=${id}`, { token: e });
    await api.call('GET', `/customers/order-rating?assignment_id=${id}`, { token: c });
    expect(api.takeProblems()).toEqual([]);
  });

  it('matches cancelling and deleting an order, the dashboards and the notifications', async () => {
    const { body: posted } = await api.call('POST', '/customers/customer_assignments', { token: company.token, form: { data: JSON.stringify(await validDraft(db)) }, status: 201 });
    await api.call('PATCH', '/customers/cancel-assignment', { token: company.token, body: { assignment_id: posted.data.id } });
    await api.call('POST', '/customers/bulk-work-orders', { token: company.token, body: { action: 'cancel', ids: [posted.data.id] } });
    await api.call('DELETE', '/customers/delete-assignment', { token: company.token, body: { assignment_id: posted.data.id } });
    for (const path of ['/engineers/dashboard-count', '/engineers/bar-chart', '/engineers/pie-chart']) await api.call('GET', `${path}?timezone=America/Chicago`, { token: engineer.token });
    for (const path of ['/customers/dashboard-count', '/customers/bar-chart', '/customers/pie-chart']) await api.call('GET', path, { token: company.token });
    await api.call('GET', '/engineers/track-record', { token: engineer.token });
    const { body: notices } = await api.call('GET', '/get-notifications?page=1&per_page=5', { token: company.token });
    await api.call('PATCH', '/read-notification', { token: company.token, body: { id: notices.data.data[0].id } });
    await api.call('PATCH', '/read-all-notification', { token: company.token });
    await api.call('PATCH', '/clear-all-notification', { token: company.token });
    expect(api.takeProblems()).toEqual([]);
  });

  it('matches the work-order templates: save (from a draft and from an order), list, get, edit, post from one, delete', async () => {
    const token = company.token;
    const { scheduling, ...draft } = await validDraft(db);
    const { body: created } = await api.call('POST', '/customers/templates', { token, form: { data: JSON.stringify({ name: 'Contract template', shared: true, draft }), documents: pdf() }, status: 201 });
    const id = created.data.id;
    await api.call('POST', '/customers/templates', { token, form: { data: JSON.stringify({ name: 'contract TEMPLATE', draft }) }, status: 409 });
    await api.call('GET', '/customers/templates', { token });
    await api.call('GET', `/customers/templates/${id}`, { token: customer.token });
    await api.call('PUT', `/customers/templates/${id}`, { token: customer.token, form: { data: JSON.stringify({ name: 'Not mine' }) }, status: 403 });
    await api.call('PUT', `/customers/templates/${id}`, { token, form: { data: JSON.stringify({ name: 'Contract template, renamed', shared: false }), documents: pdf() } });
    const { body: posted } = await api.call('POST', `/customers/templates/${id}/work-orders`, { token, body: { scheduling }, status: 201 });
    await api.call('POST', '/customers/templates', { token, form: { data: JSON.stringify({ name: 'From an order', from_assignment_id: posted.data.id }) }, status: 201 });
    await api.call('DELETE', `/customers/templates/${id}`, { token });
    await api.call('GET', `/customers/templates/${id}`, { token, status: 404 });
  });

  it('matches the CSV import of work orders: a dry run with row errors, a refused file, an import', async () => {
    const template = workOrderImportTemplate().replace(/2030-01-15/, inDays(10));
    const csv = (text: string) => ({ file: fileOf(new TextEncoder().encode(text), 'orders.csv', 'text/csv') });
    const { body: checked } = await api.call('POST', '/customers/import-work-orders?dry_run=true', { token: customer.token, form: csv(`${template}Broken,Nowhere\r\n`) });
    expect(checked.data).toMatchObject({ total_rows: 2, valid_rows: 1, created: 0 });
    const { body: refused } = await api.call('POST', '/customers/import-work-orders', { token: customer.token, form: csv(`${template}Broken,Nowhere\r\n`), status: 400 });
    expect(refused.errors[0]).toMatchObject({ row: 3, column: 'category' });
    const { body: imported } = await api.call('POST', '/customers/import-work-orders?dry_run=false', { token: customer.token, form: csv(template) });
    expect(imported.data.created).toBe(1);
    expect(api.takeProblems()).toEqual([]);
  });

  it('matches the webhooks: create, list, change, test, deliveries, retry, rotate, delete', async () => {
    const token = company.token;
    const { body: created } = await api.call('POST', '/webhooks', { token, body: { url: 'http://127.0.0.1:9/hooks', events: ['*'], description: 'ERP' }, status: 201 });
    const id = created.data.id;
    await api.call('GET', '/webhooks', { token });
    await api.call('PATCH', `/webhooks/${id}`, { token, body: { events: ['work_order.created'], enabled: true } });
    const { body: ping } = await api.call('POST', `/webhooks/${id}/test`, { token, status: 202 });
    await api.call('GET', `/webhooks/${id}/deliveries?page=1&per_page=10`, { token });
    await api.call('POST', `/webhooks/${id}/deliveries/${ping.data.delivery_id}/retry`, { token, status: 202 });
    await api.call('POST', `/webhooks/${id}/rotate-secret`, { token });
    await api.call('DELETE', `/webhooks/${id}`, { token });
    await api.call('PATCH', `/webhooks/${id}`, { token, body: { enabled: false }, status: 404 });
    expect(api.takeProblems()).toEqual([]);
  });

  it('matches talent pools, blocked engineers, routing and direct offers', async () => {
    const [c, e] = [company.token, engineer.token];
    const { body: pool } = await api.call('POST', '/customers/talent-pools', { token: c, body: { name: 'Contract pool' }, status: 201 });
    const poolPath = `/customers/talent-pools/${pool.data.id}`;
    await api.call('POST', '/customers/talent-pools', { token: c, body: { name: 'contract POOL' }, status: 409 });
    await api.call('PUT', poolPath, { token: c, body: { name: 'Contract pool A' } });
    await api.call('POST', `${poolPath}/members`, { token: c, body: { engineer_id: engineer.user.id } });
    await api.call('GET', '/customers/talent-pools', { token: customer.token });
    const draft = { ...(await validDraft(db)), routing: { route_to_pool_id: pool.data.id, route_hours: 24 } };
    const { body: routed } = await api.call('POST', '/customers/customer_assignments', { token: c, form: { data: JSON.stringify(draft) }, status: 201 });
    await api.call('PATCH', '/customers/open-to-everyone', { token: c, body: { assignment_id: routed.data.id } });
    await api.call('PATCH', '/customers/open-to-everyone', { token: c, body: { assignment_id: routed.data.id }, status: 409 });
    const offer = (title: string) => ({ ...draft, basic_info: { ...draft.basic_info, title }, routing: { offer_engineer_id: engineer.user.id } });
    const { body: offered } = await api.call('POST', '/customers/customer_assignments', { token: c, form: { data: JSON.stringify(offer('Offered')) }, status: 201 });
    await api.call('POST', '/engineers/decline-offer', { token: e, body: { assignment_id: offered.data.id } });
    const { body: offeredAgain } = await api.call('POST', '/customers/customer_assignments', { token: c, form: { data: JSON.stringify(offer('Offered again')) }, status: 201 });
    await api.call('POST', '/engineers/accept-offer', { token: e, body: { assignment_id: offeredAgain.data.id } });
    await api.call('POST', '/engineers/accept-offer', { token: e, body: { assignment_id: offeredAgain.data.id }, status: 409 });
    await api.call('DELETE', `${poolPath}/members`, { token: c, body: { engineer_id: engineer.user.id } });
    await api.call('DELETE', poolPath, { token: c });
    const gus = await createTestEngineer(db);
    await api.call('POST', '/customers/blocked-engineers', { token: c, body: { engineer_id: gus.user.id, reason: 'Contract' } });
    await api.call('GET', '/customers/blocked-engineers', { token: c });
    await api.call('DELETE', '/customers/blocked-engineers', { token: c, body: { engineer_id: gus.user.id } });
    expect(api.takeProblems()).toEqual([]);
  });

  it('names every operation once and states who may call it', () => {
    const operations = Object.values(api.document.paths).flatMap((item) => Object.values(item));
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(operations.filter((operation) => !operation.security).map((operation) => operation.operationId)).toEqual([]);
  });

  it('gives the JSON part of every multipart body its media type and the named schema of the object it holds', () => {
    const operations = Object.values(api.document.paths).flatMap((item) => Object.values(item));
    const jsonParts = operations.flatMap((operation) => {
      const multipart = operation.requestBody?.content['multipart/form-data'];
      const data = multipart?.schema?.properties?.data;
      return data ? [{ operationId: operation.operationId, contentType: multipart.encoding?.data?.contentType, schema: data.$ref }] : [];
    });
    expect(jsonParts).toEqual([
      { operationId: 'postWorkOrder', contentType: 'application/json', schema: '#/components/schemas/WorkOrderDraft' },
      { operationId: 'updateWorkOrder', contentType: 'application/json', schema: '#/components/schemas/WorkOrderUpdate' },
      { operationId: 'createWorkOrderTemplate', contentType: 'application/json', schema: '#/components/schemas/WorkOrderTemplateCreate' },
      { operationId: 'updateWorkOrderTemplate', contentType: 'application/json', schema: '#/components/schemas/WorkOrderTemplateUpdate' },
    ]);
    for (const name of ['WorkOrderDraft', 'WorkOrderUpdate']) expect(api.document.components.schemas[name]).toMatchObject({ type: 'object', required: expect.arrayContaining(['basic_info']) });
  });

  it('accepts the JSON part sent as the document encodes it (a part of type application/json, with or without a file name)', async () => {
    const json = JSON.stringify(await validDraft(db));
    const boundary = 'contract-boundary';
    const text = [`--${boundary}`, 'Content-Disposition: form-data; name="data"', 'Content-Type: application/json', '', json, `--${boundary}--`, ''].join('\r\n');
    const { body: asText } = await api.call('POST', '/customers/customer_assignments', { token: company.token, raw: { contentType: `multipart/form-data; boundary=${boundary}`, text }, status: 201 });
    expect(asText.data.basic_info.title).toBe('POS terminal install');
    // How Swagger UI and generated clients send it: a Blob, which arrives as a file named "blob".
    const asBlob = new File([json], 'blob', { type: 'application/json' });
    const { body: asFile } = await api.call('POST', '/customers/customer_assignments', { token: company.token, form: { data: asBlob }, status: 201 });
    expect(asFile.data.basic_info.title).toBe('POS terminal install');
    const notJson = new File(['{"basic_info": '], 'blob', { type: 'application/json' });
    const { body: refused } = await api.call('POST', '/customers/customer_assignments', { token: company.token, form: { data: notJson }, status: 400 });
    expect(refused.errors).toEqual([{ path: 'data', message: 'The data field must be JSON' }]);
    expect(api.takeProblems()).toEqual([]);
  });

  it('states the rules a schema alone cannot: the address unless remote, the engineer of a company-side thread', async () => {
    const draft = await validDraft(db);
    const dataSchema = ['components', 'schemas', 'WorkOrderDraft'];
    expect(api.isValid(dataSchema, draft)).toBe(true);
    expect(api.isValid(dataSchema, { ...draft, location: { location_type: 2 } })).toBe(true);
    for (const location_type of [1, 3]) expect(api.isValid(dataSchema, { ...draft, location: { location_type } })).toBe(false);
    expect(api.isValid(dataSchema, { ...draft, location: { ...draft.location, location_type: 3, address_line1: '  ' } })).toBe(false);
    const { body: refused } = await api.call('POST', '/customers/customer_assignments', { token: company.token, form: { data: JSON.stringify({ ...draft, location: { location_type: 3 } }) }, status: 400 });
    expect(refused.errors).toContainEqual({ path: 'location.address_line1', message: 'Enter the street address' });

    const listMessages = api.document.paths[`${API_V1_BASE}/get-messages`].get as unknown as {
      parameters: { name: string; required?: boolean; description?: string }[];
      responses: Record<string, { content: Record<string, { example?: object }> }>;
    };
    expect(listMessages.parameters.find((parameter) => parameter.name === 'to_id')?.description).toMatch(/^Required for the company side/);
    const documented = listMessages.responses['400'].content['application/json'].example;
    const order = (await api.call('POST', '/customers/customer_assignments', { token: company.token, form: { data: JSON.stringify(draft) }, status: 201 })).body.data;
    const { body: noEngineer } = await api.call('GET', `/get-messages?assignment_id=${order.id}`, { token: company.token, status: 400 });
    expect(documented).toBeDefined();
    expect(noEngineer).toMatchObject(documented!);
    expect(api.takeProblems()).toEqual([]);
  });

  it('types a multipart file field as an array only where it takes several files', () => {
    const operations = Object.values(api.document.paths).flatMap((item) => Object.values(item));
    const fileFields = operations.flatMap((operation) =>
      Object.entries(operation.requestBody?.content['multipart/form-data']?.schema?.properties ?? {}).flatMap(([name, field]) => {
        const items = field.items as { format?: string } | undefined;
        if (field.format === 'binary') return [`${operation.operationId}.${name}: one file`];
        return items?.format === 'binary' ? [`${operation.operationId}.${name}: files`] : [];
      }),
    );
    expect(fileFields.filter((field) => field.endsWith(': files')).sort()).toEqual([
      'createWorkOrderTemplate.documents: files',
      'postWorkOrder.documents: files',
      'updateWorkOrder.documents: files',
      'updateWorkOrderTemplate.documents: files',
    ]);
    expect(fileFields).toContain('updateCompanyProfile.logo: one file');
  });

  it('gives every default a value of its own type', () => {
    const mismatches: string[] = [];
    const typeOf = (value: unknown) =>
      Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value === 'number' ? (Number.isInteger(value) ? 'integer' : 'number') : typeof value;
    const allows = (types: string[], actual: string) => types.length === 0 || types.includes(actual) || (actual === 'integer' && types.includes('number'));
    const visit = (node: unknown, path: string) => {
      if (!node || typeof node !== 'object') return;
      const schema = node as { default?: unknown; type?: string | string[]; enum?: unknown[] };
      if (schema.default !== undefined && (!allows([schema.type ?? []].flat(), typeOf(schema.default)) || (schema.enum && !schema.enum.includes(schema.default)))) {
        mismatches.push(`${path}: default ${JSON.stringify(schema.default)}`);
      }
      for (const [key, child] of Object.entries(node)) visit(child, `${path}/${key}`);
    };
    visit(api.document, '#');
    expect(mismatches).toEqual([]);
  });

  it('has exercised every operation of the document', () => {
    expect(api.unexercised()).toEqual(NOT_EXERCISED);
  });
});
