import { and, eq, isNull } from 'drizzle-orm';
import { ROLE_NAME_BY_ID, type RoleId } from '@/constants';
import type { Database } from '../../db/client';
import { companies, customers, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '@/contracts/auth';
import { toPersonFields } from './to-person-fields';

type GetSessionUserOptions = { db: Database; userId: number };

/** The user as the portal keeps it after sign-in; company_id is the owned or the employing company. */
export async function getSessionUser({ db, userId }: GetSessionUserOptions): Promise<SessionUser> {
  const [row] = await db
    .select({
      user: users,
      customerId: customers.id,
      customerCompanyId: customers.companyId,
      ownedCompanyId: companies.id,
    })
    .from(users)
    .leftJoin(customers, eq(customers.userId, users.id))
    .leftJoin(companies, eq(companies.ownerUserId, users.id))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'User not found.');

  const { user } = row;
  return {
    ...toPersonFields(user),
    role: ROLE_NAME_BY_ID[user.roleId as RoleId],
    role_id: user.roleId,
    company_id: row.ownedCompanyId ?? row.customerCompanyId ?? null,
    customer_id: row.customerId ?? null,
  };
}
