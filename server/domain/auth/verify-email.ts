import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { findActiveUserByEmail } from './find-active-user-by-email';
import { spendNumericCode } from './spend-numeric-code';
import { INVALID_CODE_MESSAGE } from './verify-otp';

type VerifyEmailOptions = { db: Database; email: string; code: string; now?: Date };

/** The code mailed at sign-up proves the address: the account can sign in from now on. */
export async function verifyEmail({ db, email, code, now = new Date() }: VerifyEmailOptions): Promise<void> {
  const user = await findActiveUserByEmail({ db, email });
  const isProven = Boolean(user && !user.emailVerifiedAt && (await spendNumericCode({ db, userId: user.id, kind: 'email_verification', code, now })));
  if (!user || !isProven) throw AppError.field('code', INVALID_CODE_MESSAGE);
  await db.update(users).set({ emailVerifiedAt: now }).where(and(eq(users.id, user.id), isNull(users.emailVerifiedAt)));
}
