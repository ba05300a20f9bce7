import { ROLE_IDS } from '@/constants';
import type { Database } from '../../db/client';
import { customers } from '../../db/schema';
import { createUser } from '../auth/create-user';

type CreateCustomerOptions = {
  db: Database;
  companyId: number;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  password: string;
};

/** Adds a customer (a sub-user) to a company; returns the new customer's ids. */
export async function createCustomer({ db, companyId, ...person }: CreateCustomerOptions) {
  return db.transaction(async (tx) => {
    const user = await createUser({ db: tx, roleId: ROLE_IDS.CUSTOMER, ...person });
    const [customer] = await tx.insert(customers).values({ userId: user.id, companyId }).returning();
    return { userId: user.id, customerId: customer.id, companyId };
  });
}
