import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { OTP_LENGTH } from '@/constants';
import type { Database } from '../../db/client';
import { oneTimeCodes, users } from '../../db/schema';
import type { MailMessage } from '../../lib/mail';
import { callApi, createTestApp, createTestEngineer, uniqueEmail, type TestApp } from '../../test/helpers';

let app: TestApp;
let db: Database;
let mails: MailMessage[];

beforeAll(async () => {
  ({ app, db, mails } = await createTestApp());
});

const SENT = 'If an account exists for this email, a code has been sent.';
const LINK_SENT = 'If an account exists for this email, a mail with a reset link and token has been sent.';
const lastMailTo = (email: string) => mails.filter((mail) => mail.to === email).at(-1);
const codeIn = (mail: MailMessage | undefined) => mail?.text.match(new RegExp(`\\b(\\d{${OTP_LENGTH}})\\b`))?.[1];
const tokenIn = (mail: MailMessage | undefined) => mail?.text.match(/reset token is: ([\w-]+)/)?.[1];

describe('reset with an emailed code', () => {
  it('sends a code, trades it for a reset token, sets the password and ends every session', async () => {
    const engineer = await createTestEngineer(db);
    const sent = await callApi(app, 'POST', '/send-otp', { body: { email: engineer.email } });
    expect(sent).toEqual({ status: 200, body: { message: SENT, data: null } });
    const otp = codeIn(lastMailTo(engineer.email));
    expect(otp).toMatch(/^\d{6}$/);

    const verified = await callApi(app, 'POST', '/verify-otp', { body: { email: engineer.email, otp } });
    expect(verified.status).toBe(200);
    const resetToken = verified.body.data.reset_token;
    expect(resetToken).toEqual(expect.any(String));

    const reset = await callApi(app, 'POST', '/update-reset-token', { body: { reset_token: resetToken, password: 'BrandNew123' } });
    expect(reset).toEqual({ status: 200, body: { message: 'Your password has been reset. You can sign in now.', data: { role: 'field_engineer' } } });

    expect((await callApi(app, 'GET', '/me', { token: engineer.token })).status).toBe(401);
    expect((await callApi(app, 'POST', '/login', { body: { email: engineer.email, password: engineer.password } })).status).toBe(401);
    expect((await callApi(app, 'POST', '/login', { body: { email: engineer.email, password: 'BrandNew123' } })).status).toBe(200);

    const again = await callApi(app, 'POST', '/update-reset-token', { body: { reset_token: resetToken, password: 'Another123' } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Invalid or expired reset token.');

    const reused = await callApi(app, 'POST', '/verify-otp', { body: { email: engineer.email, otp } });
    expect(reused.status).toBe(400);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const sent = await callApi(app, 'POST', '/send-otp', { body: { email } });
    expect(sent).toEqual({ status: 200, body: { message: SENT, data: null } });
    expect(lastMailTo(email)).toBeUndefined();
    const verified = await callApi(app, 'POST', '/verify-otp', { body: { email, otp: '123456' } });
    expect(verified).toEqual({
      status: 400,
      body: { message: 'Invalid or expired code.', code: 'validation_failed', errors: [{ path: 'otp', message: 'Invalid or expired code.' }] },
    });
  });

  it('refuses a wrong code, and spends the code after five wrong guesses', async () => {
    const engineer = await createTestEngineer(db);
    await callApi(app, 'POST', '/send-otp', { body: { email: engineer.email } });
    const otp = codeIn(lastMailTo(engineer.email))!;
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let guess = 0; guess < 5; guess += 1) {
      expect((await callApi(app, 'POST', '/verify-otp', { body: { email: engineer.email, otp: wrong } })).status).toBe(400);
    }
    expect((await callApi(app, 'POST', '/verify-otp', { body: { email: engineer.email, otp } })).status).toBe(400);
  });

  it('spends the code when 30 wrong guesses arrive at once: the right one fails afterwards', async () => {
    const engineer = await createTestEngineer(db);
    await callApi(app, 'POST', '/send-otp', { body: { email: engineer.email } });
    const otp = codeIn(lastMailTo(engineer.email))!;
    const wrong = otp === '000000' ? '111111' : '000000';
    const guesses = await Promise.all(Array.from({ length: 30 }, () => callApi(app, 'POST', '/verify-otp', { body: { email: engineer.email, otp: wrong } })));
    expect(guesses.every((guess) => guess.status === 400)).toBe(true);
    expect((await callApi(app, 'POST', '/verify-otp', { body: { email: engineer.email, otp } })).status).toBe(400);
    const [code] = await db.select().from(oneTimeCodes).where(and(eq(oneTimeCodes.userId, engineer.user.id), eq(oneTimeCodes.kind, 'otp')));
    expect(code.failedAttempts).toBe(5);
    expect(code.usedAt).not.toBeNull();
  });

  it('keeps only the newest code valid', async () => {
    const engineer = await createTestEngineer(db);
    await callApi(app, 'POST', '/send-otp', { body: { email: engineer.email } });
    const first = codeIn(lastMailTo(engineer.email));
    await callApi(app, 'POST', '/send-otp', { body: { email: engineer.email } });
    const second = codeIn(lastMailTo(engineer.email));
    if (first !== second) {
      expect((await callApi(app, 'POST', '/verify-otp', { body: { email: engineer.email, otp: first } })).status).toBe(400);
    }
    expect((await callApi(app, 'POST', '/verify-otp', { body: { email: engineer.email, otp: second } })).status).toBe(200);
  });

  it('validates the inputs', async () => {
    const bad = await callApi(app, 'POST', '/verify-otp', { body: { email: 'x', otp: '12' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((error: { path: string }) => error.path)).toEqual(['email', 'otp']);
    const weak = await callApi(app, 'POST', '/update-reset-token', { body: { reset_token: 'abc', password: 'weak' } });
    expect(weak.status).toBe(400);
    expect(weak.body.errors[0].path).toBe('password');
  });
});

describe('reset with an emailed token', () => {
  it('emails a reset token with a portal link, and the token sets a new password', async () => {
    const engineer = await createTestEngineer(db);
    const created = await callApi(app, 'POST', '/create-reset-token', { body: { email: engineer.email } });
    expect(created).toEqual({ status: 200, body: { message: LINK_SENT, data: null } });

    const mail = lastMailTo(engineer.email);
    const token = tokenIn(mail);
    expect(token).toBeDefined();
    expect(mail?.text).toContain(`http://portal.test/forgot-password?role=field_engineer&reset_token=${token}`);

    const reset = await callApi(app, 'POST', '/update-reset-token', { body: { reset_token: token, password: 'BrandNew123' } });
    expect(reset.status).toBe(200);
    expect((await callApi(app, 'GET', '/me', { token: engineer.token })).status).toBe(401);
    expect((await callApi(app, 'POST', '/login', { body: { email: engineer.email, password: 'BrandNew123' } })).status).toBe(200);
  });

  it('verifies an account still waiting for its sign-up code: the mailed token proves the address', async () => {
    const input = { first_name: 'Erin', last_name: 'Diaz', email: uniqueEmail('pending'), phone: '+1 512 555 0102', password: 'Password123' };
    expect((await callApi(app, 'POST', '/engineers/signup', { body: input })).status).toBe(202);
    expect((await callApi(app, 'POST', '/login', { body: { email: input.email, password: input.password } })).status).toBe(403);

    await callApi(app, 'POST', '/create-reset-token', { body: { email: input.email } });
    const reset = await callApi(app, 'POST', '/update-reset-token', { body: { reset_token: tokenIn(lastMailTo(input.email)), password: 'BrandNew123' } });
    expect(reset.status).toBe(200);
    expect((await callApi(app, 'POST', '/login', { body: { email: input.email, password: 'BrandNew123' } })).status).toBe(200);
  });

  it('keeps the time an account was verified when a reset follows', async () => {
    const engineer = await createTestEngineer(db);
    const [before] = await db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, engineer.user.id));
    await callApi(app, 'POST', '/create-reset-token', { body: { email: engineer.email } });
    await callApi(app, 'POST', '/update-reset-token', { body: { reset_token: tokenIn(lastMailTo(engineer.email)), password: 'BrandNew123' } });
    const [after] = await db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, engineer.user.id));
    expect(after.at).toEqual(before.at);
  });

  it('answers the same for an unknown email and rejects a made-up token', async () => {
    const email = uniqueEmail('nobody');
    expect(await callApi(app, 'POST', '/create-reset-token', { body: { email } })).toEqual({ status: 200, body: { message: LINK_SENT, data: null } });
    expect(lastMailTo(email)).toBeUndefined();
    const reset = await callApi(app, 'POST', '/update-reset-token', { body: { reset_token: 'made-up', password: 'BrandNew123' } });
    expect(reset).toEqual({
      status: 400,
      body: { message: 'Invalid or expired reset token.', code: 'validation_failed', errors: [{ path: 'reset_token', message: 'Invalid or expired reset token.' }] },
    });
  });
});
