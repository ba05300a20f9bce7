import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { findActiveUserByEmail } from './find-active-user-by-email';
import { issueResetToken } from './issue-reset-token';
import { spendNumericCode } from './spend-numeric-code';

export const INVALID_CODE_MESSAGE = 'Invalid or expired code.';

type VerifyOtpOptions = { db: Database; email: string; otp: string; now?: Date };

/** Trades a valid emailed code for a reset token (then used with update-reset-token). */
export async function verifyOtp({ db, email, otp, now = new Date() }: VerifyOtpOptions): Promise<{ resetToken: string }> {
  const user = await findActiveUserByEmail({ db, email });
  if (!user || !(await spendNumericCode({ db, userId: user.id, kind: 'otp', code: otp, now }))) {
    throw AppError.field('otp', INVALID_CODE_MESSAGE);
  }
  return { resetToken: await issueResetToken({ db, userId: user.id, now }) };
}
