import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ROLE_IDS } from '@/constants';
import type { Database } from '../../db/client';
import { companies, customers, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { verifyPassword } from '../../lib/password';
import { revokeAuthTokens } from './revoke-auth-tokens';

type DeleteAccountOptions = { db: Database; userId: number; password: string };

/**
 * Closes the account after checking the password: it can no longer sign in and its sessions
 * end. A company takes its customers' accounts with it. Rows stay for the work history.
 */
export async function deleteAccount({ db, userId, password }: DeleteAccountOptions): Promise<void> {
  const [user] = await db
    .select({ roleId: users.roleId, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!user || !(await verifyPassword(password, user.passwordHash))) {
    throw AppError.field('password', 'Password is incorrect');
  }

  await db.transaction(async (tx) => {
    const userIds = [userId];
    if (user.roleId === ROLE_IDS.COMPANY) {
      const staff = await tx
        .select({ userId: customers.userId })
        .from(customers)
        .innerJoin(companies, eq(companies.id, customers.companyId))
        .where(eq(companies.ownerUserId, userId));
      userIds.push(...staff.map((row) => row.userId));
    }
    await tx
      .update(users)
      .set({ deletedAt: new Date() })
      .where(and(inArray(users.id, userIds), isNull(users.deletedAt)));
    for (const id of userIds) await revokeAuthTokens({ db: tx, userId: id, reason: 'deleted' });
  });
}
