import { and, eq, isNull } from 'drizzle-orm';
import { FORGOT_PASSWORD_PATH, LOGIN_PATHS, ROLE_NAME_BY_ID, type RoleId } from '@/constants';
import type { CompanyRegisterInput, EngineerSignupInput } from '@/contracts/auth';
import type { Database } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Mailer } from '../../lib/mail';
import { hashPassword } from '../../lib/password';
import { createEngineerAccount } from './create-engineer-account';
import { findActiveUserByEmail } from './find-active-user-by-email';
import { registerCompany } from './register-company';
import { sendVerificationCode } from './send-verification-code';

type SignUp = { role: 'field_engineer'; input: EngineerSignupInput } | { role: 'company'; input: CompanyRegisterInput };

type StartSignUpOptions = {
  db: Database;
  mailer: Mailer;
  /** The portal's address, for the links in the messages. */
  portalOrigin: string;
  signUp: SignUp;
};

/**
 * A sign-up whose answer tells nothing about the email: a new address gets an account that
 * cannot sign in until the code mailed to it is entered; an address that already has an
 * account gets a mail saying someone tried. Both hash the password and send one mail, so
 * neither the answer nor the time it takes differs.
 */
export async function startSignUp({ db, mailer, portalOrigin, signUp }: StartSignUpOptions): Promise<void> {
  const existing = await findActiveUserByEmail({ db, email: signUp.input.email });
  if (existing?.emailVerifiedAt) {
    // The work creating an account would have done.
    await hashPassword(signUp.input.password);
    await mailer(signUpAttemptMail(existing, portalOrigin));
    return;
  }
  try {
    await db.transaction(async (tx) => {
      // An account nobody verified is only a pending sign-up: the newest replaces it (and its
      // code), so whoever reads the mailbox ends up with the password they chose themselves.
      if (existing) await tx.delete(users).where(and(eq(users.id, existing.id), isNull(users.emailVerifiedAt)));
      if (signUp.role === 'company') await registerCompany({ db: tx, input: signUp.input, emailVerifiedAt: null });
      else await createEngineerAccount({ db: tx, input: signUp.input, emailVerifiedAt: null });
    });
  } catch (error) {
    // A simultaneous sign-up for this email won the unique index; it mails its own code.
    if (error instanceof AppError && error.code === 'CONFLICT') return;
    throw error;
  }
  await sendVerificationCode({ db, mailer, email: signUp.input.email, portalOrigin });
}

function signUpAttemptMail(owner: UserRow, portalOrigin: string) {
  const role = ROLE_NAME_BY_ID[owner.roleId as RoleId];
  const forgot = new URL(FORGOT_PASSWORD_PATH, portalOrigin);
  forgot.searchParams.set('role', role);
  return {
    to: owner.email,
    subject: 'Someone tried to sign up with your email',
    text: [
      `Hello ${owner.firstName},`,
      'Someone, perhaps you, tried to create a new Service Portal account with this email address. You already have an account, so nothing was created and nothing about your account changed.',
      `To sign in, open ${new URL(LOGIN_PATHS[role], portalOrigin).toString()}. Forgot your password? Open ${forgot.toString()} to choose a new one.`,
      'If it was not you, you can ignore this message.',
    ].join('\n\n'),
  };
}
