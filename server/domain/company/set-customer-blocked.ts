import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customers } from '../../db/schema';
import type { CompanyActor } from '../assignments/company-actor';
import { revokeAuthTokens } from '../auth/revoke-auth-tokens';
import { getCompanyCustomerOrThrow } from './get-company-customer-or-throw';
import { toCustomer } from './to-customer';

type SetCustomerBlockedOptions = { db: Database; actor: CompanyActor; customerId: number; blocked: boolean };

/** Blocks or unblocks a customer the actor manages; blocking ends their sessions at once. */
export async function setCustomerBlocked({ db, actor, customerId, blocked }: SetCustomerBlockedOptions) {
  const { user } = await getCompanyCustomerOrThrow({ db, actor, customerId });
  const customer = await db.transaction(async (tx) => {
    const [row] = await tx.update(customers).set({ blocked }).where(eq(customers.id, customerId)).returning();
    if (blocked) await revokeAuthTokens({ db: tx, userId: user.id, reason: 'blocked' });
    return row;
  });
  return toCustomer({ customer, user });
}
