import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client';
import { oneTimeCodes } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { hashSecret } from '../../lib/secrets';
import { findActiveUserByEmail } from './find-active-user-by-email';
import { issueResetToken } from './issue-reset-token';

export const INVALID_CODE_MESSAGE = 'Invalid or expired code.';

/** Wrong guesses allowed before a code is spent. */
const MAX_CODE_ATTEMPTS = 5;

type VerifyOtpOptions = { db: Database; email: string; otp: string; now?: Date };

/** Trades a valid emailed code for a reset token (then used with update-reset-token). */
export async function verifyOtp({ db, email, otp, now = new Date() }: VerifyOtpOptions): Promise<{ resetToken: string }> {
  const invalid = AppError.field('otp', INVALID_CODE_MESSAGE);
  const user = await findActiveUserByEmail({ db, email });
  if (!user) throw invalid;

  const [code] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, user.id),
        eq(oneTimeCodes.kind, 'otp'),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!code) throw invalid;

  if (!timingSafeEqual(Buffer.from(hashSecret(otp)), Buffer.from(code.codeHash))) {
    const failedAttempts = code.failedAttempts + 1;
    await db
      .update(oneTimeCodes)
      .set({ failedAttempts, usedAt: failedAttempts >= MAX_CODE_ATTEMPTS ? now : null })
      .where(eq(oneTimeCodes.id, code.id));
    throw invalid;
  }

  await db.update(oneTimeCodes).set({ usedAt: now }).where(eq(oneTimeCodes.id, code.id));
  return { resetToken: await issueResetToken({ db, userId: user.id, now }) };
}
