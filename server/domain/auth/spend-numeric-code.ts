import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client';
import { oneTimeCodes, type OneTimeCodeKind } from '../../db/schema';
import { hashSecret } from '../../lib/secrets';

/** Guesses allowed against one code; the last one spends it whatever it was. */
export const MAX_CODE_ATTEMPTS = 5;

type SpendNumericCodeOptions = { db: Database; userId: number; kind: OneTimeCodeKind; code: string; now?: Date };

/**
 * Spends the user's newest live code of this kind when `code` matches it; false otherwise.
 * Each guess is counted by one UPDATE before it is compared, so however many arrive at once,
 * at most MAX_CODE_ATTEMPTS of them are ever compared with the code.
 */
export async function spendNumericCode({ db, userId, kind, code, now = new Date() }: SpendNumericCodeOptions): Promise<boolean> {
  const newestCode = db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.kind, kind), isNull(oneTimeCodes.usedAt), gt(oneTimeCodes.expiresAt, now)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  const [row] = await db
    .update(oneTimeCodes)
    .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1` })
    .where(and(inArray(oneTimeCodes.id, newestCode), isNull(oneTimeCodes.usedAt), lt(oneTimeCodes.failedAttempts, MAX_CODE_ATTEMPTS)))
    .returning({ id: oneTimeCodes.id, codeHash: oneTimeCodes.codeHash, attempts: oneTimeCodes.failedAttempts });
  if (!row) return false;

  const isRight = timingSafeEqual(Buffer.from(hashSecret(code)), Buffer.from(row.codeHash));
  if (!isRight) {
    if (row.attempts >= MAX_CODE_ATTEMPTS) await db.update(oneTimeCodes).set({ usedAt: now }).where(eq(oneTimeCodes.id, row.id));
    return false;
  }

  const [spent] = await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  return Boolean(spent);
}
