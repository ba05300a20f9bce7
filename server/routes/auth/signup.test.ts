import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_NOT_VERIFIED_MESSAGE } from '@/constants';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { MailMessage } from '../../lib/mail';
import { callApi, createTestApp, createTestEngineer, lastMailTo, lastVerificationCode, signUpVerified, uniqueEmail, type TestApp } from '../../test/helpers';

let app: TestApp;
let db: Database;
let mails: MailMessage[];

beforeAll(async () => {
  ({ app, db, mails } = await createTestApp());
});

const engineerInput = () => ({ first_name: 'Erin', last_name: 'Diaz', email: uniqueEmail('erin'), phone: '+1 512 555 0102', password: 'Password123' });
const login = (email: string, password: string, role?: string) => callApi(app, 'POST', '/login', { body: { email, password, role } });
const SIGNUP_STARTED = 'Check your mail: we sent a code to verify your email address. You can sign in once it is verified.';

describe('POST /engineers/signup', () => {
  it('answers a new email and one that has an account alike', async () => {
    const existing = await createTestEngineer(db);
    const fresh = engineerInput();

    const forNew = await callApi(app, 'POST', '/engineers/signup', { body: fresh });
    const forExisting = await callApi(app, 'POST', '/engineers/signup', { body: { ...engineerInput(), email: existing.email.toUpperCase() } });

    expect(forNew).toEqual({ status: 202, body: { message: SIGNUP_STARTED, data: { email: fresh.email } } });
    expect(forExisting).toEqual({ status: 202, body: { message: SIGNUP_STARTED, data: { email: existing.email } } });
  });

  it('creates an account that cannot sign in until the mailed code verifies its email', async () => {
    const input = engineerInput();
    expect((await callApi(app, 'POST', '/engineers/signup', { body: { ...input, email: input.email.toUpperCase() } })).status).toBe(202);
    const [row] = await db.select().from(users).where(eq(users.email, input.email));
    expect(row).toMatchObject({ firstName: 'Erin', phone: input.phone, roleId: 2, emailVerifiedAt: null });

    const mail = lastMailTo(mails, input.email)!;
    expect(mail.subject).toBe('Verify your email for Service Portal');
    const code = lastVerificationCode(mails, input.email)!;
    expect(mail.text).toContain(`http://portal.test/registration/engineer?email=${encodeURIComponent(input.email)}&code=${code}`);

    // Only someone who knows the password learns that the email waits for verification.
    expect(await login(input.email, 'Wrong1234', 'field_engineer')).toEqual({ status: 401, body: { message: 'Invalid email or password', code: 'unauthorized' } });
    expect(await login(input.email, input.password, 'field_engineer')).toEqual({ status: 403, body: { message: EMAIL_NOT_VERIFIED_MESSAGE, code: 'forbidden' } });

    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await callApi(app, 'POST', '/verify-email', { body: { email: input.email, code: wrongCode } });
    expect(wrong).toEqual({ status: 400, body: { message: 'Invalid or expired code.', code: 'validation_failed', errors: [{ path: 'code', message: 'Invalid or expired code.' }] } });

    const verified = await callApi(app, 'POST', '/verify-email', { body: { email: input.email, code } });
    expect(verified).toEqual({ status: 200, body: { message: 'Your email is verified. You can sign in now.', data: null } });
    const signedIn = await login(input.email, input.password, 'field_engineer');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user).toMatchObject({ name: 'Erin Diaz', email: input.email, role: 'field_engineer', company_id: null });

    // A code works once.
    expect((await callApi(app, 'POST', '/verify-email', { body: { email: input.email, code } })).status).toBe(400);
  });

  it('mails the owner of an existing account that someone tried, and changes nothing of theirs', async () => {
    const existing = await createTestEngineer(db);
    const before = mails.length;
    await callApi(app, 'POST', '/engineers/signup', { body: { ...engineerInput(), first_name: 'Mallory', email: existing.email, password: 'Another123' } });

    expect(mails.slice(before)).toHaveLength(1);
    const mail = lastMailTo(mails, existing.email)!;
    expect(mail.subject).toBe('Someone tried to sign up with your email');
    expect(mail.text).toContain('You already have an account, so nothing was created');
    expect(mail.text).toContain('http://portal.test/login/engineer');
    expect(mail.text).toContain('http://portal.test/forgot-password?role=field_engineer');
    expect(mail.text).not.toMatch(/\d{6}/);

    expect((await login(existing.email, existing.password)).status).toBe(200);
    expect((await login(existing.email, 'Another123')).status).toBe(401);
    const [row] = await db.select().from(users).where(eq(users.email, existing.email));
    expect(row.firstName).toBe('Erin');
  });

  it('lets a newer sign-up replace one nobody verified: its code and password are the ones that count', async () => {
    const email = uniqueEmail('pending');
    await callApi(app, 'POST', '/engineers/signup', { body: { ...engineerInput(), email, password: 'Squatter123' } });
    const firstCode = lastVerificationCode(mails, email)!;
    await callApi(app, 'POST', '/register-company', { body: { ...engineerInput(), email, password: 'Owner12345', company_name: 'Owner Co' } });
    const secondCode = lastVerificationCode(mails, email)!;

    if (firstCode !== secondCode) expect((await callApi(app, 'POST', '/verify-email', { body: { email, code: firstCode } })).status).toBe(400);
    expect((await callApi(app, 'POST', '/verify-email', { body: { email, code: secondCode } })).status).toBe(200);
    expect((await login(email, 'Squatter123')).status).toBe(401);
    const signedIn = await login(email, 'Owner12345', 'company');
    expect(signedIn.body.data.user).toMatchObject({ role: 'company', company_id: expect.any(Number) });
    expect(await db.select({ id: users.id }).from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('takes the phone as optional', async () => {
    const input: Partial<ReturnType<typeof engineerInput>> = engineerInput();
    delete input.phone;
    expect((await callApi(app, 'POST', '/engineers/signup', { body: input })).status).toBe(202);
    const [row] = await db.select().from(users).where(eq(users.email, input.email!));
    expect(row.phone).toBeNull();
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
  it('creates the company and its contact person, who signs in once the email is verified', async () => {
    const input = { company_name: 'Acme Field Services', first_name: 'Alice', last_name: 'Carter', email: uniqueEmail('alice'), password: 'Password123' };
    await signUpVerified({ app, mails }, '/register-company', input);
    const signedIn = await login(input.email, input.password, 'company');
    expect(signedIn.body.data.user).toMatchObject({ name: 'Alice Carter', role: 'company', role_id: 4, company_id: expect.any(Number), customer_id: null });
  });

  it('needs a company name, and answers an email with an account like a new one', async () => {
    const existing = await createTestEngineer(db);
    const missingName = await callApi(app, 'POST', '/register-company', { body: { ...engineerInput() } });
    expect(missingName.status).toBe(400);
    expect(missingName.body.errors).toEqual([{ path: 'company_name', message: 'Enter the company name' }]);

    const taken = await callApi(app, 'POST', '/register-company', { body: { ...engineerInput(), company_name: 'Other', email: existing.email } });
    expect(taken).toEqual({ status: 202, body: { message: SIGNUP_STARTED, data: { email: existing.email } } });
    expect(lastMailTo(mails, existing.email)?.subject).toBe('Someone tried to sign up with your email');
  });
});

describe('POST /resend-verification-code', () => {
  it('mails a new code only to an email waiting for verification, answering every email alike', async () => {
    const pending = engineerInput();
    await callApi(app, 'POST', '/engineers/signup', { body: pending });
    const verified = await createTestEngineer(db);
    const before = mails.length;

    const answers = await Promise.all(
      [pending.email, verified.email, uniqueEmail('nobody')].map((email) => callApi(app, 'POST', '/resend-verification-code', { body: { email } })),
    );
    const message = 'If this email is waiting to be verified, a new code has been sent.';
    expect(answers).toEqual(Array(3).fill({ status: 200, body: { message, data: null } }));
    expect(mails.slice(before).map((mail) => mail.to)).toEqual([pending.email]);

    const code = lastVerificationCode(mails, pending.email);
    expect((await callApi(app, 'POST', '/verify-email', { body: { email: pending.email, code } })).status).toBe(200);
    expect((await login(pending.email, pending.password)).status).toBe(200);
  });

  it('has nothing to verify for an account that is verified already', async () => {
    const verified = await createTestEngineer(db);
    const answer = await callApi(app, 'POST', '/verify-email', { body: { email: verified.email, code: '123456' } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ path: 'code', message: 'Invalid or expired code.' }]);
  });
});
