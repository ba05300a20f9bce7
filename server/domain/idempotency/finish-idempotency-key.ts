import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

type FinishOptions = { db: Database; userId: number; key: string };

const claimOf = (userId: number, key: string) => and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), isNull(idempotencyKeys.responseStatus));

/** Keeps the answer of a claimed key, to be replayed to a retry with the same key. */
export async function saveIdempotentAnswer({ db, userId, key, status, body }: FinishOptions & { status: number; body: unknown }): Promise<void> {
  await db.update(idempotencyKeys).set({ responseStatus: status, responseBody: body }).where(claimOf(userId, key));
}

/** Gives up a claimed key whose request failed on the server's side, so a retry runs it again. */
export async function releaseIdempotencyKey({ db, userId, key }: FinishOptions): Promise<void> {
  await db.delete(idempotencyKeys).where(claimOf(userId, key));
}
