import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customers } from '../../db/schema';
import { revokeAuthTokens } from '../auth/revoke-auth-tokens';
import { getCompanyCustomerOrThrow } from './get-company-customer-or-throw';
import { toCustomer } from './to-customer';

type SetCustomerBlockedOptions = { db: Database; companyId: number; customerId: number; blocked: boolean };

/** Blocks or unblocks one of the company's customers; blocking ends their sessions at once. */
export async function setCustomerBlocked({ db, companyId, customerId, blocked }: SetCustomerBlockedOptions) {
  const { user } = await getCompanyCustomerOrThrow({ db, companyId, customerId });
  const customer = await db.transaction(async (tx) => {
    const [row] = await tx.update(customers).set({ blocked }).where(eq(customers.id, customerId)).returning();
    if (blocked) await revokeAuthTokens({ db: tx, userId: user.id });
    return row;
  });
  return toCustomer({ customer, user });
}
