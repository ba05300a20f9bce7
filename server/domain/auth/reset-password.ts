import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { ROLE_NAME_BY_ID, type RoleId } from '@/constants';
import type { ResetPasswordResult } from '@/contracts/auth';
import type { Database } from '../../db/client';
import { oneTimeCodes, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { hashSecret } from '../../lib/secrets';
import { clearAccountLoginFailures } from './clear-login-failures';
import { rememberSignInAddress } from './remember-sign-in-address';
import { revokeAuthTokens } from './revoke-auth-tokens';

export const INVALID_RESET_TOKEN_MESSAGE = 'Invalid or expired reset token.';

type ResetPasswordOptions = {
  db: Database;
  resetToken: string;
  password: string;
  /** The client's address: whoever holds the mailed token is the owner, so it becomes a known address. */
  address: string;
  now?: Date;
};

/**
 * Sets a new password with a reset token; every session of the user ends and its sign-in delays
 * are lifted; the mailed token proves the address, as the sign-up code would. Answers the
 * account's role, whose sign-in page the portal goes to next.
 */
export async function resetPassword({ db, resetToken, password, address, now = new Date() }: ResetPasswordOptions): Promise<ResetPasswordResult> {
  const isUsable = and(
    eq(oneTimeCodes.codeHash, hashSecret(resetToken)),
    eq(oneTimeCodes.kind, 'reset_token'),
    isNull(oneTimeCodes.usedAt),
    gt(oneTimeCodes.expiresAt, now),
  );
  // Looked up before the new password is hashed: a made-up token costs one indexed read, never a hash.
  const [pending] = await db.select({ id: oneTimeCodes.id }).from(oneTimeCodes).where(isUsable).limit(1);
  if (!pending) throw AppError.field('reset_token', INVALID_RESET_TOKEN_MESSAGE);

  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // Spent here, in the statement that checks it again: of two requests with one token, one wins.
    const [code] = await tx
      .update(oneTimeCodes)
      .set({ usedAt: now })
      .where(and(eq(oneTimeCodes.id, pending.id), isUsable))
      .returning({ userId: oneTimeCodes.userId });
    if (!code) throw AppError.field('reset_token', INVALID_RESET_TOKEN_MESSAGE);

    const [user] = await tx
      .update(users)
      // The token came by mail, so whoever holds it owns the address: an account still waiting for its sign-up code is verified too.
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
      .where(and(eq(users.id, code.userId), isNull(users.deletedAt)))
      .returning({ id: users.id, email: users.email, roleId: users.roleId });
    if (!user) throw AppError.field('reset_token', INVALID_RESET_TOKEN_MESSAGE);

    await revokeAuthTokens({ db: tx, userId: user.id, reason: 'passwordChanged' });
    await clearAccountLoginFailures({ db: tx, email: user.email });
    await rememberSignInAddress({ db: tx, userId: user.id, address, now });
    return { role: ROLE_NAME_BY_ID[user.roleId as RoleId] };
  });
}
