import { and, eq, sql, type SQL } from 'drizzle-orm';
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
 * - per account, from all the addresses it was never signed in from together (many addresses
 *   sharing the guessing of one password): THROTTLES.loginAccountUnknownAddresses.limit attempts
 *   in its window, then growing delays: each further attempt from any unknown address must wait
 *   1 s, 2 s, 4 s … (at most the window) after the last one. Once in the delays, the count is
 *   forgotten only after a window of quiet. Addresses the account has been signed in from are
 *   neither counted nor delayed.
 * - per account and address pair, growing delays: after LOGIN_FREE_ATTEMPTS attempts each one
 *   must wait 1 s, 2 s, 4 s … (at most LOGIN_MAX_DELAY_MS) after the last. Someone guessing from
 *   another address delays only themselves; a success or a completed reset clears the pair.
 */
export async function claimLoginAttempt({ db, email, address, isKnownAddress, now }: ClaimLoginAttemptOptions): Promise<void> {
  await hitRateLimit({ db, rule: THROTTLES.loginAddress, key: address, now });
  // Refused before any check: a refusal does not count as a failure of the limits already passed.
  if (!isKnownAddress) {
    const accountWaitMs = await claimDelayedAttempt({ db, rule: UNKNOWN_ADDRESSES_DELAYS, key: email, now }).catch(async (error: unknown) => {
      await releaseRateLimit({ db, rule: THROTTLES.loginAddress, key: address });
      throw error;
    });
    if (accountWaitMs !== undefined) {
      await releaseRateLimit({ db, rule: THROTTLES.loginAddress, key: address });
      throw AppError.rateLimited(`${THROTTLES.loginAccountUnknownAddresses.message} ${tryAgainIn(accountWaitMs)}`, accountWaitMs);
    }
  }
  const waitMs = await claimDelayedAttempt({ db, rule: PAIR_DELAYS, key: loginPairKey(email, address), now });
  if (waitMs === undefined) return;
  await releaseRateLimit({ db, rule: THROTTLES.loginAddress, key: address });
  if (!isKnownAddress) await releaseRateLimit({ db, rule: THROTTLES.loginAccountUnknownAddresses, key: email });
  throw AppError.rateLimited(`${TOO_MANY_SIGN_INS_MESSAGE} ${tryAgainIn(waitMs)}`, waitMs);
}

/**
 * Attempts counted with growing delays: `freeAttempts` without waiting, then each one must wait
 * 1 s, 2 s, 4 s … (at most `maxDelayMs`) after the one before. `isStale` tells, in SQL, when a
 * row's attempts are forgotten (`at` is the attempt's time).
 */
type DelayRule = { bucket: string; freeAttempts: number; maxDelayMs: number; isStale: (at: SQL) => SQL };

const PAIR_DELAYS: DelayRule = {
  bucket: LOGIN_PAIR_BUCKET,
  freeAttempts: LOGIN_FREE_ATTEMPTS,
  maxDelayMs: LOGIN_MAX_DELAY_MS,
  isStale: (at) => sql`${rateLimits.windowStartedAt} <= ${at} - make_interval(secs => ${LOGIN_PAIR_MEMORY_MS / 1000}::integer)`,
};

const UNKNOWN_ADDRESSES_DELAYS: DelayRule = {
  bucket: THROTTLES.loginAccountUnknownAddresses.bucket,
  freeAttempts: THROTTLES.loginAccountUnknownAddresses.limit,
  maxDelayMs: THROTTLES.loginAccountUnknownAddresses.windowMs,
  // Under the limit: a window from the first attempt. In the delays: a window of quiet after the last wait ended.
  isStale: (at) => {
    const windowAgo = sql`${at} - make_interval(secs => ${THROTTLES.loginAccountUnknownAddresses.windowMs / 1000}::integer)`;
    return sql`((${rateLimits.hits} < ${THROTTLES.loginAccountUnknownAddresses.limit}::integer and ${rateLimits.windowStartedAt} <= ${windowAgo}) or coalesce(${rateLimits.blockedUntil}, ${rateLimits.windowStartedAt}) <= ${windowAgo})`;
  },
};

/** Counts the attempt and sets the next allowed time in one statement; answers the wait when it is too early. */
async function claimDelayedAttempt({ db, rule, key, now }: { db: Database; rule: DelayRule; key: string; now: Date }): Promise<number | undefined> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const isStale = rule.isStale(at);
  const attempts = sql`case when ${isStale} then 1 else ${rateLimits.hits} + 1 end`;
  const [taken] = await db
    .insert(rateLimits)
    .values({ bucket: rule.bucket, key, hits: 1, windowStartedAt: now, blockedUntil: new Date(now.getTime() + delayAfter(1, rule)) })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.key],
      set: {
        hits: attempts,
        windowStartedAt: sql`case when ${isStale} then ${at} else ${rateLimits.windowStartedAt} end`,
        blockedUntil: sql`${at} + make_interval(secs => case when ${attempts} < ${rule.freeAttempts}::integer then 0 else least(power(2, ${attempts} - ${rule.freeAttempts}::integer), ${rule.maxDelayMs / 1000}::integer) end)`,
      },
      // Too early: the row stays as it is and nothing is returned.
      setWhere: sql`${rateLimits.blockedUntil} is null or ${rateLimits.blockedUntil} <= ${at} or ${isStale}`,
    })
    .returning({ hits: rateLimits.hits });
  if (taken) return undefined;

  const [row] = await db
    .select({ blockedUntil: rateLimits.blockedUntil })
    .from(rateLimits)
    .where(and(eq(rateLimits.bucket, rule.bucket), eq(rateLimits.key, key)));
  return Math.max(0, (row?.blockedUntil?.getTime() ?? now.getTime()) - now.getTime());
}

/** The wait imposed after the n-th attempt (the same rule as the SQL above); the pair's rule unless told. */
export function delayAfter(attempt: number, { freeAttempts, maxDelayMs }: Pick<DelayRule, 'freeAttempts' | 'maxDelayMs'> = PAIR_DELAYS): number {
  if (attempt < freeAttempts) return 0;
  return Math.min(2 ** (attempt - freeAttempts) * 1000, maxDelayMs);
}
