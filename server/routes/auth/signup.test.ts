import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { callApi, createTestApp, createTestEngineer, uniqueEmail, type TestApp } from '../../test/helpers';

let app: TestApp;
let db: Database;

beforeAll(async () => {
  ({ app, db } = await createTestApp());
});

const engineerInput = () => ({ first_name: 'Erin', last_name: 'Diaz', email: uniqueEmail('erin'), phone: '+1 512 555 0102', password: 'Password123' });

describe('POST /engineers/signup', () => {
  it('creates a field engineer who can sign in', async () => {
    const input = engineerInput();
    const { status, body } = await callApi(app, 'POST', '/engineers/signup', { body: { ...input, email: input.email.toUpperCase() } });
    expect(status).toBe(201);
    expect(body.message).toBe('Account created. You can sign in now.');
    expect(body.data.user).toMatchObject({
      name: 'Erin Diaz',
      email: input.email,
      phone: input.phone,
      role: 'field_engineer',
      role_id: 2,
      company_id: null,
      customer_id: null,
    });
    expect(body.data.user).not.toHaveProperty('password_hash');

    const login = await callApi(app, 'POST', '/login', { body: { email: input.email, password: input.password, role: 'field_engineer' } });
    expect(login.status).toBe(200);
  });

  it('takes the phone as optional', async () => {
    const input: Partial<ReturnType<typeof engineerInput>> = engineerInput();
    delete input.phone;
    const { status, body } = await callApi(app, 'POST', '/engineers/signup', { body: input });
    expect(status).toBe(201);
    expect(body.data.user.phone).toBeNull();
  });

  it('answers 409 for an email that is taken, whatever its case', async () => {
    const existing = await createTestEngineer(db);
    const { status, body } = await callApi(app, 'POST', '/engineers/signup', { body: { ...engineerInput(), email: existing.email.toUpperCase() } });
    expect(status).toBe(409);
    expect(body).toEqual({ message: 'An account with this email already exists.' });
  });

  it('answers 400 with a field error for each rule broken', async () => {
    const { status, body } = await callApi(app, 'POST', '/engineers/signup', {
      body: { first_name: ' ', email: 'nope', password: 'short' },
    });
    expect(status).toBe(400);
    const paths = body.errors.map((error: { path: string }) => error.path);
    expect(paths).toEqual(expect.arrayContaining(['first_name', 'last_name', 'email', 'password']));
    expect(body.errors).toContainEqual({ path: 'password', message: 'Use at least 8 characters' });
  });

  it('wants a letter and a digit in the password', async () => {
    const noDigit = await callApi(app, 'POST', '/engineers/signup', { body: { ...engineerInput(), password: 'onlyletters' } });
    expect(noDigit.body.errors).toEqual([{ path: 'password', message: 'Include at least one digit' }]);
    const noLetter = await callApi(app, 'POST', '/engineers/signup', { body: { ...engineerInput(), password: '12345678' } });
    expect(noLetter.body.errors).toEqual([{ path: 'password', message: 'Include at least one letter' }]);
  });
});

describe('POST /register-company', () => {
  it('creates the company and its contact person as the company user', async () => {
    const input = { company_name: 'Acme Field Services', first_name: 'Alice', last_name: 'Carter', email: uniqueEmail('alice'), password: 'Password123' };
    const { status, body } = await callApi(app, 'POST', '/register-company', { body: input });
    expect(status).toBe(201);
    expect(body.message).toBe('Account created. You can sign in now.');
    expect(body.data.user).toMatchObject({ name: 'Alice Carter', role: 'company', role_id: 4, company_id: expect.any(Number), customer_id: null });

    const me = await callApi(app, 'POST', '/login', { body: { email: input.email, password: input.password, role: 'company' } });
    expect(me.body.data.user.company_id).toBe(body.data.user.company_id);
  });

  it('needs a company name and answers 409 for a taken email', async () => {
    const existing = await createTestEngineer(db);
    const missingName = await callApi(app, 'POST', '/register-company', { body: { ...engineerInput() } });
    expect(missingName.status).toBe(400);
    expect(missingName.body.errors).toEqual([{ path: 'company_name', message: 'Enter the company name' }]);

    const taken = await callApi(app, 'POST', '/register-company', { body: { ...engineerInput(), company_name: 'Other', email: existing.email } });
    expect(taken.status).toBe(409);
  });
});
