import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { idempotencyCutoff, isAbandonedClaim } from './idempotency-window';

/** `apiKeyId`: the API key the request came with, 0 for the user's sessions (each is a caller of its own). */
type ClaimIdempotencyKeyOptions = { db: Database; userId: number; apiKeyId: number; key: string; requestHash: string; now: Date };

/** Either the key is now this request's to run, or it already has an answer to give again. */
export type IdempotencyClaim = { kind: 'claimed' } | { kind: 'replay'; status: number; body: unknown };

export const KEY_IN_PROGRESS_MESSAGE = 'A request with this Idempotency-Key is still being processed; try again in a moment.';
export const KEY_MISMATCH_MESSAGE = 'This Idempotency-Key was already used for a different request.';

/**
 * Claims the caller's key (the user's sessions, or one API key of theirs) for this request with one INSERT … ON CONFLICT DO NOTHING, committed on
 * its own before any work starts: of racing duplicates exactly one inserts and runs, the others
 * find its row. A row with an answer is replayed (422 when it was for another request), one
 * without is still running (409). A row past the window, a claim abandoned by a stopped process,
 * or one released between the insert and the read no longer counts: the claim is tried again.
 */
export async function claimIdempotencyKey({ db, userId, apiKeyId, key, requestHash, now }: ClaimIdempotencyKeyOptions): Promise<IdempotencyClaim> {
  const thisKey = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.apiKeyId, apiKeyId), eq(idempotencyKeys.key, key));
  for (let attempt = 0; attempt < 3; attempt++) {
    const inserted = await db.insert(idempotencyKeys).values({ userId, apiKeyId, key, requestHash, createdAt: now }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) return { kind: 'claimed' };

    const [existing] = await db.select().from(idempotencyKeys).where(thisKey);
    if (!existing) continue;
    if (existing.createdAt < idempotencyCutoff(now)) {
      await db.delete(idempotencyKeys).where(and(thisKey, lt(idempotencyKeys.createdAt, idempotencyCutoff(now))));
      continue;
    }
    if (isAbandonedClaim(existing, now)) {
      // Only that same unanswered claim goes: of racing takeovers one deletes it, then one inserts.
      await db.delete(idempotencyKeys).where(and(thisKey, eq(idempotencyKeys.createdAt, existing.createdAt), isNull(idempotencyKeys.responseStatus)));
      continue;
    }
    if (existing.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_MISMATCH', KEY_MISMATCH_MESSAGE);
    if (existing.responseStatus === null) throw new AppError('CONFLICT', KEY_IN_PROGRESS_MESSAGE);
    return { kind: 'replay', status: existing.responseStatus, body: existing.responseBody };
  }
  throw new AppError('CONFLICT', KEY_IN_PROGRESS_MESSAGE);
}
