import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { tryAgainIn, type ThrottleRule } from './throttle-rules';

type HitRateLimitOptions = { db: Database; rule: ThrottleRule; key: string; now: Date };

/** Rows this long past their window are deleted now and then. */
const PRUNE_AFTER_MS = 24 * 60 * 60_000;

/**
 * Counts one request against `rule` for `key` and refuses it (429) once the window holds more
 * than `rule.limit`. One INSERT … ON CONFLICT DO UPDATE counts and reads, so concurrent requests
 * each get their own number: of 30 at once, exactly `limit` pass.
 */
export async function hitRateLimit({ db, rule, key, now }: HitRateLimitOptions): Promise<void> {
  const at = now.toISOString();
  const windowStart = new Date(now.getTime() - rule.windowMs).toISOString();
  const isStale = sql`${rateLimits.windowStartedAt} <= ${windowStart}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket: rule.bucket, key, hits: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.key],
      set: {
        // Past the limit the count stops growing: a refused request changes nothing.
        hits: sql`case when ${isStale} then 1 else least(${rateLimits.hits} + 1, ${rule.limit + 1}::integer) end`,
        windowStartedAt: sql`case when ${isStale} then ${at}::timestamptz else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, windowStartedAt: rateLimits.windowStartedAt });

  if (Math.random() < 0.01) await pruneRateLimits({ db, now });
  if (row.hits <= rule.limit) return;
  // A concurrent request that read its clock a moment later may have opened the window: never more than one window.
  const waitMs = Math.min(rule.windowMs, row.windowStartedAt.getTime() + rule.windowMs - now.getTime());
  throw AppError.rateLimited(`${rule.message} ${tryAgainIn(waitMs)}`, waitMs);
}

/** Gives back one counted request (a sign-in that turned out right). */
export async function releaseRateLimit({ db, rule, key }: Omit<HitRateLimitOptions, 'now'>): Promise<void> {
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(and(eq(rateLimits.bucket, rule.bucket), eq(rateLimits.key, key)));
}

async function pruneRateLimits({ db, now }: { db: Database; now: Date }): Promise<void> {
  const before = new Date(now.getTime() - PRUNE_AFTER_MS);
  await db
    .delete(rateLimits)
    // A row with delays stays until a day after its last wait ended too (a long run of delays outlives its first attempt).
    .where(and(lt(rateLimits.windowStartedAt, before), sql`coalesce(${rateLimits.blockedUntil} < ${before.toISOString()}::timestamptz, true)`));
}
