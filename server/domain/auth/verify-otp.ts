import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client';
import { oneTimeCodes } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { hashSecret } from '../../lib/secrets';
import { findActiveUserByEmail } from './find-active-user-by-email';
import { issueResetToken } from './issue-reset-token';

export const INVALID_CODE_MESSAGE = 'Invalid or expired code.';

/** Guesses allowed against one code; the last one spends it whatever it was. */
export const MAX_CODE_ATTEMPTS = 5;

type VerifyOtpOptions = { db: Database; email: string; otp: string; now?: Date };

/**
 * Trades a valid emailed code for a reset token (then used with update-reset-token). Each
 * guess is counted by one UPDATE before it is compared, so however many arrive at once, at
 * most MAX_CODE_ATTEMPTS of them are ever compared with the code.
 */
export async function verifyOtp({ db, email, otp, now = new Date() }: VerifyOtpOptions): Promise<{ resetToken: string }> {
  const invalid = AppError.field('otp', INVALID_CODE_MESSAGE);
  const user = await findActiveUserByEmail({ db, email });
  if (!user) throw invalid;

  const newestCode = db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, user.id), eq(oneTimeCodes.kind, 'otp'), isNull(oneTimeCodes.usedAt), gt(oneTimeCodes.expiresAt, now)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  const [code] = await db
    .update(oneTimeCodes)
    .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1` })
    .where(and(inArray(oneTimeCodes.id, newestCode), isNull(oneTimeCodes.usedAt), lt(oneTimeCodes.failedAttempts, MAX_CODE_ATTEMPTS)))
    .returning({ id: oneTimeCodes.id, codeHash: oneTimeCodes.codeHash, attempts: oneTimeCodes.failedAttempts });
  if (!code) throw invalid;

  const isRight = timingSafeEqual(Buffer.from(hashSecret(otp)), Buffer.from(code.codeHash));
  if (!isRight) {
    if (code.attempts >= MAX_CODE_ATTEMPTS) await db.update(oneTimeCodes).set({ usedAt: now }).where(eq(oneTimeCodes.id, code.id));
    throw invalid;
  }

  const [spent] = await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(and(eq(oneTimeCodes.id, code.id), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  if (!spent) throw invalid;
  return { resetToken: await issueResetToken({ db, userId: user.id, now }) };
}
