import { and, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customers, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { CompanyActor } from '../assignments/company-actor';

type GetCompanyCustomerOptions = { db: Database; actor: CompanyActor; customerId: number };

/**
 * The users an actor manages: the company owner all of the company's customers, a customer
 * those they added themselves (never their own account).
 */
export function customersManagedBy(actor: CompanyActor): SQL {
  const ofCompany = eq(customers.companyId, actor.companyId);
  return actor.customerId === null ? ofCompany : and(ofCompany, eq(customers.createdBy, actor.userId), ne(customers.userId, actor.userId))!;
}

/** One customer the actor manages (with their user); any other is a 404 like a missing one. */
export async function getCompanyCustomerOrThrow({ db, actor, customerId }: GetCompanyCustomerOptions) {
  const [row] = await db
    .select({ customer: customers, user: users })
    .from(customers)
    .innerJoin(users, eq(users.id, customers.userId))
    .where(and(eq(customers.id, customerId), customersManagedBy(actor), isNull(users.deletedAt)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'User not found.');
  return row;
}
