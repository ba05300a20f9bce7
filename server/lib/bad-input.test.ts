import { beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_ASSIGNMENT_ENDPOINTS, COMPANY_ENDPOINTS, ENGINEER_ASSIGNMENT_ENDPOINTS, LIST_ENDPOINTS, WORKING_HOUR_ENDPOINTS } from '@/constants';
import type { Database } from '../db/client';
import { callApi, callForm, createTestApp, createTestCompany, createTestEngineer, TEST_PASSWORD, uniqueEmail, uniqueIp, type TestApp, type TestAccount } from '../test/helpers';
import { validDraft } from '../test/support/assignments';

// Ids past PostgreSQL's integer and NUL characters used to reach the database and answer 500.

let app: TestApp;
let db: Database;
let company: TestAccount;
let engineer: TestAccount;

beforeAll(async () => {
  ({ app, db } = await createTestApp());
  company = await createTestCompany(db);
  engineer = await createTestEngineer(db);
});

const fieldError = (path: string, message: string) => ({ status: 400, body: { message, code: 'validation_failed', errors: [{ path, message }] } });

describe('ids past 2^31 − 1', () => {
  it.each([
    ['anonymous states of a country', `${LIST_ENDPOINTS.STATES}?country_id=2147483648`, 'country_id', 'Choose a country', () => undefined],
    ['anonymous cities of a state', `${LIST_ENDPOINTS.CITIES}?state_id=9223372036854775807`, 'state_id', 'Choose a state', () => undefined],
    ['find work by skills', `${ENGINEER_ASSIGNMENT_ENDPOINTS.ASSIGNMENTS}?skill_ids=1,9223372036854775807`, 'skill_ids', 'Choose skills from the list', () => engineer.token],
    ['an engineer’s working hours', `${WORKING_HOUR_ENDPOINTS.BY_USER}?user_id=2147483648`, 'user_id', 'Choose an engineer', () => company.token],
    ['a work-order document', `${COMPANY_ASSIGNMENT_ENDPOINTS.DOCUMENT}?id=2147483648`, 'id', 'Choose a document', () => company.token],
    ['a visible user', `${COMPANY_ASSIGNMENT_ENDPOINTS.GET_USER}?id=2147483648`, 'id', 'Choose a user', () => company.token],
  ])('%s answers 400 naming the field', async (_label, path, field, message, token) => {
    const { status, body } = await callApi(app, 'GET', path, { token: token() });
    expect(status).toBe(400);
    expect(body.message).toBe(message);
    expect(body.errors.length).toBeGreaterThan(0);
    for (const error of body.errors) expect(error).toEqual({ path: field, message });
  });
});

describe('NUL characters', () => {
  it('are refused in a JSON body, naming the field', async () => {
    const signup = await callApi(app, 'POST', '/engineers/signup', {
      body: { first_name: 'a\u0000b', last_name: 'Lee', email: uniqueEmail(), password: TEST_PASSWORD },
    });
    expect(signup).toEqual(fieldError('first_name', 'first_name must not contain NUL characters'));
  });

  it('are refused in an email that the sign-up throttle reads before validation', async () => {
    const signup = await callApi(app, 'POST', '/engineers/signup', {
      body: { first_name: 'Sam', last_name: 'Lee', email: 'a\u0000b@example.test', password: TEST_PASSWORD },
    });
    expect(signup.status).toBe(400);
    const malformed = await app.request('/api/v1/engineers/signup', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': uniqueIp() }, body: '{"email":' });
    expect(malformed.status).toBe(400);
  });

  it('are refused in a query string, naming the parameter', async () => {
    const customers = await callApi(app, 'GET', `${COMPANY_ENDPOINTS.GET_CUSTOMERS}?search=a%00b`, { token: company.token });
    expect(customers).toEqual(fieldError('search', 'search must not contain NUL characters'));
  });

  it('are refused in a field of a multipart form', async () => {
    const saved = await callForm(app, 'POST', COMPANY_ENDPOINTS.UPDATE_COMPANY_PROFILE, { name: 'Acme\u0000', phone: '1' }, company.token);
    expect(saved).toEqual(fieldError('name', 'name must not contain NUL characters'));
  });

  it('are refused inside the JSON part of a multipart form', async () => {
    const draft = await validDraft(db);
    const data = JSON.stringify({ ...draft, basic_info: { ...draft.basic_info, title: 'POS\u0000' } });
    const posted = await callForm(app, 'POST', COMPANY_ASSIGNMENT_ENDPOINTS.ASSIGNMENTS, { data }, company.token);
    expect(posted).toEqual(fieldError('basic_info.title', 'basic_info.title must not contain NUL characters'));
  });
});
