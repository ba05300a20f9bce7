import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customers, users } from '../../db/schema';
import { AppError } from '../../lib/errors';

type GetCompanyCustomerOptions = { db: Database; companyId: number; customerId: number };

/** One of the company's customers (with their user); another company's is a 404 like a missing one. */
export async function getCompanyCustomerOrThrow({ db, companyId, customerId }: GetCompanyCustomerOptions) {
  const [row] = await db
    .select({ customer: customers, user: users })
    .from(customers)
    .innerJoin(users, eq(users.id, customers.userId))
    .where(and(eq(customers.id, customerId), eq(customers.companyId, companyId), isNull(users.deletedAt)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'User not found.');
  return row;
}
