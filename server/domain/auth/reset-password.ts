import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oneTimeCodes, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { hashSecret } from '../../lib/secrets';
import { clearAccountLoginFailures } from './clear-login-failures';
import { revokeAuthTokens } from './revoke-auth-tokens';

export const INVALID_RESET_TOKEN_MESSAGE = 'Invalid or expired reset token.';

type ResetPasswordOptions = { db: Database; resetToken: string; password: string; now?: Date };

/** Sets a new password with a reset token; every session of the user ends and its sign-in delays are lifted. */
export async function resetPassword({ db, resetToken, password, now = new Date() }: ResetPasswordOptions): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [code] = await tx
      .update(oneTimeCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(oneTimeCodes.codeHash, hashSecret(resetToken)),
          eq(oneTimeCodes.kind, 'reset_token'),
          isNull(oneTimeCodes.usedAt),
          gt(oneTimeCodes.expiresAt, now),
        ),
      )
      .returning({ userId: oneTimeCodes.userId });
    if (!code) throw AppError.field('reset_token', INVALID_RESET_TOKEN_MESSAGE);

    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, code.userId), isNull(users.deletedAt)))
      .returning({ id: users.id, email: users.email });
    if (!user) throw AppError.field('reset_token', INVALID_RESET_TOKEN_MESSAGE);

    await revokeAuthTokens({ db: tx, userId: user.id, reason: 'passwordChanged' });
    await clearAccountLoginFailures({ db: tx, email: user.email });
  });
}
