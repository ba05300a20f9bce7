import { EMAIL_VERIFICATION_TTL_HOURS, REGISTRATION_PATHS, ROLE_IDS } from '@/constants';
import type { Database } from '../../db/client';
import type { Mailer } from '../../lib/mail';
import { findActiveUserByEmail } from './find-active-user-by-email';
import { issueNumericCode } from './issue-numeric-code';

type SendVerificationCodeOptions = {
  db: Database;
  mailer: Mailer;
  email: string;
  /** The portal's address, for the link in the message. */
  portalOrigin: string;
  now?: Date;
};

/**
 * Mails a new code (and a link carrying it) to an account whose email is not verified yet; any
 * other email is silently ignored, so the answer never tells whether an account exists. A new
 * code replaces any earlier one.
 */
export async function sendVerificationCode({ db, mailer, email, portalOrigin, now = new Date() }: SendVerificationCodeOptions): Promise<void> {
  const user = await findActiveUserByEmail({ db, email });
  if (!user || user.emailVerifiedAt) return;

  const code = await issueNumericCode({ db, userId: user.id, kind: 'email_verification', ttlMinutes: EMAIL_VERIFICATION_TTL_HOURS * 60, now });
  const link = new URL(user.roleId === ROLE_IDS.COMPANY ? REGISTRATION_PATHS.company : REGISTRATION_PATHS.field_engineer, portalOrigin);
  link.searchParams.set('email', user.email);
  link.searchParams.set('code', code);
  await mailer({
    to: user.email,
    subject: 'Verify your email for Service Portal',
    text: [
      `Hello ${user.firstName},`,
      `Your verification code is ${code}. It expires in ${EMAIL_VERIFICATION_TTL_HOURS} hours.`,
      `Enter it on the sign-up page, or open ${link.toString()} to verify your email. You can sign in once it is verified.`,
      'If you did not sign up for Service Portal, you can ignore this message: the account cannot be used without this code.',
    ].join('\n\n'),
  });
}
