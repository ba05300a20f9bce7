import { FORGOT_PASSWORD_PATH, RESET_TOKEN_TTL_MINUTES, ROLE_NAME_BY_ID, type RoleId } from '@/constants';
import type { Database } from '../../db/client';
import type { Mailer } from '../../lib/mail';
import { findActiveUserByEmail } from './find-active-user-by-email';
import { issueResetToken } from './issue-reset-token';

type CreateResetTokenOptions = {
  db: Database;
  mailer: Mailer;
  email: string;
  /** The portal's address, for the link in the message. */
  portalOrigin: string;
  now?: Date;
};

/** Mails a password-reset token; an unknown email is silently ignored. */
export async function createResetToken({ db, mailer, email, portalOrigin, now = new Date() }: CreateResetTokenOptions): Promise<void> {
  const user = await findActiveUserByEmail({ db, email });
  if (!user) return;

  const token = await issueResetToken({ db, userId: user.id, now });
  const link = new URL(FORGOT_PASSWORD_PATH, portalOrigin);
  // The page's "back to sign in" and the page after the reset lead to this account's own sign-in page.
  link.searchParams.set('role', ROLE_NAME_BY_ID[user.roleId as RoleId]);
  link.searchParams.set('reset_token', token);
  await mailer({
    to: user.email,
    subject: 'Reset your Service Portal password',
    text: [
      `Hello ${user.firstName},`,
      `Your password reset token is: ${token}`,
      `Open ${link.toString()} to choose a new password. The token expires in ${RESET_TOKEN_TTL_MINUTES} minutes.`,
      'If you did not ask to reset your password, you can ignore this message.',
    ].join('\n\n'),
  });
}
