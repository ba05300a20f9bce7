import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authTokens } from '../../db/schema';
import {
  callApi,
  createTestApp,
  createTestCompany,
  createTestCustomer,
  createTestEngineer,
  setCustomerBlocked,
  uniqueEmail,
  type TestApp,
} from '../../test/helpers';
import type { Database } from '../../db/client';

let app: TestApp;
let db: Database;

beforeAll(async () => {
  ({ app, db } = await createTestApp());
});

describe('POST /login', () => {
  it('signs in each role and returns the token, its expiry and the user', async () => {
    const company = await createTestCompany(db, { first_name: 'Alice', last_name: 'Carter' });
    const customer = await createTestCustomer(db, company.companyId);
    const engineer = await createTestEngineer(db);

    for (const [account, role, roleId] of [
      [company, 'company', 4],
      [customer, 'customer', 3],
      [engineer, 'field_engineer', 2],
    ] as const) {
      const { status, body } = await callApi(app, 'POST', '/login', { body: { email: account.email, password: account.password, role } });
      expect(status).toBe(200);
      expect(body.message).toBe('Login successful');
      expect(body.data.token).toMatch(/^[\w-]{43}$/);
      expect(new Date(body.data.expires_at).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);
      expect(body.data.user).toMatchObject({ id: account.user.id, email: account.email, role, role_id: roleId });
    }

    const { body } = await callApi(app, 'POST', '/login', { body: { email: company.email, password: company.password } });
    expect(body.data.user).toEqual({
      id: company.user.id,
      name: 'Alice Carter',
      first_name: 'Alice',
      last_name: 'Carter',
      email: company.email,
      phone: null,
      role: 'company',
      role_id: 4,
      profile_picture: null,
      company_id: company.companyId,
      customer_id: null,
    });
    const customerLogin = await callApi(app, 'POST', '/login', { body: { email: customer.email, password: customer.password } });
    expect(customerLogin.body.data.user).toMatchObject({ company_id: company.companyId, customer_id: expect.any(Number) });
  });

  it('matches the email whatever its case and surrounding spaces', async () => {
    const engineer = await createTestEngineer(db);
    const { status } = await callApi(app, 'POST', '/login', { body: { email: `  ${engineer.email.toUpperCase()} `, password: engineer.password } });
    expect(status).toBe(200);
  });

  it('answers 400 with field errors for bad input', async () => {
    const { status, body } = await callApi(app, 'POST', '/login', { body: { email: 'not-an-email', password: '', role: 'admin' } });
    expect(status).toBe(400);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Enter a valid email address' },
        { path: 'password', message: 'Enter your password' },
        expect.objectContaining({ path: 'role' }),
      ]),
    );
    expect(body.message).toBe('Enter a valid email address');
  });

  it('answers 400, not 500, for a body that is not JSON or missing', async () => {
    const malformed = await app.request('/api/v1/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: expect.any(String), code: 'validation_failed' });

    const missing = await callApi(app, 'POST', '/login');
    expect(missing.status).toBe(400);
    expect(missing.body.errors.map((error: { path: string }) => error.path)).toEqual(['email', 'password']);

    const wrongType = await app.request('/api/v1/login', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hi' });
    expect(wrongType.status).toBe(415);
  });

  it('gives the same 401 for a wrong password and for an unknown email', async () => {
    const engineer = await createTestEngineer(db);
    const wrongPassword = await callApi(app, 'POST', '/login', { body: { email: engineer.email, password: 'Wrong1234' } });
    const unknownEmail = await callApi(app, 'POST', '/login', { body: { email: uniqueEmail('nobody'), password: 'Wrong1234' } });
    expect(wrongPassword).toEqual({ status: 401, body: { message: 'Invalid email or password', code: 'unauthorized' } });
    expect(unknownEmail).toEqual(wrongPassword);
  });

  it('turns an account away from another role’s sign-in page', async () => {
    const engineer = await createTestEngineer(db);
    const { status, body } = await callApi(app, 'POST', '/login', { body: { email: engineer.email, password: engineer.password, role: 'company' } });
    expect(status).toBe(401);
    expect(body.message).toBe('This account cannot sign in here. Use the Field Engineer sign-in page.');
  });

  it('refuses a blocked customer at sign-in and on every existing token', async () => {
    const company = await createTestCompany(db);
    const customer = await createTestCustomer(db, company.companyId);
    expect((await callApi(app, 'GET', '/me', { token: customer.token })).status).toBe(200);

    await setCustomerBlocked(db, customer.user.customer_id!, true);
    const login = await callApi(app, 'POST', '/login', { body: { email: customer.email, password: customer.password } });
    expect(login).toEqual({ status: 403, body: { message: 'Your account has been blocked. Contact your company.', code: 'forbidden' } });
    const me = await callApi(app, 'GET', '/me', { token: customer.token });
    expect(me).toEqual({ status: 401, body: { message: 'Your account has been blocked. Contact your company.', code: 'unauthorized' } });

    await setCustomerBlocked(db, customer.user.customer_id!, false);
    expect((await callApi(app, 'GET', '/me', { token: customer.token })).status).toBe(200);
  });
});

describe('sessions', () => {
  it('GET /me answers the signed-in user', async () => {
    const engineer = await createTestEngineer(db);
    const { status, body } = await callApi(app, 'GET', '/me', { token: engineer.token });
    expect(status).toBe(200);
    expect(body.data).toEqual(engineer.user);
  });

  it('answers 401 without a token, with an unknown token and with an expired one', async () => {
    const expired = { status: 401, body: { message: 'Your session has expired. Please sign in again.', code: 'unauthorized' } };
    expect(await callApi(app, 'GET', '/me')).toEqual(expired);
    expect(await callApi(app, 'GET', '/me', { token: 'not-a-real-token' })).toEqual(expired);
    expect(await callApi(app, 'GET', '/me', { headers: { authorization: 'Basic abc' } })).toEqual(expired);

    const engineer = await createTestEngineer(db);
    await db.update(authTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authTokens.userId, engineer.user.id));
    expect(await callApi(app, 'GET', '/me', { token: engineer.token })).toEqual(expired);
  });

  it('POST /logout revokes the presented token only', async () => {
    const engineer = await createTestEngineer(db);
    const other = await callApi(app, 'POST', '/login', { body: { email: engineer.email, password: engineer.password } });

    const logout = await callApi(app, 'POST', '/logout', { token: engineer.token });
    expect(logout.status).toBe(200);
    expect((await callApi(app, 'GET', '/me', { token: engineer.token })).status).toBe(401);
    expect((await callApi(app, 'POST', '/logout', { token: engineer.token })).status).toBe(401);
    expect((await callApi(app, 'GET', '/me', { token: other.body.data.token })).status).toBe(200);
  });
});
