import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_END_REASONS } from '@/constants';
import type { Database } from '../../db/client';
import type { MailMessage } from '../../lib/mail';
import {
  callApi,
  createTestApp,
  createTestCompany,
  createTestCustomer,
  createTestEngineer,
  lastMailTo,
  type TestApp,
} from '../../test/helpers';

let app: TestApp;
let db: Database;
let mails: MailMessage[];

beforeAll(async () => {
  ({ app, db, mails } = await createTestApp());
});

const signIn = async (email: string, password: string) =>
  (await callApi(app, 'POST', '/login', { body: { email, password } })).body.data.token as string;

describe('POST /change-password', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const engineer = await createTestEngineer(db);
    const otherSession = await signIn(engineer.email, engineer.password);

    const changed = await callApi(app, 'POST', '/change-password', {
      token: engineer.token,
      body: { old_password: engineer.password, new_password: 'Changed123' },
    });
    expect(changed).toEqual({ status: 200, body: { message: 'Your password has been changed.', data: null } });
    expect((await callApi(app, 'GET', '/me', { token: engineer.token })).status).toBe(200);
    // The other device is told why, so its portal can say so on the sign-in page.
    expect(await callApi(app, 'GET', '/me', { token: otherSession })).toEqual({ status: 401, body: { message: SESSION_END_REASONS.passwordChanged, code: 'unauthorized' } });
    expect((await callApi(app, 'POST', '/login', { body: { email: engineer.email, password: engineer.password } })).status).toBe(401);
    expect((await callApi(app, 'POST', '/login', { body: { email: engineer.email, password: 'Changed123' } })).status).toBe(200);
  });

  it('answers 400 on old_password when the current password is wrong', async () => {
    const engineer = await createTestEngineer(db);
    const { status, body } = await callApi(app, 'POST', '/change-password', {
      token: engineer.token,
      body: { old_password: 'Wrong1234', new_password: 'Changed123' },
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      message: 'Current password is incorrect',
      code: 'validation_failed',
      errors: [{ path: 'old_password', message: 'Current password is incorrect' }],
    });
  });

  it('needs a session and a valid new password', async () => {
    expect((await callApi(app, 'POST', '/change-password', { body: { old_password: 'a', new_password: 'Changed123' } })).status).toBe(401);
    const engineer = await createTestEngineer(db);
    const weak = await callApi(app, 'POST', '/change-password', { token: engineer.token, body: { old_password: engineer.password, new_password: 'weak' } });
    expect(weak.status).toBe(400);
    expect(weak.body.errors[0].path).toBe('new_password');
  });
});

describe('DELETE /delete-user', () => {
  it('deletes the account after checking the password; it can no longer sign in', async () => {
    const engineer = await createTestEngineer(db);
    const wrong = await callApi(app, 'DELETE', '/delete-user', { token: engineer.token, body: { password: 'Wrong1234' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ path: 'password', message: 'Password is incorrect' }]);

    const deleted = await callApi(app, 'DELETE', '/delete-user', { token: engineer.token, body: { password: engineer.password } });
    expect(deleted).toEqual({ status: 200, body: { message: 'Your account has been deleted.', data: null } });
    expect((await callApi(app, 'GET', '/me', { token: engineer.token })).status).toBe(401);
    const login = await callApi(app, 'POST', '/login', { body: { email: engineer.email, password: engineer.password } });
    expect(login).toEqual({ status: 401, body: { message: 'Invalid email or password', code: 'unauthorized' } });

    const signup = await callApi(app, 'POST', '/engineers/signup', {
      body: { first_name: 'New', last_name: 'Owner', email: engineer.email, password: 'Password123' },
    });
    expect(signup.status).toBe(202);
    expect(lastMailTo(mails, engineer.email)?.subject).toBe('Verify your email for Service Portal');
  });

  it('takes a company’s customers with it', async () => {
    const company = await createTestCompany(db);
    const customer = await createTestCustomer(db, company.companyId);
    await callApi(app, 'DELETE', '/delete-user', { token: company.token, body: { password: company.password } });
    expect((await callApi(app, 'GET', '/me', { token: customer.token })).status).toBe(401);
    expect((await callApi(app, 'POST', '/login', { body: { email: customer.email, password: customer.password } })).status).toBe(401);
  });
});
