import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@/constants';
import type { Database } from '../../db/client';
import { THROTTLES } from '../../domain/auth/throttle-rules';
import { getPasswordWorkStats } from '../../lib/password';
import type { MailMessage } from '../../lib/mail';
import {
  callApi,
  createTestApp,
  createTestCompany,
  createTestCustomer,
  createTestEngineer,
  uniqueIp,
  type TestApp,
} from '../../test/helpers';

let app: TestApp;
let db: Database;
let mails: MailMessage[];

beforeAll(async () => {
  ({ app, db, mails } = await createTestApp());
});

/** Passwords this process has hashed or checked so far. */
const passwordWork = () => getPasswordWorkStats().started;
const NEW_PASSWORD = 'BrandNew123';
const reset = (resetToken: string, ip = uniqueIp()) =>
  callApi(app, 'POST', '/update-reset-token', { ip, body: { reset_token: resetToken, password: NEW_PASSWORD } });
const mailedLink = (email: string) => mails.filter((mail) => mail.to === email).at(-1)?.text.match(/(http\S+)/)?.[1];

async function mailedToken(email: string): Promise<string> {
  await callApi(app, 'POST', '/create-reset-token', { body: { email } });
  return new URL(mailedLink(email)!).searchParams.get('reset_token')!;
}

describe('POST /update-reset-token with a token that is not valid', () => {
  it('refuses a made-up or a spent token without hashing the new password', async () => {
    const engineer = await createTestEngineer(db);
    const token = await mailedToken(engineer.email);
    const before = passwordWork();
    expect((await reset('made-up-token')).status).toBe(400);
    expect(passwordWork()).toBe(before);

    expect((await reset(token)).status).toBe(200);
    expect(passwordWork()).toBe(before + 1);
    expect((await reset(token)).body.message).toBe('Invalid or expired reset token.');
    expect(passwordWork()).toBe(before + 1);
  });

  it(`refuses an address after ${THROTTLES.resetPasswordAddress.limit} attempts, with Retry-After and a code, and only that address`, async () => {
    const before = passwordWork();
    const ip = uniqueIp();
    for (let attempt = 0; attempt < THROTTLES.resetPasswordAddress.limit; attempt += 1) expect((await reset(`guess-${attempt}`, ip)).status).toBe(400);

    const refused = await app.request('/api/v1/update-reset-token', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ reset_token: 'guess', password: NEW_PASSWORD }),
    });
    expect(refused.status).toBe(429);
    // The window began with the first attempt: a little less than 15 minutes are left.
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    expect(await refused.json()).toEqual({ message: 'Too many password reset attempts from your network. Try again in 15 minutes.', code: 'rate_limited' });

    expect((await reset('guess', uniqueIp())).status).toBe(400);
    expect(passwordWork()).toBe(before);
  });
});

describe('the reset of a company or customer account', () => {
  it.each([
    ['company', async () => createTestCompany(db)],
    ['customer', async () => createTestCustomer(db, (await createTestCompany(db)).companyId)],
    [ROLES.FIELD_ENGINEER, async () => createTestEngineer(db)],
  ] as const)('mails a link to the reset page of the %s sign-in, and the reset names that role', async (role, createAccount) => {
    const account = await createAccount();
    const token = await mailedToken(account.email);
    const link = new URL(mailedLink(account.email)!);
    expect(link.pathname).toBe('/forgot-password');
    expect(link.searchParams.get('role')).toBe(role);

    expect(await reset(token)).toEqual({ status: 200, body: { message: 'Your password has been reset. You can sign in now.', data: { role } } });
  });
});
