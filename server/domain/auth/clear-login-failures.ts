import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { loginPairKey, loginPairPrefix } from './claim-login-attempt';
import { releaseRateLimit } from './hit-rate-limit';
import { LOGIN_PAIR_BUCKET, THROTTLES } from './throttle-rules';

type ClearLoginFailuresOptions = { db: Database; email: string; address: string; isKnownAddress: boolean };

/** A right password: the pair's attempts are forgotten and the address and account get their attempt back. */
export async function clearLoginFailures({ db, email, address, isKnownAddress }: ClearLoginFailuresOptions): Promise<void> {
  await db.delete(rateLimits).where(and(eq(rateLimits.bucket, LOGIN_PAIR_BUCKET), eq(rateLimits.key, loginPairKey(email, address))));
  await releaseRateLimit({ db, rule: THROTTLES.loginAddress, key: address });
  if (!isKnownAddress) await releaseRateLimit({ db, rule: THROTTLES.loginAccountUnknownAddresses, key: email });
}

/** A completed password reset: the account's delays end, from every address. */
export async function clearAccountLoginFailures({ db, email }: { db: Database; email: string }): Promise<void> {
  await db
    .delete(rateLimits)
    .where(and(eq(rateLimits.bucket, LOGIN_PAIR_BUCKET), sql`starts_with(${rateLimits.key}, ${loginPairPrefix(email)})`));
}
