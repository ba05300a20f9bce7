import { and, eq, sql } from 'drizzle-orm';
import { ACTED_AT_CLOCK_SKEW_MS, ACTED_AT_MAX_AGE_HOURS } from '@/constants';
import type { Database } from '../../db/client';
import { assignmentLogs } from '../../db/schema';
import { AppError } from '../../lib/errors';

type ResolveActedAtOptions = {
  db: Database;
  assignmentId: number;
  userId: number;
  /** The acted_at the request carried (ISO 8601), if any. */
  actedAt: string | undefined;
  now: Date;
  /** Whether it must not be before the user's previous step on the order (false for a message). */
  followsPreviousStep?: boolean;
};

const FIELD = 'acted_at';

/**
 * When the user acted, for an action queued offline and sent later, or null when it is the
 * arrival time. A time within a phone's clock drift of the server's, either way, is taken as it
 * is (no later than now) without further checks: an action sent at once carries its time too (so
 * a retry of it is the same request), and a slow phone's clock must not refuse it as before the
 * step just taken. Beyond the drift, within limits, so a queued action cannot rewrite history: not
 * ahead of the server's clock, at most 24 hours old, and not before the user's own previous step
 * on the order (their steps keep their order; the other side's steps meanwhile do not refuse it).
 * Call it once the user may act on the order.
 */
export async function resolveActedAt({ db, assignmentId, userId, actedAt, now, followsPreviousStep = true }: ResolveActedAtOptions): Promise<Date | null> {
  if (actedAt === undefined) return null;
  const at = new Date(actedAt);
  if (Math.abs(at.getTime() - now.getTime()) <= ACTED_AT_CLOCK_SKEW_MS) return at.getTime() > now.getTime() ? now : at;
  if (at.getTime() > now.getTime()) {
    throw AppError.field(FIELD, 'The time of this action is in the future. Check the date and time of your device.');
  }
  if (at.getTime() < now.getTime() - ACTED_AT_MAX_AGE_HOURS * 3_600_000) {
    throw AppError.field(FIELD, `This action was taken more than ${ACTED_AT_MAX_AGE_HOURS} hours ago and can no longer be sent. Please do it again.`);
  }
  if (followsPreviousStep) {
    const [previous] = await db
      .select({ at: sql<Date | string | null>`max(coalesce(${assignmentLogs.actedAt}, ${assignmentLogs.createdAt}))` })
      .from(assignmentLogs)
      .where(and(eq(assignmentLogs.assignmentId, assignmentId), eq(assignmentLogs.userId, userId)));
    const previousAt = previous?.at ? new Date(previous.at) : null;
    if (previousAt && at.getTime() < previousAt.getTime()) {
      throw AppError.field(FIELD, `The time of this action is before your previous step on this work order (${previousAt.toISOString()}).`);
    }
  }
  return at;
}
