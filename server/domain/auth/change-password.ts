import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { revokeAuthTokens } from './revoke-auth-tokens';

type ChangePasswordOptions = {
  db: Database;
  userId: number;
  /** The session making the change stays signed in; every other one ends. */
  currentTokenId: number;
  oldPassword: string;
  newPassword: string;
};

export async function changePassword({ db, userId, currentTokenId, oldPassword, newPassword }: ChangePasswordOptions) {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(oldPassword, user.passwordHash))) {
    throw AppError.field('old_password', 'Current password is incorrect');
  }
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await revokeAuthTokens({ db: tx, userId, reason: 'passwordChanged', exceptTokenId: currentTokenId });
  });
}
