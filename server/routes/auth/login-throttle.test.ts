import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { LOGIN_FREE_ATTEMPTS, THROTTLES } from '../../domain/auth/throttle-rules';
import { signClientAddress } from '../../lib/client-address-signature';
import { getPasswordWorkStats } from '../../lib/password';
import { callApi, createTestEngineer, getTestDb, uniqueEmail, uniqueIp } from '../../test/helpers';

let db: Database;
/** The clock of every app here: requests see it stand still unless a test moves it. */
const clock = { now: new Date('2030-01-01T12:00:00Z') };
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  db = await getTestDb();
  app = createApp({ db, mailer: async () => undefined, now: () => clock.now, trustProxy: 1 });
});

const later = (ms: number) => {
  clock.now = new Date(clock.now.getTime() + ms);
};
const signIn = (email: string, password: string, ip: string, target = app) => callApi(target, 'POST', '/login', { ip, body: { email, password } });
const WRONG = 'Wrong1234';

describe('sign-in delays per account and address', () => {
  it('lets a stranger’s failures from another address never lock the owner out', async () => {
    const engineer = await createTestEngineer(db);
    const stranger = uniqueIp();
    for (let attempt = 0; attempt < LOGIN_FREE_ATTEMPTS; attempt += 1) await signIn(engineer.email, WRONG, stranger);
    expect((await signIn(engineer.email, WRONG, stranger)).status).toBe(429);

    expect((await signIn(engineer.email, engineer.password, uniqueIp())).status).toBe(200);
  });

  it('makes the pair wait 1 s, 2 s, 4 s … after the free attempts, the right password too, and forgets it all on success', async () => {
    const engineer = await createTestEngineer(db);
    const ip = uniqueIp();
    for (let attempt = 0; attempt < LOGIN_FREE_ATTEMPTS; attempt += 1) expect((await signIn(engineer.email, WRONG, ip)).status).toBe(401);

    const early = await signIn(engineer.email, engineer.password, ip);
    expect(early).toEqual({ status: 429, body: { message: 'Too many sign-in attempts. Try again in 1 second.', code: 'rate_limited' } });
    later(1000);
    expect((await signIn(engineer.email, WRONG, ip)).status).toBe(401);
    expect((await signIn(engineer.email, WRONG, ip)).body.message).toBe('Too many sign-in attempts. Try again in 2 seconds.');
    later(2000);
    expect((await signIn(engineer.email, engineer.password, ip)).status).toBe(200);

    for (let attempt = 0; attempt < LOGIN_FREE_ATTEMPTS; attempt += 1) expect((await signIn(engineer.email, WRONG, ip)).status).toBe(401);
  });

  it('checks at most the free attempts of 30 concurrent wrong passwords', async () => {
    const engineer = await createTestEngineer(db);
    const ip = uniqueIp();
    const answers = await Promise.all(Array.from({ length: 30 }, () => signIn(engineer.email, WRONG, ip)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_FREE_ATTEMPTS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - LOGIN_FREE_ATTEMPTS);
  });

  it('lifts the account’s delays when a password reset completes', async () => {
    const engineer = await createTestEngineer(db);
    const ip = uniqueIp();
    for (let attempt = 0; attempt < LOGIN_FREE_ATTEMPTS; attempt += 1) await signIn(engineer.email, WRONG, ip);
    expect((await signIn(engineer.email, WRONG, ip)).status).toBe(429);

    const mails: { text: string }[] = [];
    const mailing = createApp({ db, mailer: async (mail) => void mails.push(mail), now: () => clock.now, trustProxy: 1 });
    await callApi(mailing, 'POST', '/create-reset-token', { body: { email: engineer.email } });
    const token = mails.at(-1)?.text.match(/reset token is: ([\w-]+)/)?.[1];
    expect((await callApi(mailing, 'POST', '/update-reset-token', { body: { reset_token: token, password: 'BrandNew123' } })).status).toBe(200);

    expect((await signIn(engineer.email, 'BrandNew123', ip)).status).toBe(200);
  });
});

describe('guessing one account from many addresses', () => {
  const { limit, windowMs } = THROTTLES.loginAccountUnknownAddresses;
  const fromManyAddresses = (email: string, count: number) => Promise.all(Array.from({ length: count }, () => signIn(email, WRONG, uniqueIp())));

  it(`checks at most ${limit} of 100 wrong passwords from 100 new addresses, and the owner still signs in where they did before`, async () => {
    const engineer = await createTestEngineer(db);
    const home = uniqueIp();
    expect((await signIn(engineer.email, engineer.password, home)).status).toBe(200);
    const checkedBefore = getPasswordWorkStats().started;

    const answers = await fromManyAddresses(engineer.email, 100);
    expect(getPasswordWorkStats().started - checkedBefore).toBe(limit);
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(limit);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(100 - limit);
    expect(answers.find((answer) => answer.status === 429)?.body).toEqual({
      message: 'Too many failed sign-ins for this account. Sign in from a network you have used before, or reset your password. Try again in 1 second.',
      code: 'rate_limited',
    });

    // The owner's address is neither counted nor refused, even after a typo.
    expect((await signIn(engineer.email, WRONG, home)).status).toBe(401);
    expect((await signIn(engineer.email, engineer.password, home)).status).toBe(200);
    // A new address waits its turn, the right password too.
    const laptop = uniqueIp();
    expect((await signIn(engineer.email, engineer.password, laptop)).status).toBe(429);
    later(1000);
    expect((await signIn(engineer.email, engineer.password, laptop)).status).toBe(200);
  });

  it('then makes every unknown address wait 1 s, 2 s, 4 s … after the last attempt, up to the window; the owner’s address never waits', async () => {
    const engineer = await createTestEngineer(db);
    const home = uniqueIp();
    expect((await signIn(engineer.email, engineer.password, home)).status).toBe(200);
    await fromManyAddresses(engineer.email, limit);

    const waits: string[] = [];
    for (const wait of [1000, 2000, 4000, 8000]) {
      const early = await signIn(engineer.email, WRONG, uniqueIp());
      expect(early.status).toBe(429);
      waits.push(early.body.message.split('. ').at(-1));
      expect((await signIn(engineer.email, engineer.password, home)).status).toBe(200);
      later(wait - 1);
      expect((await signIn(engineer.email, WRONG, uniqueIp())).status).toBe(429);
      later(1);
      const checked = getPasswordWorkStats().started;
      expect((await signIn(engineer.email, WRONG, uniqueIp())).status).toBe(401);
      expect(getPasswordWorkStats().started - checked).toBe(1);
    }
    expect(waits).toEqual(['Try again in 1 second.', 'Try again in 2 seconds.', 'Try again in 4 seconds.', 'Try again in 8 seconds.']);

    // The waits stop growing at the window's length.
    for (let attempt = 0; attempt < 12; attempt += 1) {
      later(windowMs);
      expect((await signIn(engineer.email, WRONG, uniqueIp())).status).toBe(401);
    }
    expect((await signIn(engineer.email, WRONG, uniqueIp())).body.message).toMatch(/Try again in 15 minutes\.$/);
  });

  it('forgets the delays after a window of quiet once the last wait has ended', async () => {
    const engineer = await createTestEngineer(db);
    await fromManyAddresses(engineer.email, limit + 1);
    later(1000);
    expect((await signIn(engineer.email, WRONG, uniqueIp())).status).toBe(401); // waits 2 s from now
    later(2000 + windowMs - 1);
    expect((await signIn(engineer.email, WRONG, uniqueIp())).status).toBe(401);
    expect((await signIn(engineer.email, WRONG, uniqueIp())).status).toBe(429); // still remembered: 4 s now

    const fresh = await createTestEngineer(db);
    await fromManyAddresses(fresh.email, limit);
    later(1000 + windowMs);
    const answers = await fromManyAddresses(fresh.email, limit + 5);
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(limit);
  });

  it('lets fewer than the limit from unknown addresses start afresh a window after the first', async () => {
    const engineer = await createTestEngineer(db);
    await fromManyAddresses(engineer.email, limit - 1);
    later(windowMs);
    const answers = await fromManyAddresses(engineer.email, limit + 3);
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(limit);
  });

  it('caps an email without an account the same way, so a refusal does not tell whether it is registered', async () => {
    const answers = await fromManyAddresses(uniqueEmail('nobody'), limit + 5);
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(limit).fill(401), ...Array(5).fill(429)]);
  });

  it('counts the address a password reset was finished from as the owner’s', async () => {
    const engineer = await createTestEngineer(db);
    await fromManyAddresses(engineer.email, limit);
    const phone = uniqueIp();
    expect((await signIn(engineer.email, engineer.password, phone)).status).toBe(429);

    const mails: { text: string }[] = [];
    const mailing = createApp({ db, mailer: async (mail) => void mails.push(mail), now: () => clock.now, trustProxy: 1 });
    await callApi(mailing, 'POST', '/create-reset-token', { body: { email: engineer.email } });
    const token = mails.at(-1)?.text.match(/reset token is: ([\w-]+)/)?.[1];
    expect((await callApi(mailing, 'POST', '/update-reset-token', { ip: phone, body: { reset_token: token, password: 'BrandNew123' } })).status).toBe(200);

    expect((await signIn(engineer.email, 'BrandNew123', phone)).status).toBe(200);
  });
});

describe('sign-in limit per address', () => {
  const { limit } = THROTTLES.loginAddress;

  it(`refuses an address after ${limit} failed sign-ins, whatever the accounts, and only that address`, async () => {
    const ip = uniqueIp();
    for (let attempt = 0; attempt < limit; attempt += 1) expect((await signIn(uniqueEmail('guess'), WRONG, ip)).status).toBe(401);
    const engineer = await createTestEngineer(db);
    const refused = await signIn(engineer.email, engineer.password, ip);
    expect(refused).toEqual({ status: 429, body: { message: 'Too many failed sign-ins from your network. Try again in 15 minutes.', code: 'rate_limited' } });
    expect((await signIn(engineer.email, engineer.password, uniqueIp())).status).toBe(200);
  });

  it('does not believe a forged X-Forwarded-For when no proxy is trusted (TRUST_PROXY=0)', async () => {
    const direct = createApp({ db, mailer: async () => undefined, now: () => clock.now, trustProxy: 0 });
    for (let attempt = 0; attempt < limit; attempt += 1) {
      expect((await signIn(uniqueEmail('guess'), WRONG, uniqueIp(), direct)).status).toBe(401);
    }
    expect((await signIn(uniqueEmail('guess'), WRONG, uniqueIp(), direct)).status).toBe(429);
  });

  it('throttles each browser the portal signs in for by its signed address, and ignores a forged one', async () => {
    const direct = createApp({ db, mailer: async () => undefined, now: () => clock.now, trustProxy: 0 });
    const portal = (email: string, password: string, headers: Record<string, string>) =>
      callApi(direct, 'POST', '/login', { headers: { 'x-forwarded-for': '', ...headers }, body: { email, password } });
    const attacker = uniqueIp();
    for (let attempt = 0; attempt < limit; attempt += 1) await portal(uniqueEmail('guess'), WRONG, signClientAddress(attacker));
    expect((await portal(uniqueEmail('guess'), WRONG, signClientAddress(attacker))).status).toBe(429);

    const engineer = await createTestEngineer(db);
    expect((await portal(engineer.email, engineer.password, signClientAddress(uniqueIp()))).status).toBe(200);

    const forged = { ...signClientAddress(attacker), 'x-portal-client-ip': uniqueIp() };
    expect((await portal(uniqueEmail('guess'), WRONG, forged)).status).toBe(429);
  });
});

describe('password hashes', () => {
  it('stores a hash of today’s cost at the next sign-in when the stored one is older', async () => {
    const engineer = await createTestEngineer(db);
    // The hash of "Secret123" (the test password) with the cost this app used before.
    const oldHash = 'scrypt$16384$8$1$kHtraJSZFn84vBgMdcJN4g$RwussTnw6dfgTABDl3xVnTJlExpIP8RgIpVcIHL22npG9XbTpQlQrgj_0SzpZ6BgUTCW6EZF4BI05VvYpfSSzg';
    await db.update(users).set({ passwordHash: oldHash }).where(eq(users.id, engineer.user.id));

    expect((await signIn(engineer.email, engineer.password, uniqueIp())).status).toBe(200);
    const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, engineer.user.id));
    expect(row.passwordHash).not.toBe(oldHash);
    expect(row.passwordHash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect((await signIn(engineer.email, engineer.password, uniqueIp())).status).toBe(200);
  });
});
