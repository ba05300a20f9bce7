import { OTP_TTL_MINUTES } from '@/constants';
import type { Database } from '../../db/client';
import type { Mailer } from '../../lib/mail';
import { findActiveUserByEmail } from './find-active-user-by-email';
import { issueNumericCode } from './issue-numeric-code';

type SendOtpOptions = { db: Database; mailer: Mailer; email: string; now?: Date };

/**
 * Mails a one-time code for resetting the password. An unknown email is silently ignored, so
 * the answer never tells whether an account exists. A new code replaces any earlier one.
 */
export async function sendOtp({ db, mailer, email, now = new Date() }: SendOtpOptions): Promise<void> {
  const user = await findActiveUserByEmail({ db, email });
  if (!user) return;

  const code = await issueNumericCode({ db, userId: user.id, kind: 'otp', ttlMinutes: OTP_TTL_MINUTES, now });

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
