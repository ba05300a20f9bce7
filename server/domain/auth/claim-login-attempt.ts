import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { hitRateLimit, releaseRateLimit } from './hit-rate-limit';
import { LOGIN_FREE_ATTEMPTS, LOGIN_MAX_DELAY_MS, LOGIN_PAIR_BUCKET, LOGIN_PAIR_MEMORY_MS, THROTTLES, tryAgainIn } from './throttle-rules';

type ClaimLoginAttemptOptions = {
  db: Database;
  email: string;
  address: string;
  /** The account has been signed in to from this address before (see isKnownSignInAddress). */
  isKnownAddress: boolean;
  now: Date;
};

export const TOO_MANY_SIGN_INS_MESSAGE = 'Too many sign-in attempts.';

/** The key of an account and address pair; `loginPairPrefix` finds all of an account's pairs. */
export const loginPairKey = (email: string, address: string) => `${loginPairPrefix(email)}${address}`;
export const loginPairPrefix = (email: string) => `${email}\n`;

/**
 * Takes a sign-in attempt before the password is checked, or refuses it (429). Counting first
 * makes it atomic: of 30 attempts at once only those the counters let through reach the check.
 *
 * Three limits, none of which lets a stranger lock the owner out where the owner has signed in before:
 * - per address, THROTTLES.loginAddress failed sign-ins in its window, whatever the account.
 * - per account, THROTTLES.loginAccountUnknownAddresses failed sign-ins in its window from all
 *   the addresses it was never signed in from together: many addresses sharing the guessing
 *   of one password. Addresses the account has been signed in from are neither counted nor refused.
 * - per account and address pair, growing delays: after LOGIN_FREE_ATTEMPTS attempts each one
 *   must wait 1 s, 2 s, 4 s … (at most LOGIN_MAX_DELAY_MS) after the last. Someone guessing from
 *   another address delays only themselves; a success or a completed reset clears the pair.
 */
export async function claimLoginAttempt({ db, email, address, isKnownAddress, now }: ClaimLoginAttemptOptions): Promise<void> {
  await hitRateLimit({ db, rule: THROTTLES.loginAddress, key: address, now });
  // Refused before any check: a refusal does not count as a failure of the limits already passed.
  if (!isKnownAddress) {
    await hitRateLimit({ db, rule: THROTTLES.loginAccountUnknownAddresses, key: email, now }).catch(async (error: unknown) => {
      await releaseRateLimit({ db, rule: THROTTLES.loginAddress, key: address });
      throw error;
    });
  }
  const waitMs = await claimPairAttempt({ db, key: loginPairKey(email, address), now });
  if (waitMs === undefined) return;
  await releaseRateLimit({ db, rule: THROTTLES.loginAddress, key: address });
  if (!isKnownAddress) await releaseRateLimit({ db, rule: THROTTLES.loginAccountUnknownAddresses, key: email });
  throw AppError.rateLimited(`${TOO_MANY_SIGN_INS_MESSAGE} ${tryAgainIn(waitMs)}`, waitMs);
}

/** Counts the attempt and sets the pair's next allowed time in one statement; answers the wait when it is too early. */
async function claimPairAttempt({ db, key, now }: { db: Database; key: string; now: Date }): Promise<number | undefined> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const isStale = sql`${rateLimits.windowStartedAt} <= ${new Date(now.getTime() - LOGIN_PAIR_MEMORY_MS).toISOString()}::timestamptz`;
  const attempts = sql`case when ${isStale} then 1 else ${rateLimits.hits} + 1 end`;
  const [taken] = await db
    .insert(rateLimits)
    .values({ bucket: LOGIN_PAIR_BUCKET, key, hits: 1, windowStartedAt: now, blockedUntil: new Date(now.getTime() + delayAfter(1)) })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.key],
      set: {
        hits: attempts,
        windowStartedAt: sql`case when ${isStale} then ${at} else ${rateLimits.windowStartedAt} end`,
        blockedUntil: sql`${at} + make_interval(secs => case when ${attempts} < ${LOGIN_FREE_ATTEMPTS}::integer then 0 else least(power(2, ${attempts} - ${LOGIN_FREE_ATTEMPTS}::integer), ${LOGIN_MAX_DELAY_MS / 1000}::integer) end)`,
      },
      // Too early: the row stays as it is and nothing is returned.
      setWhere: sql`${rateLimits.blockedUntil} is null or ${rateLimits.blockedUntil} <= ${at} or ${isStale}`,
    })
    .returning({ hits: rateLimits.hits });
  if (taken) return undefined;

  const [pair] = await db
    .select({ blockedUntil: rateLimits.blockedUntil })
    .from(rateLimits)
    .where(and(eq(rateLimits.bucket, LOGIN_PAIR_BUCKET), eq(rateLimits.key, key)));
  return Math.max(0, (pair?.blockedUntil?.getTime() ?? now.getTime()) - now.getTime());
}

/** The wait imposed after the n-th attempt of a pair (the same rule as the SQL above). */
export function delayAfter(attempt: number): number {
  if (attempt < LOGIN_FREE_ATTEMPTS) return 0;
  return Math.min(2 ** (attempt - LOGIN_FREE_ATTEMPTS) * 1000, LOGIN_MAX_DELAY_MS);
}
