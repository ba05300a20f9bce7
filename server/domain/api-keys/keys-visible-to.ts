import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { apiKeys } from '../../db/schema';
import type { CompanyActor } from '../assignments/company-actor';

/** The active keys an actor sees and may revoke: all of the company's for its owner, a customer's own for a customer. */
export function activeKeysVisibleTo(actor: CompanyActor): SQL {
  const active = and(eq(apiKeys.companyId, actor.companyId), isNull(apiKeys.revokedAt))!;
  return actor.customerId === null ? active : and(active, eq(apiKeys.createdBy, actor.userId))!;
}
