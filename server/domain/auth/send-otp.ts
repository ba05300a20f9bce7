import { and, eq, isNull } from 'drizzle-orm';
import { OTP_LENGTH, OTP_TTL_MINUTES } from '@/constants';
import type { Database } from '../../db/client';
import { oneTimeCodes } from '../../db/schema';
import type { Mailer } from '../../lib/mail';
import { generateNumericCode, hashSecret } from '../../lib/secrets';
import { findActiveUserByEmail } from './find-active-user-by-email';

type SendOtpOptions = { db: Database; mailer: Mailer; email: string; now?: Date };

/**
 * Mails a one-time code for resetting the password. An unknown email is silently ignored, so
 * the answer never tells whether an account exists. A new code replaces any earlier one.
 */
export async function sendOtp({ db, mailer, email, now = new Date() }: SendOtpOptions): Promise<void> {
  const user = await findActiveUserByEmail({ db, email });
  if (!user) return;

  const code = generateNumericCode(OTP_LENGTH);
  await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(and(eq(oneTimeCodes.userId, user.id), eq(oneTimeCodes.kind, 'otp'), isNull(oneTimeCodes.usedAt)));
  await db.insert(oneTimeCodes).values({
    userId: user.id,
    kind: 'otp',
    codeHash: hashSecret(code),
    expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000),
  });

  await mailer({
    to: user.email,
    subject: 'Your Service Portal verification code',
    text: [
      `Hello ${user.firstName},`,
      `Your verification code is ${code}. It expires in ${OTP_TTL_MINUTES} minutes.`,
      'If you did not ask to reset your password, you can ignore this message.',
    ].join('\n\n'),
  });
}
