import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { toErrorResponse } from './error-handler';
import { hashPassword, needsRehash, PASSWORD_WORK_BUSY_MESSAGE, PASSWORD_WORK_LIMITS, STANDARD_COST, verifyPassword } from './password';

/** A hash as an older version of the app stored it (N=2^14, p=1). */
function oldHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 64, { N: 16_384, r: 8, p: 1 });
  return ['scrypt', 16_384, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Password123!');
    // The API suite runs with PASSWORD_HASH_COST=test (vitest.config.ts), a cheap cost.
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('Password123!', hash)).toBe(true);
    expect(await verifyPassword('password123!', hash)).toBe(false);
  });

  it('uses one of OWASP’s scrypt settings outside tests', () => {
    expect(STANDARD_COST).toEqual({ N: 2 ** 15, r: 8, p: 3 });
  });

  it('still verifies a hash of other parameters, and says it needs hashing again', async () => {
    const stored = oldHash('Password123!');
    expect(await verifyPassword('Password123!', stored)).toBe(true);
    expect(needsRehash(stored)).toBe(true);
    expect(needsRehash(await hashPassword('Password123!'))).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('refuses a stored value it does not understand, or whose cost is absurd', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$1$2$3$abc$def')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1073741824$8$1$abc$def')).toBe(false);
  });
});

describe('password work of the whole process', () => {
  it('hashes a bounded number at once, lets a few wait and refuses the rest with a 429 and Retry-After', async () => {
    const hash = await hashPassword('Password123!');
    const { concurrency, maxWaiting } = PASSWORD_WORK_LIMITS;
    const checks = Array.from({ length: concurrency + maxWaiting + 5 }, () => verifyPassword('Password123!', hash).then(
      (isValid) => ({ isValid }),
      (error: unknown) => ({ error }),
    ));
    const outcomes = await Promise.all(checks);

    expect(outcomes.filter((outcome) => 'isValid' in outcome && outcome.isValid)).toHaveLength(concurrency + maxWaiting);
    const refusals = outcomes.flatMap((outcome) => ('error' in outcome ? [toErrorResponse(outcome.error)] : []));
    expect(refusals).toHaveLength(5);
    expect(refusals[0]).toEqual({
      status: 429,
      body: { message: PASSWORD_WORK_BUSY_MESSAGE, code: 'rate_limited' },
      headers: { 'Retry-After': '1' },
    });
    expect(await verifyPassword('Password123!', hash)).toBe(true);
  });
});
