import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

/** The claim this request made: the caller's key claimed at `claimedAt` (a later claim of the key, after a takeover, is another). */
type FinishOptions = { db: Database; userId: number; apiKeyId: number; key: string; claimedAt: Date };

const claimOf = ({ userId, apiKeyId, key, claimedAt }: FinishOptions) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.apiKeyId, apiKeyId), eq(idempotencyKeys.key, key), eq(idempotencyKeys.createdAt, claimedAt), isNull(idempotencyKeys.responseStatus));

/** Keeps the answer of a claimed key, to be replayed to a retry with the same key. */
export async function saveIdempotentAnswer({ status, body, ...claim }: FinishOptions & { status: number; body: unknown }): Promise<void> {
  await claim.db.update(idempotencyKeys).set({ responseStatus: status, responseBody: body }).where(claimOf(claim));
}

/** Gives up a claimed key whose request failed on the server's side, so a retry runs it again. */
export async function releaseIdempotencyKey(claim: FinishOptions): Promise<void> {
  await claim.db.delete(idempotencyKeys).where(claimOf(claim));
}
