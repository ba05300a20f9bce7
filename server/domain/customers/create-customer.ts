import { sql } from 'drizzle-orm';
import { ROLE_IDS } from '@/constants';
import type { Database } from '../../db/client';
import { companies, customers } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { createUser } from '../auth/create-user';

type CreateCustomerOptions = {
  db: Database;
  companyId: number;
  /** Who adds them: the company owner or one of its customers (who then manages them). The owner when not given. */
  createdBy?: number;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  password: string;
};

/** Adds a customer (a sub-user) to a company; returns the new customer's ids. */
export async function createCustomer({ db, companyId, createdBy, ...person }: CreateCustomerOptions) {
  return db.transaction(async (tx) => {
    // The company vouches for its users: they can sign in at once.
    const user = await createUser({ db: tx, roleId: ROLE_IDS.CUSTOMER, ...person, emailVerifiedAt: new Date() }).catch(pointAtEmail);
    const owner = sql`(select ${companies.ownerUserId} from ${companies} where ${companies.id} = ${companyId})`;
    const [customer] = await tx
      .insert(customers)
      .values({ userId: user.id, companyId, createdBy: createdBy ?? owner })
      .returning();
    return { userId: user.id, customerId: customer.id, companyId };
  });
}

/** A taken email (409) names the email field, so the add-user form shows it there. */
function pointAtEmail(error: unknown): never {
  if (error instanceof AppError && error.code === 'CONFLICT' && !error.errors) throw new AppError('CONFLICT', error.message, [{ path: 'email', message: error.message }]);
  throw error;
}
