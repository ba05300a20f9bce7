import { beforeAll, describe, expect, it } from 'vitest';
import { THROTTLES } from '../../domain/auth/throttle-rules';
import { callApi, createTestApp, createTestEngineer, lastVerificationCode, TEST_PASSWORD, uniqueEmail, uniqueIp, type TestApp } from '../../test/helpers';
import type { MailMessage } from '../../lib/mail';
import type { Database } from '../../db/client';

let app: TestApp;
let db: Database;
let mails: MailMessage[];

beforeAll(async () => {
  ({ app, db, mails } = await createTestApp());
});

const signupBody = (email: string) => ({ first_name: 'Sam', last_name: 'Lee', email, password: TEST_PASSWORD });
const companyBody = (email: string) => ({ ...signupBody(email), company_name: 'Acme' });

describe.each(['/send-otp', '/create-reset-token'])('POST %s', (path) => {
  it(`answers 429 after ${THROTTLES.resetMailEmail.limit} requests for one email, from any addresses`, async () => {
    const engineer = await createTestEngineer(db);
    const answers = await Promise.all(Array.from({ length: 30 }, () => callApi(app, 'POST', path, { body: { email: engineer.email } })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(THROTTLES.resetMailEmail.limit);
    const refused = answers.find((answer) => answer.status === 429);
    expect(refused?.body.message).toBe('Too many password reset requests for this email. Try again in 60 minutes.');
  });

  it(`answers 429 after ${THROTTLES.resetMailAddress.limit} requests from one address, whatever the emails`, async () => {
    const ip = uniqueIp();
    for (let request = 0; request < THROTTLES.resetMailAddress.limit; request += 1) {
      expect((await callApi(app, 'POST', path, { ip, body: { email: uniqueEmail() } })).status).toBe(200);
    }
    const refused = await callApi(app, 'POST', path, { ip, body: { email: uniqueEmail() } });
    expect(refused).toEqual({ status: 429, body: { message: 'Too many password reset requests. Try again in 60 minutes.', code: 'rate_limited' } });
    expect((await callApi(app, 'POST', path, { body: { email: uniqueEmail() } })).status).toBe(200);
  });
});

describe.each([
  ['/engineers/signup', signupBody],
  ['/register-company', companyBody],
] as const)('POST %s', (path, body) => {
  it(`answers 429 after ${THROTTLES.signupAddress.limit} sign-ups from one address`, async () => {
    const ip = uniqueIp();
    for (let request = 0; request < THROTTLES.signupAddress.limit; request += 1) {
      expect((await callApi(app, 'POST', path, { ip, body: body(uniqueEmail()) })).status).toBe(202);
    }
    const refused = await callApi(app, 'POST', path, { ip, body: body(uniqueEmail()) });
    expect(refused).toEqual({ status: 429, body: { message: 'Too many sign-ups from your network. Try again in 60 minutes.', code: 'rate_limited' } });
  });

  it(`answers 429 after ${THROTTLES.signupEmail.limit} attempts for one email`, async () => {
    const email = uniqueEmail();
    const statuses: number[] = [];
    for (let request = 0; request <= THROTTLES.signupEmail.limit; request += 1) {
      statuses.push((await callApi(app, 'POST', path, { body: body(email.toUpperCase()) })).status);
    }
    expect(statuses).toEqual([...Array(THROTTLES.signupEmail.limit).fill(202), 429]);
  });
});

describe.each([
  ['/verify-email', (email: string) => ({ email, code: '123456' })],
  ['/verify-otp', (email: string) => ({ email, otp: '123456' })],
] as const)('POST %s', (path, body) => {
  it(`answers 429 after ${THROTTLES.codeGuessAddress.limit} wrong codes from one address, whatever the emails`, async () => {
    const ip = uniqueIp();
    for (let request = 0; request < THROTTLES.codeGuessAddress.limit; request += 1) {
      expect((await callApi(app, 'POST', path, { ip, body: body(uniqueEmail()) })).status).toBe(400);
    }
    const refused = await callApi(app, 'POST', path, { ip, body: body(uniqueEmail()) });
    expect(refused).toEqual({ status: 429, body: { message: 'Too many wrong codes from your network. Try again in 15 minutes.', code: 'rate_limited' } });
    expect((await callApi(app, 'POST', path, { body: body(uniqueEmail()) })).status).toBe(400);
  });
});

describe('right codes from one address', () => {
  it('are not counted: a whole office verifies its sign-ups and resets from one address', async () => {
    const ip = uniqueIp();
    for (let account = 0; account <= THROTTLES.codeGuessAddress.limit; account += 1) {
      const input = signupBody(uniqueEmail('office'));
      await callApi(app, 'POST', '/engineers/signup', { body: input });
      const code = lastVerificationCode(mails, input.email);
      expect((await callApi(app, 'POST', '/verify-email', { ip, body: { email: input.email, code } })).status).toBe(200);
    }
    expect((await callApi(app, 'POST', '/verify-email', { ip, body: { email: uniqueEmail(), code: '123456' } })).status).toBe(400);
  });
});
